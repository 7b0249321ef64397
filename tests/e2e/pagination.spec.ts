import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import type { BlogPostSummary } from '../../src/content/types';
import { LISTING_PAGE_SIZE } from '../../src/features/search/pagination';
import { createWorkspace, type Workspace } from '../../scripts/bench/workspace';
import { serveSite, type RunningSite } from '../../scripts/bench/server';
import { axeViolations, gotoHydrated, watchConsole } from './site';

/*
 * The blog with 60 generated posts besides ours: 66 articles, so the newest is featured above
 * 24 cards on /blog, 24 more on /blog/page/2 and the last 17 on /blog/page/3. Built and served
 * once for the file, from a copy of the project.
 */
const EXTRA_POSTS = 60;
let workspace: Workspace;
let site: RunningSite;
let posts: BlogPostSummary[];

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  workspace = createWorkspace(EXTRA_POSTS);
  const build = spawnSync(process.execPath, [path.join(workspace.dir, 'scripts/build.mjs')], { cwd: workspace.dir, encoding: 'utf8' });
  if (build.status !== 0) throw new Error(`The build with ${EXTRA_POSTS} more posts failed:\n${build.stdout}\n${build.stderr}`);
  posts = JSON.parse(readFileSync(path.join(workspace.dir, 'dist/client/data/v1/blog/index.json'), 'utf8')) as BlogPostSummary[];
  site = await serveSite(workspace.dir);
});

test.afterAll(async () => {
  await site?.stop();
  workspace?.remove();
});

const cardTitles = (page: Page) => page.locator('main ul > li:visible h3');
const pageLinks = (page: Page) => page.getByRole('navigation', { name: 'Pages of articles' });

test('without JavaScript, the blog pages through every article with plain links', async ({ browser }) => {
  expect(posts).toHaveLength(66);
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${site.origin}/blog`);
  const seen: string[] = [await page.getByRole('heading', { name: 'Featured article' }).locator('xpath=..').locator('h3').innerText()];
  const expected = [LISTING_PAGE_SIZE, LISTING_PAGE_SIZE, posts.length - 1 - 2 * LISTING_PAGE_SIZE];
  for (const [index, count] of expected.entries()) {
    const number = index + 1;
    await expect(page).toHaveURL(number === 1 ? `${site.origin}/blog` : `${site.origin}/blog/page/${number}`);
    await expect(cardTitles(page)).toHaveCount(count);
    seen.push(...(await cardTitles(page).allInnerTexts()));
    await expect(pageLinks(page).getByText(`Page ${number} of 3`)).toBeVisible();
    if (number > 1) await expect(page).toHaveTitle(new RegExp(`^Blog.* - Page ${number} of 3 \\| `));
    await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/blog${number === 1 ? '' : `/page/${number}`}$`));
    await expect(page.locator('head link[rel="prev"]')).toHaveCount(number === 1 ? 0 : 1);
    await expect(pageLinks(page).getByRole('link', { name: 'Previous page' })).toHaveCount(number === 1 ? 0 : 1);
    if (number < 3) {
      await expect(page.locator('head link[rel="next"]')).toHaveAttribute('href', `/blog/page/${number + 1}`);
      await pageLinks(page).getByRole('link', { name: 'Next page' }).click();
    } else {
      await expect(page.locator('head link[rel="next"]')).toHaveCount(0);
      await expect(pageLinks(page).getByRole('link', { name: 'Next page' })).toHaveCount(0);
    }
  }
  // Every article once, newest first.
  expect(seen).toEqual(posts.map((post) => post.title));
  await pageLinks(page).getByRole('link', { name: 'Previous page' }).click();
  await expect(page).toHaveURL(`${site.origin}/blog/page/2`);
  await context.close();
});

test('only pages that exist are served, and every one is in the sitemap', async ({ request }) => {
  for (const [pathname, status] of [['/blog/page/2', 200], ['/blog/page/3', 200], ['/blog/page/4', 404], ['/blog/page/1', 404], ['/blog/page/02', 404], ['/resources/page/2', 404]] as const)
    expect((await request.get(`${site.origin}${pathname}`)).status(), pathname).toBe(status);
  const sitemap = await (await request.get(`${site.origin}/sitemap.xml`)).text();
  expect(sitemap).toContain('/blog/page/2</loc>');
  expect(sitemap).toContain('/blog/page/3</loc>');
  expect(sitemap).not.toContain('/blog/page/4</loc>');
});

test('a page carries its own articles only; a search and a category look through every page', async ({ page }) => {
  const problems = watchConsole(page);
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  const response = await gotoHydrated(page, `${site.origin}/blog/page/2`);
  const html = await response!.text();
  const onPage = posts.slice(1 + LISTING_PAGE_SIZE, 1 + 2 * LISTING_PAGE_SIZE);
  const links = (slugs: BlogPostSummary[]) => slugs.filter((post) => html.includes(`"/blog/${post.slug}"`)).map((post) => post.slug);
  expect(links(onPage)).toEqual(onPage.map((post) => post.slug));
  expect(links([...posts.slice(0, 1 + LISTING_PAGE_SIZE), ...posts.slice(1 + 2 * LISTING_PAGE_SIZE)])).toEqual([]);

  // With JavaScript, Load More shows the page's cards six at a time; the links lead on.
  await expect(page.getByRole('status').filter({ hasText: 'Showing' })).toHaveText('Showing 26–31 of 66 articles');
  for (let shown = 6; shown < LISTING_PAGE_SIZE; shown += 6) {
    await page.getByRole('button', { name: 'Load More' }).click();
    await expect(cardTitles(page)).toHaveCount(shown + 6);
  }
  await expect(cardTitles(page)).toHaveText(onPage.map((post) => post.title));
  await expect(page.getByRole('button', { name: 'Load More' })).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: 'Showing' })).toHaveText('Showing 26–49 of 66 articles');
  await expect(pageLinks(page)).toBeVisible();
  expect(requested.filter((pathname) => pathname.startsWith('/data/'))).toEqual([]);
  expect(await axeViolations(page)).toEqual([]);

  // An article of page 3, found from page 2.
  const later = posts.at(-5)!;
  await page.getByRole('searchbox', { name: 'Search articles' }).fill(later.title);
  await expect(cardTitles(page).first()).toHaveText(later.title);
  await expect(pageLinks(page)).toHaveCount(0);
  expect(requested).toContain('/data/v1/blog/index.json');
  // Its card, made in the browser, is the card page 3 was built with.
  const made = await page.locator(`main li[data-slug="${later.slug}"]`).innerHTML();
  const built = await page.evaluate(async (slug) => {
    const html = await (await fetch('/blog/page/3')).text();
    return new DOMParser().parseFromString(html, 'text/html').querySelector(`main li[data-slug="${slug}"]`)!.innerHTML;
  }, later.slug);
  expect(made).toBe(built);

  // A category gathers its articles from every page, six at a time.
  await page.getByRole('searchbox', { name: 'Search articles' }).fill('');
  await page.getByRole('button', { name: 'Technology' }).click();
  const technology = posts.filter((post) => post.category === 'Technology');
  expect(technology.length).toBeGreaterThan(12);
  await expect(page.getByRole('status').filter({ hasText: 'Showing' })).toHaveText(`Showing 6 of ${technology.length} articles`);
  await expect(cardTitles(page)).toHaveText(technology.slice(0, 6).map((post) => post.title));
  await page.getByRole('button', { name: 'All', exact: true }).click();
  await expect(cardTitles(page)).toHaveText(onPage.slice(0, 6).map((post) => post.title));
  await expect(pageLinks(page)).toBeVisible();
  expect(problems).toEqual([]);
});
