import type { Translate } from '../../i18n/text';
import type { ListingPageInfo } from './pagination';
import type { SearchListing } from './search-options';

/** Cards shown at first and added by each Load More: two rows of three (three of two on tablets). */
export const PAGE_SIZE = 6;

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
  /** Whose nouns and empty title the line uses. */
  listing: SearchListing;
}

/** What a listing calls one item or several ("article", "artículos"). */
export const listingNoun = (t: Translate, listing: SearchListing, count: 'one' | 'other') => t(`listing.nouns.${listing}.${count}`);

/** The empty state's heading of a listing. */
export const emptyTitle = (t: Translate, listing: SearchListing) => t(`listing.emptyTitle.${listing}`);

/**
 * The catalogue keys a listing's status line, close-match note and cards use: the server gives
 * the listing's island these strings in the page's language, the browser fills them (translate).
 */
export const listingTextKeys = (listing: SearchListing): string[] => [
  'listing.searching',
  'listing.showingRange',
  'listing.showing',
  'listing.closeMatch',
  `listing.nouns.${listing}.one`,
  `listing.nouns.${listing}.other`,
  `listing.emptyTitle.${listing}`,
  ...(listing === 'blog' ? ['post.readTime'] : []),
];

/**
 * The line a listing reads out when its list changes: "Searching...", the empty title, where an
 * unfiltered page's cards sit among all of them ("Showing 25–30 of 66 articles"), or how many of
 * the results are shown ("Showing 6 of 8 resources"), in the page's language.
 */
export function listingStatus(t: Translate, { kind, filtered, results, shown, shownElsewhere, page, listing }: StatusInput): string {
  if (kind === 'pending') return t('listing.searching');
  if (results === 0 && shownElsewhere === 0) return emptyTitle(t, listing);
  const visible = Math.min(shown, results);
  if (!filtered && page.count > 1) {
    const first = shownElsewhere > 0 ? 1 : page.start;
    return t('listing.showingRange', { first, last: page.start + visible - 1, total: page.total, noun: listingNoun(t, listing, 'other') });
  }
  const total = results + shownElsewhere;
  return t('listing.showing', { shown: visible + shownElsewhere, total, noun: listingNoun(t, listing, total === 1 ? 'one' : 'other') });
}

/** The note above close matches. */
export const closeMatchNote = (t: Translate, text: string) => t('listing.closeMatch', { text: text.trim() });
