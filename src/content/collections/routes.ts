import type { Language } from '../../config/languages';
import { routePath, staticRoutes, type SiteRoute } from '../../config/routes';
import { collections } from './index';
import type { Collection } from './define';

/** Every fixed page of the site: the route list, then the pages of content types it does not hold. */
export function siteRoutes(list: readonly Collection[] = collections): readonly SiteRoute[] {
  return [...staticRoutes, ...list.flatMap((collection) => collection.routes ?? [])];
}

/** The address in `language` of the fixed page at `path` (English), if it has one in that language. */
export function pathIn(language: Language, path: string, list: readonly Collection[] = collections): string | undefined {
  const route = siteRoutes(list).find((candidate) => candidate.path === path);
  return route ? routePath(route, language) : undefined;
}
