import type { FormPageKit } from '../forms/form-pages';
import type { SiteEnv } from '../site-functions';
import { createHostSite, type HostSite } from './host-site';

/** What Netlify hands a function beside the Request (the part of its Context this site reads). */
export interface NetlifyContext {
  /** The client's address, as Netlify's edge received the request. */
  ip: string;
  /** Keeps the function running after the answer until the promise settles. */
  waitUntil?: (promise: Promise<unknown>) => void;
}

export type NetlifyFunction = (request: Request, context: NetlifyContext) => Promise<Response>;

/**
 * The build's own copy of a form page, from the site's static files (a function cannot hand the
 * request back to them): its started time is refused once, and the refusal carries a fresh one.
 */
async function builtCopy(request: Request): Promise<Response> {
  const copy = await fetch(new URL(`${new URL(request.url).pathname}.html`, request.url), { redirect: 'manual' }).catch(() => undefined);
  if (copy?.status === 200) return new Response(copy.body, { status: 200, headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' } });
  return new Response('This page could not be shown. Please try again in a minute.', {
    status: 503,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', 'Retry-After': '30' },
  });
}

/**
 * The site's functions as one Netlify Function (the v2 API: Request in, Response out). The
 * instance is set up at its first request and kept while Netlify keeps the function warm, with
 * one small pool of connections to DATABASE_URL.
 */
export function netlifySiteFunction({ env, kit }: { env: SiteEnv; kit: FormPageKit }): NetlifyFunction {
  let site: HostSite | undefined;
  return async (request, context) => {
    site ??= createHostSite({ env, kit, connections: 'pool' });
    const answer = await site(request, { clientAddress: context.ip, waitUntil: context.waitUntil?.bind(context) });
    return answer ?? builtCopy(request);
  };
}
