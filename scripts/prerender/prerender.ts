import { mkdirSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { buildSync } from 'esbuild';
import { keepWritten, writeOver } from '../build/written-over';
import type { ParsedEntry, SourceFile } from '../content/parse-entry';
import { removeOtherWorkers, type ParseCache } from '../content/parse-cache';
import type { ResponsiveImage } from '../../src/content/types';
import type { CacheAccess } from '../build-cache';
import type { ImageJob, ImageResult } from '../images/responsive';
import { removeOtherWorkers as removeOtherPageRecords, type PageCache } from './page-cache';
import type { PageResult, WorkerMessage, WorkerRequest } from './worker';

export interface PrerenderOptions {
  paths: string[];
  serverEntry: string;
  clientDir: string;
  /** The content compile's files as JSON text by their data paths. */
  data: ReadonlyMap<string, string>;
  /** The file only one page reads (a post's), so only that page's worker gets it. */
  pageData: (path: string) => string | undefined;
  /** The source file of a post's page, whose worker parsed the post and keeps its body. */
  postSource: (path: string) => string | undefined;
  template: string;
  /** The template of the standalone form pages, with their own entry. */
  formsTemplate: string;
  /** The variants of the content's raster images, by site address (for the posts' bodies). */
  images: ReadonlyMap<string, ResponsiveImage>;
  /** The build cache social cards are kept in, and what they are drawn with; none are made without it. */
  cards?: { cache: CacheAccess; renderer: string };
  /** Hears each page's HTML as it is written (the search index reads it meanwhile). */
  onPage?: (path: string, html: Uint8Array) => void;
  /** What the last build rendered of each page, kept when its inputs are the same; without it every page is rendered. */
  pageCache?: PageCache;
}

/**
 * Writes the workers' code as plain JavaScript (a few milliseconds), the libraries left as
 * imports. Through the TypeScript loader each worker took 0.8 s of a core to start, and every
 * module the pages import passed through the loader's thread. What a worker imports only when
 * needed (the images' and cards' code, with sharp, satori and resvg) is a file of its own beside
 * the worker's, as deep in dist/ (scripts/content/paths finds the project from there), so that
 * loading it waits for the first image or card.
 */
function bundleWorker(outfile: string): void {
  buildSync({
    entryPoints: { [path.basename(outfile, '.mjs')]: fileURLToPath(new URL('./worker.ts', import.meta.url)) },
    outdir: path.dirname(outfile),
    outExtension: { '.js': '.mjs' },
    chunkNames: '[name]-[hash]',
    bundle: true,
    splitting: true,
    packages: 'external',
    platform: 'node',
    format: 'esm',
    target: 'node20',
    logLevel: 'warning',
  });
}

/**
 * Worker threads, one per core, that do a build's work per post in one pass: each parses its
 * share of the content files (front matter and Markdown), keeps its posts' bodies, and later
 * renders and compresses their pages, so a body is never copied between threads or written to
 * disk. This thread writes every file they send, one at a time: on the build machines, files
 * created from two threads at once took twice as long each, in the kernel.
 */
export class BuildWorkers {
  readonly #workers: Worker[];
  readonly #listeners = new Map<Worker, (message: WorkerMessage) => void>();
  /** Which worker parsed each post (by source file). */
  readonly #holders = new Map<string, number>();
  #failure: Promise<never>;
  #stopping = false;

  /**
   * `workerFile` is where the workers' code is written, inside the project so that it finds the
   * libraries. React renders its production build only under NODE_ENV=production.
   */
  constructor(workerFile: string, mode: 'production' | 'development', count = availableParallelism()) {
    bundleWorker(workerFile);
    this.#workers = Array.from({ length: Math.max(1, count) }, () => new Worker(workerFile, { env: { ...process.env, NODE_ENV: mode } }));
    this.#failure = new Promise<never>((_, reject) => {
      for (const worker of this.#workers) {
        worker.on('message', (message: WorkerMessage) => this.#listeners.get(worker)?.(message));
        worker.once('error', reject);
        worker.once('exit', (code) => code !== 0 && !this.#stopping && reject(new Error(`A build worker stopped with exit code ${code}`)));
      }
    });
    // Nobody may be waiting when a worker fails; the next request sees it.
    this.#failure.catch(() => {});
  }

  /** Sends each worker its request and resolves to what each answers once `finished` says so. */
  async #ask<T>(requests: WorkerRequest[], finished: (message: WorkerMessage) => T | undefined): Promise<T[]> {
    const answers = this.#workers.map(
      (worker, i) =>
        new Promise<T>((resolve) => {
          this.#listeners.set(worker, (message) => {
            const answer = finished(message);
            if (answer !== undefined) resolve(answer);
          });
          worker.postMessage(requests[i]);
        }),
    );
    return Promise.race([Promise.all(answers), this.#failure]);
  }

  /**
   * Parses the content files, an equal share in each worker, which keeps the bodies of its posts; a
   * file missing from the answer has front matter that does not parse. With a cache, a file the
   * last build parsed with the same code is taken from it.
   */
  async parse(posts: SourceFile[], others: SourceFile[], cache?: ParseCache): Promise<Map<string, ParsedEntry>> {
    const share = (files: SourceFile[], i: number) => files.filter((_, j) => j % this.#workers.length === i);
    if (cache) removeOtherWorkers(cache, this.#workers.length);
    const requests = this.#workers.map((_, i): WorkerRequest => ({ parse: { posts: share(posts, i), others: share(others, i), worker: i, ...(cache ? { cache } : {}) } }));
    requests.forEach((request, i) => 'parse' in request && request.parse.posts.forEach((post) => this.#holders.set(post.display, i)));
    const answers = await this.#ask(requests, (message) => ('parsed' in message ? message.parsed : undefined));
    return new Map(answers.flat().filter((entry): entry is [string, ParsedEntry] => entry[1] !== undefined));
  }

  /**
   * Makes the variants of raster images, shared out so each worker's total of source pixels is
   * about the same (the encode time follows them), into `outDir`.
   */
  async images(jobs: (ImageJob & { pixels: number })[], outDir: string, cache: CacheAccess, encoder: string): Promise<ImageResult[]> {
    const shares = this.#workers.map(() => ({ jobs: [] as ImageJob[], pixels: 0 }));
    for (const { pixels, ...job } of [...jobs].sort((a, b) => b.pixels - a.pixels)) {
      const share = shares.reduce((least, candidate) => (candidate.pixels < least.pixels ? candidate : least));
      share.jobs.push(job);
      share.pixels += pixels;
    }
    const requests = shares.map(({ jobs }): WorkerRequest => ({ images: { jobs, outDir, cache, encoder } }));
    const answers = await this.#ask(requests, (message) => ('images' in message ? message.images : undefined));
    return answers.flat();
  }

  /** Has each worker load the server bundle ahead of `render`, which names the same file. */
  load(serverEntry: string): void {
    for (const worker of this.#workers) worker.postMessage({ load: serverEntry } satisfies WorkerRequest);
  }

  /** Renders every path to HTML: a post's page in the worker that parsed it, the rest shared out evenly. */
  async render(options: PrerenderOptions): Promise<PageResult[]> {
    const shares = this.#workers.map(() => ({ paths: [] as string[], posts: [] as [string, string][] }));
    const others: string[] = [];
    for (const pagePath of options.paths) {
      const source = options.postSource(pagePath);
      const holder = source === undefined ? undefined : this.#holders.get(source);
      if (holder === undefined) others.push(pagePath);
      else {
        shares[holder]!.paths.push(pagePath);
        shares[holder]!.posts.push([options.pageData(pagePath)!, source!]);
      }
    }
    for (const pagePath of others) shares.reduce((fewest, share) => (share.paths.length < fewest.paths.length ? share : fewest)).paths.push(pagePath);

    if (options.pageCache) removeOtherPageRecords(options.pageCache, this.#workers.length);
    // Files that belong to one page each: a worker gets those of its own pages and every shared one.
    const single = new Set(options.paths.map(options.pageData).filter((file) => file !== undefined));
    const folders = new Set<string>();
    const write = (file: string, data: Uint8Array) => {
      const folder = path.dirname(file);
      if (!folders.has(folder)) mkdirSync(folder, { recursive: true });
      folders.add(folder);
      // Over the previous build's page, if there is one (see written-over).
      writeOver(file, data);
    };
    const requests = shares.map(({ paths, posts }, index): WorkerRequest => {
      const own = new Set(paths.map(options.pageData));
      const data = new Map([...options.data].filter(([file]) => !single.has(file) || own.has(file)));
      return {
        render: {
          paths,
          posts,
          serverEntry: options.serverEntry,
          clientDir: options.clientDir,
          template: options.template,
          formsTemplate: options.formsTemplate,
          data,
          images: [...options.images],
          writeParts: index === 0,
          worker: index,
          ...(options.cards ? { cards: options.cards } : {}),
          ...(options.pageCache ? { pageCache: options.pageCache } : {}),
        },
      };
    });
    const results = await this.#ask(requests, (message) => {
      if ('files' in message) {
        for (const { file, data, kept } of message.files) {
          if (kept) keepWritten(file);
          else write(file, data);
        }
        if (message.page !== undefined) options.onPage?.(message.page, message.files[0]!.data);
      }
      return 'done' in message ? message.done : undefined;
    });
    return results.flat();
  }

  async stop(): Promise<void> {
    this.#stopping = true;
    await Promise.all(this.#workers.map((worker) => worker.terminate()));
  }
}
