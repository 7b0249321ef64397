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

/**
 * Fuse's threshold: about one error in three letters gets through ("insurnace", "medicre",
 * "readmision" find their words) while a 4-letter nonsense word finds nothing; 0.4 started to
 * match unrelated words ("readmision" found "readiness"). Apart from Fuse's other options
 * (fuse-index.ts), which load with Fuse, since a listing's script needs only this.
 */
export const closeMatchThreshold = 0.3;
