/**
 * The site's search index: Pagefind's static, chunked index, one bundle per language (each stemmed
 * by its own language's rules) under /pagefind/<language>/, with the words of the indexed text in
 * files by length beside it for the browser's typo step. Pages are added as the build renders them,
 * into Pagefind's own process, which indexes them meanwhile; entries without a page of their own
 * (FAQ answers, guides, resources, job openings) are added as small documents of their own.
 */
import { createHash } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { deserialize, serialize } from 'node:v8';
import { gunzipSync } from 'node:zlib';
import type { PagefindIndex } from 'pagefind';
import { languages, type Language } from '../../src/config/languages';
import { KIND_FILTER, searchIndexPath, TRANSLATED_FILTER, type SearchKind } from '../../src/features/site-search/search-kinds';
import { VOCABULARY_FILE, vocabularyChunks, vocabularyOf } from './vocabulary';
import type { BuildCache } from '../build-cache';
import { codeDigest } from '../code-digest';

/** A document of the index that is not a built page: its address, words and kind. */
export interface SearchRecord {
  url: string;
  language: Language;
  kind: SearchKind;
  title: string;
  /** Its text, as blocks: a heading ranks above a paragraph. */
  blocks: { heading?: boolean; text: string }[];
  /** The languages it is translated into (its translation is found first there). */
  translated?: readonly Language[];
}

/** Pagefind's files the site's search uses: its script and worker, the index, and the language's WebAssembly. */
const usedFile = (file: string, language: Language) =>
  file === 'pagefind.js' || file === 'pagefind-worker.js' || file === 'pagefind-entry.json' || file === `wasm.${language}.pagefind` || /^(index|fragment|filter)\/|\.pf_meta$/.test(file);

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The kind as a filter of the document, where Pagefind reads filters from anywhere in it. */
const kindTag = (kind: SearchKind) => `<meta data-pagefind-filter="${KIND_FILTER}[content]" content="${kind}">`;

/**
 * The languages a document is translated into, as a filter: a search on a page in one of them
 * leaves it out of the other language's results (and their counts), its translation being among
 * its own.
 */
const translatedTags = (languages: readonly Language[] = []) =>
  languages.map((language) => `<meta data-pagefind-filter="${TRANSLATED_FILTER}[content]" content="${language}">`).join('');

/** A record as the HTML Pagefind reads: its title the first heading, which ranks above the rest. */
export function recordHtml(record: SearchRecord): string {
  const blocks = record.blocks.map((block) => (block.heading ? `<h2>${escapeHtml(block.text)}</h2>` : `<p>${escapeHtml(block.text)}</p>`));
  const head = `<title>${escapeHtml(record.title)}</title>${kindTag(record.kind)}${translatedTags(record.translated)}`;
  return `<!doctype html><html lang="${languages[record.language].tag}"><head>${head}</head><body><main data-pagefind-body><h1>${escapeHtml(record.title)}</h1>${blocks.join('')}</main></body></html>`;
}

/** Elements that may hold part of a word (a syllable in bold, a letter linked): the text after one goes on its word. */
const INSIDE_WORDS = new Set(['a', 'abbr', 'b', 'bdi', 'bdo', 'code', 'data', 'del', 'dfn', 'em', 'i', 'ins', 'kbd', 'mark', 'q', 's', 'samp', 'small', 'span', 'strong', 'sub', 'sup', 'time', 'u', 'var']);

/**
 * The markup with a space after each closing tag that another tag follows, or any text but the
 * rest of a word. Pagefind separates the blocks it knows (paragraphs, headings, list items,
 * divisions) but joins the text of others, as a definition's term and its description, two links
 * side by side or a quote's author and their role ("benefitCovered", "seguroComuníquese",
 * "TranDaughter"): one word in its index and its passages.
 */
export const separateBlocks = (html: string) =>
  html.replace(/<\/([A-Za-z][A-Za-z0-9-]*)\s*>/g, (tag: string, name: string, at: number) => {
    const next = html[at + tag.length];
    return next !== undefined && (next === '<' || !INSIDE_WORDS.has(name.toLowerCase())) ? `${tag} ` : tag;
  });

/**
 * A built page as it is indexed: its main content (all the index reads of a page, the shell being
 * the same on every page) in a document of its language, with its kind and the languages it is
 * translated into, its blocks set apart. A third of the page's bytes, which Pagefind's process
 * receives and parses.
 */
