import { allLanguages, dataPrefix } from '../../config/languages';
import { listedCollections, searchIndexFile } from '../../content/collections/listed';
import type { SearchListing } from './search-options';

/** Where each listing's items are: every card's data, in listing order (English; another language's under its prefix). */
export const listingFiles = Object.fromEntries(listedCollections.map(({ name, listing }) => [name, listing.file])) as Record<SearchListing, string>;

/**
 * Every generated file the browser fetches: each listing's items and search index, in each
 * language. The build serves these and leaves the others out (they are read only while
 * prerendering). A function, so the pages' scripts, which never call it, do not carry the list.
 */
export const browserDataFiles = (): string[] =>
  allLanguages.flatMap((language) =>
    [...Object.values(listingFiles), ...Object.keys(listingFiles).map((listing) => searchIndexFile(listing))].map((file) => dataPrefix(language) + file),
  );
