import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parentPort, workerData } from 'node:worker_threads';
import type { ServerEntry } from '../../src/entry-server';
import { compressedForms } from '../build/precompress';
import { createMemorySource } from './memory-source';
import { fillTemplate, htmlFileFor, notFoundPaths } from './pages';

interface Job {
  paths: string[];
  serverEntry: string;
  clientDir: string;
  /** The generated files this worker's pages read, as JSON text by their data paths. */
  data: Map<string, string>;
  template: string;
}

export interface PageResult {
  path: string;
  status: number;
  file: string;
}

/** What a worker sends: the files of one page to write, or, last, every page it rendered. */
export type WorkerMessage = { files: { file: string; data: Uint8Array }[] } | { done: PageResult[] };

const job = workerData as Job;
const { render, NotFoundError } = (await import(pathToFileURL(job.serverEntry).href)) as ServerEntry;

const source = createMemorySource(job.data, NotFoundError);
const send = (message: WorkerMessage) => parentPort!.postMessage(message);

const results: PageResult[] = [];
for (const pagePath of job.paths) {
  // The header and footer are rendered once per process and copied into later pages.
  const page = await render(pagePath, source, { reuseSharedMarkup: true });
  const expected = notFoundPaths.includes(pagePath) ? 404 : 200;
  if (page.status !== expected) throw new Error(`${pagePath} rendered with status ${page.status}, expected ${expected}`);
  const file = htmlFileFor(pagePath);
  const target = path.join(job.clientDir, file);
  const html = Buffer.from(fillTemplate(job.template, { path: pagePath, ...page }));
  // Compressed while the page is at hand, on this worker's own core; written by the parent.
  send({ files: [{ file: target, data: html }, ...compressedForms(target, html, job.clientDir)] });
  results.push({ path: pagePath, status: page.status, file });
}
send({ done: results });
