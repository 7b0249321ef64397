import { languageOfPath } from '../config/languages';
import { formatToday, todayCalendarDate } from './dates';

/**
 * A date the page shows as "today" (a `<time data-today>`) is the visitor's today in Houston, not
 * the build's. A date shown only in print (the print footer of every page) is written when the
 * page is printed, not when it loads: the first date formatted in Houston's time zone loads the
 * zone's data, tens of milliseconds of a new page's main thread. Until then its place
 * (`data-today="print"`) is empty, with no `<time>` in it: one without a date is invalid HTML.
 */
export function enhanceToday(): void {
  showToday('time[data-today]');
  // A printed page's date is the day it is printed, though the page was opened the day before.
  // Browsers announce printing with beforeprint; a print preview made by switching the page to
  // print media (devtools, the test browser) only changes what matches `print`.
  const printAll = () => {
    for (const place of document.querySelectorAll('[data-today="print"]')) {
      if (!place.querySelector('time')) place.replaceChildren(document.createElement('time'));
    }
    showToday('time[data-today], [data-today="print"] > time');
  };
  addEventListener('beforeprint', printAll);
  matchMedia('print').addEventListener('change', (change) => {
    if (change.matches) printAll();
  });
}

function showToday(selector: string): void {
  const times = document.querySelectorAll<HTMLTimeElement>(selector);
  if (times.length === 0) return;
  // The address decides a page's language, as it does for the pages the build writes.
  const language = languageOfPath(location.pathname);
  for (const time of times) {
    time.dateTime = todayCalendarDate();
    time.textContent = formatToday(language);
  }
}
