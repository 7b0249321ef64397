import { languageOfPath } from '../config/languages';
import { formatToday, todayCalendarDate } from './dates';

/** A date the page shows as "today" (marked `data-today`) is the visitor's today in Houston, not the build's. */
export function enhanceToday(): void {
  showToday();
  // A printed page's date is the day it is printed, though the page was opened the day before.
  addEventListener('beforeprint', showToday);
}

function showToday(): void {
  // The address decides a page's language, as it does for the pages the build writes.
  const language = languageOfPath(location.pathname);
  for (const time of document.querySelectorAll<HTMLTimeElement>('time[data-today]')) {
    time.dateTime = todayCalendarDate();
    time.textContent = formatToday(language);
  }
}
