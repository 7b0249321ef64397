import { describe, expect, it } from 'vitest';
import { isExpired, isScheduled } from './schedule';

describe('isScheduled', () => {
  it('holds an entry dated after today and publishes it on its day', () => {
    expect(isScheduled({ date: '2026-12-02' }, '2026-12-01')).toBe(true);
    expect(isScheduled({ date: '2026-12-01' }, '2026-12-01')).toBe(false);
    expect(isScheduled({ date: '2025-01-31' }, '2026-12-01')).toBe(false);
  });

  it('never holds an entry without a date', () => {
    expect(isScheduled({}, '2026-12-01')).toBe(false);
  });
});

describe('isExpired', () => {
  it('keeps a job through its validThrough day and expires it the day after', () => {
    expect(isExpired({ validThrough: '2026-12-01' }, '2026-12-01')).toBe(false);
    expect(isExpired({ validThrough: '2026-12-01' }, '2026-12-02')).toBe(true);
  });

  it('never expires a job without validThrough', () => {
    expect(isExpired({}, '2099-01-01')).toBe(false);
  });
});
