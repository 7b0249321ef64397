import type { z } from 'zod';
import type { CardCrop } from '../../../src/components/primitives/responsive-image';
import type { Collection } from '../../../src/content/collections';
import type { ImageUse } from '../image-check';
import type { MarkdownFacts, RenderedMarkdown } from '../markdown';
import type { SourceFile } from '../parse-entry';

/**
 * A kind of content, declared once: its browser half (`collection`: folder, pages, listing) and
 * what the build does with its files: the schema they are checked against, the fields naming
 * files, images and links, the template of `npm run new`, and the JSON written from them. The
 * pipeline, the scaffold, the JSON Schemas and the build loop over a list of these (./index.ts).
 */
export interface ContentType<T extends object = object> {
  collection: Collection;
  /** The front matter of one file. */
  schema: z.ZodType<T, unknown>;
  /** What one entry is called in the closing line of a content run ("post", "legal page"). */
  count: { one: string; other?: string };
  /**
   * How an entry is named: by its file name, which must be a slug (the default); by its `slug:`,
   * or its file name without one, unique across the type; or by a fixed list of file names
   * (`noun` says what one is, in the message about another file: "is not a known page").
   */
  naming?: 'file' | 'slug' | { names: readonly string[]; noun: string; hint: (name: string) => string };
  /**
   * Each entry has a page of its own at this address (blog posts). A build worker renders that
   * page from the body it parsed, so the pipeline gets only the body's facts.
   */
  entryPage?: (slug: string) => string;
  /** The data file of an entry's page (with `entryPage`), by its slug: what that page reads, and no other. */
  entryFile?: (slug: string) => string;
  /**
   * For a type whose entries end (a job past its `validThrough`), the data files of their pages
   * once ended: the page stays, saying so, so that shared links still lead somewhere; it is out of
   * the listing, the sitemap and the search. Only the build has ended entries: development shows
   * them as they were.
   */
  ended?: (entries: Entry<T>[]) => [string, unknown][];
  /** False when the body is never shown: it is then neither checked nor its images made. */
  body?: boolean;
  /** Front-matter fields naming a file under public/ or an https address: the file must exist. */
  fileFields?: readonly string[];
  /** The front-matter image: its field (one of fileFields), where it is shown (its minimum width), its card's proportions. */
  image?: { field: string; use: ImageUse; crop: CardCrop };
  /** Front-matter fields linking to a page of this site or an https address. */
  linkFields?: readonly string[];
  /** The template `npm run new` writes. */
  scaffold?: ScaffoldTemplate;
  /** For a listing: the text its search looks through beside the title (no body). */
  searchText?: (item: never) => string;
  /**
   * The JSON of the published entries: for a listing, its items in listing order (written to its
   * listing file, and searched), and any other file by path relative to the data folder.
   */
  output: (entries: Entry<T>[]) => { listed?: object[]; files?: [string, unknown][] };
}

/**
 * A content type as the lists hold it: each module is checked against its own front matter, and
 * the pipeline hands each type only entries its schema made.
 */
export const defineContentType = <T extends object>(type: ContentType<T>): ContentType => type as unknown as ContentType;

/** A published entry as a type's output reads it. */
export interface Entry<T> {
  source: SourceFile;
  data: T;
  /** Its rendered body, or only the body's facts when a build worker keeps the body (entryPage). */
  markdown: RenderedMarkdown | MarkdownFacts;
  /** Its `slug:`, or its file name. */
  slug: string;
}

/**
 * A text of a template that the author replaces, and what to write in its place. A draft may keep
 * it; the check refuses it in a published entry, so a template's words never go live.
 */
export interface Placeholder {
  text: string;
  hint: string;
}

/** The placeholders of a type's template: by front-matter field (a list's items too), and the body's lines. */
export interface TemplatePlaceholders {
  fields: Readonly<Record<string, Placeholder>>;
  body: readonly Placeholder[];
}

/** What `npm run new -- <command> "<title>"` writes for a type. */
export interface ScaffoldTemplate {
  /** The command's word for the type (`post`). */
  command: string;
  placeholders: TemplatePlaceholders;
  /** The front matter's lines, comments included, before `draft: true`. */
  frontMatter: (title: string, date: string, slug: string) => string[];
  /** Where `npm run dev` shows the draft. */
  previewPath: (slug: string) => string;
}

/** The rendered body of an entry whose body a build worker does not keep. */
export function rendered(markdown: RenderedMarkdown | MarkdownFacts): RenderedMarkdown {
  if (!('tree' in markdown)) throw new Error('Only the entries with a page of their own keep their bodies in the build workers');
  return markdown;
}

// JSON strings are valid YAML double-quoted scalars, so any title is written safely.
export const quote = (text: string) => JSON.stringify(text);
export const oneOf = (values: readonly string[]) => `# One of: ${values.join(', ')}`;
/** Newest first by `date` (YYYY-MM-DD). */
export const newestFirst = <T extends { date: string }>(a: T, b: T) => b.date.localeCompare(a.date);
/** An entry's front matter with its slug: what a listing's card reads. */
export const withSlug = <T extends object>(entry: Entry<T>) => ({ ...entry.data, slug: entry.slug });
