import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parentPort } from 'node:worker_threads';
import { createHash } from 'node:crypto';
import type { RenderOptions, RenderResult, ServerEntry } from '../../src/entry-server';
import type { DataSource } from '../../src/data/source';
import { partPath } from '../../src/lib/part-addresses';
import { dataFiles, type BlogPost, type SiteConfig } from '../../src/content/types';
import { pageFilesOver, type SiteFile } from '../build/precompress';
import { loadPolicy, thirdPartyLoads, type ThirdPartyLoad } from '../build/third-party';
import { parseEntry, type ParsedEntry, type SourceFile } from '../content/parse-entry';
import { parseId, readParsed, writeParsed, type ParseCache, type ParseResult } from '../content/parse-cache';
import { factsOfDataFile, resolveBody } from '../content/references';
import { createMemorySource } from './memory-source';
import { fillTemplate } from '../../src/server/page-template';
import { inlineScriptHashes } from '../../src/server/security-headers';
import { formPagePaths } from '../../src/contracts/forms/addresses';
import { htmlFileFor, notFoundPaths } from './pages';
import type { ResponsiveImage } from '../../src/content/types';
import { picturesInTree } from '../images/content-images';
import type { ImageJob, ImageResult } from '../images/responsive';
import type { CardResult } from '../images/social-card';
import { inputDigest, keptFiles, keyWith, readPageRecords, recordOf, writePageRecords, type PageCache, type PageRecord } from './page-cache';
import { BuildCache, type CacheAccess } from '../build-cache';

// sharp, satori and resvg load when a first image or card needs them: a build with neither (the
// benchmark's baseline, a site of illustrations) does not wait for three workers to load them.
const loadImages = () => import('../images/responsive');
const loadCards = () => import('../images/social-card');

/** The content files one worker parses (the posts' bodies it keeps), and the cache of what the last build made of them. */
export interface ParseJob {
  posts: SourceFile[];
  others: SourceFile[];
  cache?: ParseCache;
  /** This worker's number, which names its file in the cache. */
  worker: number;
}

/** The pages one worker renders, and what they read. */
export interface RenderJob {
  paths: string[];
  serverEntry: string;
  clientDir: string;
  /** The generated files this worker's pages read, as JSON text by their data paths. */
  data: Map<string, string>;
  /** The data file of each post this worker parsed and renders, with the post's source file. */
  posts: [file: string, source: string][];
  template: string;
  formsTemplate: string;
  /** The variants of the content's raster images, for the pictures in the posts' bodies this worker keeps. */
  images: [sitePath: string, image: ResponsiveImage][];
  /** The build cache the social cards are kept in, and what they are drawn with; none are made without it (a benchmark's baseline). */
  cards?: { cache: CacheAccess; renderer: string };
  /** Whether this worker writes the parts (every worker renders them, to know their addresses; one writes them). */
  writeParts: boolean;
  /** What the last build rendered, with the key of what its pages share; without it every page is rendered. */
  pageCache?: PageCache;
  /** This worker's number, which names its file in the page cache. */
  worker: number;
}

/** Raster images to make variants of, into `outDir` (a folder of the same layout as the built site). */
export interface ImagesJob {
  jobs: ImageJob[];
  outDir: string;
  cache: CacheAccess;
  /** The digest of the encoder's code (see makeResponsiveImage). */
  encoder: string;
}

export interface PageResult {
  path: string;
  status: number;
  file: string;
  /** The hashes of the page's inline scripts, for the Content-Security-Policy. */
  scripts: string[];
  /** What the page would fetch from other sites (the build fails on any). */
  thirdParty: ThirdPartyLoad[];
  /** The page's social card, made or taken from the cache. */
  card?: CardResult;
  /** Kept as the last build wrote it (its inputs were the same), not rendered. */
  kept?: true;
}

/** What the page cache keeps of a page: its result without the card made from it, and the card's words. */
type CachedResult = Omit<PageResult, 'card' | 'kept'> & Pick<RenderResult, 'card'>;

