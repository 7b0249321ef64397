import type { ListingBase, SearchListing } from '../../content/collections';
import { listedCollections } from '../../content/collections/listed';

export interface ListingConfig {
  /** The type's name: its words in the catalogue are under it (`listing.nouns.blog`). */
  name: SearchListing;
  base: ListingBase;
  /** The listing's categories, without All. */
  categories: readonly string[];
}

/** Where each listing lives and how it is filtered: one source for its markup and its script. */
export const listings = Object.fromEntries(
  listedCollections.map(({ name, listing: { base, categories } }): [SearchListing, ListingConfig] => [name, { name, base, categories }]),
) as Record<SearchListing, ListingConfig>;
