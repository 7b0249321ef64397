import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkSite, wasReset } from './check-site';

const page = (body: string) => `<!doctype html><html lang="en"><head><title>Page</title></head><body>${body}</body></html>`;
const images = Array.from({ length: 60 }, (_, i) => `<img src="/images/${i}.svg" alt="">`).join('');
const pages: Record<string, string> = {
  '/': page(`<a href="/about#team">Team</a> <a href="/about#no-such-part">Gone</a> <a href="/missing">Missing</a> <a href="https://www.cms.gov/">CMS</a>${images}`),
  '/about': page('<h2 id="team">Team</h2> <a href="/reset-once">Reset once</a>'),
  '/reset-once': page('<p>Answered the second time</p>'),
  // Nothing links to it: read because it is a page of the build.
  '/orphan': page('<a href="/orphan-missing">Missing</a>'),
};

let server: Server;
let origin: string;
let open = 0;
let mostOpen = 0;
let resets = 0;
beforeAll(async () => {
  server = createServer((request, response) => {
    const path = request.url!;
    // Closes the connection under the first two requests, as a server does with kept-alive ones.
    if (path === '/reset-once' && resets++ < 2) return request.socket.destroy();
    if (path.startsWith('/images/')) return response.writeHead(200, { 'Content-Type': 'image/svg+xml' }).end('<svg xmlns="http://www.w3.org/2000/svg"/>');
    if (pages[path]) return response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(pages[path]);
    // The not-found page, with a link of its own.
    response.writeHead(404, { 'Content-Type': 'text/html; charset=utf-8' }).end(page('<a href="/">Home</a> <a href="/about#help">Help</a>'));
  });
  server.on('connection', (socket) => {
    mostOpen = Math.max(mostOpen, ++open);
    socket.on('close', () => open--);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
});

describe('checkSite', () => {
  it('reports broken addresses and fragments of every page, the not-found page and pages nothing links to included, a few connections at a time', async () => {
    const report = await checkSite({ origin, paths: ['/about', '/orphan'], notFound: ['/404'] });
    const local = (url: string | undefined) => url?.replace(origin, '');
    expect(report.broken.map((link) => `${link.status} ${local(link.url)} from ${local(link.parent)}`).sort()).toEqual(['404 /missing from /', '404 /orphan-missing from /orphan']);
    expect(report.fragments).toEqual({
      checked: 3,
      broken: [
        { page: `${origin}/`, href: '/about#no-such-part', target: `${origin}/about`, fragment: 'no-such-part' },
        { page: `${origin}/404`, href: '/about#help', target: `${origin}/about`, fragment: 'help' },
      ],
    });
    // The home page's 60 images came through about 6 connections at once (65 without the queue);
    // the site's server closes a client's connections beyond 50.
    expect(mostOpen).toBeLessThanOrEqual(12);
    expect(report.checked).toBeGreaterThan(60);
    expect(globalThis.fetch.name).toBe('fetch');
    // A request whose connection was reset is sent again, once, as a browser does (linkinator's own
    // second try, a GET after a failed HEAD, meets the second reset).
    expect(resets).toBeGreaterThanOrEqual(3);
  });
});

describe('wasReset', () => {
  it('knows a reset or closed connection from other failures', () => {
    expect(wasReset(new TypeError('fetch failed', { cause: Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' }) }))).toBe(true);
    expect(wasReset(new TypeError('fetch failed', { cause: Object.assign(new Error('other side closed'), { code: 'UND_ERR_SOCKET' }) }))).toBe(true);
    expect(wasReset(new TypeError('fetch failed', { cause: Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }) }))).toBe(false);
    expect(wasReset(new Error('timeout'))).toBe(false);
  });
});
