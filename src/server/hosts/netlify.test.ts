import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { formPages } from '../../contracts/forms/addresses';
import type { FormPageKit } from '../forms/form-pages';
import { describeAdapterContract } from '../../../tests/support/adapter-contract';
import { functionPaths } from '../function-table';
import { netlifySiteFunction, type NetlifyContext, type NetlifyFunction } from './netlify';

/** netlify/functions/site.ts as a fresh function instance with `env` as its environment variables. */
async function loadFunction(env: Record<string, string>): Promise<{ handler: NetlifyFunction; config: { path: string[] } }> {
  vi.resetModules();
  for (const name of ['DATABASE_URL', 'FORM_SECRET', 'NEWSLETTER_RATE_LIMIT', 'SMTP_URL']) vi.stubEnv(name, env[name] ?? '');
  const module = await import('../../../netlify/functions/site');
  return { handler: module.default, config: module.config };
}

afterAll(() => vi.unstubAllEnvs());

describeAdapterContract('the Netlify function', {
  async load(env) {
    const { handler } = await loadFunction(env);
    // As Netlify calls it: the Request, and its Context (the client's address in ip).
    return (request, clientAddress) => {
      const context = { ip: clientAddress, waitUntil: vi.fn(), requestId: '01JTEST', params: {} } satisfies NetlifyContext & Record<string, unknown>;
      return handler(request, context);
    };
  },
});

describe('the Netlify function configuration', () => {
  it('routes exactly the paths of the site functions to the function', async () => {
    const { config } = await loadFunction({});
    expect([...config.path].sort()).toEqual([...functionPaths].sort());
  });
});

describe('a Netlify function whose form page cannot be rendered', () => {
  const broken = { entry: { render: () => Promise.reject(new Error('no bundle')) }, template: '', site: {} } as unknown as FormPageKit;
  const context = { ip: '203.0.113.7', waitUntil: vi.fn() } satisfies NetlifyContext;
  /** The contact page asked of a function instance whose bundle cannot render it, with `fetch` answering for the site's static files. */
  function askContactPage(staticFiles: typeof fetch) {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.stubGlobal('fetch', staticFiles);
    return netlifySiteFunction({ env: {}, kit: broken })(new Request(`https://carebridge.example${formPages.contact}`), context);
  }
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("answers with the build's copy of the page, never cached", async () => {
    const staticFiles = vi.fn(async () => new Response('the built copy'));
    const response = await askContactPage(staticFiles);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.text()).toBe('the built copy');
    expect(staticFiles).toHaveBeenCalledExactlyOnceWith(new URL(`https://carebridge.example${formPages.contact}.html`), { redirect: 'manual' });
  });

  it.each([
    ['is not found', () => Promise.resolve(new Response('Not found', { status: 404 }))],
    ['is a redirect', () => Promise.resolve(new Response(null, { status: 301, headers: { Location: '/' } }))],
    ['cannot be fetched', () => Promise.reject(new TypeError('fetch failed'))],
  ])('answers 503 with Retry-After when the copy %s', async (_, copy) => {
    const response = await askContactPage(vi.fn(copy));
    expect(response.status).toBe(503);
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('retry-after')).toBe('30');
    expect(await response.text()).toBe('This page could not be shown. Please try again in a minute.');
  });
});
