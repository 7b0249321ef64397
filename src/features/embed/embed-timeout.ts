/** How long the form may take before the visitor is offered the phone and email instead. */
export const EMBED_TIMEOUT_MS = 8000;
