import { describe, expect, it } from 'vitest';
import { formatCalendarDate, formatToday, todayCalendarDate } from './dates';

describe('formatCalendarDate', () => {
  it.each([
    ['2025-03-01', 'March 1, 2025'],
    ['2026-01-01', 'January 1, 2026'],
    ['2024-02-29', 'February 29, 2024'],
    ['2025-12-31', 'December 31, 2025'],
  ])('shows %s as %s', (date, shown) => {
    expect(formatCalendarDate(date)).toBe(shown);
  });

  it.each([
    ['2025-03-01', '1 de marzo de 2025'],
    ['2024-02-29', '29 de febrero de 2024'],
    ['2025-12-31', '31 de diciembre de 2025'],
  ])('shows %s on a Spanish page as %s', (date, shown) => {
    expect(formatCalendarDate(date, 'es')).toBe(shown);
  });

  it('keeps the languages apart when the same date was formatted in the other first', () => {
    expect(formatCalendarDate('2025-07-04', 'es')).toBe('4 de julio de 2025');
    expect(formatCalendarDate('2025-07-04')).toBe('July 4, 2025');
    expect(formatCalendarDate('2025-07-04', 'es')).toBe('4 de julio de 2025');
  });

  it('does not depend on the process time zone', () => {
    const zone = process.env.TZ;
    try {
      for (const tz of ['America/Chicago', 'Pacific/Kiritimati', 'Pacific/Pago_Pago']) {
        process.env.TZ = tz;
        expect(formatCalendarDate('2025-03-01')).toBe('March 1, 2025');
      }
    } finally {
      process.env.TZ = zone;
    }
  });
});

describe('formatToday', () => {
  it('uses the date in Houston, not in UTC', () => {
    // 02:00 UTC on March 2 is still the evening of March 1 in Houston.
    expect(formatToday('en', new Date('2025-03-02T02:00:00Z'))).toBe('March 1, 2025');
  });

  it('writes the date in the language asked for', () => {
    expect(formatToday('es', new Date('2025-03-02T02:00:00Z'))).toBe('1 de marzo de 2025');
  });
});

describe('todayCalendarDate', () => {
  it('is the YYYY-MM-DD date in Houston, not in UTC', () => {
    expect(todayCalendarDate(new Date('2025-03-02T02:00:00Z'))).toBe('2025-03-01');
    expect(todayCalendarDate(new Date('2025-12-31T18:00:00Z'))).toBe('2025-12-31');
  });
});
