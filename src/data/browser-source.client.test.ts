import { describe, expect, it } from 'vitest';
import { retryDelay } from './browser-source.client';

describe('retryDelay', () => {
  it('doubles from one second and stops at thirty seconds', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map(retryDelay)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
  });
});
