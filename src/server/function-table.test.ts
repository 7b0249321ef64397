import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formPages } from '../contracts/forms/addresses';
import { functionPaths, functionTable, routeFunctions } from './function-table';
import { createSiteApp } from './site-app';
import { createSiteFunctions } from './site-functions';
import type { SiteStore } from './storage/store';

/** The site's functions over a store that answers only the health check (nothing here gets further). */
function siteFunctions() {
  const store = { ping: async () => undefined } as unknown as SiteStore;
  return createSiteFunctions({ env: {}, store, renderPage: async (kind, _state, language = 'en') => `<!doctype html><title>${kind}${language === 'en' ? '' : ` ${language}`}</title>`, logError: () => undefined });
}

/** A method no function of the table answers. */
const UNLISTED = 'PUT';

describe('the function table', () => {
  it('names each path once', () => {
    expect(new Set(functionPaths).size).toBe(functionTable.length);
  });

  it.each(functionTable.map((entry) => [entry.path, entry] as const))('%s refuses any method it does not list, naming those it does', async (_, entry) => {
    expect(entry.methods).not.toContain(UNLISTED);
    const response = await entry.handler(siteFunctions())(new Request(`https://carebridge.example${entry.path}`, { method: UNLISTED }), {});
    expect(response?.status).toBe(405);
    expect(response?.headers.get('allow')).toBe(entry.methods.join(', '));
  });

  it.each(functionTable.map((entry) => [entry.path, entry] as const))('%s answers the methods it lists', async (_, entry) => {
    for (const method of entry.methods) {
      const response = await entry.handler(siteFunctions())(new Request(`https://carebridge.example${entry.path}`, { method }), {});
      expect(response?.status, method).not.toBe(405);
    }
  });

  it('renders each form page for the visit, never cached, and only its headers for HEAD', async () => {
    const handlers = routeFunctions(siteFunctions());
    const page = await handlers.get(formPages.contact)!(new Request(`https://carebridge.example${formPages.contact}`), {});
    expect(page?.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(page?.headers.get('cache-control')).toBe('no-store');
    expect(await page?.text()).toBe('<!doctype html><title>contact</title>');
    const head = await handlers.get(formPages.contact)!(new Request(`https://carebridge.example${formPages.contact}`, { method: 'HEAD' }), {});
    expect(head?.status).toBe(200);
    expect(await head?.text()).toBe('');
  });

  it('renders the Spanish contact form page in Spanish, and has no Spanish provider application', async () => {
    const handlers = routeFunctions(siteFunctions());
    const page = await handlers.get('/es/forms/contact')!(new Request('https://carebridge.example/es/forms/contact'), {});
    expect(await page?.text()).toBe('<!doctype html><title>contact es</title>');
    expect(handlers.has('/es/forms/provider-application')).toBe(false);
  });
});

describe('npm start routed by the function table', () => {
  let clientDir: string;
  beforeAll(() => {
    clientDir = mkdtempSync(path.join(os.tmpdir(), 'function-table-'));
  });
  afterAll(() => rmSync(clientDir, { recursive: true, force: true }));

  it.each(functionPaths.map((pathname) => [pathname]))('hands %s to its function', async (pathname) => {
    const app = createSiteApp({ clientDir, functions: routeFunctions(siteFunctions()) });
    const entry = functionTable.find((candidate) => candidate.path === pathname)!;
    const response = await app.request(pathname, { method: UNLISTED });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe(entry.methods.join(', '));
  });
});
