/**
 * npm run build: content (a worker thread, handing its files over in memory) beside the client
 * and server bundles -> public/ and the data the browser fetches -> one HTML file per page, with
 * its .br and .gz (worker threads) -> sitemap.xml, robots.txt and RSS -> .br and .gz beside every
 * other text file. Writes dist/ only.
 */
import { cp, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { Worker } from 'node:worker_threads';
import path from 'node:path';
import { build } from 'vite';
import { dataFiles, type BlogPostSummary, type SiteConfig } from '../src/content/types';
import { browserDataFiles } from '../src/features/search/load-searcher';
import { blogPostPath } from '../src/config/routes';
import { dataDir, distDir, publicDir, root } from './content/paths';
import { rssXml } from './content/rss';
import { RSS_PATH } from '../src/features/blog/feed-link';
import { precompressDir } from './build/precompress';
import { robotsTxt, sitemapXml } from './prerender/discovery';
import { laterListingPages, pagesToRender, type ListingTotals } from './prerender/pages';
import { prerender } from './prerender/prerender';

const mode = process.argv.includes('--development') ? 'development' : 'production';
process.env.NODE_ENV = mode;
const started = performance.now();
const step = (label: string) => console.log(`${label} (${((performance.now() - started) / 1000).toFixed(1)} s)`);

/**
 * The content compile, in a worker thread: the bundles never read content, so they build meanwhile.
 * Resolves to its files as JSON text by data path, or null when content has problems.
 */
function compileInWorker(): Promise<Map<string, string> | null> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./content/compile-worker.mjs', import.meta.url), { workerData: { includeDrafts: false } });
    worker.once('message', (files: [string, string][] | null) => resolve(files && new Map(files)));
    worker.once('error', reject);
    worker.once('exit', (code) => code !== 0 && reject(new Error(`The content compile stopped with exit code ${code}`)));
  });
}

const clientDir = path.join(distDir, 'client');
const serverDir = path.join(distDir, 'server');
await rm(distDir, { recursive: true, force: true });
const [data] = await Promise.all([
  compileInWorker(),
  // Neither bundle copies public/: its generated data is written meanwhile, the browser needs only
  // some of it (below), and the server bundle none (it reads content through its data source).
  build({ root, mode, logLevel: 'warn', build: { outDir: clientDir, emptyOutDir: true, copyPublicDir: false } }),
  build({ root, mode, logLevel: 'warn', build: { outDir: serverDir, emptyOutDir: true, copyPublicDir: false, ssr: 'src/entry-server.tsx' } }),
]);
if (!data) process.exit(1);
// The template lives outside the served folder, so re-running the prerender never reads a page.
const templateFile = path.join(distDir, 'template.html');
await rename(path.join(clientDir, 'index.html'), templateFile);
step('Content compiled and bundles built');

// public/ as it is, without data generated there by development runs; of the generated data,
// only the files the browser fetches: the rest (each post's body, the pages' data) is read while
// prerendering, and the HTML carries it.
const generatedTop = path.relative(publicDir, dataDir).split(path.sep)[0]!;
await cp(publicDir, clientDir, { recursive: true, filter: (source) => path.relative(publicDir, source).split(path.sep)[0] !== generatedTop });
const builtData = path.join(clientDir, path.relative(publicDir, dataDir));
for (const file of browserDataFiles()) {
  await mkdir(path.dirname(path.join(builtData, file)), { recursive: true });
  await writeFile(path.join(builtData, file), data.get(file)!);
}
const readJson = <T>(file: string) => JSON.parse(data.get(file)!) as T;
const posts = readJson<BlogPostSummary[]>(dataFiles.blogIndex);
const site = readJson<SiteConfig>(dataFiles.site);
const totals: ListingTotals = {
  '/blog': posts.length,
  '/resources': readJson<unknown[]>(dataFiles.resources).length,
  '/resources/guides': readJson<unknown[]>(dataFiles.guides).length,
};
const postFiles = new Map(posts.map((post) => [blogPostPath(post.slug), dataFiles.blogPost(post.slug)]));

const pages = await prerender({
  paths: pagesToRender(posts, totals),
  serverEntry: path.join(serverDir, 'entry-server.js'),
  clientDir,
  data,
  pageData: (pagePath) => postFiles.get(pagePath),
  template: await readFile(templateFile, 'utf8'),
  mode,
});
await writeFile(path.join(clientDir, 'sitemap.xml'), await sitemapXml(site, posts, laterListingPages(totals)));
await writeFile(path.join(clientDir, 'robots.txt'), robotsTxt(site));
const rssFile = path.join(clientDir, RSS_PATH);
await mkdir(path.dirname(rssFile), { recursive: true });
await writeFile(rssFile, rssXml(site, posts));
await writeFile(path.join(distDir, 'build-info.json'), JSON.stringify({ mode, builtAt: new Date().toISOString(), pages: pages.length }));
step(`Prerendered ${pages.length} pages`);
// Last, so every file the server sends has its compressed forms beside it (the pages have theirs
// from the workers that rendered them).
const compressed = await precompressDir(clientDir, { done: new Set(pages.map((page) => path.join(clientDir, page.file))) });
step(`Precompressed ${compressed.length} more files (brotli and gzip)`);
