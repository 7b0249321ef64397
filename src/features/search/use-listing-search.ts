import { useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { ALL_CATEGORIES, exactMatches, searchListing, type ListingSearcher, type SearchOutcome } from './listing-search';
import { loadSearcher } from './load-searcher';
import type { SearchListing } from './search-options';
import { useAddressParams } from './use-address-params';

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

export interface ListingSearch<T> {
  /** The search box's text. */
  text: string;
  setText: (text: string) => void;
  category: string;
  setCategory: (category: string) => void;
  /** Empties the search, selects All and puts the focus back in the search box. */
  clear: () => void;
  inputRef: RefObject<HTMLInputElement | null>;
  /** Starts loading the index before the first keystroke (on focus). */
  prefetch: () => void;
  /** `pending`: the index is still loading and no item contains the text. */
  kind: SearchOutcome['kind'] | 'pending';
  results: T[];
  /** True when a search or a category narrows the list. */
  filtered: boolean;
  /** Changes whenever the filters do, so a list can start again from its first page. */
  filterKey: string;
}

/**
 * Search text and category of a listing, kept in the address (?q=&category=) so a filtered list
 * can be shared and the back button restores it. Starting a search or picking a category adds a
 * history entry; the keystrokes that follow replace it, so Back does not replay the typing.
 */
export function useListingSearch<T extends ListingItem>({ listing, items, describe, categories }: Options<T>): ListingSearch<T> {
  // The prerendered page is the unfiltered list: the address is only read once hydrated.
  const [params, setParams] = useAddressParams();
  const urlText = params.get('q') ?? '';
  const urlCategory = params.get('category') ?? ALL_CATEGORIES;
  const category = categories.includes(urlCategory) ? urlCategory : ALL_CATEGORIES;

  const [text, setTextState] = useState(urlText);
  const written = useRef(urlText);
  useEffect(() => {
    // The address changed under us (back, forward, a link): show its text.
    if (urlText !== written.current) {
      written.current = urlText;
      setTextState(urlText);
    }
  }, [urlText]);

  const write = (next: { q?: string; category?: string }, replace: boolean) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        for (const [key, value] of Object.entries(next)) {
          if (!value || value === ALL_CATEGORIES) updated.delete(key);
          else updated.set(key, value);
        }
        return updated;
      },
      { replace },
    );

  const setText = (value: string) => {
    const stored = value.trim() ? value : '';
    setTextState(value);
    if (stored === written.current) return;
    const starting = written.current === '';
    written.current = stored;
    write({ q: stored }, !starting);
  };
  const setCategory = (value: string) => write({ category: value }, false);
  const inputRef = useRef<HTMLInputElement>(null);
  const clear = () => {
    inputRef.current?.focus();
    written.current = '';
    setTextState('');
    write({ q: '', category: ALL_CATEGORIES }, false);
  };

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

  return {
    text,
    setText,
    category,
    setCategory,
    clear,
    inputRef,
    prefetch,
    kind,
    results,
    filtered: active || category !== ALL_CATEGORIES,
    filterKey: `${text.trim().toLowerCase()}\u0000${category}`,
  };
}
