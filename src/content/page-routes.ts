import { allLanguages, languageOfPath, languages } from '../config/languages';
import { routePath, type SiteRoute } from '../config/routes';
import type { Crumb } from '../features/head/head';
import { pageHead, type PageHeads } from './page-heads';
import type { SitemapPlace } from './page-schema';

/**
 * What the files of content/pages/ say about the site's pages besides their words, compiled into
 * one table (PAGE_ROUTES_FILE): the addresses of the pages drawn wholly from their sections, where
 * the sitemap page lists each page, and each page's place in the breadcrumbs.
 */
export interface PageRoutes {
  /**
   * Each address of a page drawn wholly from its sections: its file's `path:` and those under its
   * `also:`, with the `path:` of its Spanish file, if any, as `es`.
   */
  routes: SiteRoute[];
  /** Where the sitemap page lists a page, by the page's English address (every page file's `sitemap:`). */
  sitemap: Record<string, SitemapPlace>;
  /** The address above a page in its breadcrumbs (its file's `parent:`), by the page's address, in every language. */
  parents: Record<string, string>;
}

/** Where the table is written, relative to the data folder. */
export const PAGE_ROUTES_FILE = 'page-routes.json';

/** The weight in sitemap.xml of an address whose file gives none. */
export const DEFAULT_PRIORITY = 0.7;

/** The file of the page drawn wholly from its sections at `path`, in any language; undefined for any other address. */
export function contentPageAt(table: PageRoutes, path: string): string | undefined {
  return table.routes.find((route) => allLanguages.some((language) => routePath(route, language) === path))?.page;
}

/**
 * The addresses above the page at `path` in its breadcrumbs, the nearest last, without the home
 * page, which heads every trail; undefined for a page without a parent, which shows no trail.
 */
export function trailOf(table: Pick<PageRoutes, 'parents'>, path: string): string[] | undefined {
  if (!Object.hasOwn(table.parents, path)) return undefined;
  const home = languages[languageOfPath(path)].home;
  const above: string[] = [];
  // The check refuses a circle of parents; stopping at an address already in the trail ends one all the same.
  for (let at = table.parents[path]; at !== undefined && at !== home && !above.includes(at); at = Object.hasOwn(table.parents, at) ? table.parents[at] : undefined) above.unshift(at);
  return above;
}

/** The breadcrumbs of the page at `path`: home, the pages of `trail` by their head titles, then the page itself. */
export function crumbsOf(path: string, trail: readonly string[], heads: PageHeads, homeName: string): Crumb[] {
  const home = languages[languageOfPath(path)].home;
  return [{ name: homeName, path: home }, ...[...trail, path].map((at) => ({ name: pageHead(heads, at).title ?? homeName, path: at }))];
}
