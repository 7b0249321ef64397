import { copyFileSync, linkSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';

/** The folder of the built site that holds every image variant. */
export const IMAGE_DIR = 'media';

/** The cache of a build at `root`, kept between builds; BUILD_CACHE_DIR moves it (for a CI cache). */
export function defaultCacheDir(root: string): string {
  return process.env.BUILD_CACHE_DIR ?? path.join(root, 'node_modules', '.cache', 'carebridge');
}

/** Where the image entries live inside a build cache. */
export const imageCacheDir = (cacheDir: string) => path.join(cacheDir, 'images');

/** File systems that cannot link (or not across them): the file is copied. */
const LINKLESS = new Set(['EXDEV', 'EPERM', 'ENOTSUP', 'EMLINK']);

/**
 * Puts a cached file into the built site as a hard link (no bytes written, and no file of its own
 * that emptying dist/ frees; a copy where the file system cannot link) and returns its size, or
 * undefined when the cache has no such file. A file already at `target` is replaced, never
 * written into. Synchronous, the calling thread's own: a few microseconds a file, where the pool
 * of file threads the build's threads share is busy with the build's writes (through it, a warm
 * build with 1,000 cards waited seconds).
 */
export function linkFromCache(cached: string, target: string): number | undefined {
  try {
    linkSync(cached, target);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? '';
    if (code === 'ENOENT') return undefined;
    if (code === 'EEXIST') {
      rmSync(target);
      return linkFromCache(cached, target);
    }
    if (!LINKLESS.has(code)) throw error;
    copyFileSync(cached, target);
  }
  return statSync(target).size;
}
