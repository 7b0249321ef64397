/**
 * Every island of the site by name: a part of a prerendered page that needs code once a visitor
 * uses it. Each loads its code, a chunk of its own, when its trigger fires, and starts it on the
 * island's markup with the props the server wrote beside it.
 */
const listing = () => import('../features/search/listing-island.client').then((m) => m.startListing);

type Loaders = Record<string, () => Promise<(marker: HTMLElement, props: never) => void>>;

/** The islands of the site's pages (entry-site.client). */
export const pageIslandLoaders = {
  'blog-listing': listing,
  'resource-listing': listing,
  'guide-listing': listing,
} satisfies Loaders;

/** The islands of the standalone form pages, which have a small entry of their own (entry-forms.client). */
export const formIslandLoaders = {
  'site-form': () => import('../features/forms/form-enhance.client').then((m) => m.startSiteForm),
} satisfies Loaders;

type AllLoaders = typeof pageIslandLoaders & typeof formIslandLoaders;
export type IslandLoaders = Partial<AllLoaders>;
export type IslandName = keyof AllLoaders;
/** The props an island's code takes, written by the server as JSON. */
export type IslandPropsOf<N extends IslandName> = Parameters<Awaited<ReturnType<AllLoaders[N]>>>[1];

/**
 * When an island's code loads and starts: `load` at once, `idle` when the browser has nothing
 * else to do, `visible` when it scrolls into view, `interaction` on the first pointer, focus or
 * touch on it (its first click or key is kept and replayed once it has started).
 */
export type IslandTrigger = 'load' | 'idle' | 'visible' | 'interaction';

/** The marker element around an island's markup; `display: contents`, so layout ignores it. */
export const ISLAND_TAG = 'site-island';
