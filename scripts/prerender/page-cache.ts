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
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { deserialize, serialize } from 'node:v8';
import type { SiteFile } from '../build/precompress';

/** The folder of the build cache the records are kept in. */
export const PAGE_CACHE_FOLDER = 'pages';

/** Where the records are kept, and the key of what every page shares (the code, the templates, the day). */
export interface PageCache {
  folder: string;
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

interface CacheFile<Result> {
  key: string;
  records: [pagePath: string, record: PageRecord<Result>][];
}

const FILE = /^pages-(\d+)\.bin$/;
const fileOf = (folder: string, worker: number) => path.join(folder, `pages-${worker}.bin`);
const digest = (data: string | Uint8Array) => createHash('sha1').update(data).digest('base64');

/**
 * The key of everything a build's pages share: the code that renders them (every source and the
 * lock file, see codeKey), the mode, the templates (which name the bundles), the raster images'
 * variants (which a post's body names) and the day, in Houston and on the build machine's clock.
 */
export function sharedKey(parts: { code: string; mode: string; templates: string[]; images: string; today: Date }): string {
  const houston = parts.today.toLocaleDateString('en-CA', { timeZone: 'America/Chicago' });
  return digest(JSON.stringify([parts.code, parts.mode, parts.templates.map(digest), digest(parts.images), houston, parts.today.toDateString()]));
}

/** A worker's key: the build's shared key and what its worker adds (the parts' addresses, see partsOf). */
export const keyWith = (key: string, added: unknown) => digest(`${key}\0${JSON.stringify(added)}`);

/** The digest of a generated file as a render reads it: its JSON, and the source of the body kept beside it (a post's). */
export const inputDigest = (json: string | undefined, bodySource?: string) => digest(`${json ?? '\0none'}\0${bodySource ?? ''}`);

/** The records of the last build: every worker's file, since the pages a worker is given change with the content. */
export function readPageRecords<Result>({ folder, key }: PageCache): Map<string, PageRecord<Result>> {
  const records = new Map<string, PageRecord<Result>>();
  let files: string[];
  try {
    files = readdirSync(folder).filter((file) => FILE.test(file));
  } catch {
    return records;
  }
  for (const file of files) {
    try {
      const cached = deserialize(readFileSync(path.join(folder, file))) as CacheFile<Result>;
      if (cached.key === key) for (const [pagePath, record] of cached.records) records.set(pagePath, record);
    } catch {
      // Damaged or from another version of Node: its pages are rendered again.
    }
  }
  return records;
}

export function writePageRecords<Result>({ folder, key }: PageCache, worker: number, records: Map<string, PageRecord<Result>>): void {
  mkdirSync(folder, { recursive: true });
  const file = fileOf(folder, worker);
  const cached: CacheFile<Result> = { key, records: [...records] };
  writeFileSync(`${file}.${process.pid}`, serialize(cached));
  renameSync(`${file}.${process.pid}`, file);
}

/** Removes the files of workers beyond `workers` (a machine with fewer cores): theirs would never be written again. */
export function removeOtherWorkers({ folder }: PageCache, workers: number): void {
  let files: string[];
  try {
    files = readdirSync(folder);
  } catch {
    return;
  }
  for (const file of files) {
    const worker = FILE.exec(file)?.[1];
    if (worker !== undefined && Number(worker) >= workers) rmSync(path.join(folder, file), { force: true });
  }
}

/** A record of the files just written for a page: its inputs as read, and each file's digest. */
export function recordOf<Result>(inputs: [string, string][], files: SiteFile[], clientDir: string, result: Result): PageRecord<Result> {
  return { inputs, files: files.map(({ file, data }) => [path.relative(clientDir, file), digest(data)]), result };
}

/**
 * The page's files as the last build left them, to keep, when the page's inputs are the same
 * (`current` gives each file's digest now) and every file is still the bytes written; otherwise
 * undefined, and the page is rendered again.
 */
export function keptFiles(record: PageRecord<unknown> | undefined, current: (file: string) => string, clientDir: string): SiteFile[] | undefined {
  if (!record || !record.inputs.every(([file, was]) => current(file) === was)) return undefined;
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
