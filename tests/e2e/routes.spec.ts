import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { parse } from 'yaml';
import { runPipeline } from '../../scripts/content/pipeline';
import { allPaths, gotoHydrated, settle, skippedHeadingLevels, watchConsole } from './site';

/** Where the office is, as site.yml writes it: every page's head and the home page's data read it there. */
const office = (parse(readFileSync(path.resolve(import.meta.dirname, '../../content/site.yml'), 'utf8')) as { geo: { latitude: number; longitude: number } }).geo;

/** The structured data blocks of a page's HTML. */
const structuredData = (html: string): unknown[] =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((match) => JSON.parse(match[1]!));

/** Every object inside a block of structured data, the block itself first. */
function nodesOf(value: unknown): Record<string, unknown>[] {
  if (Array.isArray(value)) return value.flatMap(nodesOf);
  if (!value || typeof value !== 'object') return [];
  return [value as Record<string, unknown>, ...Object.values(value).flatMap(nodesOf)];
}

test.describe('every page', () => {
  for (const path of allPaths) {
    test(`${path} is prerendered, hydrates cleanly, has one h1 and headings that go down one level at a time`, async ({ page }) => {
      const problems = watchConsole(page);
      const response = await gotoHydrated(page, path);
      expect(response?.status()).toBe(200);
      const html = await response!.text();
      // Prerendered: the markup, the styles and the head are in the HTML itself.
      expect(html).toMatch(/<h1[\s>]/);
      expect(html).toContain('data-styled');
      expect(html).toMatch(/<link rel="canonical" href="https:\/\/[^"]+"/);
      await expect(page.locator('h1')).toHaveCount(1);
      await expect(page.locator('main')).toHaveCount(1);
      // A screen reader's list of headings is the page's outline: no level is skipped on the way down.
      expect(await skippedHeadingLevels(page)).toEqual([]);
      await settle(page);
      await expect(page).not.toHaveTitle('');
      // Search engines and screen-reader link lists read a link by its text alone.
      const vague = await page.locator('a').evaluateAll((links) =>
        links.map((link) => (link as HTMLElement).innerText.trim().toLowerCase()).filter((text) => ['learn more', 'read more', 'click here', 'here', 'more'].includes(text)),
      );
      expect(vague).toEqual([]);
      expect(problems).toEqual([]);
    });
  }
});

test('pages are readable and styled with JavaScript off', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  for (const path of ['/', '/blog', allPaths.find((p) => p.startsWith('/blog/'))!, '/privacy']) {
    await page.goto(path);
    await expect(page.locator('h1')).toHaveCount(1);
    await expect(page.locator('header').first()).toHaveCSS('position', 'fixed');
  }
  await context.close();
});