/**
 * What the build asks of a worker: parse these content files (first; it keeps the posts' bodies),
 * load the server bundle (once it is built, while the content compile runs), then render these
 * pages.
 */
export type WorkerRequest = { parse: ParseJob } | { images: ImagesJob } | { load: string } | { render: RenderJob };

/**
 * What a worker sends: what it made of each file it parsed (undefined when its front matter does
 * not parse; the pipeline reports it), the files of one page to write, or, last, every page it
 * rendered.
 */
export type WorkerMessage =
  | { parsed: [source: string, entry: ParsedEntry | undefined][] }
  | { images: ImageResult[] }
  | { files: SiteFile[]; page?: string }
  | { done: PageResult[] };

const send = (message: WorkerMessage) => parentPort!.postMessage(message);
/** Pages rendered into the form pages' template. */
const formPages = new Set(formPagePaths());
/** Each parsed post's body and table of contents, by source file: they never leave this thread. */
const bodies = new Map<string, Pick<BlogPost, 'body' | 'toc'>>();
/** The identity of each parsed post's source (its bytes), by source file: what its body was made from. */
const bodySources = new Map<string, string>();

function parse({ posts, others, cache, worker }: ParseJob) {
  const previous = cache ? readParsed(cache) : new Map<string, ParseResult>();
  const made = new Map<string, ParseResult>();
  const parsed = (source: SourceFile, keepBody: boolean, id = parseId(source, keepBody)): ParseResult => {
    if (!cache) return parseEntry(source, keepBody);
    const result = previous.has(id) ? previous.get(id) : parseEntry(source, keepBody);
    made.set(id, result);
    return result;
  };
  send({
    parsed: [
      ...posts.map((source): [string, ParsedEntry | undefined] => {
        const id = parseId(source, true);
        const post = parsed(source, true, id);
        if (post) bodies.set(source.display, post.body!);
        bodySources.set(source.display, id);
        return [source.display, post?.parsed];
      }),
      ...others.map((source): [string, ParsedEntry | undefined] => [source.display, parsed(source, false)?.parsed]),
    ],
  });
  // Once the build has its answer, and before a page changes a body (its pictures).
  if (cache) writeParsed(cache, worker, made);
}

const entries = new Map<string, Promise<ServerEntry>>();
function load(serverEntry: string): Promise<ServerEntry> {
  if (!entries.has(serverEntry)) entries.set(serverEntry, import(pathToFileURL(serverEntry).href) as Promise<ServerEntry>);
  return entries.get(serverEntry)!;
}

/** One image after the other: each encode uses this worker's core, and libvips' threads beside it. */
async function images({ jobs, outDir, cache, encoder }: ImagesJob) {
  const results: ImageResult[] = [];
  if (jobs.length > 0) {
    const { makeResponsiveImage } = await loadImages();
    const options = { clientDir: outDir, cache: new BuildCache(cache), encoder };
    for (const job of jobs) results.push(await makeResponsiveImage(job, options));
  }
  send({ images: results });
}

/**
 * Renders the parts of pages (part-addresses.ts) and names each by a digest of its markup: every
 * worker makes the same, and the one that writes them sends their files (compressed, or kept when
 * the last build wrote the same).
 */
async function partsOf(renderParts: ServerEntry['renderParts'], source: DataSource, job: RenderJob): Promise<RenderOptions['parts']> {
  const addresses: NonNullable<RenderOptions['parts']> = {};
  for (const { name, language, html } of await renderParts(source)) {
    const data = Buffer.from(html);
    const address = partPath(name, language, createHash('sha256').update(data).digest('hex').slice(0, 10));
    (addresses[language] ??= {})[name] = address;
    if (job.writeParts) send({ files: pageFilesOver(path.join(job.clientDir, address), data, job.clientDir) });
  }
  return addresses;
}

