/**
 * npm run build: content -> client and server bundles (in parallel) -> one HTML file per page
 * (worker threads) -> sitemap.xml and robots.txt -> .br and .gz beside every text file. Writes dist/.
 */
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { build } from 'vite';
import { browserDataFiles, dataFiles, type BlogPostSummary, type SiteConfig } from '../src/content/types';
import { compileContent } from './content/compile';
import { dataDir, distDir, root } from './content/paths';
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

if (!compileContent({ includeDrafts: false })) process.exit(1);

const clientDir = path.join(distDir, 'client');
const serverDir = path.join(distDir, 'server');
await rm(distDir, { recursive: true, force: true });
await Promise.all([
  build({ root, mode, logLevel: 'warn', build: { outDir: clientDir, emptyOutDir: true } }),
  build({ root, mode, logLevel: 'warn', build: { outDir: serverDir, emptyOutDir: true, ssr: 'src/entry-server.tsx' } }),
]);
// The template lives outside the served folder, so re-running the prerender never reads a page.
const templateFile = path.join(distDir, 'template.html');
await rename(path.join(clientDir, 'index.html'), templateFile);
step('Bundles built');

const builtData = path.join(clientDir, path.relative(path.join(root, 'public'), dataDir));
const readJson = async <T>(file: string) => JSON.parse(await readFile(path.join(builtData, file), 'utf8')) as T;
const posts = await readJson<BlogPostSummary[]>(dataFiles.blogIndex);
const site = await readJson<SiteConfig>(dataFiles.site);
const totals: ListingTotals = {
  '/blog': posts.length,
  '/resources': (await readJson<unknown[]>(dataFiles.resources)).length,
  '/resources/guides': (await readJson<unknown[]>(dataFiles.guides)).length,
};

/** Removes the generated files no browser asks for (each post's body, the pages' data): the HTML has them. */
async function pruneServerOnlyData(dir: string) {
  const keep = new Set(browserDataFiles.map((file) => path.join(dir, file)));
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    const file = path.join(entry.parentPath, entry.name);
    if (entry.isFile() && !keep.has(file)) await rm(file);
  }
}

const pages = await prerender({
  paths: pagesToRender(posts, totals),
  serverEntry: path.join(serverDir, 'entry-server.js'),
  clientDir,
  dataDir: builtData,
  template: await readFile(templateFile, 'utf8'),
  mode,
});
await pruneServerOnlyData(builtData);
await writeFile(path.join(clientDir, 'sitemap.xml'), await sitemapXml(site, posts, laterListingPages(totals)));
await writeFile(path.join(clientDir, 'robots.txt'), robotsTxt(site));
const rssFile = path.join(clientDir, RSS_PATH);
await mkdir(path.dirname(rssFile), { recursive: true });
await writeFile(rssFile, rssXml(site, posts));
await writeFile(path.join(distDir, 'build-info.json'), JSON.stringify({ mode, builtAt: new Date().toISOString(), pages: pages.length }));
step(`Prerendered ${pages.length} pages`);
// Last, so every file the server sends has its compressed forms beside it.
const compressed = await precompressDir(clientDir);
step(`Precompressed ${compressed.length} files (brotli and gzip)`);
