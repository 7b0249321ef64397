import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { DataSource } from '../../src/data/source';

/**
 * Reads generated JSON from disk for server rendering. `NotFound` is the error class of the
 * module graph that renders (the server bundle, or Vite's SSR graph in dev).
 */
export function createDiskSource(dataDir: string, NotFound: new (file: string) => Error, cache = true): DataSource {
  const loaded = new Map<string, Promise<unknown>>();
  return {
    load(file) {
      let entry = cache ? loaded.get(file) : undefined;
      if (!entry) {
        entry = readFile(path.join(dataDir, file), 'utf8').then(
          (text) => JSON.parse(text) as unknown,
          (error: NodeJS.ErrnoException) => {
            throw error.code === 'ENOENT' ? new NotFound(file) : error;
          },
        );
        if (cache) loaded.set(file, entry);
      }
      return entry;
    },
  };
}
