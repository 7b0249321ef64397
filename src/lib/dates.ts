import { DEFAULT_LANGUAGE, languages, type Language } from '../config/languages';

/**
 * Content dates are calendar dates (YYYY-MM-DD). They are formatted in UTC, the zone they are
 * parsed in, so March 1 stays March 1 whatever the zone of the server or the browser.
 */
const longDates = new Map<Language, Intl.DateTimeFormat>();

/**
 * The formatter of long dates in a language ("March 1, 2025", "1 de marzo de 2025"), made at its
 * first use rather than when this module loads: the page script of every page carries the module,
 * and making one took a new page's renderer 15 ms.
 */
export function longDateFormat(language: Language = DEFAULT_LANGUAGE): Intl.DateTimeFormat {
  let format = longDates.get(language);
  if (!format) longDates.set(language, (format = new Intl.DateTimeFormat(languages[language].tag, { dateStyle: 'long', timeZone: 'UTC' })));
  return format;
}

/** Dates already formatted, by language and date: a build formats the same few hundred dates on thousands of pages. */
const formatted = new Map<string, string>();

export function formatCalendarDate(date: string, language: Language = DEFAULT_LANGUAGE): string {
  const key = `${language} ${date}`;
  let text = formatted.get(key);
  if (text === undefined) {
    const [year, month, day] = date.split('-').map(Number) as [number, number, number];
    formatted.set(key, (text = longDateFormat(language).format(new Date(Date.UTC(year, month - 1, day)))));
  }
  return text;
}

/** The business's own time zone: "today" means today in Houston. */
export const SITE_TIME_ZONE = 'America/Chicago';

/** Today's date in Houston, long, in a language: "November 22, 2026", "22 de noviembre de 2026". */
export function formatToday(language: Language = DEFAULT_LANGUAGE, now: Date = new Date()): string {
  return new Intl.DateTimeFormat(languages[language].tag, { dateStyle: 'long', timeZone: SITE_TIME_ZONE }).format(now);
}

/** Today's date in Houston as a content calendar date, like "2026-11-22". */
export function todayCalendarDate(now: Date = new Date()): string {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone: SITE_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)!.value;
  return `${part('year')}-${part('month')}-${part('day')}`;
}
