import type { SiteRoute } from '../../config/routes';

/**
 * What a browser may know of a content type: where its files live, where it is shown and, for a
 * listing, how its cards are filtered and searched. No zod and nothing of the build here, so a
 * listing's script carries only this (the build's half is in scripts/content/types/).
 */
export interface Collection {
  /** The type's name, also its folder under content/ (`content/blog/*.md`). */
  name: string;
  /** The fixed pages that show the type (`/blog`), for the sitemap page and the link check. */
  pages: readonly string[];
  /**
   * Those pages that the site's route list does not hold (a new type's pages), each with its file
   * in content/pages/; they are added to the list in the order given.
   */
  routes?: readonly SiteRoute[];
  /** Where the sitemap page lists `pages`: a group by name (its key, in kebab case, is titled in content/pages/sitemap.yml; a new group is added last), at this position in it. */
  sitemap: {
    group: string;
    at?: number;
    /** The entries' own pages (a type with `entryPage`) follow the type's pages in the group, each by its title. */
    entries?: boolean;
  };
  /** A paginated, searchable listing of the type's entries. */
  listing?: CollectionListing;
}

/**
 * A listing's words (what it calls its items, its empty state's heading) are interface strings
 * of each language, by the type's name: `listing.nouns.<name>.one|other`, `listing.emptyTitle.<name>`
 * (content/interface/).
 */
export interface CollectionListing {
  /** The address of the listing's first page; the others are at `{base}/page/N`. */
  base: string;
  /** The generated file of every card, in listing order, relative to the data folder. */
  file: string;
  /** The first entry stands above the grid of page 1 (the blog's newest article). */
  featured?: boolean;
  /** The listing's filter categories, without All. */
  categories: readonly string[];
}
