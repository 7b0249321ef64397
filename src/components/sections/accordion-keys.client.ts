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

/**
 * The question an address's fragment names (`/faq#faq-what-does-it-cost`: a shared link, a search
 * result) opens on its answer. The browser scrolls to a details element but leaves it closed, and
 * the server cannot know the fragment, so this opens it, on load and when the fragment changes.
 * The focus goes to its question, so the keyboard carries on from there.
 */
export function openLinkedAnswers(): void {
  const open = () => {
    let id: string;
    try {
      id = decodeURIComponent(location.hash.slice(1));
    } catch {
      return;
    }
    const details = id ? document.getElementById(id) : null;
    if (!(details instanceof HTMLDetailsElement) || !details.matches('[data-accordion] > details')) return;
    // Opening it closes the open one of its name, above or below: the page moves, so scroll after.
    details.open = true;
    details.querySelector('summary')?.focus({ preventScroll: true });
    details.scrollIntoView({ block: 'start' });
  };
  open();
  window.addEventListener('hashchange', open);
}
