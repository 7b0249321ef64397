import { readFilters, typedEntry, withFilters, writeAddress, type Filters } from './address-rules';

export type { Filters };

/**
 * A search text and a category kept in the address, for a page script with no framework, by the
 * rules of address-rules: starting a search or picking a category adds a history entry, the
 * keystrokes that follow replace it, and Back and Forward show an entry's filters again.
 *
 * The list follows each keystroke at once; the address follows the typing once it pauses
 * (REPLACE_DELAY_MS), since each replaceState costs milliseconds on a slow phone. A history
 * entry is added at once, and a waiting text is written before anything else changes the address.
 */
export const REPLACE_DELAY_MS = 250;

interface Options {
  input: HTMLInputElement;
  categories: readonly string[];
  all: string;
  /** Called with the filters whenever they change, and once at the start. */
  onChange: (filters: Filters) => void;
}

export interface AddressFilterControls {
  setCategory: (category: string) => void;
  /** Empties the search, selects all categories and puts the focus back in the search box. */
  clear: () => void;
}

export function bindAddressFilters({ input, categories, all, onChange }: Options): AddressFilterControls {
  const read = (): Filters => readFilters(new URLSearchParams(window.location.search), categories, all);
  let current = read();
  /** The text last written to the address ('' for blank). */
  let written = current.text;

  let waiting: { text: string; timer: number } | undefined;
  const cancelWaiting = () => {
    if (waiting) window.clearTimeout(waiting.timer);
    waiting = undefined;
  };
  const flush = () => {
    const text = waiting?.text;
    cancelWaiting();
    if (text !== undefined) writeAddress(withFilters(new URLSearchParams(window.location.search), { text }, all), true);
  };
  const write = (next: Partial<Filters>, replace: boolean) => {
    if (replace && next.category === undefined && next.text !== undefined) {
      cancelWaiting();
      const text = next.text;
      waiting = { text, timer: window.setTimeout(flush, REPLACE_DELAY_MS) };
      return;
    }
    flush();
    writeAddress(withFilters(new URLSearchParams(window.location.search), next, all), replace);
  };
  // Leaving the page (a link, reload) takes the address as typed.
  window.addEventListener('pagehide', flush);
  const update = (next: Filters) => {
    current = next;
    onChange(current);
  };

  input.addEventListener('input', () => {
    const entry = typedEntry(written, input.value);
    if (entry) {
      written = entry.stored;
      write({ text: entry.stored }, entry.replace);
    }
    update({ ...current, text: input.value });
  });
  window.addEventListener('popstate', () => {
    // The visitor went to another entry: a text still waiting belonged to the one left.
    cancelWaiting();
    const next = read();
    if (next.text !== written) {
      written = next.text;
      input.value = next.text;
    }
    update({ text: input.value, category: next.category });
  });

  // A value typed before this script ran counts, like the address.
  if (!current.text && input.value) {
    written = input.value.trim() ? input.value : '';
    if (written) write({ text: written }, false);
    current = { ...current, text: input.value };
  } else input.value = current.text;
  onChange(current);

  return {
    setCategory: (category) => {
      if (category === current.category) return;
      write({ category }, false);
      update({ ...current, category });
    },
    clear: () => {
      input.focus();
      written = '';
      input.value = '';
      write({ text: '', category: '' }, false);
      update({ text: '', category: all });
    },
  };
}
