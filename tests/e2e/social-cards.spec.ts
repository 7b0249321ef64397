import { createHash } from 'node:crypto';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { allPaths, posts } from './site';

// A page shared on LinkedIn or in a text message shows its own card: every page names a 1200x630
// PNG made for it, which the site serves.

const meta = (html: string, property: string) => new RegExp(`<meta (?:property|name)="${property}" content="([^"]*)"`).exec(html)?.[1];

/** The card a page names, fetched from this server: its address, its bytes and the size its PNG header gives. */
async function cardOf(request: APIRequestContext, path: string) {
  const html = await (await request.get(path)).text();
  const url = meta(html, 'og:image');
  expect(url, path).toBeDefined();
  expect(meta(html, 'twitter:image'), path).toBe(url);
  const address = new URL(url!).pathname;
  const response = await request.get(address);
  expect(response.status(), address).toBe(200);
  expect(response.headers()['content-type']).toBe('image/png');
  const png = await response.body();
  expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
  return { html, address, png, width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

test('every page names its own 1200x630 PNG card, served by the site', async ({ request }) => {
  const addresses = new Set<string>();
  for (const path of allPaths) {
    const card = await cardOf(request, path);
    expect([card.width, card.height], path).toEqual([1200, 630]);
    expect([meta(card.html, 'og:image:width'), meta(card.html, 'og:image:height'), meta(card.html, 'og:image:type')]).toEqual(['1200', '630', 'image/png']);
    addresses.add(card.address);
  }
  expect(addresses.size).toBe(allPaths.length);
});

test('the cards of two posts differ, and each names its post in its alt text', async ({ request }) => {
  const [first, second] = posts;
  const cards = await Promise.all([first!, second!].map((post) => cardOf(request, `/blog/${post.slug}`)));
  const digest = (png: Buffer) => createHash('sha256').update(png).digest('hex');
  expect(digest(cards[0]!.png)).not.toBe(digest(cards[1]!.png));
  expect(meta(cards[0]!.html, 'og:image:alt')).toContain(first!.title.replace(/&/g, '&amp;'));
  expect(meta(cards[0]!.html, 'og:image:alt')).toContain(first!.author);
});
