import type { IFuseOptions } from 'fuse.js';
import type { SearchListing } from '../../content/collections';

/** What a listing's search index holds for one item: the words a visitor searches, no body. */
export interface SearchDocument {
  slug: string;
  title: string;
  /** The card's description (the excerpt on the blog). */
  description: string;
  category: string;
}

/** The listings that search, each with its own index file: the content types with a listing, by name. */
export type { SearchListing };

/** A listing's generated search file: the documents and Fuse's serialised index over them. */
export interface SearchIndexFile {
  documents: SearchDocument[];
  index: { keys: unknown[]; records: unknown[] };
}

/** Titles say what an item is about; descriptions weigh half as much. */
export const searchKeys = [
  { name: 'title', weight: 2 },
  { name: 'description', weight: 1 },
] as const satisfies { name: keyof SearchDocument; weight: number }[];

/**
 * Fuse's defaults only look near the start of a field (location 0, distance 100), so a word in
 * the middle of a description would be missed: `ignoreLocation` searches the whole field.
 * A threshold of 0.3 lets about one error in three letters through ("insurnace", "medicre",
 * "readmision" find their words) while a 4-letter nonsense word finds nothing; 0.4 started to
 * match unrelated words ("readmision" found "readiness").
 */
export const fuseOptions = {
  keys: [...searchKeys],
  ignoreLocation: true,
  threshold: 0.3,
  minMatchCharLength: 2,
  includeScore: true,
  shouldSort: true,
} satisfies IFuseOptions<SearchDocument>;
