/**
 * npm run dev: Vite with server rendering, so development pages are rendered and run exactly as built ones.
 * Content (drafts and scheduled entries included) is recompiled when a file under content/
 * changes, then the browser reloads; while content has problems, the browser shows them (Vite's
 * overlay on an open page, an error page on a new one). A saved source file reloads the open
 * pages; while the code cannot render a page, the browser names the file and line instead, and
 * the next save that builds brings the page back (see reloadAfterSourceChange). CONTENT_DIR
 * points it at another content folder. Every function of `npm start`, built and routed as it builds and routes them
 * (src/server/site-functions.ts, src/server/function-table.ts), answers at its path, keeping
 * subscribers and messages in memory unless DATABASE_URL or NEWSLETTER_DATA_DIR says otherwise
 * (see dev-storage.ts). The site's search works as built: its index is made from the pages as
 * rendered here (drafts included) at the first search after a change, and kept in memory.
 */
import { readFile } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { getRequestListener } from '@hono/node-server';
import { createServer, type Plugin } from 'vite';
import type { ServerEntry } from '../src/entry-server';
import { formPageOf, formPagePaths } from '../src/contracts/forms/addresses';
import type { FormPageState } from '../src/contracts/forms/form-state';
import type { FormKind } from '../src/contracts/forms/schemas';
import { describeStorage, openSubscriberStore, type StorageConfig } from '../src/server/storage/open-store';
import { routeFunctions } from '../src/server/function-table';
import { createSiteFunctions } from '../src/server/site-functions';
import { compile } from './content/compile';
import { errorPage, heldAnnouncements, overlayFootnoteHidden, overlayPayload } from './content/dev-report';
import type { ContentError } from './content/errors';
import { dataDir, root } from './content/paths';
import { createDiskSource } from './prerender/disk-source';
import { fillTemplate } from '../src/server/page-template';
import { devAddress, devServerFile, forgetDevServer, recordDevServer } from './dev-address';
import { devStorageConfig, storageFailure } from './dev-storage';
import { describeSourceError, formatSourceProblem, sourceErrorAdvice, sourceErrorPage, type SourceProblem } from './dev-source-error';
import { watchTree } from './dev-watch';
import { contentSources } from './content/pipeline';
import { searchRecords } from './search-index/records';
import { jobPaths, postPaths, searchedPages } from './search-index/searched-pages';
import { collections } from '../src/content/collections';
import { SiteSearchIndex } from './search-index/site-index';
import { languageOfPath, type Language } from '../src/config/languages';
import { ALTERNATES_FILE, type Alternates } from '../src/content/page-heads';
import { PAGE_ROUTES_FILE, type PageRoutes } from '../src/content/page-routes';
import { searchIndexPath } from '../src/features/site-search/search-kinds';
import { answerHelp } from './help';

answerHelp(`
Usage: npm run dev

Serves the site for development, rendered as the build renders it, with every function of npm
start. Content (drafts and scheduled entries too) is compiled again when a file under content/
changes, and the page reloads; content problems show in the browser. Subscribers and form
messages are kept in memory unless DATABASE_URL or NEWSLETTER_DATA_DIR says otherwise.

Options:
  -h, --help         show this help

Environment:
  HOST, PORT         where it listens (default: 127.0.0.1:5173)
  CONTENT_DIR        another content folder to preview (default: content/)

Examples:
  npm run dev
  PORT=5180 CONTENT_DIR=tests/fixtures/site npm run dev
`);

const contentDir = path.resolve(process.env.CONTENT_DIR || path.join(root, 'content'));
const announced = new Set<string>();
let contentErrors: ContentError[] = [];
let compiledFiles: ReadonlyMap<string, unknown> = new Map();
function recompile(): ContentError[] {
  const result = compile({ includeDrafts: true, contentDir });
  for (const line of heldAnnouncements(result.held, announced)) console.log(line);
  contentErrors = result.errors;
  compiledFiles = result.files;
  searchFiles = undefined;
  return result.errors;
}
/** The search index's files by address, made at the first search after a change. */
let searchFiles: Promise<Map<string, Uint8Array>> | undefined;
recompile();

