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
 *   island's markup with the props the server wrote. Its loader is listed below by its name (every
 *   listing's by one rule, `pageIslandLoader`), and an entry starts only the islands it is given (the
 *   site's pages', or the form pages').
 * - How a page gets its script: a small inline script (loader.client.ts, compiled into every page
 *   by the build) asks for the entry once the page has painted; the entry starts the enhancements
 *   and arms the islands. The standalone form pages have an entry of their own, entry-forms.client.ts.
 */
type Loaders = Record<string, () => Promise<(marker: HTMLElement, props: never) => void>>;

/** The islands of the site's pages (entry-site.client). */
export const pageIslandLoaders = {
  /** Every listing's island, whatever its name (see `pageIslandLoader`). */
  listing: () => import('../features/search/listing-island.client').then((m) => m.startListing),
} satisfies Loaders;

/** The islands of the standalone form pages, which have a small entry of their own (entry-forms.client). */
const formIslandLoaders = {
  'site-form': () => import('../features/forms/form-enhance.client').then((m) => m.startSiteForm),
} satisfies Loaders;

/**
 * What a page names a listing's island (`blog-listing`, `resource-listing`): every such name starts
 * the listing script, which reads the type from its props, so a new type's listing is an island
 * without an entry here.
 */
type ListingIsland = `${string}-listing`;

type AllLoaders = typeof pageIslandLoaders & typeof formIslandLoaders;
/** The loader of the island a page names, among those an entry knows. */
export type IslandLoaderOf = (name: string) => AllLoaders[keyof AllLoaders] | undefined;
/** What a page names an island: a loader's key, or a listing's name. */
export type IslandName = Exclude<keyof AllLoaders, 'listing'> | ListingIsland;
type LoaderKey<N extends IslandName> = N extends ListingIsland ? 'listing' : Exclude<N, ListingIsland>;
/** The props an island's code takes, written by the server as JSON. */
export type IslandPropsOf<N extends IslandName> = Parameters<Awaited<ReturnType<AllLoaders[LoaderKey<N>]>>>[1];

/**
 * The islands of the site's pages by name. A rule for the listings rather than a list of the
 * types with one, which would bring every type's collection into the script of every page.
 */
export const pageIslandLoader: IslandLoaderOf = (name) => pageIslandLoaders[name.endsWith('-listing') ? 'listing' : (name as keyof typeof pageIslandLoaders)];

/** The islands of the form pages by name. */
export const formIslandLoader: IslandLoaderOf = (name) => formIslandLoaders[name as keyof typeof formIslandLoaders];

/**
 * When an island's code loads and starts: `load` at once, `idle` when the browser has nothing
 * else to do, `visible` when it scrolls into view, `interaction` on the first pointer, focus or
 * touch on it (its first click or key is kept and replayed once it has started).
 */
export type IslandTrigger = 'load' | 'idle' | 'visible' | 'interaction';

/** The marker element around an island's markup; `display: contents`, so layout ignores it. */
export const ISLAND_TAG = 'site-island';
