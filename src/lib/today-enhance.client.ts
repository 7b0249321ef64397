import { allLanguages, DEFAULT_LANGUAGE, languages, type Language } from '../config/languages';
import { formatToday, todayCalendarDate } from './dates';

/** A date the page shows as "today" (marked `data-today`) is the visitor's today in Houston, not the build's. */
export function enhanceToday(): void {
  showToday();
  // A printed page's date is the day it is printed, though the page was opened the day before.
  addEventListener('beforeprint', showToday);
}

/** The page's language, as its <html lang> names it (es-US); English for a tag the site does not write. */
export function languageOfTag(tag: string): Language {
  return allLanguages.find((language) => languages[language].tag === tag) ?? DEFAULT_LANGUAGE;
}

function showToday(): void {
  const language = languageOfTag(document.documentElement.lang);
  for (const time of document.querySelectorAll<HTMLTimeElement>('time[data-today]')) {
    time.dateTime = todayCalendarDate();
    time.textContent = formatToday(language);
  }
}
