import { serve, type ServerType } from '@hono/node-server';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FormPageState } from '../contracts/forms/form-state';
import { formEndpoints, formPages } from '../contracts/forms/addresses';
import type { FormKind } from '../contracts/forms/schemas';
import { subscribeEndpoint } from '../contracts/newsletter/sources';
import { parseTrustedProxies, type TrustedProxies } from './client-address';
import { formPageHandler, renderFreshFormPage } from './forms/form-pages';
import { createStartedTokens } from './forms/started-token';
import { healthEndpoint } from './health';
import type { RequestContext, SiteHandler } from './request-context';
import { createSiteApp } from './site-app';

let clientDir: string;
let app: ReturnType<typeof createSiteApp>;
beforeAll(() => {
  clientDir = mkdtempSync(path.join(os.tmpdir(), 'site-app-'));
  writeFileSync(path.join(clientDir, '404.html'), '<!doctype html><title>Not found</title>');
  writeFileSync(path.join(clientDir, 'index.html'), '<!doctype html><title>Home</title>');
  writeFileSync(path.join(clientDir, 'about.html'), '<!doctype html><title>About</title>');
  app = createSiteApp({ clientDir });
});
afterAll(() => rmSync(clientDir, { recursive: true, force: true }));

// Paths that a naive "strip the trailing slash" turns into a Location on another site, or into
// an empty one.
const hostile = ['//evil.example/', '/\\evil/', '/%2f%2fevil/', '///evil/', '/%5c%5cevil/', '/%5Cevil/', '//x/%2e%2e/', '/%2e%2e/%2fevil/'];

/** A redirect stays on this site when its Location is `/` or `/` followed by a plain character. */
function expectSameOriginOr404(status: number, location: string | null) {
  if (status === 404) return;
  expect(status).toBe(301);
  expect(location).toMatch(/^\/(?:$|[^/\\])/);
}

describe('the trailing-slash redirect', () => {
  it('sends /about/ to /about with its query string', async () => {
    const response = await app.request('/about/?utm_source=mail&x=1');
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/about?utm_source=mail&x=1');
  });

  for (const target of hostile) {
    it(`never points another site through the Fetch handler: ${target}`, async () => {
      const response = await app.fetch(new Request(`http://127.0.0.1${target}`));
      expectSameOriginOr404(response.status, response.headers.get('location'));
    });
  }

  describe('through a real socket, with the request line sent as it is', () => {
    let server: ServerType;
    let port: number;
    beforeAll(async () => {
      server = await new Promise<ServerType>((resolve) => {
        const started = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 }, () => resolve(started));
      });
      port = (server.address() as AddressInfo).port;
    });
    afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

    /** Sends one raw request line (no client-side URL normalisation) and returns status and Location. */
    function rawGet(target: string): Promise<{ status: number; location: string | null }> {
      return new Promise((resolve, reject) => {
        const socket = net.connect(port, '127.0.0.1');
        let text = '';
        socket.setTimeout(5000, () => socket.destroy(new Error('no answer')));
        socket.on('data', (chunk) => (text += chunk.toString('latin1')));
        socket.on('end', () => {
          const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0);
          const location = /\r\nlocation: ?([^\r]*)\r\n/i.exec(text)?.[1] ?? null;
          resolve({ status, location });
        });
        socket.on('error', reject);
        socket.end(`GET ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`);
      });
    }

    it('sends /about/ to /about with its query string', async () => {
      expect(await rawGet('/about/?a=1')).toEqual({ status: 301, location: '/about?a=1' });
    });

    for (const target of hostile) {
      it(`never points another site: ${target}`, async () => {
        const { status, location } = await rawGet(target);
        // 400 is Node's own answer to a request line it will not parse; it redirects nowhere.
        if (status === 400) return;
        expectSameOriginOr404(status, location);
      });
    }

    it('answers //evil.example/ with the not-found page, not a redirect', async () => {
      expect(await rawGet('//evil.example/')).toEqual({ status: 404, location: null });
    });
  });
});

