import type { ListingNoun } from '../../content/collections/define';
import type { ListingPageInfo } from './pagination';

/** Cards shown at first and added by each Load More: two rows of three (three of two on tablets). */
export const PAGE_SIZE = 6;

export type { ListingNoun };

export interface StatusInput {
  /** `pending`: what the filter needs is still loading and nothing on hand matches yet. */
  kind: 'all' | 'exact' | 'close' | 'none' | 'pending';
  /** True when a search or a category narrows the list. */
  filtered: boolean;
  /** How many items the grid could show, and how many it shows. */
  results: number;
  shown: number;
  /** Items the page shows outside the grid (the blog's featured article), counted in. */
  shownElsewhere: number;
  page: ListingPageInfo;
  noun: ListingNoun;
  emptyTitle: string;
}

/**
 * The line a listing reads out when its list changes: "Searching...", the empty title, where an
 * unfiltered page's cards sit among all of them ("Showing 25–30 of 66 articles"), or how many of
 * the results are shown ("Showing 6 of 8 resources").
 */
export function listingStatus({ kind, filtered, results, shown, shownElsewhere, page, noun, emptyTitle }: StatusInput): string {
  if (kind === 'pending') return 'Searching...';
  if (results === 0 && shownElsewhere === 0) return emptyTitle;
  const visible = Math.min(shown, results);
  if (!filtered && page.count > 1) {
    const first = shownElsewhere > 0 ? 1 : page.start;
    return `Showing ${first}\u2013${page.start + visible - 1} of ${page.total} ${noun.other}`;
  }
  const total = results + shownElsewhere;
  return `Showing ${visible + shownElsewhere} of ${total} ${total === 1 ? noun.one : noun.other}`;
}

/** The note above close matches. */
export const closeMatchNote = (text: string) => `No exact matches; showing close matches for "${text.trim()}"`;
