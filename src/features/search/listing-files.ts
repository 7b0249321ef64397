import { dataFiles } from '../../content/types';
import { searchListings, type SearchListing } from './search-options';

/** Where each listing's items are: every card's data, in listing order. */
export const listingFiles: Record<SearchListing, string> = {
  blog: dataFiles.blogIndex,
  resources: dataFiles.resources,
  guides: dataFiles.guides,
};

/**
 * Every generated file the browser fetches: each listing's items and search index. The build
 * serves these and leaves the others out (they are read only while prerendering). A function, so
 * the pages' scripts, which never call it, do not carry the list.
 */
export const browserDataFiles = (): string[] => [...Object.values(listingFiles), ...searchListings.map((listing) => dataFiles.searchIndex(listing))];
