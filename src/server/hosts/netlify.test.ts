import { afterAll, describe, expect, it, vi } from 'vitest';
import { describeAdapterContract } from './adapter-contract';
import { functionPaths } from './host-site';
import type { NetlifyContext, NetlifyFunction } from './netlify';

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
