/** A tooltip opens after 700 ms; moving to another within 300 ms of one closing opens that one at once. */
export const TOOLTIP_DELAY = { open: 700, skip: 300 } as const;
