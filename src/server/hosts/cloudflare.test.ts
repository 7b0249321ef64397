import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { root } from '../../../scripts/content/paths';
import { formPages } from '../../contracts/forms/addresses';
import type { FormPageKit } from '../forms/form-pages';
import { describeAdapterContract } from '../../../tests/support/adapter-contract';
import { cloudflareSiteFunction, type PagesContext, type PagesFunction } from './cloudflare';
import { functionPaths } from '../function-table';

const functionsDir = path.join(root, 'functions');

/** The route file Cloudflare Pages answers `pathname` with: functions/api/contact.ts for /api/contact. */
async function routeFile(pathname: string): Promise<PagesFunction> {
  return ((await import(/* @vite-ignore */ path.join(functionsDir, `${pathname}.ts`))) as { onRequest: PagesFunction }).onRequest;
}

/** An EventContext as Pages builds it for one request. */
function eventContext(request: Request, env: PagesContext['env'], next = vi.fn(async () => new Response('the static file'))) {
  return { request, env, next, params: {}, waitUntil: vi.fn(), functionPath: new URL(request.url).pathname, data: {}, passThroughOnException: vi.fn() } satisfies PagesContext & Record<string, unknown>;
}

describeAdapterContract('the Cloudflare Pages functions', {
  async load(env) {
    // A new deployment: a fresh isolate with its own instance.
    vi.resetModules();
    // The variables and secrets, beside a binding that is not text.
    const bindings = { ...env, ASSETS: { fetch: async () => new Response('') } };
    return async (request, clientAddress) => {
      const onRequest = await routeFile(new URL(request.url).pathname);
      // Cloudflare's edge sets the client's address on every request it passes on.
      const headers = new Headers(request.headers);
      headers.set('CF-Connecting-IP', clientAddress);
      return onRequest(eventContext(new Request(request, { headers }), bindings));
    };
  },
});

describe('the Cloudflare Pages route files', () => {
  it('are exactly one file per path of the site functions, each exporting onRequest', async () => {
    const files = readdirSync(functionsDir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => `/${path.relative(functionsDir, path.join(entry.parentPath, entry.name)).replace(/\.ts$/, '')}`);
    expect(files.sort()).toEqual([...functionPaths].sort());
    for (const pathname of functionPaths) expect(await routeFile(pathname)).toBeTypeOf('function');
  });
});

describe('a Cloudflare Pages function whose form page cannot be rendered', () => {
  it('hands the request on to the static copy', async () => {
    const broken = { entry: { render: () => Promise.reject(new Error('no bundle')) }, template: '', site: {} } as unknown as FormPageKit;
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const next = vi.fn(async () => new Response('the built copy'));
    const response = await cloudflareSiteFunction(broken)(eventContext(new Request(`https://carebridge.example${formPages.contact}`), {}, next));
    expect(await response.text()).toBe('the built copy');
    expect(next).toHaveBeenCalledOnce();
    vi.restoreAllMocks();
  });
});
