import type { ListingSearcher } from './fuse-index';
import type { SearchIndexFile } from './search-options';

/** The fetching code (retries, five-minute reuse) loads with the first search, not with the page. */
const loadData = (file: string) => import('../../data/browser-source.client').then(({ browserSource }) => browserSource.load(file));

const loading = new Map<string, Promise<ListingSearcher>>();

/**
 * Fuse and a listing's index (`file`, in the page's language), fetched the first time a visitor
 * searches that listing: neither is in the page's bundle, and a visitor who never types never
 * downloads them.
 */
export function loadSearcher(file: string): Promise<ListingSearcher> {
  let entry = loading.get(file);
  if (!entry) {
    entry = Promise.all([import('fuse.js'), import('./fuse-index'), loadData(file) as Promise<SearchIndexFile>]).then(([fuse, { createSearcher }, index]) =>
      createSearcher(fuse.default, index),
    );
    // A failed load may be tried again by the next keystroke.
    entry.catch(() => loading.delete(file));
    loading.set(file, entry);
  }
  return entry;
}

/**
 * Every item of a listing (`file`, in the page's language), for a search or a category on a
 * listing with more than one page (each page carries only its own cards). Fetched with retries
 * and kept for five minutes.
 */
export function loadListingItems(file: string): Promise<unknown[]> {
  return loadData(file) as Promise<unknown[]>;
}
