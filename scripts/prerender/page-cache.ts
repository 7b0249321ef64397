/**
 * What the last build rendered of each page, kept between builds. A page is a function of the
 * build's code, its templates, the day (a footer's year, the sitemap's today) and the generated
 * files its render reads (a post's with the source its body was made from): a page whose inputs
 * are all those of the last build is the page that build wrote. Its files are then kept as they
 * are, when they are still the bytes that build wrote, rather than rendered, compressed and
 * checked again (about 5 ms of a worker's time a page). Each worker keeps the records of the pages
 * it rendered in one file of its own, as the parse cache does.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { todayCalendarDate } from '../../src/lib/dates';
import type { SiteFile } from '../build/precompress';
import { BuildCache, type CacheAccess } from '../build-cache';
import { readWorkerFiles, removeOtherWorkerFiles, writeWorkerFile, type WorkerFiles } from '../worker-files';

/** The folder of the build cache the records are kept in. */
export const PAGE_CACHE_FOLDER = 'pages';

/** The build cache the records are kept in, and the key of what every page shares (the code, the templates, the day). */
export interface PageCache {
  access: CacheAccess;
  key: string;
}

/** What a page was made of and what it made. */
export interface PageRecord<Result> {
  /** The digest of each generated file its render read (see inputDigest). */
  inputs: [file: string, digest: string][];
  /** The files written for it (the page and its compressed forms), relative to the site, with their digests. */
  files: [file: string, digest: string][];
  /** What the build learned of the page when it rendered it. */
  result: Result;
}

const digest = (data: string | Uint8Array) => createHash('sha1').update(data).digest('base64');

/**
 * The key of everything a build's pages share: the code that renders them (every source and the
 * lock file, see codeKey), the mode, the templates (which name the bundles), the raster images'
 * variants (which a post's body names) and the day, in Houston and on the build machine's clock.
 */
export function sharedKey(parts: { code: string; mode: string; templates: string[]; images: string; today: Date }): string {
  return digest(JSON.stringify([parts.code, parts.mode, parts.templates.map(digest), digest(parts.images), todayCalendarDate(parts.today), parts.today.toDateString()]));
}

/** A worker's key: the build's shared key and what its worker adds (the parts' addresses, see partsOf). */
export const keyWith = (key: string, added: unknown) => digest(`${key}\0${JSON.stringify(added)}`);

/** The digest of a generated file as a render reads it: its JSON, and the source of the body kept beside it (a post's). */
export const inputDigest = (json: string | undefined, bodySource?: string) => digest(`${json ?? '\0none'}\0${bodySource ?? ''}`);

/** The cache's entries: `pages/pages-<worker>.bin` (see worker-files). */
const filesOf = ({ access, key }: PageCache): WorkerFiles => ({ cache: new BuildCache(access), folder: PAGE_CACHE_FOLDER, key, name: 'pages' });

/** The records of the last build: every worker's file, since the pages a worker is given change with the content. */
export const readPageRecords = <Result>(cache: PageCache) => readWorkerFiles<PageRecord<Result>>(filesOf(cache));

export const writePageRecords = <Result>(cache: PageCache, worker: number, records: Map<string, PageRecord<Result>>) => writeWorkerFile(filesOf(cache), worker, records);

/** Removes the files of workers beyond `workers` (a machine with fewer cores). */
export const removeOtherWorkers = (cache: PageCache, workers: number) => removeOtherWorkerFiles(filesOf(cache), workers);

/** A record of the files just written for a page: its inputs as read, and each file's digest. */
export function recordOf<Result>(inputs: [string, string][], files: SiteFile[], clientDir: string, result: Result): PageRecord<Result> {
  return { inputs, files: files.map(({ file, data }) => [path.relative(clientDir, file), digest(data)]), result };
}

/**
 * The page's files as the last build left them, to keep, when the page's inputs are the same
 * (`current` gives each file's digest now) and every file is still the bytes written; otherwise
 * undefined, and the page is rendered again.
 */
export function keptFiles(record: PageRecord<unknown>, current: (file: string) => string, clientDir: string): SiteFile[] | undefined {
  if (!record.inputs.every(([file, was]) => current(file) === was)) return undefined;
  const files: SiteFile[] = [];
  for (const [relative, was] of record.files) {
    const file = path.join(clientDir, relative);
    let data: Buffer;
    try {
      data = readFileSync(file);
    } catch {
      return undefined;
    }
    if (digest(data) !== was) return undefined;
    files.push({ file, data, kept: true });
  }
  return files;
}
