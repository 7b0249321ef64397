/**
 * The build cache: what a build keeps for the next one (the parsed content, what each page was
 * rendered from, the images' variants, the social cards, the search index). Its folder comes from
 * outside the repository (CI restores it, hosts keep node_modules, BUILD_CACHE_DIR may name any
 * folder), so whoever can write it must not be able to write the site. This module is the only
 * door into it: every entry is written with an HMAC-SHA256 tag, under a key that never lives in the
 * cache, over its name and its bytes, and read back only when the tag is right.
 *
 * - An entry made under another key (a pull request from a fork, which has no secrets; a rotated
 *   key; an older build's format) is a miss: its work is done again.
 * - An entry that names this build's key but whose tag is wrong was changed after it was made: the
 *   build stops and says how to clear the cache, rather than guess what else was changed.
 *
 * The key is BUILD_CACHE_KEY when it is set (CI and hosts pass it as a secret). On a developer's
 * machine without it, a random key is made once and kept in the checkout, outside the cache; on
 * CI and build hosts without it, each build has a key of its own that nobody keeps, so nothing in
 * the cache is used. docs/build-cache.md holds the threat model.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { readIfThere } from './build/precompress';
import { keepWritten, writeOver } from './build/written-over';

/** What a worker thread is given to open the same cache: its folder and key. */
export interface CacheAccess {
  dir: string;
  key: Uint8Array;
}

/** The shortest BUILD_CACHE_KEY taken: 32 characters of `openssl rand -hex 32` are 128 bits. */
export const MIN_KEY_LENGTH = 32;
/** Where a developer's machine keeps its key, in the checkout (ignored by git and Docker). */
export const LOCAL_KEY_FILE = '.build-cache-key';

const MAGIC = Buffer.from('CBC1');
const KEY_ID_BYTES = 16;
const TAG_BYTES = 32;
const HEADER_BYTES = MAGIC.length + KEY_ID_BYTES + TAG_BYTES;
/** A name is folders and a file of these characters: nothing can climb out of the cache's folder. */
const NAME_PART = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;

/** A cache entry whose tag is wrong: it was changed after this build's key made it. */
export class TamperedCacheError extends Error {
  constructor(dir: string, name: string) {
    super(
      [
        `The build cache holds an entry that was changed after it was made: ${name}, in ${dir}.`,
        'Nothing in that folder can be trusted now, so the build stops rather than put it into the site.',
        `Remove the folder (rm -rf "${dir}") and build again; if CI restored it, delete that cache too`,
        "(GitHub: the repository's Actions > Caches, the build-cache entries; Netlify: Clear cache and deploy site).",
      ].join('\n'),
    );
    this.name = 'TamperedCacheError';
  }
}

function checkName(name: string): string {
  const parts = name.split('/');
  if (!parts.every((part) => NAME_PART.test(part))) throw new Error(`Not a build cache entry's name: ${JSON.stringify(name)}`);
  return path.join(...parts);
}

export class BuildCache {
  readonly dir: string;
  readonly #key: Buffer;
  readonly #keyId: Buffer;

  constructor({ dir, key }: CacheAccess) {
    this.dir = dir;
    this.#key = Buffer.from(key);
    this.#keyId = createHmac('sha256', this.#key).update('build cache key id').digest().subarray(0, KEY_ID_BYTES);
  }

