/**
 * The site's functions by path: the one table `npm start` (site-app.ts), `npm run dev`, the
 * Netlify function and the Cloudflare Pages functions route from, so a function added here is
 * answered everywhere. Netlify's list of paths and Cloudflare's route files are written out by
 * hand, as those hosts read them, and their tests hold them to this table.
 */
import { formEndpoints, formPageList } from '../contracts/forms/addresses';
import { formKinds } from '../contracts/forms/schemas';
import { subscribeEndpoint } from '../contracts/newsletter/sources';
import { editorAuthCallback, editorAuthEndpoint, editorSettingsEndpoint } from './editor-auth/handler';
import { healthEndpoint } from './health';
import type { SiteHandler } from './request-context';
import type { SiteFunctions } from './site-functions';

export interface FunctionEntry {
  /** The path it answers, exactly: no trailing slash, no parameters. */
  path: string;
  /** The methods it answers; it refuses any other itself, with 405 and these in Allow. */
  methods: readonly string[];
  /** Its handler among the site's functions. */
  handler: (functions: SiteFunctions) => SiteHandler;
}

export const functionTable: readonly FunctionEntry[] = [
  { path: subscribeEndpoint, methods: ['POST'], handler: (functions) => functions.subscribe },
  ...formKinds.map((kind): FunctionEntry => ({ path: formEndpoints[kind], methods: ['POST'], handler: (functions) => functions.forms[kind] })),
  { path: healthEndpoint, methods: ['GET', 'HEAD'], handler: (functions) => functions.health },
  { path: editorSettingsEndpoint, methods: ['GET', 'HEAD'], handler: (functions) => functions.editorAuth.settings },
  { path: editorAuthEndpoint, methods: ['GET', 'HEAD'], handler: (functions) => functions.editorAuth.start },
  { path: editorAuthCallback, methods: ['GET', 'HEAD'], handler: (functions) => functions.editorAuth.callback },
  ...formPageList().map(({ path }): FunctionEntry => ({ path, methods: ['GET', 'HEAD'], handler: (functions) => functions.formPages[path]! })),
];

/** Every path a host routes to the site's functions. */
export const functionPaths: readonly string[] = functionTable.map((entry) => entry.path);

/** Each path's handler, from one set of the site's functions. */
export function routeFunctions(functions: SiteFunctions): ReadonlyMap<string, SiteHandler> {
  return new Map(functionTable.map((entry) => [entry.path, entry.handler(functions)]));
}