/** Set while the site's code cannot render a page: the next save of any file tries again. */
let sourceProblem: SourceProblem | undefined;

/**
 * Pages are rendered on the server only, so a saved source file changes no module of the
 * browser's: Vite would tell no open page. Each save that changes the server's modules reloads
 * the open pages. After a render failed, any save (a file created or renamed into place too)
 * drops every module the server has loaded: a module that failed, or imported a file missing
 * then, is kept as failed by Vite until its own file changes, which a fix elsewhere never does.
 */
function reloadAfterSourceChange(): Plugin {
  const outside = [contentDir, dataDir].map((dir) => dir + path.sep);
  return {
    name: 'reload-after-source-change',
    apply: 'serve',
    // Vite's overlay on an open page shows content problems too: see overlayFootnoteHidden.
    transformIndexHtml: () => [{ tag: 'style', children: overlayFootnoteHidden, injectTo: 'head' }],
    hotUpdate({ file, modules }) {
      if (this.environment.name !== 'ssr' || outside.some((dir) => file.startsWith(dir))) return;
      if (sourceProblem) {
        this.environment.moduleGraph.invalidateAll();
        sourceProblem = undefined;
      } else if (modules.length === 0) return;
      vite.environments.client.hot.send({ type: 'full-reload', path: '*' });
    },
  };
}

const { host, port, origin } = devAddress(process.env);
const server = http.createServer();
// Hot reload shares the page's port, so nothing else needs to be free.
const vite = await createServer({ root, server: { middlewareMode: true, ws: { server } }, appType: 'custom', plugins: [reloadAfterSourceChange()] });

let storage: StorageConfig = devStorageConfig(process.env, root);
let store;
try {
  store = await openSubscriberStore(storage);
} catch (error) {
  console.error(storageFailure(error));
  storage = { kind: 'memory' };
  store = await openSubscriberStore(storage);
}

// The functions as `npm start` has them; the form pages are rendered through Vite like every page.
async function renderPage(pathname: string, url: string, form?: FormPageState) {
  // The form pages have an entry of their own (forms.html), as in the build.
  const html = formPagePaths().includes(pathname) ? 'forms.html' : 'index.html';
  const template = await vite.transformIndexHtml(url, await readFile(path.join(root, html), 'utf8'));
  const { render, NotFoundError } = (await vite.ssrLoadModule('/src/entry-server.tsx')) as ServerEntry;
  return { template, page: await render(pathname, createDiskSource(dataDir, NotFoundError, false), { form }) };
}
const renderFormPage = async (kind: FormKind, state: FormPageState, language?: Language) => {
  const pagePath = formPageOf(kind, language);
  const { template, page } = await renderPage(pagePath, pagePath, state);
  return fillTemplate(template, { path: pagePath, ...page });
};
/** The site's search index, from the pages rendered as they are now (see scripts/search-index/). */
async function indexSearch(): Promise<Map<string, Uint8Array>> {
  const started = performance.now();
  const index = new SiteSearchIndex();
  try {
    for (const record of searchRecords(compiledFiles, contentSources(contentDir, path.dirname(contentDir)))) index.addRecord(record);
    const counterparts = (compiledFiles.get(ALTERNATES_FILE) ?? {}) as Alternates;
    const contentPages = (compiledFiles.get(PAGE_ROUTES_FILE) as PageRoutes | undefined)?.routes ?? [];
    for (const [pagePath, kind] of searchedPages(postPaths(compiledFiles), collections, jobPaths(compiledFiles), contentPages)) {
      const { template, page } = await renderPage(pagePath, pagePath);
      const counterpart = Object.hasOwn(counterparts, pagePath) ? counterparts[pagePath] : undefined;
      index.addPage(pagePath, languageOfPath(pagePath), kind, fillTemplate(template, { path: pagePath, ...page }), counterpart === undefined ? [] : [languageOfPath(counterpart)]);
    }
    const { bundles } = await index.bundles();
    console.log(`Search index made from the pages as they are now (${Math.round(performance.now() - started)} ms)`);
    return new Map(bundles.flatMap(({ language, files }) => files.map((file) => [`${searchIndexPath(language)}${file.path}`, file.content] as const)));
  } finally {
    await index.close();
  }
}

