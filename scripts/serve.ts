/**
 * npm run serve: serves the built site (dist/client), the subscribe-newsletter function, the
 * two forms (contact, provider application) and the health check on HOST:PORT, 127.0.0.1:4173
 * by default; the functions themselves are built by src/server/site-functions.ts. Subscribers
 * and messages go to PostgreSQL when DATABASE_URL is set, otherwise to PGlite in
 * NEWSLETTER_DATA_DIR (default .data/newsletter). With SMTP_URL, messages are also emailed.
 * Behind a reverse proxy, TRUSTED_PROXIES names the proxies whose X-Forwarded-For is believed;
 * MAX_CONNECTIONS and MAX_CONNECTIONS_PER_CLIENT change the connection caps (see lifecycle).
 */
import { serve } from '@hono/node-server';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Server as HttpServer } from 'node:http';
import type { Server } from 'node:net';
import { serveLocalExport } from '../src/server/storage/local-export';
import { describeStorage, openSubscriberStore, pgliteFiles, StorageBusyError, storageConfig } from '../src/server/storage/open-store';
import { whenOpen } from '../src/server/storage/when-open';
import { connectionLimitsFromEnv, limitConnections, serverOptions, SHUTDOWN_GRACE_MS, stopServer } from '../src/server/lifecycle';
import { notFoundLogLine } from '../src/server/log-line';
import { routeFunctions } from '../src/server/function-table';
import { createSiteApp } from '../src/server/site-app';
import { parseTrustedProxies, type TrustedProxies } from '../src/server/client-address';
import { BUILT_FORM_PAGES_FILE, createFormPageRenderer, FORM_SITE_FILE, type FormPageKit } from '../src/server/forms/form-pages';
import type { Mailer } from '../src/server/forms/mailer';
import type { SiteStore } from '../src/server/storage/store';
import { SECURITY_HEADERS_FILE, type SecurityHeadersFile } from '../src/server/security-headers';
import { createSiteFunctions, createSiteMailer } from '../src/server/site-functions';
import { distDir, root } from './content/paths';
import { answerHelp } from './help';

export interface RunningServer {
  server: HttpServer;
  /** Stops accepting, lets requests in flight finish (up to SHUTDOWN_GRACE_MS), closes the store. */
  stop: () => Promise<void>;
}

/**
 * With SMTP_URL set, each stored form message is emailed to the site's address (site.yml);
 * none when it is unset or there is no build yet to read that address from.
 */
function startMailer(store: SiteStore, serverDir: string): (Mailer & { to: string }) | undefined {
  if (!process.env.SMTP_URL) return undefined;
  let site: { name: string; email: string };
  try {
    site = JSON.parse(readFileSync(path.join(serverDir, FORM_SITE_FILE), 'utf8')) as typeof site;
  } catch (error) {
    console.error('SMTP_URL is set, but the site has no build to read its email address from; messages are stored only.', error);
    return undefined;
  }
  const mailer = createSiteMailer(process.env, store.messages, site);
  mailer?.start();
  return mailer;
}

/** A setting read from the environment, or the end of the process with what is wrong in it. */
function fromEnv<T>(read: () => T): T {
  try {
    return read();
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}

/** The security header rules of the build; none before the first build (the site app has its defaults). */
function readSecurityHeaders(serverDir: string): SecurityHeadersFile | undefined {
  try {
    return JSON.parse(readFileSync(path.join(serverDir, SECURITY_HEADERS_FILE), 'utf8')) as SecurityHeadersFile;
  } catch {
    return undefined;
  }
}

export async function startServer(): Promise<RunningServer> {
  const hostname = process.env.HOST ?? '127.0.0.1';
  const trustedProxies: TrustedProxies = fromEnv(() => parseTrustedProxies(process.env.TRUSTED_PROXIES));
  const connectionLimits = fromEnv(() => connectionLimitsFromEnv(process.env));
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
  const serverDir = path.join(distDir, 'server');
  const mailer = startMailer(store, serverDir);
  // The form pages are rendered with what the build wrote for them (see form-pages).
  const builtKit = pathToFileURL(path.join(serverDir, BUILT_FORM_PAGES_FILE)).href;
  const renderPage = createFormPageRenderer(async () => ((await import(builtKit)) as { formPageKit: FormPageKit }).formPageKit);
  const functions = createSiteFunctions({ env: process.env, store, renderPage, mailer });
  const { rateLimit } = functions;
  const app = createSiteApp({
    clientDir: path.join(distDir, 'client'),
    onNotFound: (pathname) => console.warn(notFoundLogLine(pathname)),
    functions: routeFunctions(functions),
    trustedProxies,
    securityHeaders: readSecurityHeaders(serverDir),
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
    console.log(
      `Newsletter subscribers and form messages: ${describeStorage(storage)}; ${rateLimit.limit} requests per ${rateLimit.windowMs / 1000} s per client${rateLimit.shared ? ', counted in the database with every server on it' : ''}`,
    );
    console.log(mailer ? `Form messages are emailed to ${mailer.to}, and stored` : 'Form messages are stored only (set SMTP_URL to have them emailed)');
    // Where they are read: not the database's folder, which only this server's storage reads.
    console.log('Read the form messages with npm run inbox -- export, the subscribers with npm run subscribers -- export (CSV; --help for the options)');
  }) as HttpServer;
  // Per client as the rate limit counts them: behind a trusted proxy, the client it forwards.
  limitConnections(server, { ...connectionLimits, trustedProxies });
  // In-flight subscriptions finish (and commit) before the database is closed; a store that
  // never opened has nothing to close.
  const stop = () =>
    (stopped ??= (async () => {
      exporter?.close();
      if ((await stopServer(server)) === 'forced') console.warn(`Connections still open after ${SHUTDOWN_GRACE_MS / 1000} s were closed.`);
      await mailer?.stop();
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

if (import.meta.url === `file://${process.argv[1]}`) {
  answerHelp(`
Usage: npm run serve

Serves the built site (dist/client) as it is, with the newsletter and form functions and
GET /api/health. Subscribers and form messages go to PostgreSQL with DATABASE_URL, otherwise to
PGlite in NEWSLETTER_DATA_DIR. Needs a build (npm start builds first when the sources changed).

Options:
  -h, --help         show this help

Environment (the rest: docs/deployment.md):
  HOST, PORT         where it listens (default: 127.0.0.1:4173)
  DATABASE_URL       PostgreSQL for subscribers and form messages
  NEWSLETTER_DATA_DIR  PGlite's folder without DATABASE_URL (default: .data/newsletter)
  SMTP_URL           a mail server: each form message is also emailed

Examples:
  npm run serve
  HOST=0.0.0.0 PORT=8080 npm run serve
`);
  await startServer();
}
