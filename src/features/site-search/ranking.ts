/**
 * The order of the site search's results. Pagefind ranks them, with titles and headings above body
 * text; two things it cannot tell are added here. Its index keeps each word as its stem
 * ("organization", "organized" and "organizer" are one word to it) and matches the longer words a
 * word begins, so a page holding the word searched for ranks no higher than a page holding another
 * word of the same stem or start; the page's text, fetched to show its passage, tells them apart.
 * And its ranking does not look at where a query's words fall: its phrase search (the query in
 * quotes) finds the pages that hold them in a row, which come first.
 */
import { foldText } from '../search/fold-text';
import { hasLetter, VOCABULARY_MAX_LENGTH, VOCABULARY_MIN_LENGTH, wordsOf } from './typo';

/** A query's words as a page's are compared with them: folded and cut as the site's vocabulary is. */
export const queryWords = (query: string): string[] => wordsOf(foldText(query));

/** The query as Pagefind's phrase search reads it (in quotes); none for a single word or a query with quotes of its own. */
export function phraseQuery(query: string): string | undefined {
  const words = query.trim().split(/\s+/);
  return words.length > 1 && !query.includes('"') ? `"${words.join(' ')}"` : undefined;
}

/** The words of a page's texts (its title and its text), as a query's are compared with them. */
export const pageWords = (texts: readonly string[]): ReadonlySet<string> => new Set(texts.flatMap((text) => wordsOf(foldText(text))));

/** How many of the words a page holds whole. */
export const wholeWordCount = (page: ReadonlySet<string>, words: readonly string[]): number => words.filter((word) => page.has(word)).length;

/**
 * How many of the words are words of the site (of its vocabulary, by length): no page holds more of
 * them whole. A word the vocabulary leaves out (under four letters, over its longest, or a number)
 * does not count: such a word's page is found as Pagefind ranks it, and its first three letters,
 * typed on the way to a longer word, fetch nothing more.
 */
export async function siteWordCount(words: readonly string[], wordsOfLength: (length: number) => Promise<readonly string[]>): Promise<number> {
  const known = await Promise.all(
    words.map(async (word) => word.length >= VOCABULARY_MIN_LENGTH && word.length <= VOCABULARY_MAX_LENGTH && hasLetter(word) && (await wordsOfLength(word.length)).includes(word)),
  );
  return known.filter(Boolean).length;
}

export interface RankingSteps<R> {
  /** How many words the query has. */
  words: number;
  /** Whether Pagefind's phrase search found the result: its page holds the query's words in a row. */
  inPhrase(result: R): boolean;
  /** How many of the query's words the result's page holds whole (its text fetched, as for its passage). */
  wholeWords(result: R): Promise<number>;
  /** How many of the query's words are words of the site at all (see siteWordCount). */
  siteWords(): Promise<number>;
  /** Before results past the first are fetched: whether to go on (false: a newer search started). */
  ready(next: readonly R[]): Promise<boolean>;
}

/**
 * The results in the order shown: those Pagefind's phrase search found first, then those holding
 * more of the query's words whole, each group in Pagefind's order. The words are read from the
 * results' texts, fetched `shown` at a time (the results shown at once, fetched anyway to show
 * them) as far as `most` results, and no further than needed: once `shown` results are known that
 * no later one can pass, the rest keep Pagefind's order; and a query none of whose words the site
 * holds (a word half typed) fetches no more than it shows.
 */
export async function rankResults<R>(results: readonly R[], steps: RankingSteps<R>, shown: number, most: number): Promise<R[]> {
  const phraseFirst = [...results.filter((result) => steps.inPhrase(result)), ...results.filter((result) => !steps.inPhrase(result))];
  const tier = (result: R) => (steps.inPhrase(result) ? steps.words + 1 : 0);
  const whole = new Map<R, number>();
  const key = (result: R) => tier(result) + (whole.get(result) ?? 0);
  // The most words a result not read yet could hold whole; the site's vocabulary tells, once asked.
  let reachable = steps.words;
  let asked = false;
  const decided = (next: R) => [...whole.keys()].filter((result) => key(result) >= tier(next) + reachable).length >= shown;
  const limit = Math.min(results.length, most);
  while (whole.size < limit) {
    const batch = phraseFirst.slice(whole.size, Math.min(whole.size + shown, limit));
    if (whole.size > 0) {
      if (!asked) {
        asked = true;
        reachable = Math.min(reachable, await steps.siteWords());
        if (decided(batch[0]!)) break;
      }
      if (!(await steps.ready(batch))) break;
    }
    const counts = await Promise.all(batch.map((result) => steps.wholeWords(result)));
    batch.forEach((result, i) => whole.set(result, counts[i]!));
    const next = phraseFirst[whole.size];
    if (!next || decided(next)) break;
  }
  return phraseFirst
    .map((result, index) => ({ result, index, key: key(result) }))
    .sort((a, b) => b.key - a.key || a.index - b.index)
    .map(({ result }) => result);
}
