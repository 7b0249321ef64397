import { useEffect, useMemo, useRef, useState } from 'react';
import { ALL_CATEGORIES, exactMatches, searchListing, type ListingSearcher, type SearchOutcome } from './listing-search';
import { loadSearcher } from './load-searcher';
import type { SearchListing } from './search-options';
import { useAddressFilters, type AddressFilters } from './use-address-filters';

export interface ListingItem {
  slug: string;
  title: string;
  category: string;
}

interface Options<T extends ListingItem> {
  listing: SearchListing;
  /** The listing's items, in listing order. */
  items: readonly T[];
  /** The text searched besides the title: the description, or the excerpt on the blog. */
  describe: (item: T) => string;
  /** The listing's categories, without All. */
  categories: readonly string[];
}

export interface ListingSearch<T> extends AddressFilters {
  /** Starts loading the index before the first keystroke (on focus). */
  prefetch: () => void;
  /** `pending`: the index is still loading and no item contains the text. */
  kind: SearchOutcome['kind'] | 'pending';
  results: T[];
}

/**
 * A listing's search: the text and category kept in the address (see useAddressFilters), the
 * exact-substring rule at once, and Fuse with the listing's index once it has loaded.
 */
export function useListingSearch<T extends ListingItem>({ listing, items, describe, categories }: Options<T>): ListingSearch<T> {
  const filters = useAddressFilters(categories, ALL_CATEGORIES);
  const { text, category } = filters;
  const active = text.trim() !== '';
  const [searcher, setSearcher] = useState<ListingSearcher>();
  // The text being searched when the index could not be loaded (every retry spent): the search
  // ends with no results, and the next keystroke tries again.
  const [failedFor, setFailedFor] = useState<string>();
  const latestText = useRef(text);
  latestText.current = text;
  const loadFailed = failedFor === text;
  const prefetch = () => {
    if (!searcher) loadSearcher(listing).then(setSearcher, () => setFailedFor(latestText.current));
  };
  useEffect(() => {
    if (!active || searcher || loadFailed) return;
    let current = true;
    loadSearcher(listing).then(
      (loaded) => current && setSearcher(loaded),
      () => current && setFailedFor(latestText.current),
    );
    return () => {
      current = false;
    };
  }, [active, searcher, listing, loadFailed]);

  const { kind, results } = useMemo((): Pick<ListingSearch<T>, 'kind' | 'results'> => {
    if (!active) return { kind: 'all', results: items.filter((item) => category === ALL_CATEGORIES || item.category === category) };
    if (searcher) {
      const outcome = searchListing(searcher, text, category);
      const bySlug = new Map(items.map((item) => [item.slug, item]));
      return { kind: outcome.kind, results: outcome.slugs.map((slug) => bySlug.get(slug)).filter((item): item is T => !!item) };
    }
    // Until Fuse arrives, the plain rule already finds the exact matches.
    const exact = exactMatches(
      items.map((item) => ({ item, title: item.title, description: describe(item), category: item.category })),
      text,
      category,
    ).map((match) => match.item);
    if (exact.length > 0) return { kind: 'exact', results: exact };
    return { kind: loadFailed ? 'none' : 'pending', results: [] };
  }, [active, items, category, searcher, text, describe, loadFailed]);

  return { ...filters, prefetch, kind, results };
}
