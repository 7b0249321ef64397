/**
 * npm run build: build workers (one per core) parse the posts while the client and server bundles
 * build; the content compile checks everything with what they found -> public/ and the data the
 * browser fetches -> one HTML file per page, with its .br and .gz, each post's page rendered by
 * the worker that parsed it -> sitemap.xml, robots.txt and RSS -> .br and .gz beside every other
 * text file; meanwhile, the production server as plain JavaScript (dist/server/serve.mjs), checked,
 * with the server bundle, to need no package outside `dependencies`. Writes dist/ only.
 * Run compiled by scripts/build.mjs, which empties dist/ first.
 */
import { cp, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { dataFiles, type BlogPostSummary, type Job, type SiteConfig } from '../src/content/types';
import { browserDataFiles } from '../src/features/search/listing-files';
import { collections, listed } from '../src/content/collections';
import { allLanguages, dataPrefix, DEFAULT_LANGUAGE, languageOfPath, translatedLanguages, type Language } from '../src/config/languages';
import { blogPostPath, jobPath, localPath } from '../src/config/routes';
import { pathIn } from '../src/content/collections/routes';
import { compile } from './content/compile';
import { buildInfoFile, clientDir, contentDir, dataDir, distDir, publicDir, root, serverDir } from './content/paths';
import { contentSources } from './content/pipeline';
import { formatWarnings } from './content/translations';
import { contentTypes } from './content/types';
import { rssXml } from './content/rss';
import { rssPath } from '../src/features/blog/feed-link';
import { ALTERNATES_FILE, type Alternates } from '../src/content/page-heads';
import { PAGE_ROUTES_FILE, type PageRoutes } from '../src/content/page-routes';
import { precompressDir, type PrecompressedFile } from './build/precompress';
import { bundleServer, checkProductionImports, productionDependencies, SERVER_BUNDLES } from './build/server-bundle';
import { describeThirdParty, loadPolicy, thirdPartyInSite } from './build/third-party';
import { robotsTxt, sitemapXml } from './prerender/discovery';
import { laterListingPages, pagesToRender, type ListingTotals, type TranslatedPages } from './prerender/pages';
import { BuildWorkers } from './prerender/prerender';
import { PARTS_FOLDER } from '../src/lib/part-addresses';
import { BUILT_FORM_PAGES_FILE, builtFormPagesModule, FORM_SITE_FILE, formPageDataFiles, FORMS_TEMPLATE_FILE } from '../src/server/forms/form-pages';
import { writeSecurityHeaders } from './build/security-headers';
import { cmsConfig, readEditorModel } from './editor/cms-config';
import { EDITOR_CHUNK_LIMIT_KB, EDITOR_TEMPLATE, editorCodeLanguages, editorConfigModule, editorFontsFromOrigin } from './editor/vite-plugins';
import { filesEndingWith } from './build/site-files';
import { buildStart, removeUnwritten } from './build/written-over';
import { addResponsiveImages } from './images/content-images';
import { IMAGE_DIR, IMAGE_ENCODER } from './images/responsive';
import { cardRendererKey } from './images/social-card';
import { openBuildCache } from './build-cache';
import { codeDigest } from './code-digest';
import { sharedPicture } from '../src/components/primitives/responsive-image';
import { socialCardPath, SOCIAL_CARD } from '../src/features/head/social-card-path';
import { jobPaths, postPaths, searchedPages } from './search-index/searched-pages';
import { searchRecords } from './search-index/records';
import { searchIndexKey, SiteSearchIndex } from './search-index/site-index';
import { codeKey } from './content/parse-cache';
import { sharedKey } from './prerender/page-cache';

const mode = process.argv.includes('--development') ? 'development' : 'production';
process.env.NODE_ENV = mode;
const started = performance.now();
// Files of the built site older than this were not written by this build (see written-over).
const writtenSince = buildStart(distDir);
const step = (label: string) => console.log(`${label} (${((performance.now() - started) / 1000).toFixed(1)} s)`);

// The site's search index, in Pagefind's own process, which starts now and indexes each page as it
// is written. SEARCH_INDEX=off builds without it (the benchmark's baseline for what it adds).
// A build whose searched pages and records are those of the last index built uses that index,
// kept in the build cache with Pagefind's version and the index's code as its key.
// Everything the build keeps for the next one goes through the build cache, which takes back only
// entries made under its key (see build-cache.ts).
const { cache, keySource } = openBuildCache(root);
if (keySource === 'none') console.log('Build cache: not used, this host keeps no key of its own (set BUILD_CACHE_KEY, a secret, to use it)');
const searchIndex = process.env.SEARCH_INDEX === 'off' ? undefined : new SiteSearchIndex({ cache, key: searchIndexKey(root) });
searchIndex?.start();
const dependencies = productionDependencies(root);
// In esbuild's own process, beside everything else; checked once the server bundle is there too.
const serverBundled = bundleServer(serverDir, dependencies);
serverBundled.catch(() => undefined); // reported with the check, once the pages are written
// Before Vite is loaded, so they start up meanwhile.
// As deep in dist/ as the sources in scripts/, so the paths of scripts/content/paths hold in it too.
const workers = new BuildWorkers(path.join(distDir, 'build', 'worker.mjs'), mode);
const { build } = await import('vite');
// The bundles never read content, so they build while the workers parse it.
const serverEntry = path.join(serverDir, 'entry-server.js');
let assetsCompressed: Promise<PrecompressedFile[]> | undefined;
/** The assets a Vite build wrote (under assets/), by their paths; its page is the template's. */
const assetsDir = path.join(clientDir, 'assets');
const written = (result: Awaited<ReturnType<typeof build>>) =>
  (Array.isArray(result) ? result : [result])
    .flatMap((each) => ('output' in each ? each.output.map((output) => path.join(clientDir, output.fileName)) : []))
    .filter((file) => file.startsWith(assetsDir + path.sep));
// Neither bundle copies public/: its generated data is written meanwhile, the browser needs only
// some of it (below), and the server bundle none (it reads content through its data source).
// The form pages' small entry is a build of its own, so that no chunk is shared with the site's
// (the zod rules would otherwise grow the newsletter's chunk on every page); it adds its assets.
// The site's folder is not emptied: the previous build's pages are written over in place.
const siteBundles = build({ root, mode, logLevel: 'warn', build: { outDir: clientDir, emptyOutDir: false, copyPublicDir: false } }).then(async (site) => [
  ...written(site),
  ...written(await build({ root, mode, logLevel: 'warn', build: { outDir: clientDir, emptyOutDir: false, copyPublicDir: false, rolldownOptions: { input: path.join(root, 'forms.html') } } })),
]);
// The content editor (/admin) is a third build, so no chunk of it is shared with the site's
// pages: its configuration generated from the content model, its fonts from our origin. Its
// page is written as it was built (admin.html) and served at /admin. Nothing of the site waits
// for it: it builds, and its files are compressed (as pages are: precompressDir's `lighter`),
// while the pages render; the build awaits it once they are written.
const editorBuilt = siteBundles
  .then(() =>
    build({
      root,
      mode,
      logLevel: 'warn',
      plugins: [editorConfigModule(cmsConfig(readEditorModel(root, contentTypes))), editorFontsFromOrigin(), editorCodeLanguages()],
      // Rolldown's note on the time plugins take names Vite's own asset plugin reading the 2 MB
      // prebuilt bundle: nothing the build can act on, so it is not printed.
      build: { outDir: clientDir, emptyOutDir: false, copyPublicDir: false, chunkSizeWarningLimit: EDITOR_CHUNK_LIMIT_KB, rolldownOptions: { input: path.join(root, EDITOR_TEMPLATE), checks: { bundlerTimings: false } } },
    }),
  )
  .then((editor) => {
    const files = written(editor);
    return precompressDir(clientDir, { files, concurrency: 1, lighter: new Set(files) });
  });
editorBuilt.catch(() => undefined); // reported where it is awaited
const bundles = Promise.all([
  // The assets are compressed meanwhile, at the highest quality (half a second for React's chunk).
  siteBundles.then((files) => {
    assetsCompressed = precompressDir(clientDir, { files, concurrency: 2 });
  }),
  // The server bundle renders the form pages at each visit in production too, so only the
  // dependencies stay imports: the rest (zod, unified...) is bundled in. The folder is not
  // emptied: it was removed above, and the production server is being written into it.
  // styled-components goes in as well, as its server build: a host that bundles the form pages
  // for workers (Cloudflare Pages) would otherwise resolve its browser build, which cannot render
  // without a document. Its one require (of node:stream, for streamed rendering, which the site
  // never uses) then stays a require made when called: the platform's default would create a
  // require from import.meta.url on load, which a worker does not have.
  build({
    root,
    mode,
    logLevel: 'warn',
    ssr: { noExternal: true, external: dependencies.filter((name) => name !== 'styled-components') },
    build: { outDir: serverDir, emptyOutDir: false, copyPublicDir: false, ssr: 'src/entry-server.tsx', rolldownOptions: { platform: 'neutral' } },
  }).then(() => workers.load(serverEntry)),
]);
const sources = contentSources(contentDir);
// The entries with a page of their own (posts) are parsed by the worker that renders their page.
const filesOf = (ownPage: boolean) =>
  contentTypes.filter((type) => !!type.entryPage === ownPage).flatMap((type) => allLanguages.flatMap((language) => sources.get(dataPrefix(language) + type.collection.name) ?? []));
const parseCache = { access: cache.access, key: codeKey(root) };
const content = compile({ includeDrafts: false, write: false, sources, parsed: await workers.parse(filesOf(true), filesOf(false), parseCache) });
if (!content.ok) {
  await workers.stop();
  process.exit(1);
}
// The raster images content shows, made into variants by the workers while the bundles build
// (or taken from the cache a previous build left), into a folder of their own: the client
// bundle's build empties the site's folder.
const imagesDir = path.join(distDir, 'images');
const cardsOn = process.env.SOCIAL_CARDS !== 'off';
// The workers load sharp for images and cards; it is loaded here too, so that its native libraries
// stay loaded when a worker that used it ends (on glibc, their unloading with a worker thread
// crashes the process). Not without images or cards (the benchmark's baseline).
if (content.images.length > 0 || cardsOn) await import('sharp');
const imagesMade = workers.images(
  content.images.map((image) => ({ ...image, file: path.join(publicDir, image.sitePath) })),
  imagesDir,
  cache.access,
  codeDigest(root, [IMAGE_ENCODER]),
);
await bundles;
const imageResults = await imagesMade;
const images = new Map(imageResults.map((result) => [result.sitePath, result.image]));
const encoded = imageResults.reduce((sum, result) => sum + result.encoded, 0);
step(imageResults.length === 0 ? 'Images: no raster image in the content' : `Images: ${imageResults.length} (${encoded} files encoded, the rest from the cache)`);
for (const value of content.files.values()) addResponsiveImages(value, images);
// The files as JSON text: what the browser fetches is written as it is, and the workers parse
// only what their pages read.
const data = new Map([...content.files].map(([file, value]) => [file, JSON.stringify(value)]));
const productionChecked = serverBundled
  .then(() => checkProductionImports([serverEntry, ...Object.values(SERVER_BUNDLES).map((file) => path.join(serverDir, file))], dependencies, root))
  .then(
    () => undefined,
    (error: unknown) => error,
  );
// The templates live outside the served folder, so re-running the prerender never reads a page.
const templateFile = path.join(distDir, 'template.html');
const formsTemplateFile = path.join(distDir, FORMS_TEMPLATE_FILE);
await rename(path.join(clientDir, 'index.html'), templateFile);
await rename(path.join(clientDir, 'forms.html'), formsTemplateFile);
step('Content compiled and bundles built');

// public/ as it is, without data generated there by development runs; of the generated data,
// only the files the browser fetches: the rest (each post's body, the pages' data) is read while
// prerendering, and the HTML carries it.
// The raster images content shows are served as their variants only: the files as committed keep
// their metadata (a phone photo's GPS position) and their full size.
const generatedTop = path.relative(publicDir, dataDir).split(path.sep)[0]!;
const replaced = new Set(content.images.map(({ sitePath }) => path.join(...sitePath.split('/'))));
const copied = (file: string) => file.split(path.sep)[0] !== generatedTop && !replaced.has(file);
await cp(publicDir, clientDir, { recursive: true, filter: (source) => copied(path.relative(publicDir, source)) });
// The previous build's variants: links into the cache, whose removal frees no inode.
await rm(path.join(clientDir, IMAGE_DIR), { recursive: true, force: true });
await rename(path.join(imagesDir, IMAGE_DIR), path.join(clientDir, IMAGE_DIR)).catch((error: NodeJS.ErrnoException) => {
  if (error.code !== 'ENOENT') throw error;
});
await rm(imagesDir, { recursive: true, force: true });
const builtData = path.join(clientDir, path.relative(publicDir, dataDir));
// Each language's: a translation has the listings it has entries for.
for (const file of allLanguages.flatMap((language) => browserDataFiles().map((name) => dataPrefix(language) + name)).filter((name) => data.has(name))) {
  await mkdir(path.dirname(path.join(builtData, file)), { recursive: true });
  await writeFile(path.join(builtData, file), data.get(file)!);
}
// The files of the built site that are read again, listed without walking it (blog/ alone holds
// thousands of files): the pages and style sheets copied from public/, and the bundles' style
// sheets, which Vite writes under assets/.
const copiedFiles = (await filesEndingWith(publicDir, ['.html', '.css'])).filter(copied);
const copiedPages = copiedFiles.filter((file) => file.endsWith('.html'));
const readJson = <T>(file: string) => JSON.parse(data.get(file)!) as T;
const posts = readJson<BlogPostSummary[]>(dataFiles.blogIndex);
const siteJson = data.get(dataFiles.site)!;
const site = JSON.parse(siteJson) as SiteConfig;
const totals: ListingTotals = Object.fromEntries(listed(collections).map(({ listing }) => [listing.base, (content.files.get(listing.file) as unknown[]).length]));
// Each translation's posts and listings, where it has them (content/<language>/).
const translations: TranslatedPages[] = translatedLanguages.filter((language) => existsSync(path.join(contentDir, language))).map((language) => {
  const prefix = dataPrefix(language);
  const listingTotals = listed(collections).flatMap(({ listing }) => {
    const base = pathIn(language, listing.base);
    const items = content.files.get(prefix + listing.file) as unknown[] | undefined;
    return base === undefined || !items ? [] : [[base, items.length] as const];
  });
  return { language, posts: (content.files.get(prefix + dataFiles.blogIndex) as BlogPostSummary[] | undefined) ?? [], totals: Object.fromEntries(listingTotals) };
});
// The data file of each page of an entry (a post's, a job opening's, an ended opening's), by its address, in every language.
const entryPages = content.entryPages;
// The openings listed today: their pages are in the sitemap; an ended opening's page is not.
const jobs = readJson<Job[]>(dataFiles.jobs);

const formsTemplate = await readFile(formsTemplateFile, 'utf8');
const template = await readFile(templateFile, 'utf8');
// The pages drawn wholly from their files in content/pages/, at the addresses the files give.
const contentPages = (content.files.get(PAGE_ROUTES_FILE) as PageRoutes).routes;
const searched = searchedPages(postPaths(content.files), collections, jobPaths(content.files), contentPages);
// The pages written in two languages: each is searched in its own language first.
const counterparts = content.files.get(ALTERNATES_FILE) as Alternates;
const records = searchIndex ? searchRecords(content.files, sources) : [];
const paths = pagesToRender(posts, totals, collections, translations, [...entryPages.keys()], contentPages);
searchIndex?.inOrder([...records.map((record) => record.url), ...paths.filter((pagePath) => searched.has(pagePath))]);
for (const record of records) searchIndex!.addRecord(record);
const pages = await workers.render({
  paths,
  serverEntry,
  clientDir,
  data,
  pageData: (pagePath) => entryPages.get(pagePath),
  postSource: (pagePath) => content.pageSources.get(pagePath),
  template,
  formsTemplate,
  images,
  // A page whose inputs are those of the last build is kept as that build wrote it.
  pageCache: { access: cache.access, key: sharedKey({ code: parseCache.key, mode, templates: [template, formsTemplate], images: JSON.stringify([...images]), today: new Date() }) },
  // SOCIAL_CARDS=off leaves the cards out: the benchmark's baseline for what they add.
  ...(cardsOn ? { cards: { cache: cache.access, renderer: cardRendererKey(root) } } : {}),
  onPage: (pagePath, html) => {
    const kind = searched.get(pagePath);
    if (!kind || !searchIndex) return;
    const counterpart = Object.hasOwn(counterparts, pagePath) ? counterparts[pagePath] : undefined;
    searchIndex.addPage(pagePath, languageOfPath(pagePath), kind, Buffer.from(html).toString('utf8'), counterpart === undefined ? [] : [languageOfPath(counterpart)]);
  },
});
const cardsMade = pages.filter((page) => page.card?.rendered).length;
step(`Social cards: ${pages.filter((page) => page.card).length} (${cardsMade} made, the rest from the cache)`);
await workers.stop();
// The editor's files are all written (and compressed) before the previous build's are told from this one's.
const editorAssets = await editorBuilt;
// What the previous build wrote and this one did not, before anything reads the site's folder
// whole (the headers' top level, the last compression).
await removeUnwritten(clientDir, writtenSince);
// The search index, written while the rest of the site's files are (after the previous build's
// files are gone, its folders with them); compressed with them below.
const searchWritten = searchIndex?.write(clientDir).finally(() => searchIndex.close());
searchWritten?.catch(() => undefined); // reported where it is awaited
// No page may load from another site but the form hosts: the workers checked the pages they
// rendered; the pages copied from public/ and the style sheets are checked here. Before
// build-info.json, so a failed check leaves no build that npm start would serve.
const policy = loadPolicy(site);
const rendered = new Set(pages.map((page) => page.file));
const styleSheets = (await filesEndingWith(path.join(clientDir, 'assets'), ['.css'])).map((file) => path.join('assets', file));
const thirdParty = [
  ...pages.flatMap((page) => page.thirdParty.map((load) => ({ file: page.file, ...load }))),
  ...(await thirdPartyInSite(clientDir, [...copiedFiles, ...styleSheets].filter((file) => !rendered.has(file)), policy)),
];
if (thirdParty.length > 0) {
  console.error(describeThirdParty(thirdParty, policy));
  process.exit(1);
}
const alternates = readJson<Alternates>(ALTERNATES_FILE);
const jobSitemap = jobs.map((job) => ({ url: jobPath(job.slug), lastmod: job.datePosted }));
await writeFile(path.join(clientDir, 'sitemap.xml'), await sitemapXml(site, posts, laterListingPages(totals), collections, translations, alternates, jobSitemap, contentPages));
await writeFile(path.join(clientDir, 'robots.txt'), robotsTxt(site));
// Each item's picture in a raster format with its real size: the post's photo, or its social card.
const fileBytes = new Map([
  ...imageResults.flatMap((result) => result.files.map((file): [string, number] => [file.path, file.bytes])),
  ...pages.flatMap((page) => (page.card ? [[page.card.path, page.card.bytes] as [string, number]] : [])),
]);
// A feed per language, of that language's posts, written in its site facts' words.
for (const { language, posts: feedPosts } of [{ language: DEFAULT_LANGUAGE as Language, posts }, ...translations]) {
  if (language !== DEFAULT_LANGUAGE && feedPosts.length === 0) continue;
  const rssFile = path.join(clientDir, rssPath(language));
  await mkdir(path.dirname(rssFile), { recursive: true });
  const feedSite = readJson<SiteConfig>(dataPrefix(language) + dataFiles.site);
  await writeFile(
    rssFile,
    rssXml(
      feedSite,
      [...feedPosts],
      (post) => {
        const picture = post.imageSet ? sharedPicture(post.imageSet) : { path: socialCardPath(localPath(language, blogPostPath(post.slug))), type: SOCIAL_CARD.type };
        const bytes = fileBytes.get(picture.path);
        return bytes === undefined ? undefined : { path: picture.path, type: picture.type, bytes };
      },
      language,
    ),
  );
}
const searchFiles = await searchWritten;
if (searchFiles) {
  const documents = searchFiles.languages.map(({ language, pages: count }) => `${count} ${language}`).join(', ');
  step(`Search index: ${documents} documents${searchFiles.reused ? ' (the same as the last build\'s: its index, from the cache)' : ''}`);
}
// The pages' inline scripts, allowed by their hashes, in _headers and the server's own copy; once
// every folder of the site is written (the search index's too), since its rules follow them.
const securityHeaders = await writeSecurityHeaders({
  clientDir,
  serverDir,
  site,
  renderedPages: [...rendered],
  renderedScripts: pages.flatMap((page) => page.scripts),
  copiedPages,
});
// What the server and the host adapters render the form pages with when they answer them (see form-pages).
await writeFile(path.join(serverDir, FORM_SITE_FILE), siteJson);
await writeFile(path.join(serverDir, BUILT_FORM_PAGES_FILE), builtFormPagesModule(formsTemplate, siteJson, Object.fromEntries(formPageDataFiles().map((file) => [file, JSON.parse(data.get(file)!)])), securityHeaders));
const keptPages = pages.filter((page) => page.kept).length;
step(`Prerendered ${pages.length} pages${keptPages > 0 ? ` (${keptPages} as the last build wrote them: the same inputs)` : ''}`);
const productionProblem = await productionChecked;
if (productionProblem) {
  console.error(productionProblem instanceof Error ? productionProblem.message : productionProblem);
  process.exit(1);
}
// Last, so every file the server sends has its compressed forms beside it (the pages and the
// parts have theirs from the workers that rendered them).
const assets = [...(await assetsCompressed!), ...editorAssets];
const partsDir = path.join(clientDir, PARTS_FOLDER);
const parts = readdirSync(partsDir).filter((file) => file.endsWith('.html')).map((file) => path.join(partsDir, file));
const done = new Set([...pages.map((page) => path.join(clientDir, page.file)), ...parts, ...assets.map((asset) => asset.file)]);
const compressed = await precompressDir(clientDir, { done });
step(`Precompressed ${assets.length + compressed.length} more files (brotli and gzip)`);
// The stamp npm start serves a build by, once everything above has succeeded: a build that failed
// at any step has none.
// It carries the content's warnings, which npm start repeats when it serves this build without building.
await writeFile(buildInfoFile, JSON.stringify({ mode, builtAt: new Date().toISOString(), pages: pages.length, contentWarnings: formatWarnings(content.warnings, 'text') }));