export function pageHtml(html: string, language: Language, kind: SearchKind, translated?: readonly Language[]): string {
  const start = html.indexOf('<main');
  const end = html.lastIndexOf('</main>');
  if (start < 0 || end < start) throw new Error('A page to index has no <main>: the search reads a page\'s main content');
  const main = separateBlocks(html.slice(start, end + '</main>'.length));
  return `<!doctype html><html lang="${languages[language].tag}"><head>${kindTag(kind)}${translatedTags(translated)}</head><body>${main}</body></html>`;
}

/** A page asks search engines not to index it: the site's own search leaves it out too. */
export const isNoIndex = (html: string) => /<meta name="robots" content="[^"]*noindex/.test(html.slice(0, html.indexOf('</head>')));

/** Pagefind's fragment file: gzip of a marker and the record's JSON. */
function fragmentText(data: Uint8Array): string[] {
  const text = gunzipSync(data).toString('utf8');
  const fragment = JSON.parse(text.slice(text.indexOf('{'))) as { content?: string; meta?: Record<string, string> };
  return [fragment.meta?.title ?? '', fragment.content ?? ''];
}

/** One language's bundle: its files by their path under /pagefind/<language>/, and how many documents it holds. */
export interface SearchBundle {
  language: Language;
  files: { path: string; content: Uint8Array }[];
  pages: number;
}

/**
 * Where the last index built is kept between builds, and what it depends on beside its documents
 * (Pagefind's version and the code that makes the bundles): with another key, it is not used.
 */
export interface SearchIndexCache {
  cache: BuildCache;
  key: string;
}

/**
 * What the last index built depends on beside its documents: the code that makes the documents
 * into bundles, with what it imports and Pagefind's version (the documents themselves are compared
 * one by one).
 */
export const searchIndexKey = (root: string) => codeDigest(root, ['scripts/search-index/site-index.ts']);

/** A document as Pagefind receives it. */
interface SearchDocument {
  language: Language;
  url: string;
  content: string;
}

/** The documents an index was made from: each one's digest by its address, by language. */
type Documents = Map<Language, Map<string, string>>;

interface CachedDocuments {
  key: string;
  /** Names the bundles made from these documents: the bundles file says it too. */
  id: string;
  documents: [Language, [url: string, digest: string][]][];
}

const digest = (content: string) => createHash('sha1').update(content).digest('base64');
/** The documents of the last index built, small and read at the start; its bundles, read only when they are used. */
const DOCUMENTS_FILE = 'search-documents.json';
const BUNDLES_FILE = 'search-bundles.bin';
/** The entries of the last index built in a build cache. */
export const SEARCH_INDEX_CACHE_FILES = [DOCUMENTS_FILE, BUNDLES_FILE];

/**
 * Where a bundle's file goes under its language's folder, or an error: a file's path is Pagefind's
 * or ours, and none may lead out of the folder (or into one of its dot-folders).
 */
export function bundleFilePath(dir: string, file: string): string {
  const target = path.resolve(dir, file);
  const inside = path.relative(dir, target);
  if (!/^[A-Za-z0-9_][A-Za-z0-9._-]*(\/[A-Za-z0-9_][A-Za-z0-9._-]*)*$/.test(file) || inside.startsWith('..') || path.isAbsolute(inside)) {
    throw new Error(`The search index has a file outside its folder: ${JSON.stringify(file)}`);
  }
  return target;
}

function sameDocuments(a: Documents, b: Documents): boolean {
  if (a.size !== b.size) return false;
  for (const [language, documents] of a) {
    const other = b.get(language);
    if (!other || other.size !== documents.size) return false;
    for (const [url, hash] of documents) if (other.get(url) !== hash) return false;
  }
  return true;
}

export class SiteSearchIndex {
  readonly #indexes = new Map<Language, Promise<PagefindIndex>>();
  readonly #added: Promise<unknown>[] = [];
  #pagefind: Promise<typeof import('pagefind')> | undefined;
  readonly #cache: SearchIndexCache | undefined;
  /** The documents of the last index built, when the cache has them under the same key. */
  readonly #previous: Documents | undefined;
  readonly #previousId: string | undefined;
  readonly #documents: Documents = new Map();
  /**
   * Documents the last index had, held back while every document so far is one of them: when
   * all are, that index is used as it is, and Pagefind never runs. The first that differs sends
   * them on, and every later one goes to Pagefind as it comes.
   */
  #held: SearchDocument[] | undefined;
  /**
   * The order documents reach Pagefind in, by address: its files depend on it, and the build's
   * workers finish pages in an order of their own. A document that comes early waits in
   * #early until those before it have gone; at the end, whatever never came is passed over.
   */
  #order: readonly string[] | undefined;
  #next = 0;
  readonly #early = new Map<string, SearchDocument | undefined>();

