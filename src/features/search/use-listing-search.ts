import { useEffect, useMemo, useRef, useState } from 'react';
import { ALL_CATEGORIES, exactMatches, searchListing, type ListingSearcher, type SearchOutcome } from './listing-search';
import { loadListingItems, loadSearcher } from './load-searcher';
import type { ListingPage } from './pagination';
import type { SearchListing } from './search-options';
import { useAddressFilters, type AddressFilters } from './use-address-filters';

export interface ListingItem {
  slug: string;
  title: string;
  category: string;
}

interface Options<T extends ListingItem> {
  listing: SearchListing;
  /** The static page the visitor is on: its items, and whether the listing has other pages. */
  page: ListingPage<T>;
  /** The text searched besides the title: the description, or the excerpt on the blog. */
  describe: (item: T) => string;
  /** The listing's categories, without All. */
  categories: readonly string[];
}

export interface ListingSearch<T> extends AddressFilters {
  /** Starts loading what a search needs before the first keystroke (on focus). */
  prefetch: () => void;
  /** `pending`: what the filter needs is still loading and nothing on hand matches yet. */
  kind: SearchOutcome['kind'] | 'pending';
  /** Unfiltered: the page's items (the featured one first); filtered: every match in the listing. */
  results: T[];
}

/** What a filter needs that the page does not carry, once loaded. */
interface Loaded<T> {
  searcher?: ListingSearcher;
  items?: readonly T[];
}

/**
 * A listing's search: the text and category kept in the address (see useAddressFilters), the
 * exact-substring rule at once, and Fuse with the listing's index once it has loaded. A page
 * carries its own cards only; when the listing has other pages, a search or a category looks
 * through all of them, loaded with the index when the visitor first filters.
 */
export function useListingSearch<T extends ListingItem>({ listing, page, describe, categories }: Options<T>): ListingSearch<T> {
  const filters = useAddressFilters(categories, ALL_CATEGORIES);
  const { text, category, filterKey } = filters;
  const active = text.trim() !== '';
  const filtering = active || category !== ALL_CATEGORIES;
  const onPage = useMemo(() => (page.featured ? [page.featured, ...page.items] : page.items), [page]);
  const [loaded, setLoaded] = useState<Loaded<T>>({});
  const searcher = loaded.searcher;
  const all = page.count === 1 ? onPage : loaded.items;
  // The filter being applied when a load failed (every retry spent): it ends with no results,
  // and the next keystroke or category tries again.
  const [failedFor, setFailedFor] = useState<string>();
  const latestKey = useRef(filterKey);
  latestKey.current = filterKey;
  const loadFailed = failedFor === filterKey;

  const load = (needs: { searcher: boolean; items: boolean }) =>
    Promise.all([
      needs.searcher ? loadSearcher(listing) : undefined,
      needs.items ? (loadListingItems(listing) as Promise<readonly T[]>) : undefined,
    ]).then(([nextSearcher, items]) =>
      setLoaded((current) => ({ searcher: current.searcher ?? nextSearcher, items: current.items ?? items })),
    );
  const needsSearcher = active && !searcher;
  const needsItems = filtering && !all;
  const prefetch = () => {
    if (!searcher || !all) load({ searcher: !searcher, items: !all }).catch(() => setFailedFor(latestKey.current));
  };
  useEffect(() => {
    if ((!needsSearcher && !needsItems) || loadFailed) return;
    let current = true;
    load({ searcher: needsSearcher, items: needsItems }).catch(() => current && setFailedFor(latestKey.current));
    return () => {
      current = false;
    };
    // `load` depends on the listing alone.
  }, [needsSearcher, needsItems, listing, loadFailed]);

  const { kind, results } = useMemo((): Pick<ListingSearch<T>, 'kind' | 'results'> => {
    if (!filtering) return { kind: 'all', results: [...onPage] };
    if (!all) return { kind: loadFailed ? 'none' : 'pending', results: [] };
    if (!active) return { kind: 'all', results: all.filter((item) => item.category === category) };
    if (searcher) {
      const outcome = searchListing(searcher, text, category);
      const bySlug = new Map(all.map((item) => [item.slug, item]));
      return { kind: outcome.kind, results: outcome.slugs.map((slug) => bySlug.get(slug)).filter((item): item is T => !!item) };
    }
    // Until Fuse arrives, the plain rule already finds the exact matches.
    const exact = exactMatches(
      all.map((item) => ({ item, title: item.title, description: describe(item), category: item.category })),
      text,
      category,
    ).map((match) => match.item);
    if (exact.length > 0) return { kind: 'exact', results: exact };
    return { kind: loadFailed ? 'none' : 'pending', results: [] };
  }, [filtering, active, onPage, all, category, searcher, text, describe, loadFailed]);

  return { ...filters, prefetch, kind, results };
}
