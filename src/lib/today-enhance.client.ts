import { formatToday, todayCalendarDate } from './dates';

/** A date the page shows as "today" (marked `data-today`) is the visitor's today in Houston, not the build's. */
export function enhanceToday(): void {
  showToday();
  // A printed page's date is the day it is printed, though the page was opened the day before.
  addEventListener('beforeprint', showToday);
}

function showToday(): void {
  for (const time of document.querySelectorAll<HTMLTimeElement>('time[data-today]')) {
    time.dateTime = todayCalendarDate();
    time.textContent = formatToday();
  }
}
