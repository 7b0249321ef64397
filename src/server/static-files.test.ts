import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscribeEndpoint } from '../contracts/newsletter/sources';
import { precompressDir } from '../../scripts/build/precompress';
import { createSiteApp } from './site-app';
import { SVG_CONTENT_SECURITY_POLICY } from './static-files';

// A built site in miniature: pages, a hashed asset, data, images, a small file, a binary one, and
// the not-found page, precompressed the way the build does it.
const illustration = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 450">${'<rect width="80" height="45" fill="#eff6ff"/>'.repeat(40)}</svg>`;
const page = (title: string) => `<!doctype html><html><head><title>${title}</title></head><body>${'<p>Home health care in Houston.</p>'.repeat(100)}</body></html>`;
let clientDir: string;
let app: ReturnType<typeof createSiteApp>;
beforeAll(async () => {
  clientDir = mkdtempSync(path.join(os.tmpdir(), 'static-files-'));
  mkdirSync(path.join(clientDir, 'assets'));
  mkdirSync(path.join(clientDir, 'data'));
  mkdirSync(path.join(clientDir, 'media'));
  writeFileSync(path.join(clientDir, 'media', 'team-3fa9c1d2e4-720.webp'), 'RIFF');
  writeFileSync(path.join(clientDir, 'media', 'team-3fa9c1d2e4-720.avif'), 'ftypavif');
  writeFileSync(path.join(clientDir, 'index.html'), page('Home'));
  writeFileSync(path.join(clientDir, 'about.html'), page('About'));
  writeFileSync(path.join(clientDir, '404.html'), page('Not found'));
  writeFileSync(path.join(clientDir, 'assets', 'app-1234abcd.js'), 'export const care = "home health";\n'.repeat(200));
  writeFileSync(path.join(clientDir, 'data', 'site.json'), JSON.stringify({ items: Array.from({ length: 200 }, (_, i) => ({ id: i, name: 'CareBridge' })) }));
  mkdirSync(path.join(clientDir, 'images'));
  writeFileSync(path.join(clientDir, 'images', 'care.svg'), illustration);
  writeFileSync(path.join(clientDir, 'images', 'Logo.SVG'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(path.join(clientDir, 'robots.txt'), 'User-agent: *\nAllow: /\n');
  mkdirSync(path.join(clientDir, 'pagefind', 'en', 'fragment'), { recursive: true });
  writeFileSync(path.join(clientDir, 'pagefind', 'en', 'fragment', 'en_4cfcaa8.pf_fragment'), Buffer.alloc(40, 1));
  writeFileSync(path.join(clientDir, 'pagefind', 'en', 'pagefind.en_333171cd15.pf_meta'), Buffer.alloc(40, 2));
  writeFileSync(path.join(clientDir, 'pagefind', 'en', 'pagefind-entry.json'), '{"version":"1.6.0"}');
  writeFileSync(path.join(clientDir, 'photo.jpg'), Buffer.alloc(4000, 7));
  writeFileSync(path.join(clientDir, 'café.txt'), 'accented');
  await precompressDir(clientDir);
  app = createSiteApp({ clientDir });
});
afterAll(() => rmSync(clientDir, { recursive: true, force: true }));

const get = (pathname: string, headers: Record<string, string> = {}, method = 'GET') => app.request(pathname, { method, headers });

async function decoded(response: Response): Promise<string> {
  const body = Buffer.from(await response.arrayBuffer());
  const encoding = response.headers.get('content-encoding');
  if (encoding === 'br') return zlib.brotliDecompressSync(body).toString('utf8');
  if (encoding === 'gzip') return zlib.gunzipSync(body).toString('utf8');
  return body.toString('utf8');
}

describe('the built files', () => {
  it('sends the brotli copy to a client that accepts br, with the type, length and caching of the original', async () => {
    const response = await get('/about', { 'accept-encoding': 'gzip, deflate, br' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('vary')).toBe('Accept-Encoding');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    const body = Buffer.from(await response.clone().arrayBuffer());
    expect(response.headers.get('content-length')).toBe(String(body.length));
    expect(await decoded(response)).toBe(page('About'));
  });

  it('sends gzip when br is not accepted or refused with q=0, and the file itself when neither is', async () => {
    expect((await get('/about', { 'accept-encoding': 'gzip' })).headers.get('content-encoding')).toBe('gzip');
    const refused = await get('/about', { 'accept-encoding': 'br;q=0, gzip' });
    expect(refused.headers.get('content-encoding')).toBe('gzip');
    expect(await decoded(refused)).toBe(page('About'));
    const plain = await get('/about');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('vary')).toBe('Accept-Encoding');
    expect(plain.headers.get('content-length')).toBe(String(Buffer.byteLength(page('About'))));
    expect(await plain.text()).toBe(page('About'));
  });

  it('keeps the caching rules: hashed assets and image variants for good, data for five minutes', async () => {
    for (const [format, type] of [['webp', 'image/webp'], ['avif', 'image/avif']]) {
      const variant = await get(`/media/team-3fa9c1d2e4-720.${format}`);
      expect(variant.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(variant.headers.get('content-type')).toBe(type);
    }
    const asset = await get('/assets/app-1234abcd.js', { 'accept-encoding': 'br' });
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(asset.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(asset.headers.get('content-encoding')).toBe('br');
    const data = await get('/data/site.json', { 'accept-encoding': 'gzip' });
    expect(data.headers.get('cache-control')).toBe('public, max-age=300');
    expect(data.headers.get('content-type')).toMatch(/^application\/json/);
    expect(JSON.parse(await decoded(data)).items).toHaveLength(200);
  });

  it('keeps the search index\'s hashed parts for good, and its entry file, which names them, for five minutes', async () => {
    for (const part of ['/pagefind/en/fragment/en_4cfcaa8.pf_fragment', '/pagefind/en/pagefind.en_333171cd15.pf_meta']) {
      expect((await get(part)).headers.get('cache-control'), part).toBe('public, max-age=31536000, immutable');
    }
    expect((await get('/pagefind/en/pagefind-entry.json')).headers.get('cache-control')).toBe('public, max-age=300');
  });

  it('sends small and binary files as they are, without Vary for the binary ones', async () => {
    const robots = await get('/robots.txt', { 'accept-encoding': 'br, gzip' });
    expect(robots.headers.get('content-encoding')).toBeNull();
    expect(robots.headers.get('vary')).toBe('Accept-Encoding');
    expect(await robots.text()).toBe('User-agent: *\nAllow: /\n');
    const photo = await get('/photo.jpg', { 'accept-encoding': 'br, gzip' });
    expect(photo.headers.get('content-encoding')).toBeNull();
    expect(photo.headers.get('content-type')).toBe('image/jpeg');
    expect(photo.headers.get('vary')).toBeNull();
  });

  it('gives each encoding its own strong ETag and a Last-Modified', async () => {
    const tags = await Promise.all(['br', 'gzip', 'identity'].map(async (encoding) => (await get('/about', { 'accept-encoding': encoding })).headers.get('etag')));
    for (const tag of tags) expect(tag).toMatch(/^"[^"]+"$/);
    expect(new Set(tags).size).toBe(3);
    expect(Date.parse((await get('/about')).headers.get('last-modified') ?? '')).not.toBeNaN();
  });

  it('answers If-None-Match with the same ETag by 304 without a body, and a tag of another encoding by 200', async () => {
    const first = await get('/about', { 'accept-encoding': 'br' });
    const etag = first.headers.get('etag')!;
    const again = await get('/about', { 'accept-encoding': 'br', 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.headers.get('etag')).toBe(etag);
    expect(again.headers.get('cache-control')).toBe('no-cache');
    expect(again.headers.get('vary')).toBe('Accept-Encoding');
    expect(await again.text()).toBe('');
    expect((await get('/about', { 'accept-encoding': 'br', 'if-none-match': `"other", W/${etag}` })).status).toBe(304);
    const otherEncoding = await get('/about', { 'accept-encoding': 'gzip', 'if-none-match': etag });
    expect(otherEncoding.status).toBe(200);
    expect(otherEncoding.headers.get('content-encoding')).toBe('gzip');
  });

  it('answers If-Modified-Since by 304 when the file is not newer, and by 200 when it is', async () => {
    const lastModified = (await get('/about')).headers.get('last-modified')!;
    expect((await get('/about', { 'if-modified-since': lastModified })).status).toBe(304);
    const earlier = new Date(Date.parse(lastModified) - 60_000).toUTCString();
    expect((await get('/about', { 'if-modified-since': earlier })).status).toBe(200);
  });

  it('answers HEAD with the headers of GET and no body', async () => {
    const head = await get('/about', { 'accept-encoding': 'br' }, 'HEAD');
    const full = await get('/about', { 'accept-encoding': 'br' });
    expect(head.status).toBe(200);
    for (const name of ['content-type', 'content-encoding', 'content-length', 'etag', 'last-modified', 'vary', 'cache-control']) {
      expect(head.headers.get(name)).toBe(full.headers.get(name));
    }
    expect(await head.text()).toBe('');
  });

  it('keeps 404 for unknown paths, also compressed, and never serves a compressed copy by its own name', async () => {
    const missing = await get('/no-such-page', { 'accept-encoding': 'br' });
    expect(missing.status).toBe(404);
    expect(missing.headers.get('content-encoding')).toBe('br');
    expect(await decoded(missing)).toBe(page('Not found'));
    const plain = await get('/no-such-page');
    expect(plain.status).toBe(404);
    expect(await plain.text()).toBe(page('Not found'));
    for (const copy of ['/about.html.br', '/404.html.gz', '/assets/app-1234abcd.js.br']) expect((await get(copy)).status).toBe(404);
  });

  it('never serves a compressed copy older than its file, left over from another build', async () => {
    const file = path.join(clientDir, 'data', 'site.json');
    const past = new Date(Date.now() - 3_600_000);
    for (const suffix of ['.br', '.gz']) utimesSync(`${file}${suffix}`, past, past);
    const response = await get('/data/site.json', { 'accept-encoding': 'br, gzip' });
    expect(response.headers.get('content-encoding')).toBeNull();
    expect(JSON.parse(await response.text()).items).toHaveLength(200);
  });

  it('decodes a percent-encoded name once, and refuses names that climb out of the build or hide a slash', async () => {
    const accented = await get('/caf%C3%A9.txt');
    expect(accented.status).toBe(200);
    expect(await accented.text()).toBe('accented');
    for (const sneaky of ['/%2e%2e/%2e%2e/etc/passwd', '/data%2f..%2f..%2fabout.html', '/data%5csite.json', '/%252e%252e/about.html']) {
      expect((await get(sneaky)).status, sneaky).toBe(404);
    }
  });

  // The site's policy of the path comes beside it (the site app adds it to every answer): a
  // browser enforces both, so the SVG's own is never loosened.
  const svgPolicy = (response: Response) => response.headers.get('content-security-policy')?.split(', ')[0];

  it('sends every SVG with the policy that keeps scripts in it from running, and its type and caching', async () => {
    for (const [pathname, encoding] of [['/images/care.svg', 'br'], ['/images/care.svg', 'gzip'], ['/images/care.svg', 'identity'], ['/images/Logo.SVG', 'br']] as const) {
      const response = await get(pathname, { 'accept-encoding': encoding });
      expect(response.status, pathname).toBe(200);
      expect(svgPolicy(response), `${pathname} ${encoding}`).toBe("default-src 'none'; style-src 'unsafe-inline'");
      expect(response.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
      expect(response.headers.get('cache-control')).toBe('public, max-age=300');
    }
    const brotli = await get('/images/care.svg', { 'accept-encoding': 'br' });
    expect(brotli.headers.get('content-encoding')).toBe('br');
    expect(await decoded(brotli)).toBe(illustration);
    expect(svgPolicy(await get('/images/care.svg', {}, 'HEAD'))).toBe(SVG_CONTENT_SECURITY_POLICY);
  });

  it('gives the SVG policy to no other file', async () => {
    for (const pathname of ['/about', '/', '/assets/app-1234abcd.js', '/data/site.json', '/photo.jpg', '/no-such-page.svg']) {
      const response = await get(pathname, { 'accept-encoding': 'br' });
      expect(response.headers.get('content-security-policy'), pathname).not.toBe(SVG_CONTENT_SECURITY_POLICY);
    }
  });

  it('compresses nothing on the fly: the newsletter answer is sent as it is', async () => {
    const withApi = createSiteApp({ clientDir, functions: new Map([[subscribeEndpoint, async () => Response.json({ message: 'x'.repeat(5000) })]]) });
    const response = await withApi.request(subscribeEndpoint, { method: 'POST', headers: { 'accept-encoding': 'gzip' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBeNull();
  });
});
