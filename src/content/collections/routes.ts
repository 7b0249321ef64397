import type { Language } from '../../config/languages';
import { routePath, staticRoutes, type SiteRoute } from '../../config/routes';
import { collections } from './index';
import type { Collection } from './define';

/**
 * Every fixed page of the site: the route list, the pages of content types it does not hold, then
 * the pages drawn wholly from their sections (`pages`, the compiled table's routes: see page-routes).
 */
export function siteRoutes(list: readonly Collection[] = collections, pages: readonly SiteRoute[] = []): readonly SiteRoute[] {
  return [...staticRoutes, ...list.flatMap((collection) => collection.routes ?? []), ...pages];
}

/** The address in `language` of the fixed page at `path` (English) whose layout is code, if it has one in that language. */
export function pathIn(language: Language, path: string, list: readonly Collection[] = collections): string | undefined {
  const route = siteRoutes(list).find((candidate) => candidate.path === path);
  return route ? routePath(route, language) : undefined;
}
