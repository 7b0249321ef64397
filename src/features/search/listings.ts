import type { ListingBase, SearchListing } from '../../content/collections';
import { listedCollections } from '../../content/collections/listed';
import type { ListingNoun } from './listing-status';

export interface ListingConfig {
  base: ListingBase;
  noun: ListingNoun;
  emptyTitle: string;
  /** The listing's categories, without All. */
  categories: readonly string[];
}

/** What each listing calls its items and where it lives: one source for its markup and its script. */
export const listings = Object.fromEntries(
  listedCollections.map(({ name, listing: { base, noun, emptyTitle, categories } }): [SearchListing, ListingConfig] => [name, { base, noun, emptyTitle, categories }]),
) as Record<SearchListing, ListingConfig>;
