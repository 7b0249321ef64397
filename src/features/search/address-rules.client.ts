/**
 * The rules for a search text and a category kept in the address (?q=&category=), shared by the
 * listings' island and the FAQ's page script (both through bindAddressFilters). `all`
 * stands for every category and is never written to the address; neither is a blank text.
 */
export interface Filters {
  text: string;
  category: string;
}

/** The filters an address asks for; a category the listing does not have reads as `all`. */
export function readFilters(params: URLSearchParams, categories: readonly string[], all: string): Filters {
  const category = params.get('category') ?? '';
  return { text: params.get('q') ?? '', category: categories.includes(category) ? category : all };
}

/** `params` with the given filters written in (a blank text or `all` takes its parameter out). */
export function withFilters(params: URLSearchParams, next: Partial<Filters>, all: string): URLSearchParams {
  const updated = new URLSearchParams(params);
  for (const [key, value] of [['q', next.text], ['category', next.category]] as const) {
    if (value === undefined) continue;
    if (value && value !== all) updated.set(key, value);
    else updated.delete(key);
  }
  return updated;
}

/**
 * What the search box's new value writes to the address, given the text last written: nothing
 * when the stored text is unchanged; else the text to store, in a new history entry when a search
 * starts and replacing the entry while it goes on, so Back does not replay the typing.
 */
export function typedEntry(written: string, value: string): { stored: string; replace: boolean } | undefined {
  const stored = value.trim() ? value : '';
  return stored === written ? undefined : { stored, replace: written !== '' };
}

/** Puts `params` in the address, as a new history entry or in place of the current one. */
export function writeAddress(params: URLSearchParams, replace: boolean): void {
  const query = params.toString();
  const url = `${window.location.pathname}${query ? `?${query}` : ''}${window.location.hash}`;
  if (replace) window.history.replaceState(window.history.state, '', url);
  else window.history.pushState(null, '', url);
}
