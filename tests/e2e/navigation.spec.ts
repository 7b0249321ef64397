import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import matter from 'gray-matter';
import { gotoHydrated, posts, watchConsole } from './site';

const assetsDir = path.resolve(import.meta.dirname, '../../dist/client/assets');
const blogDir = path.resolve(import.meta.dirname, '../../content/blog');

test('links are ordinary links: each page is its own document, opened at the top', async ({ page }) => {
  const problems = watchConsole(page);
  await gotoHydrated(page, '/');
  await page.evaluate(() => ((window as unknown as { marker: string }).marker = 'old document'));
  await page.mouse.wheel(0, 1500);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Blog' }).click();
  await expect(page).toHaveURL(/\/blog$/);
  await expect(page).toHaveTitle('Blog | CareBridge Connect');
  await expect(page.locator('h1')).toHaveCount(1);
  expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBeUndefined();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', 'https://www.carebridgeconnect.com/blog');

  await page.getByRole('link', { name: posts[1]!.title }).click();
  await expect(page.locator('h1')).toHaveText(posts[1]!.title);
  await expect(page).toHaveTitle(`${posts[1]!.title} | CareBridge Connect`);
  expect(problems).toEqual([]);
});

test('a post body is in no bundle, and no page loads data it does not need', async ({ page, request }) => {
  // The post's data is read while prerendering; the site does not serve it.
  expect((await request.get(`/data/v1/blog/posts/${posts[0]!.slug}.json`)).status()).toBe(404);
  // A plain-ASCII sentence of the body as its author wrote it, so no escaping in the minified
  // bundle could hide it.
  const source = matter(readFileSync(path.join(blogDir, `${posts[0]!.slug}.md`), 'utf8')).content;
  const sentence = source.match(/^([A-Za-z ,.]{60,120})/m)![1]!;
  const bundles = readdirSync(assetsDir).filter((name) => name.endsWith('.js'));
  expect(bundles.length).toBeGreaterThan(0);
  expect(bundles.filter((name) => readFileSync(path.join(assetsDir, name), 'utf8').includes(sentence))).toEqual([]);

  const requested: string[] = [];
  page.on('request', (sent) => requested.push(new URL(sent.url()).pathname));
  await gotoHydrated(page, '/blog');
  await page.waitForLoadState('networkidle');
  await page.getByRole('link', { name: posts[0]!.title }).first().click();
  await expect(page.locator('h1')).toHaveText(posts[0]!.title);
  await page.waitForLoadState('networkidle');
  expect(requested.filter((p) => p.startsWith('/data/'))).toEqual([]);
});

test('a failed search index load is retried, then succeeds', async ({ page }) => {
  let failures = 0;
  await page.route('**/data/v1/search/blog.json', (route) => {
    if (failures < 2) {
      failures++;
      return route.fulfill({ status: 503, body: 'unavailable' });
    }
    return route.continue();
  });
  await gotoHydrated(page, '/blog');
  // A typo: no exact match, so only the index can answer.
  await page.getByRole('searchbox').fill('medicaer');
  await expect(page.getByText(/^No exact matches; showing close matches/)).toBeVisible({ timeout: 15_000 });
  expect(failures).toBe(2);
});

test('an index that keeps failing ends the search with no results after 3 retries, and is kept once loaded', async ({ page }) => {
  let calls = 0;
  let healthy = false;
  await page.route('**/data/v1/search/blog.json', (route) => {
    calls++;
    return healthy ? route.continue() : route.fulfill({ status: 503, body: 'unavailable' });
  });
  await gotoHydrated(page, '/blog');
  const search = page.getByRole('searchbox');
  await search.fill('medicaer');
  await expect(page.getByText('No articles found').first()).toBeVisible({ timeout: 20_000 });
  expect(calls).toBe(4); // the first try and 3 retries
  healthy = true;
  // The next keystroke tries again; once loaded, the index is not fetched again.
  await search.press('Backspace');
  await expect(page.getByText('No exact matches; showing close matches for "medicae"')).toBeVisible({ timeout: 15_000 });
  expect(calls).toBe(5);
  await search.fill('medicaer');
  await expect(page.getByText('No exact matches; showing close matches for "medicaer"')).toBeVisible();
  expect(calls).toBe(5);
});

test.describe('not found', () => {
  test('an unknown path gets the not-found page with status 404', async ({ page }) => {
    const problems = watchConsole(page);
    const logged: string[] = [];
    page.on('console', (message) => logged.push(message.text()));
    const response = await gotoHydrated(page, '/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.locator('h1')).toHaveText('Page Not Found');
    await expect(page.getByRole('link', { name: 'Go Home' })).toHaveAttribute('href', '/');
    await expect(page.getByRole('link', { name: 'Contact Support' })).toHaveAttribute('href', '/contact');
    await expect(page.getByRole('button', { name: 'Go Back' })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
    // The address answers 404: it is no page a search engine could take as canonical.
    await expect(page.locator('link[rel="canonical"]')).toHaveCount(0);
    await expect.poll(() => logged.some((text) => text.includes('/no-such-page'))).toBe(true);
    // The browser reports the 404 of the document itself; nothing else may go wrong.
    expect(problems.filter((text) => !text.includes('status of 404'))).toEqual([]);
  });

});

test('an image that cannot load leaves a placeholder box of the same size', async ({ page }) => {
  const logged: string[] = [];
  page.on('console', (message) => logged.push(message.text()));
  await page.route('**/images/blog/**', (route) => route.abort());
  await gotoHydrated(page, `/blog/${posts[0]!.slug}`);
  const placeholder = page.getByRole('img', { name: posts[0]!.imageAlt });
  await expect(placeholder).toBeVisible();
  expect(await placeholder.evaluate((el) => el.tagName)).toBe('DIV');
  const box = await placeholder.boundingBox();
  expect(box!.height / box!.width).toBeCloseTo(450 / 800, 1);
  expect(logged.some((text) => text.includes('Image failed to load'))).toBe(true);
});
