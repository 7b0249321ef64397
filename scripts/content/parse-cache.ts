/**
 * What the build's workers made of each content file, kept between builds: a build whose file is
 * the same, with the same code, takes its front matter and rendered body from here rather than
 * parsing and rendering its Markdown again (about 2 ms a post; a second of each worker's time at
 * 1,000 posts). Each worker keeps what it made or took in one file of its own, so the cache holds
 * only what the last build read, in as many files as there are workers.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { deserialize, serialize } from 'node:v8';
import type { RenderedBody } from '../../src/content/entry-types';
import type { ParsedEntry, SourceFile } from './parse-entry';

/** Where the parsed files are kept, and the code they were made with (with another, they are not used). */
export interface ParseCache {
  folder: string;
  key: string;
}

export type ParseResult = { parsed: ParsedEntry; body?: RenderedBody } | undefined;

interface CacheFile {
  key: string;
  entries: [id: string, result: ParseResult][];
}

const FILE = /^parsed-(\d+)\.bin$/;
const fileOf = (folder: string, worker: number) => path.join(folder, `parsed-${worker}.bin`);

/** A content file as the cache knows it: its bytes, and whether its body is kept apart (a post's). */
export const parseId = (source: SourceFile, keepBody: boolean) => createHash('sha1').update(keepBody ? 'post\0' : 'entry\0').update(source.raw).digest('base64');

/**
 * What the last build's workers made, by parseId: every worker's file, since the files a worker is
 * given change with the content. A file of other code, or one that cannot be read, is left out.
 */
export function readParsed({ folder, key }: ParseCache): Map<string, ParseResult> {
  const entries = new Map<string, ParseResult>();
  let files: string[];
  try {
    files = readdirSync(folder).filter((file) => FILE.test(file));
  } catch {
    return entries;
  }
  for (const file of files) {
    try {
      const cached = deserialize(readFileSync(path.join(folder, file))) as CacheFile;
      if (cached.key === key) for (const [id, result] of cached.entries) entries.set(id, result);
    } catch {
      // Damaged or from another version of Node: parsed again.
    }
  }
  return entries;
}

/** Keeps what worker `worker` made or took in this build, in full under a temporary name first. */
export function writeParsed({ folder, key }: ParseCache, worker: number, entries: Map<string, ParseResult>): void {
  mkdirSync(folder, { recursive: true });
  const file = fileOf(folder, worker);
  const cached: CacheFile = { key, entries: [...entries] };
  writeFileSync(`${file}.${process.pid}`, serialize(cached));
  renameSync(`${file}.${process.pid}`, file);
}

/** Removes the files of workers beyond `workers` (a machine with fewer cores): theirs would never be written again. */
export function removeOtherWorkers({ folder }: ParseCache, workers: number): void {
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

/**
 * The build's code, for a cache of what it makes: every source of the site and its scripts, and
 * the lock file of the packages. Any change to them makes the cache unused (it is then remade).
 */
export function codeKey(root: string): string {
  const hash = createHash('sha1');
  const files = ['src', 'scripts'].flatMap((dir) =>
    (readdirSync(path.join(root, dir), { recursive: true, withFileTypes: true }) as import('node:fs').Dirent[])
      .filter((entry) => entry.isFile())
      .map((entry) => path.join(entry.parentPath, entry.name)),
  );
  for (const file of [...files.sort(), path.join(root, 'package-lock.json')]) hash.update(path.relative(root, file)).update('\0').update(readFileSync(file));
  return hash.digest('base64');
}
