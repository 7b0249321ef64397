/**
 * A cache the build's workers keep between builds, one file per worker (`<name>-<worker>.bin` in
 * its folder): each worker writes what it made or took in this build, and every worker reads every
 * worker's file, since the work a worker is given changes with the content. A file made under
 * another key (other code), or one that cannot be read, is left out: its work is done again.
 */
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { deserialize, serialize } from 'node:v8';

export interface WorkerFiles {
  folder: string;
  /** What the entries were made with; under another key they are not used. */
  key: string;
  /** The files' name before the worker's number. */
  name: string;
}

interface CacheFile<Entry> {
  key: string;
  entries: [id: string, entry: Entry][];
}

const fileOf = ({ folder, name }: WorkerFiles, worker: number) => path.join(folder, `${name}-${worker}.bin`);
/** The worker whose file `file` is, if it is one of the files named `name`. */
const workerOf = (name: string, file: string) => new RegExp(`^${name}-(\\d+)\\.bin$`).exec(file)?.[1];

/** Every worker's entries made under the key. */
export function readWorkerFiles<Entry>(files: WorkerFiles): Map<string, Entry> {
  const entries = new Map<string, Entry>();
  let names: string[];
  try {
    names = readdirSync(files.folder).filter((file) => workerOf(files.name, file) !== undefined);
  } catch {
    return entries;
  }
  for (const file of names) {
    try {
      const cached = deserialize(readFileSync(path.join(files.folder, file))) as CacheFile<Entry>;
      if (cached.key === files.key) for (const [id, entry] of cached.entries) entries.set(id, entry);
    } catch {
      // Damaged or from another version of Node: its work is done again.
    }
  }
  return entries;
}

/** Keeps what worker `worker` made or took in this build, in full under a temporary name first. */
export function writeWorkerFile<Entry>(files: WorkerFiles, worker: number, entries: Map<string, Entry>): void {
  mkdirSync(files.folder, { recursive: true });
  const file = fileOf(files, worker);
  const cached: CacheFile<Entry> = { key: files.key, entries: [...entries] };
  writeFileSync(`${file}.${process.pid}`, serialize(cached));
  renameSync(`${file}.${process.pid}`, file);
}

/** Removes the files of workers beyond `workers` (a machine with fewer cores): theirs would never be written again. */
export function removeOtherWorkerFiles({ folder, name }: WorkerFiles, workers: number): void {
  let names: string[];
  try {
    names = readdirSync(folder);
  } catch {
    return;
  }
  for (const file of names) {
    const worker = workerOf(name, file);
    if (worker !== undefined && Number(worker) >= workers) rmSync(path.join(folder, file), { force: true });
  }
}