  /** With a cache, a build whose documents are those of the last index built uses that index. */
  constructor(cache?: SearchIndexCache) {
    this.#cache = cache;
    const previous = cache && readDocuments(cache);
    this.#previous = previous?.documents;
    this.#previousId = previous?.id;
    if (this.#previous) this.#held = [];
  }

  /**
   * Indexes the documents in this order (every address the build may add), before any is added:
   * two builds of the same pages then make the same files, whatever order the pages are rendered in.
   */
  inOrder(order: readonly string[]): void {
    if (this.#documents.size > 0) throw new Error('The order of the search index is set before any document is added');
    this.#order = order;
  }

  /** Starts Pagefind's process ahead of the first page, unless the last index built may be used again. */
  start(): void {
    if (!this.#held) this.#pagefind ??= import('pagefind');
  }

  #index(language: Language): Promise<PagefindIndex> {
    let index = this.#indexes.get(language);
    if (!index) {
      this.start();
      index = this.#pagefind!.then(async (pagefind) => {
        const created = await pagefind.createIndex({ forceLanguage: language });
        if (!created.index) throw new Error(`The search index could not start: ${created.errors.join('; ')}`);
        return created.index;
      });
      this.#indexes.set(language, index);
    }
    return index;
  }

  #add(language: Language, url: string, content: string): void {
    const hash = digest(content);
    let documents = this.#documents.get(language);
    if (!documents) this.#documents.set(language, (documents = new Map()));
    documents.set(url, hash);
    if (this.#held && this.#previous?.get(language)?.get(url) === hash) this.#held.push({ language, url, content });
    else {
      this.#sendHeld();
      this.#queue(url, { language, url, content });
    }
  }

