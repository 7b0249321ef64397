/** Spec section 9: a tooltip opens after 700ms; moving to the next one within 300ms opens it at once. */
export const TOOLTIP_DELAY = { open: 700, skip: 300 } as const;
