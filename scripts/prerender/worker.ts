import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parentPort, workerData } from 'node:worker_threads';
import type { ServerEntry } from '../../src/entry-server';
import { precompressData } from '../build/precompress';
import { createDiskSource } from './disk-source';
import { fillTemplate, htmlFileFor, notFoundPaths } from './pages';

interface Job {
  paths: string[];
  serverEntry: string;
  clientDir: string;
  dataDir: string;
  template: string;
}

export interface PageResult {
  path: string;
  status: number;
  file: string;
}

const job = workerData as Job;
const { render, NotFoundError } = (await import(pathToFileURL(job.serverEntry).href)) as ServerEntry;

const diskSource = createDiskSource(job.dataDir, NotFoundError);

const results: PageResult[] = [];
for (const pagePath of job.paths) {
  const page = await render(pagePath, diskSource);
  const expected = notFoundPaths.includes(pagePath) ? 404 : 200;
  if (page.status !== expected) throw new Error(`${pagePath} rendered with status ${page.status}, expected ${expected}`);
  const file = htmlFileFor(pagePath);
  const target = path.join(job.clientDir, file);
  // On this thread, like the render: the worker has a core of its own, and the thread pool shared
  // by every worker made each write wait behind the others' work.
  mkdirSync(path.dirname(target), { recursive: true });
  const html = Buffer.from(fillTemplate(job.template, { path: pagePath, ...page }));
  writeFileSync(target, html);
  // Compressed while the page is at hand: the last step need not read it again.
  await precompressData(target, html, job.clientDir, { sync: true });
  results.push({ path: pagePath, status: page.status, file });
}
parentPort!.postMessage(results);
