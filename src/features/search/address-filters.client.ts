import { readFilters, typedEntry, withFilters, writeAddress, type Filters } from './address-rules.client';

export type { Filters };

/**
 * A search text and a category kept in the address, for a page script with no framework, by the
 * rules of address-rules: starting a search or picking a category adds a history entry, the
 * keystrokes that follow replace it, and Back and Forward show an entry's filters again.
 *
 * The list follows each keystroke at once and the address right after: each pushState or
 * replaceState costs milliseconds on a slow phone, which would delay the list. The entry a new
 * search adds is written once the list has been painted; the keystrokes that follow replace it
 * once the typing pauses (REPLACE_DELAY_MS). A write still waiting is done before anything else
 * changes the address, and when the visitor leaves the page.
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

  const writeNow = (next: Partial<Filters>, replace: boolean) =>
    writeAddress(withFilters(new URLSearchParams(window.location.search), next, all), replace);
  /** A text write not done yet, and how to call it off. */
  let waiting: { text: string; replace: boolean; cancel: () => void } | undefined;
  const cancelWaiting = () => {
    waiting?.cancel();
    waiting = undefined;
  };
  const flush = () => {
    const write = waiting;
    cancelWaiting();
    if (write) writeNow({ text: write.text }, write.replace);
  };
  const write = (next: Partial<Filters>, replace: boolean) => {
    if (next.category !== undefined || next.text === undefined) {
      flush();
      writeNow(next, replace);
      return;
    }
    // The entry of a search just started is not written yet: it will carry the newest text.
    if (waiting && !waiting.replace && replace) {
      waiting.text = next.text;
      return;
    }
    // A text waiting to replace the entry's gives way to the newer one, which waits for a pause.
    if (waiting?.replace && replace) cancelWaiting();
    else flush();
    if (replace) {
      const timer = window.setTimeout(flush, REPLACE_DELAY_MS);
      waiting = { text: next.text, replace, cancel: () => window.clearTimeout(timer) };
    } else {
      // After the next frame: the list the keystroke changed is painted first.
      let timer: number | undefined;
      const frame = window.requestAnimationFrame(() => (timer = window.setTimeout(flush, 0)));
      waiting = { text: next.text, replace, cancel: () => (window.cancelAnimationFrame(frame), window.clearTimeout(timer)) };
    }
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
