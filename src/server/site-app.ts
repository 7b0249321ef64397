import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { HttpBindings } from '@hono/node-server';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { blogPostPath, notFoundPages } from '../config/routes';
import { subscribeEndpoint } from '../features/newsletter/sources';
import type { SubscribeHandler } from './newsletter/handler';
import { trailingSlashTarget } from './safe-path';

export interface SiteAppOptions {
  /** The built site (dist/client). */
  clientDir: string;
  /** Called with the path of every request answered with the not-found page. */
  onNotFound?: (pathname: string) => void;
  /** The subscribe-newsletter function, answered at its path beside the pages. */
  subscribe?: SubscribeHandler;
}

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Which file of the build answers a path: pages are written as /about -> about.html. */
export function fileForPath(pathname: string): string {
  if (pathname === '/') return '/index.html';
  return path.posix.extname(pathname) ? pathname : `${pathname}.html`;
}

/**
 * Serves the prerendered site: clean URLs without .html, one canonical form without a trailing
 * slash, hashed assets cached for good, compressed responses, and the not-found page with 404.
 */
export function createSiteApp({ clientDir, onNotFound, subscribe }: SiteAppOptions): Hono<{ Bindings: HttpBindings }> {
  const app = new Hono<{ Bindings: HttpBindings }>();
  const root = path.relative(process.cwd(), clientDir) || '.';
  const notFoundPage = readFile(path.join(clientDir, notFoundPages.site.file), 'utf8');
  // An unknown post gets the blog's own not-found page ('Post Not Found'), when the build has one.
  const postNotFoundPage = readFile(path.join(clientDir, notFoundPages.post.file), 'utf8').catch(() => notFoundPage);
  // The not-found pages are never an answer of their own: asked for by name, they are not found.
  const notFoundFiles = new Set<string>(Object.values(notFoundPages).map((page) => `/${page.file}`));
  const isPostPath = (pathname: string) => pathname.startsWith(blogPostPath('')) && !pathname.slice(blogPostPath('').length).includes('/');

  app.use(compress());

  app.use('*', async (c, next) => {
    const { pathname, search } = new URL(c.req.url);
    if (pathname.length > 1 && pathname.endsWith('/')) {
      const target = trailingSlashTarget(pathname);
      return target ? c.redirect(`${target}${search}`, 301) : c.notFound();
    }
    if (notFoundFiles.has(fileForPath(pathname))) return c.notFound();
    await next();
  });

  if (subscribe) {
    // The rate limit counts per connecting address, as the socket reports it.
    app.all(subscribeEndpoint, (c) => subscribe(c.req.raw, { clientKey: c.env?.incoming?.socket.remoteAddress }));
  }

  app.use(
    '*',
    serveStatic({
      root,
      rewriteRequestPath: fileForPath,
      onFound: (file, c) => {
        if (file.includes(`${path.sep}assets${path.sep}`)) c.header('Cache-Control', IMMUTABLE);
        else if (file.endsWith('.html')) c.header('Cache-Control', 'no-cache');
        else c.header('Cache-Control', 'public, max-age=300');
      },
    }),
  );

  app.notFound(async (c) => {
    const { pathname } = new URL(c.req.url);
    onNotFound?.(pathname);
    c.header('Cache-Control', 'no-cache');
    return c.html(await (isPostPath(pathname) ? postNotFoundPage : notFoundPage), 404);
  });

  return app;
}
