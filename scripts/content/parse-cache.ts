/**
 * What the build's workers made of each content file, kept between builds: a build whose file is
 * the same, with the same code, takes its front matter and rendered body from here rather than
 * parsing and rendering its Markdown again (about 2 ms a post; a second of each worker's time at
 * 1,000 posts). Each worker keeps what it made or took in one file of its own, so the cache holds
 * only what the last build read, in as many files as there are workers.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { RenderedBody } from '../../src/content/entry-types';
import type { ParsedEntry, SourceFile } from './parse-entry';
import { BuildCache, type CacheAccess } from '../build-cache';
import { readWorkerFiles, removeOtherWorkerFiles, writeWorkerFile, type WorkerFiles } from '../worker-files';

/** The build cache the parsed files are kept in, and the code they were made with (with another, they are not used). */
export interface ParseCache {
  access: CacheAccess;
  key: string;
}

export type ParseResult = { parsed: ParsedEntry; body?: RenderedBody } | undefined;

/** A content file as the cache knows it: its bytes, and whether its body is kept apart (a post's). */
export const parseId = (source: SourceFile, keepBody: boolean) => createHash('sha1').update(keepBody ? 'post\0' : 'entry\0').update(source.raw).digest('base64');

/** The cache's entries: `parsed/parsed-<worker>.bin` (see worker-files). */
const filesOf = ({ access, key }: ParseCache): WorkerFiles => ({ cache: new BuildCache(access), folder: 'parsed', key, name: 'parsed' });

/**
 * What the last build's workers made, by parseId: every worker's file, since the files a worker is
 * given change with the content. A file of other code, or one that cannot be read, is left out.
 */
export const readParsed = (cache: ParseCache) => readWorkerFiles<ParseResult>(filesOf(cache));

/** Keeps what worker `worker` made or took in this build. */
export const writeParsed = (cache: ParseCache, worker: number, entries: Map<string, ParseResult>) => writeWorkerFile(filesOf(cache), worker, entries);

/** Removes the files of workers beyond `workers` (a machine with fewer cores). */
export const removeOtherWorkers = (cache: ParseCache, workers: number) => removeOtherWorkerFiles(filesOf(cache), workers);

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