describe('the forms', () => {
  const tokens = createStartedTokens('site-app-test');
  const rendered: [FormKind, FormPageState][] = [];
  const posted: string[] = [];
  const renderPage = async (kind: FormKind, state: FormPageState) => {
    rendered.push([kind, state]);
    return `<!doctype html><title>${kind}</title>`;
  };
  const quiet = () => undefined;
  /** The form functions and pages, the pages rendered by `formPage`. */
  const forms = (formPage = (kind: FormKind) => renderFreshFormPage({ renderPage, tokens }, kind)) =>
    new Map<string, SiteHandler>([
      [formEndpoints.contact, async (request) => (posted.push(`contact ${request.method}`), new Response('contact'))],
      [formEndpoints.provider, async (request) => (posted.push(`provider ${request.method}`), new Response('provider'))],
      [formPages.contact, formPageHandler(() => formPage('contact'), quiet)],
      [formPages.provider, formPageHandler(() => formPage('provider'), quiet)],
    ]);

  it('renders each form page for every visit, with the time it was opened, never cached', async () => {
    const forms$ = createSiteApp({ clientDir, functions: forms() });
    const before = Date.now();
    const response = await forms$.request('/forms/provider-application');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.text()).toBe('<!doctype html><title>provider</title>');
    const [kind, state] = rendered.at(-1)!;
    expect(kind).toBe('provider');
    expect(state).toMatchObject({ values: {}, errors: {} });
    expect(tokens.read('provider', state.started)!.getTime()).toBeGreaterThanOrEqual(before);
    expect(tokens.read('contact', state.started)).toBeUndefined();
    // The next visit is rendered again, not answered from a copy.
    await new Promise((resolve) => setTimeout(resolve, 2));
    await forms$.request('/forms/provider-application');
    expect(rendered).toHaveLength(2);
    expect(rendered[1]![1].started).not.toBe(state.started);
  });

  it('hands each function its own posts', async () => {
    const forms$ = createSiteApp({ clientDir, functions: forms() });
    expect(await (await forms$.request('/api/contact', { method: 'POST' })).text()).toBe('contact');
    expect(await (await forms$.request('/api/provider-application', { method: 'POST' })).text()).toBe('provider');
    expect(posted).toEqual(['contact POST', 'provider POST']);
  });

  it('serves the built copy when the page cannot be rendered', async () => {
    mkdirSync(path.join(clientDir, 'forms'), { recursive: true });
    writeFileSync(path.join(clientDir, 'forms', 'contact.html'), '<!doctype html><title>Built contact form</title>');
    const failing = createSiteApp({ clientDir, functions: forms(() => Promise.reject(new Error('no build'))) });
    const response = await failing.request('/forms/contact');
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('<!doctype html><title>Built contact form</title>');
  });
});

describe('the client address the functions count', () => {
  /** Serves an app whose functions report the client key they were given. */
  async function keysSeen(trustedProxies?: TrustedProxies) {
    const seen: (string | undefined)[] = [];
    const record = async (_request: Request, context: RequestContext = {}) => (seen.push(context.clientKey), new Response('ok'));
    const app = createSiteApp({
      clientDir,
      functions: new Map([subscribeEndpoint, formEndpoints.contact, formEndpoints.provider].map((pathname) => [pathname, record])),
      trustedProxies,
    });
    const server = await new Promise<ServerType>((resolve) => {
      const started = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 }, () => resolve(started));
    });
    const { port } = server.address() as AddressInfo;
    const post = (pathname: string, from: string, forwardedFor?: string) =>
      new Promise<void>((resolve, reject) => {
        const request = http.request({ host: '127.0.0.1', port, path: pathname, method: 'POST', localAddress: from, headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {} }, (response) => {
          response.resume();
          response.on('end', resolve);
        });
        request.on('error', reject);
        request.end();
      });
    return { seen, post, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
  }

  it('is the socket peer, whatever X-Forwarded-For says, when no proxy is trusted', async () => {
    const site = await keysSeen();
    try {
      await site.post('/api/subscribe-newsletter', '127.0.0.1', '198.51.100.1');
      await site.post('/api/contact', '127.0.0.1');
      expect(site.seen).toEqual(['127.0.0.1', '127.0.0.1']);
    } finally {
      await site.close();
    }
  });

  it('is the forwarded client for the newsletter and both forms when the peer is a trusted proxy, and the peer otherwise', async () => {
    const site = await keysSeen(parseTrustedProxies('127.0.0.1'));
    try {
      await site.post('/api/subscribe-newsletter', '127.0.0.1', '198.51.100.1');
      await site.post('/api/contact', '127.0.0.1', '203.0.113.9, 198.51.100.2');
      await site.post('/api/provider-application', '127.0.0.1', '198.51.100.3');
      // 127.0.0.2 is a loopback address too, but not a trusted one.
      await site.post('/api/subscribe-newsletter', '127.0.0.2', '198.51.100.1');
      expect(site.seen).toEqual(['198.51.100.1', '198.51.100.2', '198.51.100.3', '127.0.0.2']);
    } finally {
      await site.close();
    }
  });
});

describe('the health check', () => {
  it('is answered at /api/health, for GET and HEAD', async () => {
    const methods: string[] = [];
    const health = async (request: Request) => (methods.push(request.method), Response.json({ status: 'ok' }));
    const site = createSiteApp({ clientDir, functions: new Map([[healthEndpoint, health]]) });
    expect(await (await site.request('/api/health')).json()).toEqual({ status: 'ok' });
    expect((await site.request('/api/health', { method: 'HEAD' })).status).toBe(200);
    expect(methods).toEqual(['GET', 'HEAD']);
  });
});
