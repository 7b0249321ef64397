import { describe, expect, it } from 'vitest';
import { comparePairs, median } from './pairs';

describe('median', () => {
  it('is the middle value of an odd count, whatever the order', () => {
    expect(median([30, 10, 20])).toBe(20);
  });

  it('is the mean of the two middle values of an even count', () => {
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });

  it('has no value for no values', () => {
    expect(() => median([])).toThrow();
  });
});

describe('builds compared in pairs', () => {
  it('give each side its median and the median of the pairs’ ratios', () => {
    const figures = comparePairs([
      { oldMs: 10_000, newMs: 5000 },
      { oldMs: 20_000, newMs: 12_000 },
      { oldMs: 12_000, newMs: 4800 },
    ]);
    expect(figures.oldMs).toEqual([10_000, 20_000, 12_000]);
    expect(figures.newMs).toEqual([5000, 12_000, 4800]);
    expect(figures.oldMedian).toBe(12_000);
    expect(figures.newMedian).toBe(5000);
    // Ratios 0.5, 0.6 and 0.4: their median, not the ratio of the medians (5000/12000).
    expect(figures.ratio).toBeCloseTo(0.5);
  });

  it('of one pair are that pair', () => {
    expect(comparePairs([{ oldMs: 8000, newMs: 4000 }])).toMatchObject({ oldMedian: 8000, newMedian: 4000, ratio: 0.5 });
  });
});
