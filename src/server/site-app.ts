import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { HttpBindings } from '@hono/node-server';
import { Hono, type Context } from 'hono';
import { allLanguages, DEFAULT_LANGUAGE, languageOfPath, languages } from '../config/languages';
import { blogPostPath, everyNotFoundPage, notFoundPages, notFoundPagesOf } from '../config/routes';
import { clientAddress, parseTrustedProxies, type TrustedProxies } from './client-address';
import { ENCODINGS, negotiateEncoding, type Encoding } from './encodings';
import type { SiteHandler } from './request-context';
import { trailingSlashTarget } from './safe-path';
import { NO_BUILD_HEADERS, securityHeadersFor, setSecurityHeaders, type SecurityHeadersFile } from './security-headers';
import { serveBuiltFiles } from './static-files';

export interface SiteAppOptions {
  /** The built site (dist/client). */
  clientDir: string;
  /** Called with the path of every request answered with the not-found page. */
  onNotFound?: (pathname: string) => void;
  /**
   * The site's functions by path (routeFunctions of function-table.ts), answered beside the
   * pages; one that hands the request back (a form page it could not render) gets the built file.
   */
  functions?: ReadonlyMap<string, SiteHandler>;
  /**
   * The proxies whose X-Forwarded-For names the client (TRUSTED_PROXIES) and whose
   * X-Forwarded-Proto is believed (https there gets Strict-Transport-Security); none by default.
   */
  trustedProxies?: TrustedProxies;
  /** The build's security header rules (dist/server/security-headers.json); without a build, the common headers and a policy without inline scripts. */
  securityHeaders?: SecurityHeadersFile;
}

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * The Cache-Control of a built file, by its path inside the build (/assets/app-1a2b.js): hashed
 * assets and image variants (/media/team-3fa9c1d2e4-720.avif, named by a hash of their source)
 * never change, and neither do the search index's parts (/pagefind/en/fragment/en_4cfcaa8.pf_fragment,
 * named by a hash of their content); pages must be revalidated.
 */
export function cacheControl(file: string): string {
  if (file.startsWith('/assets/') || file.startsWith('/media/')) return IMMUTABLE;
  if (/^\/pagefind\/[a-z]+\/((index|fragment|filter)\/|[^/]+\.pf_meta$)/.test(file)) return IMMUTABLE;
  if (file.endsWith('.html')) return 'no-cache';
  return 'public, max-age=300';
}

interface Page {
  html: string;
  /** The compressed copies the build wrote beside the page. */
  encoded: Map<Encoding, Buffer>;
}

/** A not-found page, read once, with whichever compressed copies exist. */
async function loadPage(file: string): Promise<Page> {
  const html = await readFile(file, 'utf8');
  const encoded = new Map<Encoding, Buffer>();
  for (const { name, suffix } of ENCODINGS) {
    const copy = await readFile(`${file}${suffix}`).catch(() => undefined);
    if (copy) encoded.set(name, copy);
  }
  return { html, encoded };
}

/** Which file of the build answers a path: pages are written as /about -> about.html. */
export function fileForPath(pathname: string): string {
  if (pathname === '/') return '/index.html';
  return path.posix.extname(pathname) ? pathname : `${pathname}.html`;
}

/**
 * Serves the prerendered site: clean URLs without .html, one canonical form without a trailing
 * slash, hashed assets cached for good, the build's precompressed copies, and the not-found page with 404.
 */
export function createSiteApp({
  clientDir,
  onNotFound,
  functions = new Map(),
  trustedProxies = parseTrustedProxies(undefined),
  securityHeaders = NO_BUILD_HEADERS,
}: SiteAppOptions): Hono<{ Bindings: HttpBindings }> {
  const app = new Hono<{ Bindings: HttpBindings }>();
  // The rate limits count per client: the socket's peer, or the client a trusted proxy names.
  const context = (c: Context<{ Bindings: HttpBindings }>) => ({
    clientKey: clientAddress(c.env?.incoming?.socket.remoteAddress, c.req.header('x-forwarded-for') ?? null, trustedProxies),
  });
  // Without a build the server still answers (and can be stopped cleanly) rather than crash.
  const notFoundPage = loadPage(path.join(clientDir, notFoundPages.site.file)).catch((): Page => ({ html: 'Not found', encoded: new Map() }));
  // An unknown post gets the blog's own not-found page ('Post Not Found'), when the build has one;
  // an address under a language's folder gets that language's, or the English when the build has none.
  const notFoundOf = new Map(
    allLanguages.map((language) => {
      const pages = notFoundPagesOf(language);
      const site = language === DEFAULT_LANGUAGE ? notFoundPage : loadPage(path.join(clientDir, pages.site.file)).catch(() => notFoundPage);
      return [language, { site, post: loadPage(path.join(clientDir, pages.post.file)).catch(() => site) }] as const;
    }),
  );
  const notFoundFor = (pathname: string) => {
    const language = languageOfPath(pathname);
    const { home } = languages[language];
    const pages = notFoundOf.get(language)!;
    return isPostPath(home === '/' ? pathname : pathname.slice(home.length)) ? pages.post : pages.site;
  };
  // The not-found pages are never an answer of their own: asked for by name, they are not found.
  const notFoundFiles = new Set<string>(everyNotFoundPage.map((page) => `/${page.file}`));
  const isPostPath = (pathname: string) => pathname.startsWith(blogPostPath('')) && !pathname.slice(blogPostPath('').length).includes('/');

  // Every answer, whoever made it (a page, a function, a redirect, a 304), gets the headers of its
  // path; those that only make sense over https only then.
  app.use('*', async (c, next) => {
    await next();
    const socket = c.env?.incoming?.socket;
    const forwarded = socket?.remoteAddress && trustedProxies.trusts(socket.remoteAddress) ? c.req.header('x-forwarded-proto')?.split(',')[0]?.trim() : undefined;
    const https = Boolean(socket && 'encrypted' in socket && socket.encrypted) || forwarded === 'https';
    setSecurityHeaders(c.res.headers, securityHeadersFor(securityHeaders, new URL(c.req.url).pathname, https));
  });

  app.use('*', async (c, next) => {
    const { pathname, search } = new URL(c.req.url);
    if (pathname.length > 1 && pathname.endsWith('/')) {
      const target = trailingSlashTarget(pathname);
      return target ? c.redirect(`${target}${search}`, 301) : c.notFound();
    }
    if (notFoundFiles.has(fileForPath(pathname))) return c.notFound();
    await next();
  });

  for (const [functionPath, handler] of functions) {
    app.all(functionPath, async (c, next) => {
      const answer = await handler(c.req.raw, context(c));
      if (answer) return answer;
      await next();
    });
  }

  app.use('*', serveBuiltFiles({ root: clientDir, fileForPath, cacheControl }));

  app.notFound(async (c) => {
    const { pathname } = new URL(c.req.url);
    onNotFound?.(pathname);
    const page = await notFoundFor(pathname);
    const encoding = negotiateEncoding(c.req.header('accept-encoding'), [...page.encoded.keys()]);
    c.header('Cache-Control', 'no-cache');
    c.header('Vary', 'Accept-Encoding');
    c.header('Content-Type', 'text/html; charset=utf-8');
    if (!encoding) return c.body(page.html, 404);
    c.header('Content-Encoding', encoding);
    return c.body(new Uint8Array(page.encoded.get(encoding)!), 404);
  });

  return app;
}
