import { DEFAULT_LANGUAGE, type Language } from '../../src/config/languages';
import { blogPostPath, everyNotFoundPage, localPath, notFoundPages, routePath, type SiteRoute } from '../../src/config/routes';
import { collections, listed, type Collection } from '../../src/content/collections';
import { pathIn, siteRoutes } from '../../src/content/collections/routes';
import type { BlogPostSummary } from '../../src/content/types';
import { formPagePaths } from '../../src/contracts/forms/addresses';
import { listingPagePaths } from '../../src/features/search/pagination';

/** Where the not-found page is rendered from. */
export const NOT_FOUND_PATH = notFoundPages.site.path;

/** Rendered to 'Post Not Found', which the server sends for unknown /blog/ paths. */
export const POST_NOT_FOUND_PATH = notFoundPages.post.path;

/** Pages rendered on purpose with status 404, in every language. */
export const notFoundPaths: readonly string[] = everyNotFoundPage.map((page) => page.path);

/** How many items each paginated listing holds, by the path of its first page. */
export type ListingTotals = Readonly<Record<string, number>>;

/**
 * The listings' pages after the first (/blog/page/2, ...); the first pages are in the route
 * list. The blog's first article is featured above the grid of its first page.
 */
export function laterListingPages(totals: ListingTotals, list: readonly Collection[] = collections, language: Language = DEFAULT_LANGUAGE): string[] {
  return listed(list).flatMap(({ listing }) => {
    const base = pathIn(language, listing.base, list);
    return base === undefined ? [] : listingPagePaths(base, totals[base] ?? 0, listing.featured ?? false).slice(1);
  });
}

/** A translation's pages beside the English: its posts, and how many items its listings hold by their first page's address. */
export interface TranslatedPages {
  language: Language;
  posts: readonly BlogPostSummary[];
  totals: ListingTotals;
}

/**
 * Every page the build writes: the route list and the pages drawn wholly from their files
 * (`contentPages`, see page-routes), the listings' later pages, each published post, the pages
 * of the other entries with pages of their own (`entryPages`: the job openings, ended ones
 * included), the standalone form pages and the not-found pages.
 */
export function pagesToRender(
  posts: BlogPostSummary[],
  totals: ListingTotals,
  list: readonly Collection[] = collections,
  translations: readonly TranslatedPages[] = [],
  entryPages: readonly string[] = [],
  contentPages: readonly SiteRoute[] = [],
): string[] {
  const pages = [
    ...siteRoutes(list, contentPages).map((route) => route.path),
    ...laterListingPages(totals, list),
    ...posts.map((post) => blogPostPath(post.slug)),
    ...translations.flatMap(({ language, posts: translated, totals: translatedTotals }) => [
      ...siteRoutes(list, contentPages).flatMap((route) => routePath(route, language) ?? []),
      ...laterListingPages(translatedTotals, list, language),
      ...translated.map((post) => localPath(language, blogPostPath(post.slug))),
    ]),
    ...entryPages,
    ...formPagePaths(),
    ...notFoundPaths,
  ];
  // A post is among the entry pages too.
  return [...new Set(pages)];
}

/** The file a page is written to: /about -> about.html, so the URL needs no .html and no slash. */
export function htmlFileFor(pathname: string): string {
  if (pathname === '/') return 'index.html';
  const notFound = everyNotFoundPage.find((page) => page.path === pathname);
  if (notFound) return notFound.file;
  return `${pathname.slice(1)}.html`;
}
