import Fuse from 'fuse.js';
import { searchKeys } from '../../src/features/search/fuse-index';
import type { SearchDocument, SearchIndexFile } from '../../src/features/search/search-options';

/**
 * A listing's search file: its documents and Fuse's index over them, serialised at build time.
 * The words are indexed as written, accents included: Fuse takes them off the text and the search
 * alike as it compares (ignoreDiacritics in fuseOptions), so one file serves both.
 */
export function buildSearchIndex(documents: SearchDocument[]): SearchIndexFile {
  const index = Fuse.createIndex<SearchDocument>([...searchKeys], documents).toJSON();
  return { documents, index: { keys: [...index.keys], records: index.records } };
}
