import type { FaqEntry } from '../../content/types';

/** The FAQ category value that keeps every question. */
export const ALL_FAQ_CATEGORIES = 'all';

/**
 * The FAQ's rule: a question stays when the search is empty or appears, ignoring case, in
 * its question or its answer, and the category is 'all' or its own.
 */
export function filterFaq<T extends Pick<FaqEntry, 'question' | 'answerText' | 'category'>>(
  entries: readonly T[],
  search: string,
  category: string,
): T[] {
  const needle = search.trim().toLowerCase();
  return entries.filter(
    (entry) =>
      (category === ALL_FAQ_CATEGORIES || entry.category === category) &&
      (!needle || entry.question.toLowerCase().includes(needle) || entry.answerText.toLowerCase().includes(needle)),
  );
}
