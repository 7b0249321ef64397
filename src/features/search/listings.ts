import { blogCategories, guideCategories, resourceCategories } from '../../content/categories';
import type { ListingNoun } from './listing-status';
import type { ListingBase } from './pagination';
import type { SearchListing } from './search-options';

export interface ListingConfig {
  base: ListingBase;
  noun: ListingNoun;
  emptyTitle: string;
  /** The listing's categories, without All. */
  categories: readonly string[];
}

/** What each listing calls its items and where it lives: one source for its markup and its script. */
export const listings: Record<SearchListing, ListingConfig> = {
  blog: { base: '/blog', noun: { one: 'article', other: 'articles' }, emptyTitle: 'No articles found', categories: blogCategories },
  resources: { base: '/resources', noun: { one: 'resource', other: 'resources' }, emptyTitle: 'No resources found', categories: resourceCategories },
  guides: { base: '/resources/guides', noun: { one: 'guide', other: 'guides' }, emptyTitle: 'No guides found', categories: guideCategories },
};
