import { blogPostPath, notFoundPages, staticRoutes } from '../../src/config/routes';
import type { BlogPostSummary } from '../../src/content/types';
import { formPagePaths } from '../../src/contracts/forms/addresses';
import { listingBases, listingPagePaths, type ListingBase } from '../../src/features/search/pagination';

/** Where the not-found page is rendered from. */
export const NOT_FOUND_PATH = notFoundPages.site.path;

/** Rendered to 'Post Not Found', which the server sends for unknown /blog/ paths. */
export const POST_NOT_FOUND_PATH = notFoundPages.post.path;

/** Pages rendered on purpose with status 404. */
export const notFoundPaths: readonly string[] = [NOT_FOUND_PATH, POST_NOT_FOUND_PATH];

/** How many items each paginated listing holds. */
export type ListingTotals = Record<ListingBase, number>;

/**
 * The listings' pages after the first (/blog/page/2, ...); the first pages are in the route
 * list. The blog's first article is featured above the grid of its first page.
 */
export function laterListingPages(totals: ListingTotals): string[] {
  return listingBases.flatMap((base) => listingPagePaths(base, totals[base], base === '/blog').slice(1));
}

/**
 * Every page the build writes: the route list, the listings' later pages, each published post,
 * the standalone form pages and the not-found pages.
 */
export function pagesToRender(posts: BlogPostSummary[], totals: ListingTotals): string[] {
  return [
    ...staticRoutes.map((route) => route.path),
    ...laterListingPages(totals),
    ...posts.map((post) => blogPostPath(post.slug)),
    ...formPagePaths(),
    ...notFoundPaths,
  ];
}

/** The file a page is written to: /about -> about.html, so the URL needs no .html and no slash. */
export function htmlFileFor(pathname: string): string {
  if (pathname === '/') return 'index.html';
  const notFound = Object.values(notFoundPages).find((page) => page.path === pathname);
  if (notFound) return notFound.file;
  return `${pathname.slice(1)}.html`;
}
