import { searchIndexFile } from '../../content/collections/listed';
import type { ListingSearcher } from './fuse-index';
import { listingFiles } from './listing-files';
import type { SearchIndexFile, SearchListing } from './search-options';

/** The fetching code (retries, five-minute reuse) loads with the first search, not with the page. */
const loadData = (file: string) => import('../../data/browser-source.client').then(({ browserSource }) => browserSource.load(file));

const loading = new Map<SearchListing, Promise<ListingSearcher>>();

/**
 * Fuse and a listing's index, fetched the first time a visitor searches that listing: neither
 * is in the page's bundle, and a visitor who never types never downloads them.
 */
export function loadSearcher(listing: SearchListing): Promise<ListingSearcher> {
  let entry = loading.get(listing);
  if (!entry) {
    entry = Promise.all([import('fuse.js'), import('./fuse-index'), loadData(searchIndexFile(listing)) as Promise<SearchIndexFile>]).then(([fuse, { createSearcher }, file]) =>
      createSearcher(fuse.default, file),
    );
    // A failed load may be tried again by the next keystroke.
    entry.catch(() => loading.delete(listing));
    loading.set(listing, entry);
  }
  return entry;
}

/**
 * Every item of a listing, for a search or a category on a listing with more than one page
 * (each page carries only its own cards). Fetched with retries and kept for five minutes.
 */
export function loadListingItems(listing: SearchListing): Promise<unknown[]> {
  return loadData(listingFiles[listing]) as Promise<unknown[]>;
}
