/** Builds of two revisions measured in alternation, one pair at a time, and what they compare to. */

export interface Pair {
  oldMs: number;
  newMs: number;
}

export interface PairedFigures {
  oldMs: number[];
  newMs: number[];
  /** Medians of each side. */
  oldMedian: number;
  newMedian: number;
  /** new/old: the median of the pairs' ratios, since a slow stretch of the machine slows both builds of a pair. */
  ratio: number;
}

export function median(values: readonly number[]): number {
  if (values.length === 0) throw new Error('The median of no values');
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

export function comparePairs(pairs: readonly Pair[]): PairedFigures {
  return {
    oldMs: pairs.map((pair) => pair.oldMs),
    newMs: pairs.map((pair) => pair.newMs),
    oldMedian: median(pairs.map((pair) => pair.oldMs)),
    newMedian: median(pairs.map((pair) => pair.newMs)),
    ratio: median(pairs.map((pair) => pair.newMs / pair.oldMs)),
  };
}