  /** Sends the documents held back to Pagefind, and every later one as it comes. */
  #sendHeld(): void {
    const held = this.#held ?? [];
    this.#held = undefined;
    for (const document of held) this.#queue(document.url, document);
  }

  /** Sends a document (none: a page left out) when those before it in the order have gone. */
  #queue(url: string, document: SearchDocument | undefined): void {
    if (!this.#order) {
      if (document) this.#send(document);
      return;
    }
    this.#early.set(url, document);
    while (this.#next < this.#order.length && this.#early.has(this.#order[this.#next]!)) {
      const next = this.#early.get(this.#order[this.#next]!);
      this.#early.delete(this.#order[this.#next]!);
      this.#next += 1;
      if (next) this.#send(next);
    }
  }

  /** Sends what still waits, in order, and then any document the order did not name, by address. */
  #sendWaiting(): void {
    const named = new Set(this.#order);
    const waiting = this.#order?.filter((url) => this.#early.has(url)) ?? [];
    const unnamed = [...this.#early.keys()].filter((url) => !named.has(url)).sort();
    for (const url of [...waiting, ...unnamed]) {
      const document = this.#early.get(url);
      if (document) this.#send(document);
    }
    this.#early.clear();
    this.#next = this.#order?.length ?? 0;
  }

  #send({ language, url, content }: SearchDocument): void {
    const added = this.#index(language).then(async (index) => {
      const { errors } = await index.addHTMLFile({ url, content });
      if (errors.length > 0) throw new Error(`${url} could not be indexed for search: ${errors.join('; ')}`);
    });
    added.catch(() => undefined); // reported by write()
    this.#added.push(added);
  }

  /** A built page, of a kind, in its language; a page marked noindex is left out. */
  addPage(url: string, language: Language, kind: SearchKind, html: string, translated?: readonly Language[]): void {
    if (!isNoIndex(html)) this.#add(language, url, pageHtml(html, language, kind, translated));
    else this.#queue(url, undefined);
  }

  addRecord(record: SearchRecord): void {
    this.#add(record.language, record.url, recordHtml(record));
  }

  /**
   * Each language's bundle, in memory: the files of Pagefind's the site's search uses, and the
   * site's words by length, by their path under /pagefind/<language>/.
   */
  async bundles(): Promise<{ bundles: SearchBundle[]; reused: boolean }> {
    if (this.#held && sameDocuments(this.#documents, this.#previous!)) {
      const cached = readBundles(this.#cache!, this.#previousId!);
      if (cached) return { bundles: cached, reused: true };
    }
    this.#sendHeld();
    this.#sendWaiting();
    await Promise.all(this.#added);
    const bundles: SearchBundle[] = [];
    for (const [language, pending] of this.#indexes) {
      const index = await pending;
      const { files, errors } = await index.getFiles();
      if (errors.length > 0) throw new Error(`The search index of ${language} could not be written: ${errors.join('; ')}`);
      const kept = files.filter((file) => usedFile(file.path, language));
      const fragments = kept.filter((file) => file.path.startsWith('fragment/'));
      const chunks = vocabularyChunks(vocabularyOf(fragments.flatMap((file) => fragmentText(file.content))));
      const words = [...chunks].map(([length, list]) => ({ path: VOCABULARY_FILE(length), content: Buffer.from(JSON.stringify(list)) }));
      bundles.push({ language, files: [...kept, ...words], pages: fragments.length });
    }
    if (this.#cache) writeCache(this.#cache, this.#documents, bundles);
    return { bundles, reused: false };
  }

  /**
   * Writes each language's bundle under `clientDir`; returns how many files and documents each has,
   * and whether the last index built was used as it is.
   */
  async write(clientDir: string): Promise<{ languages: { language: Language; files: number; pages: number }[]; reused: boolean }> {
    const { bundles, reused } = await this.bundles();
    for (const { language, files } of bundles) {
      const dir = path.join(clientDir, ...searchIndexPath(language).split('/').filter(Boolean));
      const targets = files.map((file) => ({ target: bundleFilePath(dir, file.path), content: file.content }));
      const folders = new Set(targets.map(({ target }) => path.dirname(target)));
      await Promise.all([...folders].map((folder) => mkdir(folder, { recursive: true })));
      await Promise.all(targets.map(({ target, content }) => writeFile(target, content)));
    }
    return { languages: bundles.map(({ language, files, pages }) => ({ language, files: files.length, pages })), reused };
  }

  /** Ends Pagefind's process. */
  async close(): Promise<void> {
    if (this.#pagefind) await (await this.#pagefind).close();
  }
}

/** The documents of the last index built, or undefined when the cache has none under `key` (or cannot be read). */
function readDocuments({ cache, key }: SearchIndexCache): { id: string; documents: Documents } | undefined {
  const data = cache.read(DOCUMENTS_FILE);
  if (data === undefined) return undefined;
  try {
    const cached = JSON.parse(data.toString('utf8')) as CachedDocuments;
    if (cached.key !== key) return undefined;
    return { id: cached.id, documents: new Map(cached.documents.map(([language, documents]) => [language, new Map(documents)])) };
  } catch {
    return undefined;
  }
}

/** The bundles made from the documents named `id`, or undefined when the cache holds others or none. */
function readBundles({ cache }: SearchIndexCache, id: string): SearchBundle[] | undefined {
  const data = cache.read(BUNDLES_FILE);
  if (data === undefined) return undefined;
  try {
    const cached = deserialize(data) as { id: string; bundles: SearchBundle[] };
    return cached.id === id ? cached.bundles : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Keeps an index and the documents it was made from: two entries, whatever the number of documents
 * (a cache of one entry per fragment would add a thousand files to a build of a thousand posts),
 * each written in full under a temporary name first. Both name the documents, so a build stopped
 * between the two leaves a pair that is not used rather than one that is wrong.
 */
function writeCache({ cache, key }: SearchIndexCache, documents: Documents, bundles: SearchBundle[]): void {
  const listed = [...documents].map(([language, each]): [Language, [string, string][]] => [language, [...each].sort(([a], [b]) => a.localeCompare(b))]);
  const id = digest(JSON.stringify(listed));
  const cached: CachedDocuments = { key, id, documents: listed };
  cache.write(BUNDLES_FILE, serialize({ id, bundles }));
  cache.write(DOCUMENTS_FILE, Buffer.from(JSON.stringify(cached)));
}
