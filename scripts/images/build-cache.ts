import path from 'node:path';

/** The folder of the built site that holds every image variant. */
export const IMAGE_DIR = 'media';

/** The cache of a build at `root`, kept between builds; BUILD_CACHE_DIR moves it (for a CI cache). */
export function defaultCacheDir(root: string): string {
  return process.env.BUILD_CACHE_DIR ?? path.join(root, 'node_modules', '.cache', 'carebridge');
}

/** Where the image entries live inside a build cache. */
export const imageCacheDir = (cacheDir: string) => path.join(cacheDir, 'images');