const SEARCH_TYPES: Record<string, string> = { '.js': 'text/javascript; charset=utf-8', '.json': 'application/json; charset=utf-8' };

async function sendSearchFile(requested: string, res: http.ServerResponse): Promise<void> {
  searchFiles ??= indexSearch();
  const files = await searchFiles.catch((error: unknown) => {
    searchFiles = undefined;
    console.error('The search index could not be made', error);
    return undefined;
  });
  const file = files?.get(requested);
  if (!file) {
    res.writeHead(files ? 404 : 500, { 'content-type': 'text/plain; charset=utf-8' }).end(files ? 'Not found' : 'The search index could not be made; the error is in the terminal.');
    return;
  }
  res.writeHead(200, { 'content-type': SEARCH_TYPES[path.extname(requested)] ?? 'application/octet-stream', 'cache-control': 'no-store' }).end(file);
}

const functions = createSiteFunctions({ env: process.env, store, renderPage: renderFormPage });
const functionHandlers = routeFunctions(functions);
const functionListener = getRequestListener(
  async (request, env) =>
    (await functionHandlers.get(new URL(request.url).pathname)!(request, { clientKey: env.incoming.socket.remoteAddress })) ??
    // A form page that could not be rendered: there is no built copy here, and the error is in the terminal.
    new Response('This page could not be rendered; the error is in the terminal.', { status: 500, headers: { 'content-type': 'text/plain; charset=utf-8' } }),
);

server.on('request', (req, res) => {
  const requested = new URL(req.url ?? '/', 'http://localhost').pathname;
  // While content has problems every page shows them, the form pages too.
  if (functionHandlers.has(requested) && !(contentErrors.length > 0 && formPagePaths().includes(requested))) {
    void functionListener(req, res);
    return;
  }
  if (requested.startsWith('/pagefind/') && contentErrors.length === 0) {
    void sendSearchFile(requested, res);
    return;
  }
  vite.middlewares(req, res, async () => {
    const url = req.url ?? '/';
    const pathname = new URL(url, 'http://localhost').pathname;
    if (contentErrors.length > 0) {
      res.writeHead(500, { 'content-type': 'text/html; charset=utf-8' }).end(errorPage(contentErrors));
      return;
    }
    try {
      const { template, page } = await renderPage(pathname, url);
      if (page.location) {
        res.writeHead(page.status, { location: page.location }).end();
        return;
      }
      res.writeHead(page.status, { 'content-type': 'text/html; charset=utf-8' });
      res.end(fillTemplate(template, { path: pathname, ...page }));
    } catch (error) {
      if (error instanceof Error) vite.ssrFixStacktrace(error);
      sourceProblem = describeSourceError(error, root);
      if (!sourceProblem.file) console.error(error);
      console.error(`${pathname} could not be rendered: ${formatSourceProblem(sourceProblem)}\n${sourceErrorAdvice}`);
      res.writeHead(500, { 'content-type': 'text/html; charset=utf-8' }).end(sourceErrorPage(sourceProblem));
    }
  });
});

const problems = (errors: ContentError[]) => overlayPayload(errors, (file) => path.resolve(path.dirname(contentDir), file));
// Saves of every kind, including a new file renamed over the old one (see dev-watch.ts).
const contentWatcher = watchTree(contentDir, () => {
  const errors = recompile();
  if (errors.length === 0) vite.ws.send({ type: 'full-reload' });
  else vite.ws.send(problems(errors));
});
// A page still connecting when the problems were sent (one that reloaded a moment before the
// save) hears them once it connects, rather than show the page as if the content were fine.
vite.ws.on('vite:client:connect', (_data, client) => {
  if (contentErrors.length > 0) client.send(problems(contentErrors));
});

server.listen(port, host, () => {
  console.log(`Development server at ${origin}/`);
  // Where npm run new, in another shell, finds the address to print.
  recordDevServer(devServerFile, origin);
  console.log(`Newsletter subscribers and form messages: ${describeStorage(storage)}`);
});

process.on('exit', () => forgetDevServer(devServerFile));
const stop = () => {
  contentWatcher.close();
  server.close();
  void vite.close();
  store.close().finally(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
