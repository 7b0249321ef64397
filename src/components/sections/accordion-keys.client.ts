import { roveTarget } from '../../lib/roving-focus.client';

/**
 * Arrow keys for the accordions, with no framework: the details elements open and close on their
 * own, this only moves the focus between the questions of one accordion.
 */

/** The summaries of an accordion's list (Accordion marks the list `data-accordion`). */
const SUMMARY = '[data-accordion] > details > summary';

/**
 * Up and Down move to the previous or next question of the same accordion (round the ends), Home
 * and End to the first and last. One listener on the document serves every accordion, those of
 * the prerendered page and those an island renders later alike.
 */
export function enhanceAccordions(): void {
  document.addEventListener('keydown', (event) => {
    const summary = event.target;
    if (!(summary instanceof HTMLElement) || !summary.matches(SUMMARY)) return;
    const list = summary.closest('[data-accordion]')!;
    const summaries = Array.from(list.querySelectorAll<HTMLElement>(':scope > details > summary'));
    const next = roveTarget(summaries, summary, event.key);
    if (!next) return;
    event.preventDefault();
    next.focus();
  });
}
