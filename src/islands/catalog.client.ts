/**
 * Where the site's browser code lives, and how a page gets it.
 *
 * - Every page is rendered in full by the server (React, at build time); the browser adds
 *   behaviour to that markup and never writes markup of its own: what it adds is cloned from a
 *   <template> the page rendered (listing cards, the contact topic).
 * - A module that runs only in the browser ends in `.client.ts` (`.client.tsx`), beside the
 *   component whose markup it works on (ThemeMenu.tsx renders, theme-menu.client.ts acts). Other
 *   modules import one for its types only; code both sides run (rules, schemas) has no suffix.
 * - An enhancement finds its markup by a data attribute and needs no props. The site's entry,
 *   entry-site.client.ts, lists them: those of every page (theme, menus, header, accordions, ...)
 *   in its bundle, and those of a few pages, each loaded in a chunk of its own only where its
 *   markup is.
 * - An island is a part of a page rendered inside <Island name trigger props> (Island.tsx): its
 *   code, a chunk of its own, loads when its trigger fires (runtime.client.ts) and starts on the
 *   island's markup with the props the server wrote. Its loader is listed below by its name, and
 *   an entry starts only the islands it is given (the site's pages', or the form pages').
 * - How a page gets its script: a small inline script (loader.client.ts, compiled into every page
 *   by the build) asks for the entry once the page has painted; the entry starts the enhancements
 *   and arms the islands. The standalone form pages have an entry of their own, entry-forms.client.ts.
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