  /** What a worker thread opens the same cache with. */
  get access(): CacheAccess {
    return { dir: this.dir, key: this.#key };
  }

  #tag(name: string, data: Uint8Array): Buffer {
    return createHmac('sha256', this.#key).update(MAGIC).update(name).update('\0').update(data).digest();
  }

  /**
   * The bytes of entry `name` (folders joined by `/`), or undefined when there is none, or none
   * made under this key. Throws TamperedCacheError for an entry of this key whose bytes changed.
   */
  read(name: string): Buffer | undefined {
    const entry = path.join(this.dir, checkName(name));
    let file: Buffer;
    try {
      file = readFileSync(entry);
    } catch {
      return undefined;
    }
    if (file.length < HEADER_BYTES || !file.subarray(0, MAGIC.length).equals(MAGIC)) return undefined;
    if (!file.subarray(MAGIC.length, MAGIC.length + KEY_ID_BYTES).equals(this.#keyId)) return undefined;
    const data = file.subarray(HEADER_BYTES);
    if (!timingSafeEqual(file.subarray(MAGIC.length + KEY_ID_BYTES, HEADER_BYTES), this.#tag(name, data))) throw new TamperedCacheError(this.dir, name);
    return data;
  }

  /** Keeps `data` as entry `name`, written in full under a temporary name first, so no reader sees half an entry. */
  write(name: string, data: Uint8Array): void {
    const file = path.join(this.dir, checkName(name));
    mkdirSync(path.dirname(file), { recursive: true });
    const temporary = `${file}.${process.pid}-${randomBytes(6).toString('hex')}.tmp`;
    try {
      writeFileSync(temporary, Buffer.concat([MAGIC, this.#keyId, this.#tag(name, data), data]));
      renameSync(temporary, file);
    } catch (error) {
      rmSync(temporary, { force: true });
      throw error;
    }
  }

  /** The names of the entries directly in `folder` (a cache name), or none. */
  list(folder: string): string[] {
    const entries = path.join(this.dir, checkName(folder));
    try {
      return readdirSync(entries).filter((file) => NAME_PART.test(file) && !file.endsWith('.tmp'));
    } catch {
      return [];
    }
  }

  remove(name: string): void {
    rmSync(path.join(this.dir, checkName(name)), { recursive: true, force: true });
  }

  /**
   * Puts entry `name` into the built site at `target` and returns its size, or undefined when the
   * cache has no such entry. A file already there with the same bytes (the last build's) is kept
   * as it is; any other is written over. The site's file is never a link into the cache, so nothing
   * done to the cache later reaches the site.
   */
  copyOut(name: string, target: string): number | undefined {
    const data = this.read(name);
    if (data === undefined) return undefined;
    // A file linked from elsewhere (a build before this door linked cards into the cache) is
    // replaced by a file of its own, even with the same bytes.
    if (readIfThere(target)?.equals(data) && statSync(target).nlink === 1) keepWritten(target);
    else writeOver(target, data);
    return data.length;
  }
}

/** Whether this process runs on CI or a build host, where a key file in the checkout is not private. */
const onBuildHost = (env: NodeJS.ProcessEnv) => ['CI', 'NETLIFY', 'CF_PAGES', 'GITHUB_ACTIONS'].some((name) => !!env[name] && env[name] !== 'false');

/** The key of a developer's machine: made once, at random, and kept in the checkout. */
function localKey(file: string): Buffer {
  try {
    writeFileSync(file, `${randomBytes(32).toString('hex')}\n`, { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const text = readFileSync(file, 'utf8').trim();
  if (!/^[0-9a-f]{64}$/.test(text)) throw new Error(`${file} is not a build cache key (64 hex digits). Remove it: the next build makes a new one.`);
  return Buffer.from(text, 'hex');
}

export interface OpenedCache {
  cache: BuildCache;
  /** How the key was found, for the build's log. */
  keySource: 'BUILD_CACHE_KEY' | 'local' | 'none';
}

/**
 * The build cache of the project at `root`: `node_modules/.cache/carebridge/`, or BUILD_CACHE_DIR,
 * with its key (see the top of this file).
 */
export function openBuildCache(root: string, env: NodeJS.ProcessEnv = process.env): OpenedCache {
  const dir = path.resolve(root, env.BUILD_CACHE_DIR || path.join('node_modules', '.cache', 'carebridge'));
  const secret = env.BUILD_CACHE_KEY ?? '';
  if (secret !== '') {
    if (secret.length < MIN_KEY_LENGTH) {
      throw new Error(`BUILD_CACHE_KEY is ${secret.length} characters long; it needs at least ${MIN_KEY_LENGTH} random ones (openssl rand -hex 32).`);
    }
    return { cache: new BuildCache({ dir, key: Buffer.from(secret) }), keySource: 'BUILD_CACHE_KEY' };
  }
  if (onBuildHost(env)) return { cache: new BuildCache({ dir, key: randomBytes(32) }), keySource: 'none' };
  const keyFile = path.join(root, LOCAL_KEY_FILE);
  const inside = path.relative(dir, keyFile);
  if (!inside.startsWith('..') && !path.isAbsolute(inside)) {
    throw new Error(`BUILD_CACHE_DIR (${dir}) holds the build cache's key (${keyFile}): point it at a folder of its own.`);
  }
  return { cache: new BuildCache({ dir, key: localKey(keyFile) }), keySource: 'local' };
}
