import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { PageResult } from './worker';

export interface PrerenderOptions {
  paths: string[];
  serverEntry: string;
  clientDir: string;
  dataDir: string;
  template: string;
  /** React renders its production build only under NODE_ENV=production. */
  mode: 'production' | 'development';
}

/** Renders every path to HTML in worker threads, one per core, each taking an equal share. */
export async function prerender(options: PrerenderOptions): Promise<PageResult[]> {
  const workers = Math.max(1, Math.min(availableParallelism(), Math.ceil(options.paths.length / 8)));
  const shares = Array.from({ length: workers }, (_, i) => options.paths.filter((_, j) => j % workers === i));
  const runs = shares.map(
    (paths) =>
      new Promise<PageResult[]>((resolve, reject) => {
        const worker = new Worker(new URL('./worker-entry.mjs', import.meta.url), {
          env: { ...process.env, NODE_ENV: options.mode },
          workerData: { ...options, paths },
        });
        worker.once('message', resolve);
        worker.once('error', reject);
        worker.once('exit', (code) => {
          if (code !== 0) reject(new Error(`Prerender worker stopped with exit code ${code}`));
        });
      }),
  );
  return (await Promise.all(runs)).flat();
}
