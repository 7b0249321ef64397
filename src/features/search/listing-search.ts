import type Fuse from 'fuse.js';
import { fuseOptions, type SearchDocument, type SearchIndexFile } from './search-options';

/** The category value that keeps every item. */
export const ALL_CATEGORIES = 'All';

/**
 * What a listing shows for a search:
 * - `all`: no search text, every item of the category, in listing order;
 * - `exact`: the items whose title or description contains the text, ranked by Fuse;
 * - `close`: none contains it, so Fuse's close matches (typos, swapped letters);
 * - `none`: nothing is even close.
 */
export type SearchOutcome = { kind: 'all' | 'exact' | 'close' | 'none'; slugs: string[] };

export interface ListingSearcher {
  documents: SearchDocument[];
  fuse: Fuse<SearchDocument>;
}

/** Rebuilds Fuse from a listing's generated file, without indexing anything again. */
export function createSearcher(FuseClass: typeof Fuse, file: SearchIndexFile): ListingSearcher {
  const index = FuseClass.parseIndex<SearchDocument>(file.index as Parameters<typeof Fuse.parseIndex>[0]);
  return { documents: file.documents, fuse: new FuseClass(file.documents, fuseOptions, index) };
}

const inCategory = (category: string) => (doc: Pick<SearchDocument, 'category'>) =>
  category === ALL_CATEGORIES || doc.category === category;

const contains = (text: string, needle: string) => text.toLowerCase().includes(needle);

/**
 * The spec's plain rule: the items of the category whose title or description contains the
 * text, case-insensitively, in listing order. Needs no index, so a page can show it before
 * Fuse has loaded.
 */
export function exactMatches<T extends Pick<SearchDocument, 'title' | 'description' | 'category'>>(
  items: readonly T[],
  query: string,
  category: string,
): T[] {
  const needle = query.trim().toLowerCase();
  return items.filter((item) => inCategory(category)(item) && (!needle || contains(item.title, needle) || contains(item.description, needle)));
}

/** Applies the listing search rule (spec section 5, with close matches only as a fallback). */
export function searchListing(searcher: ListingSearcher, query: string, category: string): SearchOutcome {
  const text = query.trim();
  const { documents, fuse } = searcher;
  if (!text) return { kind: 'all', slugs: documents.filter(inCategory(category)).map((doc) => doc.slug) };

  const results = fuse.search(text).filter((result) => inCategory(category)(result.item));
  const exact = exactMatches(documents, text, category);
  if (exact.length === 0) {
    const slugs = results.map((result) => result.item.slug);
    return { kind: slugs.length > 0 ? 'close' : 'none', slugs };
  }

  const needle = text.toLowerCase();
  const score = new Map(results.map((result) => [result.item.slug, result.score ?? 1]));
  const order = new Map(documents.map((doc, index) => [doc.slug, index]));
  const ranked = [...exact].sort(
    (a, b) =>
      Number(contains(b.title, needle)) - Number(contains(a.title, needle)) ||
      (score.get(a.slug) ?? 1) - (score.get(b.slug) ?? 1) ||
      order.get(a.slug)! - order.get(b.slug)!,
  );
  return { kind: 'exact', slugs: ranked.map((doc) => doc.slug) };
}
