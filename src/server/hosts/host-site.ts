/**
 * The site's functions on a host that serves dist/client itself and runs functions beside it
 * (Netlify, Cloudflare Pages): the functions of site-functions, routed by function-table, with
 * the store in PostgreSQL through DATABASE_URL. Everything here is made once per function
 * instance (the module stays loaded between requests) and never does any work before a request
 * asks for it.
 */
import { createFormPageRenderer, type FormPageKit } from '../forms/form-pages';
import { routeFunctions } from '../function-table';
import type { RequestContext } from '../request-context';
import { migratedOnFirstUse } from '../storage/migrations';
import { whenOpen } from '../storage/when-open';
import { createPostgresClient, createStatementClient } from '../storage/pg-client';
import { sqlStore } from '../storage/sql-store';
import type { SiteStore } from '../storage/store';
import { StorageNotConfiguredError } from '../storage/unavailable';
import { securityHeadersFor, setSecurityHeaders } from '../security-headers';
import { createSiteFunctions, createSiteMailer, type SiteEnv } from '../site-functions';

export const MISSING_DATABASE_URL =
  "DATABASE_URL is not set: this host keeps no files between requests, so subscriptions and messages need a PostgreSQL database (set DATABASE_URL in the host's environment variables).";

export const MISSING_FORM_SECRET =
  'FORM_SECRET is not set: each function instance signs the form pages with a key of its own, so a form opened on one instance is refused once by another (set FORM_SECRET to a long random text).';

export interface HostSiteOptions {
  env: SiteEnv;
  /** The form pages' kit the build wrote (dist/server/form-pages.js), imported by the adapter. */
  kit: FormPageKit;
  /**
   * `pool`: one small pool per instance (Netlify, where an instance answers one request at a time
   * and keeps its connections between them); `per-statement`: a connection per statement
   * (Cloudflare, whose requests may not share a connection).
   */
  connections: 'pool' | 'per-statement';
  logError?: (error: unknown) => void;
  log?: (line: string) => void;
}

/** What the adapter knows of the request beyond the Request itself. */
export type HostRequestContext = Pick<RequestContext, 'waitUntil'> & {
  /** The client's address as the host reports it (it sits in front of every request). */
  clientAddress?: string;
};

/**
 * The answer of the site's functions, or undefined for a path that is not theirs or a form page
 * that could not be rendered: the adapter then lets the host serve its static copy.
 */
export type HostSite = (request: Request, context: HostRequestContext) => Promise<Response | undefined>;

function hostStore({ env, connections, logError = console.error }: HostSiteOptions): SiteStore {
  const url = env.DATABASE_URL;
  if (!url) return whenOpen(Promise.reject(new StorageNotConfiguredError(MISSING_DATABASE_URL)));
  // A pool in front of many instances: a few connections each are plenty.
  const client = connections === 'pool' ? createPostgresClient({ connectionString: url, max: 3 }, logError) : createStatementClient(url, logError);
  return sqlStore(migratedOnFirstUse(client));
}

export function createHostSite(options: HostSiteOptions): HostSite {
  const { env, kit, logError = console.error, log = console.warn } = options;
  if (!env.DATABASE_URL) logError(MISSING_DATABASE_URL);
  if (!env.FORM_SECRET) log(MISSING_FORM_SECRET);
  const store = hostStore(options);
  const site = kit.site as { name: string; email: string };
  const functions = createSiteFunctions({
    env,
    store,
    renderPage: createFormPageRenderer(async () => kit),
    // Without a timer between requests: each stored message sends what is due, retries included.
    mailer: createSiteMailer(env, store.messages, site),
    logError,
  });
  const handlers = routeFunctions(functions);
  const answer = (request: Request, { clientAddress, waitUntil }: HostRequestContext): Promise<Response | undefined> =>
    handlers.get(new URL(request.url).pathname)?.(request, { clientKey: clientAddress, waitUntil }) ?? Promise.resolve(undefined);

  // The host's _headers cover the files it serves, not the functions' answers: they get the same
  // headers here.
  return async (request, context) => {
    const response = await answer(request, context);
    if (!response) return undefined;
    const url = new URL(request.url);
    const headers = new Headers(response.headers);
    setSecurityHeaders(headers, securityHeadersFor(kit.securityHeaders, url.pathname, url.protocol === 'https:'));
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
  };
}
