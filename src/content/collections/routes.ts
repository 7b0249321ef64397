import { staticRoutes, type RouteMeta } from '../../config/routes';
import { collections } from './index';
import type { Collection } from './define';

/** Every fixed page of the site: the route list, then the pages of content types it does not hold. */
export function siteRoutes(list: readonly Collection[] = collections): readonly RouteMeta[] {
  return [...staticRoutes, ...list.flatMap((collection) => collection.routes ?? [])];
}
