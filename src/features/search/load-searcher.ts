import { collections, listed } from '../../content/collections';
import { dataFiles } from '../../content/types';
import { createSearcher, type ListingSearcher } from './listing-search';
import type { SearchIndexFile, SearchListing } from './search-options';

/** The fetching code (retries, five-minute reuse) loads with the first search, not with the page. */
const loadData = (file: string) => import('../../data/browser-source').then(({ browserSource }) => browserSource.load(file));

const loading = new Map<SearchListing, Promise<ListingSearcher>>();

/**
 * Fuse and a listing's index, fetched the first time a visitor searches that listing: neither
 * is in the page's bundle, and a visitor who never types never downloads them.
 */
export function loadSearcher(listing: SearchListing): Promise<ListingSearcher> {
  let entry = loading.get(listing);
  if (!entry) {
    entry = Promise.all([import('fuse.js'), loadData(dataFiles.searchIndex(listing)) as Promise<SearchIndexFile>]).then(([fuse, file]) =>
      createSearcher(fuse.default, file),
    );
    // A failed load may be tried again by the next keystroke.
    entry.catch(() => loading.delete(listing));
    loading.set(listing, entry);
  }
  return entry;
}

/** Where each listing's items are: every card's data, in listing order. */
const listingFiles = Object.fromEntries(listed(collections).map(({ name, listing }) => [name, listing.file])) as Record<SearchListing, string>;

/**
 * Every item of a listing, for a search or a category on a listing with more than one page
 * (each page carries only its own cards). Fetched with retries and kept for five minutes.
 */
export function loadListingItems(listing: SearchListing): Promise<unknown[]> {
  return loadData(listingFiles[listing]) as Promise<unknown[]>;
}

/**
 * Every generated file the browser fetches: each listing's items and search index. The build
 * serves these and leaves the others out (they are read only while prerendering). A function, so
 * the pages' scripts, which never call it, do not carry the list.
 */
export const browserDataFiles = (): string[] => [...Object.values(listingFiles), ...Object.keys(listingFiles).map((listing) => dataFiles.searchIndex(listing))];
