/**
 * What the head of a fixed page says: its title and description, written in the page's file in
 * content/pages/ and compiled into one table by address (PAGE_HEADS_FILE). The prerenderer
 * reads it; no browser script does.
 */
export interface PageHead {
  /** The title before " | {site.name}"; null on the home page, whose head shows the site's own title. */
  title: string | null;
  /** The meta description, also the description of the page's shared links. */
  description: string;
}

/**
 * Where the table is written, relative to the data folder. Apart from dataFiles, which the
 * listings' script carries, since no browser reads it.
 */
export const PAGE_HEADS_FILE = 'page-heads.json';

/** Every fixed page's head, by its path. */
export type PageHeads = Readonly<Record<string, PageHead>>;

/** The head of the page at `path`; every fixed page has one, so a missing one is a fault of the build. */
export function pageHead(heads: PageHeads, path: string): PageHead {
  const head = Object.hasOwn(heads, path) ? heads[path] : undefined;
  if (!head) throw new Error(`No head title and description for ${path} in the compiled content`);
  return head;
}

/**
 * Each page written in two languages, by its address, with its counterpart's address
 * (`/how-it-works` and `/es/como-funciona` name each other). The head's hreflang links, the
 * sitemap and the language link read it.
 */
export type Alternates = Readonly<Record<string, string>>;

/** Where the table of counterparts is written, relative to the data folder. */
export const ALTERNATES_FILE = 'alternates.json';
