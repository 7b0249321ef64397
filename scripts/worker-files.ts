/**
 * A cache the build's workers keep between builds, one entry per worker (`<name>-<worker>.bin` in
 * its folder of the build cache): each worker writes what it made or took in this build, and every
 * worker reads every worker's entry, since the work a worker is given changes with the content. An
 * entry made under another key (other code), or one that is not this build's cache's, is left out:
 * its work is done again.
 */
import { deserialize, serialize } from 'node:v8';
import type { BuildCache } from './build-cache';

export interface WorkerFiles {
  cache: BuildCache;
  /** The folder of the build cache the entries are kept in. */
  folder: string;
  /** What the entries were made with; under another key they are not used. */
  key: string;
  /** The entries' name before the worker's number. */
  name: string;
}

interface CacheFile<Entry> {
  key: string;
  entries: [id: string, entry: Entry][];
}

const entryOf = ({ folder, name }: WorkerFiles, worker: number) => `${folder}/${name}-${worker}.bin`;
/** The worker whose entry `file` is, if it is one of the entries named `name`. */
const workerOf = (name: string, file: string) => new RegExp(`^${name}-(\\d+)\\.bin$`).exec(file)?.[1];

/** Every worker's entries made under the key. */
export function readWorkerFiles<Entry>(files: WorkerFiles): Map<string, Entry> {
  const entries = new Map<string, Entry>();
  for (const file of files.cache.list(files.folder).filter((each) => workerOf(files.name, each) !== undefined)) {
    // Read through the cache, which checks the entry's tag before anything is deserialised.
    const data = files.cache.read(`${files.folder}/${file}`);
    if (data === undefined) continue;
    let cached: CacheFile<Entry>;
    try {
      cached = deserialize(data) as CacheFile<Entry>;
    } catch {
      // From another version of Node: its work is done again.
      continue;
    }
    if (cached.key === files.key) for (const [id, entry] of cached.entries) entries.set(id, entry);
  }
  return entries;
}

/** Keeps what worker `worker` made or took in this build. */
export function writeWorkerFile<Entry>(files: WorkerFiles, worker: number, entries: Map<string, Entry>): void {
  const cached: CacheFile<Entry> = { key: files.key, entries: [...entries] };
  files.cache.write(entryOf(files, worker), serialize(cached));
}

/** Removes the entries of workers beyond `workers` (a machine with fewer cores): theirs would never be written again. */
export function removeOtherWorkerFiles(files: WorkerFiles, workers: number): void {
  for (const file of files.cache.list(files.folder)) {
    const worker = workerOf(files.name, file);
    if (worker !== undefined && Number(worker) >= workers) files.cache.remove(`${files.folder}/${file}`);
  }
}
