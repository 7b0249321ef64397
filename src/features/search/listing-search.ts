import { foldText } from './fold-text';
import type { ListingSearcher } from './fuse-index';
import { closeMatchThreshold, type SearchDocument } from './search-options';

/** The category value that keeps every item. */
export const ALL_CATEGORIES = 'All';

/**
 * What a listing shows for a search:
 * - `all`: no search text, every item of the category, in listing order;
 * - `exact`: the items whose title or description contains the text, those with it in the
 *   title first, each group in listing order (newest first);
 * - `close`: none contains it, so Fuse's close matches (typos, swapped letters), best first;
 * - `none`: nothing is even close.
 */
export type SearchOutcome = { kind: 'all' | 'exact' | 'close' | 'none'; slugs: string[] };

/** What the rule reads of an item. */
export type Searchable = Pick<SearchDocument, 'title' | 'description' | 'category'>;

export type { ListingSearcher };

const inCategory = (category: string) => (item: Pick<SearchDocument, 'category'>) =>
  category === ALL_CATEGORIES || item.category === category;

/** Each item's text folded (foldText), worked out once: a keystroke then only compares. */
const folded = new WeakMap<Searchable, { title: string; description: string }>();
function foldedText(item: Searchable) {
  let text = folded.get(item);
  if (!text) folded.set(item, (text = { title: foldText(item.title), description: foldText(item.description) }));
  return text;
}

/**
 * The listing's plain rule: the items of the category whose title or description contains the
 * text, ignoring case and accents; those with the text in their title come first, each group in listing
 * order. Needs no index, so a page can answer before Fuse has loaded, and costs a comparison per
 * item, so a keystroke stays quick at thousands of items.
 */
export function exactMatches<T extends Searchable>(items: readonly T[], query: string, category: string): T[] {
  const needle = foldText(query.trim());
  const keep = inCategory(category);
  if (!needle) return items.filter(keep);
  const inTitle: T[] = [];
  const inDescription: T[] = [];
  for (const item of items) {
    if (!keep(item)) continue;
    const text = foldedText(item);
    if (text.title.includes(needle)) inTitle.push(item);
    else if (text.description.includes(needle)) inDescription.push(item);
  }
  return inTitle.concat(inDescription);
}

/**
 * How many errors a close match may have: Fuse scores a match by errors / length and keeps it up
 * to the threshold, so a text of three letters or fewer allows none, and nothing can be close
 * that is not also exact.
 */
export const allowedErrors = (query: string) => Math.floor(query.trim().length * closeMatchThreshold + 1e-9);

/** Fuse's close matches in the category, best first (only worth asking when nothing is exact). */
export function closeMatches(searcher: ListingSearcher, query: string, category: string): string[] {
  if (allowedErrors(query) === 0) return [];
  return searcher.fuse
    .search(query.trim())
    .filter((result) => inCategory(category)(result.item))
    .map((result) => result.item.slug);
}

/** Applies the listing search rule, with close matches only as a fallback. */
export function searchListing(searcher: ListingSearcher, query: string, category: string): SearchOutcome {
  const exact = exactMatches(searcher.documents, query, category).map((doc) => doc.slug);
  if (!query.trim()) return { kind: 'all', slugs: exact };
  if (exact.length > 0) return { kind: 'exact', slugs: exact };
  const close = closeMatches(searcher, query, category);
  return { kind: close.length > 0 ? 'close' : 'none', slugs: close };
}