test('the head carries the tags of every page', async ({ page }) => {
  await page.goto('/about');
  const head = page.locator('head');
  await expect(page).toHaveTitle('About Us | CareBridge Connect');
  await expect(head.locator('link[rel="canonical"]')).toHaveAttribute('href', 'https://www.carebridgeconnect.com/about');
  await expect(head.locator('meta[name="description"]')).toHaveAttribute('content', /^Founded in Houston in 2022/);
  await expect(head.locator('meta[name="keywords"]')).toHaveAttribute('content', /Houston/);
  await expect(head.locator('meta[property="og:title"]')).toHaveAttribute('content', 'About Us | CareBridge Connect');
  await expect(head.locator('meta[property="og:url"]')).toHaveAttribute('content', 'https://www.carebridgeconnect.com/about');
  await expect(head.locator('meta[name="twitter:title"]')).toHaveAttribute('content', 'About Us | CareBridge Connect');
  await expect(head.locator('meta[name="robots"]')).toHaveAttribute('content', 'index, follow');
  await expect(head.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#3b82f6');
  await expect(head.locator('meta[name="geo.region"]')).toHaveAttribute('content', 'US-TX');
  await expect(head.locator('meta[name="geo.placename"]')).toHaveAttribute('content', 'Houston');
  await expect(head.locator('meta[name="geo.position"]')).toHaveAttribute('content', `${office.latitude};${office.longitude}`);
  await expect(head.locator('meta[name="ICBM"]')).toHaveAttribute('content', `${office.latitude}, ${office.longitude}`);
  // The page's own social card (see social-cards.spec).
  await expect(head.locator('meta[property="og:image"]')).toHaveAttribute('content', 'https://www.carebridgeconnect.com/social/about.png');
  await expect(head.locator('meta[property="og:image:width"]')).toHaveAttribute('content', '1200');
  await expect(head.locator('meta[property="og:image:alt"]')).toHaveAttribute('content', 'About Us — Home Health Care Coordination Platform, CareBridge Connect');
  await expect(head.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');
  await expect(head.locator('link[rel="alternate"][hreflang="en-US"]')).toHaveAttribute('href', 'https://www.carebridgeconnect.com/about');
  await expect(head.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveCount(1);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
});

test("home carries the default title and local-business data, placed at the office's point from site.yml", async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle('CareBridge Connect - Home Health Care Coordination Platform');
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const business = blocks.map((text) => JSON.parse(text)).find((block) => JSON.stringify(block['@type']).includes('LocalBusiness'));
  expect(business.address.addressLocality).toBe('Houston');
  expect(business.geo).toEqual({ '@type': 'GeoCoordinates', latitude: office.latitude, longitude: office.longitude });
  // Five decimals place the office within about a metre; four or fewer point at a neighbourhood.
  for (const degrees of [office.latitude, office.longitude]) expect(String(degrees)).toMatch(/\.\d{5}$/);
  // The rating shown on the page is our own count, which search engines do not accept as review data.
  expect(business).not.toHaveProperty('aggregateRating');
});

test('no page gives search engines a rating or review of its own, and every article says when it last changed', async ({ request }) => {
  let articles = 0;
  for (const path of allPaths) {
    const nodes = structuredData(await (await request.get(path)).text()).flatMap(nodesOf);
    expect(nodes.filter((node) => 'aggregateRating' in node || 'review' in node || node['@type'] === 'AggregateRating' || node['@type'] === 'Review'), path).toEqual([]);
    for (const article of nodes.filter((node) => node['@type'] === 'Article')) {
      articles++;
      expect(article.dateModified, path).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(String(article.dateModified) >= String(article.datePublished), path).toBe(true);
    }
  }
  expect(articles).toBeGreaterThan(0);
});

test('every id the content check lets a link name after # is on its built page', async ({ request }) => {
  const root = path.resolve(import.meta.dirname, '../..');
  const { anchors, errors } = runPipeline({ contentDir: path.join(root, 'content'), publicDir: path.join(root, 'public'), includeDrafts: false });
  expect(errors).toEqual([]);
  let ids = 0;
  for (const [page, known] of anchors) {
    const html = await (await request.get(page)).text();
    const built = new Set([...html.matchAll(/\sid="([^"]+)"/g)].map((match) => match[1]!));
    expect([...known].filter((id) => !built.has(id)), page).toEqual([]);
    ids += known.size;
  }
  // Headings, questions and openings, not only the main content of each page.
  expect(ids).toBeGreaterThan(anchors.size * 2);
});

test('sitemap.xml and robots.txt list the canonical addresses', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  for (const path of allPaths) {
    expect(sitemap).toContain(`<loc>https://www.carebridgeconnect.com${path}</loc>`);
  }
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain('Sitemap: https://www.carebridgeconnect.com/sitemap.xml');
});

test('the server answers clean URLs, redirects a trailing slash and caches assets for good', async ({ request, page }) => {
  const slash = await request.get('/about/', { maxRedirects: 0 });
  expect(slash.status()).toBe(301);
  expect(slash.headers()['location']).toBe('/about');
  await page.goto('/');
  const script = await page.locator('script[type="module"][src^="/assets/"]').first().getAttribute('src');
  const asset = await request.get(script!, { headers: { 'accept-encoding': 'gzip' } });
  expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(asset.headers()['content-encoding']).toBe('gzip');
});
