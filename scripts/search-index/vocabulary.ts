import { foldText } from '../../src/features/search/fold-text';
export { VOCABULARY_FILE } from '../../src/features/site-search/search-kinds';
import { hasLetter, VOCABULARY_MAX_LENGTH, VOCABULARY_MIN_LENGTH, wordsOf } from '../../src/features/site-search/typo';

/**
 * The site's words, as the search's typo step compares them: folded (lower case, accents off), cut as the typo step
 * cuts a query, with how many times each occurs. Words under four characters and numbers are left out: no corrected
 * word is near them.
 */
export function vocabularyOf(texts: Iterable<string>): Map<string, number> {
  // Counted as written, then each distinct word folded once: folding every text whole took most of the time.
  const written = new Map<string, number>();
  for (const text of texts) for (const word of wordsOf(text.toLowerCase())) written.set(word, (written.get(word) ?? 0) + 1);
  const counts = new Map<string, number>();
  for (const [word, count] of written) {
    const folded = foldText(word);
    if (folded.length >= VOCABULARY_MIN_LENGTH && hasLetter(folded)) counts.set(folded, (counts.get(folded) ?? 0) + count);
  }
  return counts;
}

/**
 * The words by length, each chunk most frequent first, then by character code (so a build writes the same files from
 * the same text), as the typo step reads them: its first candidate in a chunk is the most common word. Every length from
 * minLength to maxLength has a chunk, empty or not, so each file the browser asks for exists; longer words are dropped.
 * The defaults are the lengths the typo step asks for.
 */
export function vocabularyChunks(
  words: Map<string, number>,
  { minLength = VOCABULARY_MIN_LENGTH, maxLength = VOCABULARY_MAX_LENGTH }: { minLength?: number; maxLength?: number } = {},
): Map<number, string[]> {
  const chunks = new Map<number, string[]>();
  for (let length = minLength; length <= maxLength; length++) chunks.set(length, []);
  for (const word of words.keys()) chunks.get(word.length)?.push(word);
  const count = (word: string) => words.get(word) ?? 0;
  for (const chunk of chunks.values()) chunk.sort((a, b) => count(b) - count(a) || (a < b ? -1 : a > b ? 1 : 0));
  return chunks;
}
