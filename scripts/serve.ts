/**
 * npm run serve: serves the built site (dist/client) and the subscribe-newsletter function on
 * HOST:PORT, 127.0.0.1:4173 by default. Subscribers go to PostgreSQL when DATABASE_URL is set,
 * otherwise to PGlite in NEWSLETTER_DATA_DIR (default .data/newsletter).
 */
import { serve } from '@hono/node-server';
import path from 'node:path';
import type { Server as HttpServer } from 'node:http';
import type { Server } from 'node:net';
import { createSubscribeHandler } from '../src/server/newsletter/handler';
import { serveLocalExport } from '../src/server/newsletter/local-export';
import { describeStorage, openSubscriberStore, pgliteFiles, StorageBusyError, storageConfig, whenOpen } from '../src/server/newsletter/open-store';
import { createRateLimiter, rateLimitFromEnv } from '../src/server/newsletter/rate-limit';
import { limitConnections, serverOptions, SHUTDOWN_GRACE_MS, stopServer } from '../src/server/lifecycle';
import { notFoundLogLine } from '../src/server/log-line';
import { createSiteApp } from '../src/server/site-app';
import { distDir, root } from './content/paths';

export interface RunningServer {
  server: HttpServer;
  /** Stops accepting, lets requests in flight finish (up to SHUTDOWN_GRACE_MS), closes the store. */
  stop: () => Promise<void>;
}

export async function startServer(): Promise<RunningServer> {
  const hostname = process.env.HOST ?? '127.0.0.1';
  const port = Number(process.env.PORT ?? 4173);
  const storage = storageConfig(process.env, root);
  // The pages are served at once; subscriptions wait for the database to finish opening.
  const opening = openSubscriberStore(storage);
  let stopped: Promise<void> | undefined;
  opening.catch((error: unknown) => {
    // During a stop the failure is expected (the process is going) and the stop decides the exit code.
    if (stopped) return;
    if (error instanceof StorageBusyError) console.error(`${error.message} Stop that server first, or set NEWSLETTER_DATA_DIR to another directory.`);
    else console.error('The newsletter database could not be opened:', error);
    process.exit(1);
  });
  const store = whenOpen(opening);
  const rateLimit = rateLimitFromEnv();
  const app = createSiteApp({
    clientDir: path.join(distDir, 'client'),
    onNotFound: (pathname) => console.warn(notFoundLogLine(pathname)),
    subscribe: createSubscribeHandler({ store, rateLimiter: createRateLimiter(rateLimit) }),
  });
  let exporter: Server | undefined;
  if (storage.kind === 'pglite') {
    // Without the socket the site still runs; only `npm run subscribers -- export` has to wait for a stop.
    opening.then(
      (opened) =>
        serveLocalExport(opened, pgliteFiles(storage.dir).socket).then(
          (listening) => (exporter = listening),
          (error: unknown) => console.error('The subscriber export socket could not be opened:', error),
        ),
      () => undefined, // reported above
    );
  }
  const server = serve({ fetch: app.fetch, hostname, port, serverOptions }, (info) => {
    console.log(`Site running at http://${hostname === '0.0.0.0' ? 'localhost' : hostname}:${info.port}/`);
    console.log(`Newsletter subscribers: ${describeStorage(storage)}; ${rateLimit.limit} requests per ${rateLimit.windowMs / 1000} s per client`);
  }) as HttpServer;
  limitConnections(server);
  // In-flight subscriptions finish (and commit) before the database is closed; a store that
  // never opened has nothing to close.
  const stop = () =>
    (stopped ??= (async () => {
      exporter?.close();
      if ((await stopServer(server)) === 'forced') console.warn(`Connections still open after ${SHUTDOWN_GRACE_MS / 1000} s were closed.`);
      await opening.then(
        (opened) => {
          // Again: the export socket may have opened while the connections drained.
          exporter?.close();
          return opened.close();
        },
        () => undefined,
      );
    })());
  const exitAfterStop = () =>
    stop().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  process.on('SIGINT', exitAfterStop);
  process.on('SIGTERM', exitAfterStop);
  return { server, stop };
}

if (import.meta.url === `file://${process.argv[1]}`) await startServer();