async function render(job: RenderJob) {
  const { render, renderParts, NotFoundError } = await load(job.serverEntry);
  const manifest = new Map(job.images);
  const additions = new Map(
    job.posts.map(([file, source]) => {
      // The body holds its `{site.…}` references as written: they read the site facts of the post's language.
      const body = resolveBody(bodies.get(source)!, factsOfDataFile(file, job.data));
      picturesInTree(body.body, manifest);
      return [file, body];
    }),
  );
  const source = createMemorySource(job.data, NotFoundError, additions);
  const parts = await partsOf(renderParts, source, job);
  const site = JSON.parse(job.data.get(dataFiles.site)!) as SiteConfig;
  const policy = loadPolicy(site);
  const results: PageResult[] = [];
  // What the last build rendered, under a key that adds this build's parts to what pages share.
  const pageCache = job.pageCache && { ...job.pageCache, key: keyWith(job.pageCache.key, parts) };
  const previous = pageCache ? readPageRecords<CachedResult>(pageCache) : new Map<string, PageRecord<CachedResult>>();
  const records = new Map<string, PageRecord<CachedResult>>();
  // The generated files each render reads, and what each is now (a post's with its source).
  const reads = new Set<string>();
  const read: typeof source = {
    load(file) {
      reads.add(file);
      return source.load(file);
    },
  };
  const postSources = new Map(job.posts);
  const digests = new Map<string, string>();
  const digestOf = (file: string) => {
    let known = digests.get(file);
    if (known === undefined) {
      const post = postSources.get(file);
      digests.set(file, (known = inputDigest(job.data.get(file), post === undefined ? undefined : bodySources.get(post))));
    }
    return known;
  };
  // The pages' cards, one after the other while the next pages render: a card from the cache waits
  // on the disk, not on this core (one at a time: a drawn card holds megabytes of pixels).
  let cards = Promise.resolve();
  const cardOptions = job.cards && { clientDir: job.clientDir, cache: new BuildCache(job.cards.cache), renderer: job.cards.renderer };
  for (const pagePath of job.paths) {
    const file = htmlFileFor(pagePath);
    const target = path.join(job.clientDir, file);
    const last = previous.get(pagePath);
    const kept = pageCache && last && keptFiles(last, digestOf, job.clientDir);
    let made: CachedResult;
    if (kept) {
      send({ files: kept, page: pagePath });
      made = last.result;
      records.set(pagePath, last);
    } else {
      reads.clear();
      // The header and footer are rendered once per process and copied into later pages.
      const page = await render(pagePath, read, { reuseSharedMarkup: true, parts });
      const expected = notFoundPaths.includes(pagePath) ? 404 : 200;
      if (page.status !== expected) throw new Error(`${pagePath} rendered with status ${page.status}, expected ${expected}`);
      const text = fillTemplate(formPages.has(pagePath) ? job.formsTemplate : job.template, { path: pagePath, ...page });
      const html = Buffer.from(text);
      // Compared with the previous build's, compressed and checked while the page is at hand, on this
      // worker's own core; written (or kept) by the parent.
      const files = pageFilesOver(target, html, job.clientDir);
      send({ files, page: pagePath });
      made = { path: pagePath, status: page.status, file, scripts: inlineScriptHashes(text), thirdParty: thirdPartyLoads(text, policy), ...(page.card ? { card: page.card } : {}) };
      if (pageCache) records.set(pagePath, recordOf([...reads].map((each) => [each, digestOf(each)]), files, job.clientDir, made));
    }
    const { card, ...rest } = made;
    const result: PageResult = { ...rest, ...(kept ? { kept: true } : {}) };
    results.push(result);
    if (card && cardOptions) {
      cards = cards.then(async () => {
        result.card = await (await loadCards()).makeSocialCard(card.page, card.text, site, cardOptions);
      });
    }
  }
  await cards;
  if (pageCache) writePageRecords(pageCache, job.worker, records);
  send({ done: results });
}

// A failure of the images or the render is an unhandled rejection, which ends the worker with an
// error, and the build with it; a failed load shows when the render awaits it.
parentPort!.on('message', (request: WorkerRequest) => {
  if ('parse' in request) parse(request.parse);
  else if ('images' in request) void images(request.images);
  else if ('load' in request) load(request.load).catch(() => {});
  else void render(request.render);
});
