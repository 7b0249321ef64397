import type { FormPageKit } from '../forms/form-pages';
import { createHostSite, type HostSite } from './host-site';

/** What Cloudflare Pages hands a function (the part of its EventContext this site uses). */
export interface PagesContext {
  request: Request;
  /** The project's variables and secrets, and its bindings (which are not text and are ignored here). */
  env: Readonly<Record<string, unknown>>;
  /** The static file at the request's path, as Pages would have served it without the function. */
  next(): Promise<Response>;
  waitUntil(promise: Promise<unknown>): void;
  params: Readonly<Record<string, string | string[]>>;
}

export type PagesFunction = (context: PagesContext) => Promise<Response>;

const textVariables = (env: PagesContext['env']) => Object.fromEntries(Object.entries(env).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));

/**
 * The site's functions as a Cloudflare Pages Function, for every route file under functions/ to
 * export as its onRequest, so that they share one instance. The environment arrives with the
 * first request (in context.env, not process.env) and is the same for every request of a
 * deployment; random keys may only be drawn inside a request, so the instance is made then. The
 * client's address is the CF-Connecting-IP header, which Cloudflare sets on every request.
 */
export function cloudflareSiteFunction(kit: FormPageKit): PagesFunction {
  let site: HostSite | undefined;
  return async (context) => {
    site ??= createHostSite({ env: textVariables(context.env), kit, connections: 'per-statement' });
    const answer = await site(context.request, {
      clientAddress: context.request.headers.get('CF-Connecting-IP') ?? undefined,
      waitUntil: (promise) => context.waitUntil(promise),
    });
    // A path that is not the functions', or a form page that could not be rendered: the built copy.
    return answer ?? context.next();
  };
}
