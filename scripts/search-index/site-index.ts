/**
 * The site's search index: Pagefind's static, chunked index, one bundle per language (each stemmed
 * by its own language's rules) under /pagefind/<language>/, with the words of the indexed text in
 * files by length beside it for the browser's typo step. Pages are added as the build renders them,
 * into Pagefind's own process, which indexes them meanwhile; entries without a page of their own
 * (FAQ answers, guides, resources, job openings) are added as small documents of their own.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import type { PagefindIndex } from 'pagefind';
import { languages, type Language } from '../../src/config/languages';
import { KIND_FILTER, searchIndexPath, TRANSLATED_META, type SearchKind } from '../../src/features/site-search/search-kinds';
import { VOCABULARY_FILE, vocabularyChunks, vocabularyOf } from './vocabulary';

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
 * The languages a document is translated into, as metadata of its result: a search on a page in
 * one of them leaves it out of the other language's results, its translation being among its own.
 */
const translatedTag = (languages: readonly Language[] = []) =>
  languages.length === 0 ? '' : `<meta data-pagefind-meta="${TRANSLATED_META}[content]" content="${languages.join(' ')}">`;

/** A record as the HTML Pagefind reads: its title the first heading, which ranks above the rest. */
export function recordHtml(record: SearchRecord): string {
  const blocks = record.blocks.map((block) => (block.heading ? `<h2>${escapeHtml(block.text)}</h2>` : `<p>${escapeHtml(block.text)}</p>`));
  const head = `<title>${escapeHtml(record.title)}</title>${kindTag(record.kind)}${translatedTag(record.translated)}`;
  return `<!doctype html><html lang="${languages[record.language].tag}"><head>${head}</head><body><main data-pagefind-body><h1>${escapeHtml(record.title)}</h1>${blocks.join('')}</main></body></html>`;
}

/**
 * A built page as it is indexed: its main content (all the index reads of a page, the shell being
 * the same on every page) in a document of its language, with its kind and the languages it is
 * translated into. A third of the page's bytes, which Pagefind's process receives and parses.
 */
export function pageHtml(html: string, language: Language, kind: SearchKind, translated?: readonly Language[]): string {
  const start = html.indexOf('<main');
  const end = html.lastIndexOf('</main>');
  if (start < 0 || end < start) throw new Error('A page to index has no <main>: the search reads a page\'s main content');
  const main = html.slice(start, end + '</main>'.length);
  return `<!doctype html><html lang="${languages[language].tag}"><head>${kindTag(kind)}${translatedTag(translated)}</head><body>${main}</body></html>`;
}

/** A page asks search engines not to index it: the site's own search leaves it out too. */
export const isNoIndex = (html: string) => /<meta name="robots" content="[^"]*noindex/.test(html.slice(0, html.indexOf('</head>')));

/** Pagefind's fragment file: gzip of a marker and the record's JSON. */
function fragmentText(data: Uint8Array): string[] {
  const text = gunzipSync(data).toString('utf8');
  const fragment = JSON.parse(text.slice(text.indexOf('{'))) as { content?: string; meta?: Record<string, string> };
  return [fragment.meta?.title ?? '', fragment.content ?? ''];
}

export class SiteSearchIndex {
  readonly #indexes = new Map<Language, Promise<PagefindIndex>>();
  readonly #added: Promise<unknown>[] = [];
  #pagefind: Promise<typeof import('pagefind')> | undefined;

  /** Starts Pagefind's process ahead of the first page. */
  start(): void {
    this.#pagefind ??= import('pagefind');
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
  }

  addRecord(record: SearchRecord): void {
    this.#add(record.language, record.url, recordHtml(record));
  }

  /**
   * Each language's bundle, in memory: the files of Pagefind's the site's search uses, and the
   * site's words by length, by their path under /pagefind/<language>/.
   */
  async bundles(): Promise<{ language: Language; files: { path: string; content: Uint8Array }[]; pages: number }[]> {
    await Promise.all(this.#added);
    const bundles = [];
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
    return bundles;
  }

  /** Writes each language's bundle under `clientDir`; returns how many files and documents each has. */
  async write(clientDir: string): Promise<{ language: Language; files: number; pages: number }[]> {
    const bundles = await this.bundles();
    for (const { language, files } of bundles) {
      const dir = path.join(clientDir, ...searchIndexPath(language).split('/').filter(Boolean));
      const folders = new Set(files.map((file) => path.dirname(path.join(dir, file.path))));
      await Promise.all([...folders].map((folder) => mkdir(folder, { recursive: true })));
      await Promise.all(files.map((file) => writeFile(path.join(dir, file.path), file.content)));
    }
    return bundles.map(({ language, files, pages }) => ({ language, files: files.length, pages }));
  }

  /** Ends Pagefind's process. */
  async close(): Promise<void> {
    if (this.#pagefind) await (await this.#pagefind).close();
  }
}
