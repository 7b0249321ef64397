import type Fuse from 'fuse.js';
import type { IFuseOptions } from 'fuse.js';
import { closeMatchThreshold, type SearchDocument, type SearchIndexFile } from './search-options';

/**
 * How Fuse indexes and searches a listing: the build makes the index with these keys and the
 * browser rebuilds Fuse over it. Loaded in the browser with Fuse, at a listing's first search.
 */

/** Titles say what an item is about; descriptions weigh half as much. */
export const searchKeys = [
  { name: 'title', weight: 2 },
  { name: 'description', weight: 1 },
] as const satisfies { name: keyof SearchDocument; weight: number }[];

/**
 * Fuse's defaults only look near the start of a field (location 0, distance 100), so a word in
 * the middle of a description would be missed: `ignoreLocation` searches the whole field.
 * `ignoreDiacritics` takes the accents off both the text and the search as Fuse compares them
 * (the index keeps the words as written), as the plain rule does (foldText).
 */
export const fuseOptions = {
  keys: [...searchKeys],
  ignoreLocation: true,
  ignoreDiacritics: true,
  threshold: closeMatchThreshold,
  minMatchCharLength: 2,
  includeScore: true,
  shouldSort: true,
} satisfies IFuseOptions<SearchDocument>;

export interface ListingSearcher {
  documents: SearchDocument[];
  fuse: Fuse<SearchDocument>;
}

/** Rebuilds Fuse from a listing's generated file, without indexing anything again. */
export function createSearcher(FuseClass: typeof Fuse, file: SearchIndexFile): ListingSearcher {
  const index = FuseClass.parseIndex<SearchDocument>(file.index as Parameters<typeof Fuse.parseIndex>[0]);
  return { documents: file.documents, fuse: new FuseClass(file.documents, fuseOptions, index) };
}
