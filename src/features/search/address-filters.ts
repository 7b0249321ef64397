/**
 * A search text and a category kept in the address (?q=&category=), for a page script with no
 * framework; the same rules as useAddressFilters: starting a search or picking a category adds a
 * history entry, the keystrokes that follow replace it, and Back and Forward show an entry's
 * filters again. `all` stands for every category and is never written to the address.
 */
export interface Filters {
  text: string;
  category: string;
}

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
  const read = (): Filters => {
    const params = new URLSearchParams(window.location.search);
    const category = params.get('category') ?? '';
    return { text: params.get('q') ?? '', category: categories.includes(category) ? category : all };
  };
  let current = read();
  /** The text last written to the address ('' for blank). */
  let written = current.text;

  const write = (next: Partial<Filters>, replace: boolean) => {
    const params = new URLSearchParams(window.location.search);
    for (const [key, value] of [['q', next.text], ['category', next.category]] as const) {
      if (value === undefined) continue;
      if (value && value !== all) params.set(key, value);
      else params.delete(key);
    }
    const query = params.toString();
    const url = `${window.location.pathname}${query ? `?${query}` : ''}${window.location.hash}`;
    if (replace) window.history.replaceState(window.history.state, '', url);
    else window.history.pushState(null, '', url);
  };
  const update = (next: Filters) => {
    current = next;
    onChange(current);
  };

  input.addEventListener('input', () => {
    const stored = input.value.trim() ? input.value : '';
    if (stored !== written) {
      const starting = written === '';
      written = stored;
      write({ text: stored }, !starting);
    }
    update({ ...current, text: input.value });
  });
  window.addEventListener('popstate', () => {
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
