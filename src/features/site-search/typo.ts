import { foldText } from '../search/fold-text';

/**
 * The typo step of the site search. The index matches prefixes and word stems but forgives no typo, so when a query
 * finds nothing, each long word that the site does not know is replaced by the site's most common word one edit away,
 * and the page searches again ("Showing results for …"). The site's words come in chunks by length, so a typed word
 * of length L needs only the chunks of lengths L-1, L and L+1: one edit changes the length by at most one.
 */

/** Only words of five letters or more are corrected: shorter ones have too many neighbours one edit away. */
export const MIN_TYPO_LENGTH = 5;

/** The shortest words the vocabulary keeps: one shorter than the shortest corrected word, which may have one letter too many. */
export const VOCABULARY_MIN_LENGTH = MIN_TYPO_LENGTH - 1;

/** The longest words the vocabulary keeps: no chunk is asked for beyond it, and typed words over it plus one stay as typed. */
export const VOCABULARY_MAX_LENGTH = 24;

const SEPARATORS = /[^\p{L}\p{M}\p{N}]+/u;
const LETTER = /\p{L}/u;

/**
 * The words of a text as the vocabulary and the typo step both cut them: runs of letters and digits (accent marks stay
 * with their letter, so a word typed in decomposed form is still one word). Apostrophes split, so "don't" reads "don", "t".
 */
export const wordsOf = (text: string): string[] => text.split(SEPARATORS).filter(Boolean);

/** Whether a word has a letter: numbers are neither kept as the site's words nor corrected. */
export const hasLetter = (word: string) => LETTER.test(word);

/**
 * Whether b is a with at most one edit: one letter changed, added or dropped, or two adjacent letters swapped
 * ("insurnace" and "insurance"). Linear: the common start and end are skipped and what is left in between decides.
 */
export function withinOneEdit(a: string, b: string): boolean {
  if (a.length > b.length) [a, b] = [b, a];
  const m = a.length;
  const n = b.length;
  if (n - m > 1) return false;
  let start = 0;
  while (start < m && a[start] === b[start]) start++;
  let end = 0;
  while (end < m - start && a[m - 1 - end] === b[n - 1 - end]) end++;
  const left = m - start - end;
  if (m < n) return left === 0;
  return left <= 1 || (left === 2 && a[start] === b[start + 1] && a[start + 1] === b[start]);
}

/**
 * The query with its typos corrected, or undefined when no word changes. A word is corrected when it has five letters
 * or more, is not one of the site's words nor the start of one a letter longer, and a site's word is one edit away.
 * Corrected words read in their vocabulary form (lower case, no accents); the others stay as typed; all are joined
 * by single spaces. wordsOfLength gives the site's words of a length, most frequent first ([] when there are none);
 * each length is asked for at most once a call, and a failed load fails the call.
 */
export async function correctQuery(
  query: string,
  wordsOfLength: (length: number) => Promise<readonly string[]>,
): Promise<string | undefined> {
  const chunks = new Map<number, Promise<readonly string[]>>();
  const chunk = (length: number): readonly string[] | Promise<readonly string[]> => {
    if (length > VOCABULARY_MAX_LENGTH) return [];
    let words = chunks.get(length);
    if (!words) chunks.set(length, (words = wordsOfLength(length)));
    return words;
  };
  let changed = false;
  const words = await Promise.all(
    wordsOf(query).map(async (typed) => {
      const word = foldText(typed);
      const length = word.length;
      if (length < MIN_TYPO_LENGTH || length > VOCABULARY_MAX_LENGTH + 1 || !hasLetter(word)) return typed;
      const [same, shorter, longer] = await Promise.all([chunk(length), chunk(length - 1), chunk(length + 1)]);
      if (same.includes(word) || longer.some((known) => known.startsWith(word))) return typed;
      // The most frequent candidate is the one earliest in its chunk; at the same place, the same length wins, then the shorter.
      let best: string | undefined;
      let bestIndex = Infinity;
      for (const known of [same, shorter, longer]) {
        const index = known.findIndex((candidate) => withinOneEdit(word, candidate));
        if (index >= 0 && index < bestIndex) [best, bestIndex] = [known[index], index];
      }
      if (best === undefined) return typed;
      changed = true;
      return best;
    }),
  );
  return changed ? words.join(' ') : undefined;
}

/**
 * Whether the query has a word the typo step should look at: one of five letters or more that no word the index
 * matched begins with, nor is the beginning of (a stem: "referrals" finds "referral"). The index forgives some typos
 * itself; the words it matched (those marked in the results) tell which query words it found as typed.
 */
export function needsCorrection(query: string, matched: readonly string[]): boolean {
  const found = matched.map(foldText);
  return wordsOf(foldText(query)).some(
    (word) => word.length >= MIN_TYPO_LENGTH && hasLetter(word) && !found.some((each) => each.startsWith(word) || word.startsWith(each)),
  );
}
