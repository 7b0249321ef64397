/** Minutes to read at 200 words a minute, at least one. */
export function readingTime(words: number): number {
  return Math.max(1, Math.ceil(words / 200));
}
