import { staticRoutes, type RouteMeta } from '../../config/routes';
import { collections } from './index';
import type { Collection } from './define';

/** Every fixed page of the site: the route list, then the pages of content types it does not hold. */
export function siteRoutes(list: readonly Collection[] = collections): readonly RouteMeta[] {
  return [...staticRoutes, ...list.flatMap((collection) => collection.routes ?? [])];
}

/** The route meta of a fixed page, the pages content types add included. */
export function siteRouteMeta(path: string, list: readonly Collection[] = collections): RouteMeta {
  const meta = siteRoutes(list).find((route) => route.path === path);
  if (!meta) throw new Error(`No route meta for ${path}`);
  return meta;
}
