/**
 * npm run serve: serves the built site (dist/client) on HOST:PORT, 127.0.0.1:4173 by default.
 */
import { serve } from '@hono/node-server';
import path from 'node:path';
import { createSiteApp } from '../src/server/site-app';
import { distDir } from './content/paths';

export function startServer() {
  const hostname = process.env.HOST ?? '127.0.0.1';
  const port = Number(process.env.PORT ?? 4173);
  const app = createSiteApp({
    clientDir: path.join(distDir, 'client'),
    onNotFound: (pathname) => console.warn(`404 ${pathname}`),
  });
  const server = serve({ fetch: app.fetch, hostname, port }, (info) => {
    console.log(`Site running at http://${hostname === '0.0.0.0' ? 'localhost' : hostname}:${info.port}/`);
  });
  const stop = () => server.close(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  return server;
}

if (import.meta.url === `file://${process.argv[1]}`) startServer();
