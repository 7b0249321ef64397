import type { LegalPageName } from './categories';
import { blog } from './collections/blog';
import { guides } from './collections/guides';
import { searchIndexFile } from './collections/listed';
import { resources } from './collections/resources';

/** Version of the generated JSON layout; bump it when its shape changes. */
export const CONTENT_VERSION = 1;
/** Where the generated JSON is served from (and written to, under public/). */
export const DATA_BASE = `/data/v${CONTENT_VERSION}`;

/** Paths of the generated files, relative to DATA_BASE; a listing's file is declared by its type. */
export const dataFiles = {
  site: 'site.json',
  blogIndex: blog.listing.file,
  blogPost: (slug: string) => `blog/posts/${slug}.json`,
  resources: resources.listing.file,
  guides: guides.listing.file,
  faq: 'faq.json',
  jobs: 'jobs.json',
  /** One opening's page: the opening with its body, or, once it has passed its `validThrough`, what its "filled" page shows. */
  job: (slug: string) => `jobs/${slug}.json`,
  /** The entries the sitemap page lists under their type's pages, by type (see Collection's `sitemap.entries`). */
  sitemapEntries: 'sitemap-entries.json',
  legalPage: (name: LegalPageName) => `pages/${name}.json`,
  /** A listing's search documents and serialised Fuse index (no bodies). */
  searchIndex: searchIndexFile,
  websiteDesign: 'website-design.json',
} as const;
