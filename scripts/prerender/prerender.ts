import { mkdirSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { PageResult, WorkerMessage } from './worker';

export interface PrerenderOptions {
  paths: string[];
  serverEntry: string;
  clientDir: string;
  /** The content compile's files as JSON text by their data paths. */
  data: ReadonlyMap<string, string>;
  /** Which of them only one page reads (a post's body), so only that page's worker gets it. */
  pageData: (path: string) => string | undefined;
  template: string;
  /** React renders its production build only under NODE_ENV=production. */
  mode: 'production' | 'development';
}

/**
 * Renders every path to HTML in worker threads, one per core, each taking an equal share. The
 * workers render and compress; this thread writes every file they send, one at a time: on the
 * build machines, files created from two threads at once took twice as long each, in the kernel.
 */
export async function prerender(options: PrerenderOptions): Promise<PageResult[]> {
  const workers = Math.max(1, Math.min(availableParallelism(), Math.ceil(options.paths.length / 8)));
  const shares = Array.from({ length: workers }, (_, i) => options.paths.filter((_, j) => j % workers === i));
  // Files that belong to one page each: a worker gets those of its own pages and every shared one.
  const others = new Set(options.paths.map(options.pageData).filter((file) => file !== undefined));
  const folders = new Set<string>();
  const write = (file: string, data: Uint8Array) => {
    const folder = path.dirname(file);
    if (!folders.has(folder)) mkdirSync(folder, { recursive: true });
    folders.add(folder);
    writeFileSync(file, data);
  };
  const runs = shares.map(
    (paths) =>
      new Promise<PageResult[]>((resolve, reject) => {
        const own = new Set(paths.map(options.pageData));
        const data = new Map([...options.data].filter(([file]) => !others.has(file) || own.has(file)));
        const worker = new Worker(new URL('./worker-entry.mjs', import.meta.url), {
          env: { ...process.env, NODE_ENV: options.mode },
          workerData: { paths, serverEntry: options.serverEntry, clientDir: options.clientDir, template: options.template, data },
        });
        worker.on('message', (message: WorkerMessage) => {
          if ('done' in message) resolve(message.done);
          else for (const { file, data } of message.files) write(file, data);
        });
        worker.once('error', reject);
        worker.once('exit', (code) => {
          if (code !== 0) reject(new Error(`Prerender worker stopped with exit code ${code}`));
        });
      }),
  );
  return (await Promise.all(runs)).flat();
}
