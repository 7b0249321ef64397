import { staticRoutes, type SiteRoute } from '../../config/routes';
import { collections } from './index';
import type { Collection } from './define';

/** Every fixed page of the site: the route list, then the pages of content types it does not hold. */
export function siteRoutes(list: readonly Collection[] = collections): readonly SiteRoute[] {
  return [...staticRoutes, ...list.flatMap((collection) => collection.routes ?? [])];
}
