import type { FaqEntry } from '../../content/types';
import { foldText } from '../search/fold-text';

/** The FAQ category value that keeps every question. */
export const ALL_FAQ_CATEGORIES = 'all';

/** The catalogue's strings of the FAQ's status line, which its page script fills in the page's language. */
export const FAQ_STATUS_KEYS = ['faq.showingAll', 'faq.showing', 'faq.emptyTitle'] as const;

type Searched = Pick<FaqEntry, 'question' | 'answerText'>;

/** Each question's text folded, worked out once: a keystroke then only compares. */
const folded = new WeakMap<Searched, string>();
function foldedText(entry: Searched): string {
  let text = folded.get(entry);
  if (text === undefined) folded.set(entry, (text = `${foldText(entry.question)}\u0000${foldText(entry.answerText)}`));
  return text;
}

/**
 * The FAQ's rule: a question stays when the search is empty or appears, ignoring case and
 * accents, in its question or its answer, and the category is 'all' or its own.
 */
export function filterFaq<T extends Pick<FaqEntry, 'question' | 'answerText' | 'category'>>(
  entries: readonly T[],
  search: string,
  category: string,
): T[] {
  const needle = foldText(search.trim());
  return entries.filter((entry) => (category === ALL_FAQ_CATEGORIES || entry.category === category) && (!needle || foldedText(entry).includes(needle)));
}
