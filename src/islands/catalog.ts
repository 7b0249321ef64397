import type { ComponentType } from 'react';

/**
 * Every island of the site by name, each a chunk of its own that the browser loads when the
 * island's trigger fires. The server renders the same components (see Island), so a name here
 * and the component a page passes to Island must agree; the types make sure they do.
 */
export const islandLoaders = {
  'blog-listing': () => import('../features/blog/BlogListing').then((m) => m.BlogListing),
  'resource-listing': () => import('../features/resources/ResourceListing').then((m) => m.ResourceListing),
  'guide-listing': () => import('../features/guides/GuideListing').then((m) => m.GuideListing),
} satisfies Record<string, () => Promise<ComponentType<never>>>;

export type IslandName = keyof typeof islandLoaders;
export type IslandComponent<N extends IslandName> = Awaited<ReturnType<(typeof islandLoaders)[N]>>;

/**
 * When an island's code loads and hydrates: `load` at once, `idle` when the browser has nothing
 * else to do, `visible` when it scrolls into view, `interaction` on the first pointer, focus or
 * touch on it (its first click or key is kept and replayed once it has hydrated).
 */
export type IslandTrigger = 'load' | 'idle' | 'visible' | 'interaction';

/** The marker element around an island's markup; `display: contents`, so layout ignores it. */
export const ISLAND_TAG = 'site-island';
