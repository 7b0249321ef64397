import { blog } from './blog';
import { faq } from './faq';
import { guides } from './guides';
import { jobs } from './jobs';
import { legalPages } from './legal-pages';
import { resources } from './resources';
import type { Collection, CollectionListing } from './define';

/**
 * Every content type, in the order the content check counts them. The listings, their search,
 * the sitemap page and the build's list of pages read this list; each type's build-only half
 * (schema, checks, template, JSON) is in scripts/content/types/.
 */
export const collections = [blog, guides, resources, faq, jobs, legalPages] as const satisfies readonly Collection[];

export { listedCollections } from './listed';

type Listed = Extract<(typeof collections)[number], { listing: object }>;
/** The name of a content type with a listing, which is also its search's name. */
export type SearchListing = Listed['name'];
/** The address of a listing's first page. */
export type ListingBase = Listed['listing']['base'];

/** The types with a listing, in the order of `list`. */
export const listed = <C extends Collection>(list: readonly C[]) =>
  list.filter((collection): collection is C & { listing: CollectionListing } => collection.listing !== undefined);

export type { Collection, CollectionListing };
