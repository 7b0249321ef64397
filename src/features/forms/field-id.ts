import type { FormKind } from '../../contracts/forms/schemas';

/** The id of a field's control (or of a group's first box), which the error summary links to. */
export const fieldId = (kind: FormKind, name: string) => `${kind}-${name}`;

/**
 * The id of what the server's answer to a post without JavaScript shows first: the error summary,
 * or the sent page's thank-you. The form's action ends with it as a fragment, which the redirect
 * to the sent page keeps, so the browser scrolls the answer into view in the frame and in the
 * page around it, where a frame as tall as its form would otherwise leave it above the screen.
 */
export const answerId = (kind: FormKind) => `${kind}-answer`;
