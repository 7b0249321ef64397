import { readFileSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { FrameLocator, Page, Request } from '@playwright/test';
import { siteRoutes } from '../../src/content/collections/routes';
import { codePageNames, contentRoutesIn } from '../../scripts/content/section-pages';
import type { BlogPostSummary } from '../../src/content/types';

const built = (file: string) => readFileSync(path.resolve(import.meta.dirname, '../../dist/client', file), 'utf8');
const readIndex = (file: string) => JSON.parse(built(`data/v1/${file}`)) as BlogPostSummary[];
const index = readIndex('blog/index.json');
const spanishIndex = readIndex('es/blog/index.json');
/** The page of each opening the build lists (English only), as its sitemap.xml names them: the browser is sent no list of openings. */
export const jobPaths = [...built('sitemap.xml').matchAll(/<loc>https?:\/\/[^/<]+(\/careers\/[^<]+)<\/loc>/g)].map((match) => match[1]!);

/** The route list and the pages drawn wholly from their files in content/pages/, at the addresses the files give. */
const routes = siteRoutes(undefined, contentRoutesIn(path.resolve(import.meta.dirname, '../../content'), codePageNames(siteRoutes())));

/** Every Spanish page of the build: the routes with a Spanish address and each Spanish post. */
export const spanishPaths = [...routes.flatMap((route) => (route.es ? [route.es] : [])), ...spanishIndex.map((post) => `/es/blog/${post.slug}`)];

/** Every page of the build: the route list, each published post, each open job's page, and the Spanish pages. */
export const allPaths = [...routes.map((route) => route.path), ...index.map((post) => `/blog/${post.slug}`), ...jobPaths, ...spanishPaths];
export const posts = index;
export const spanishPosts = spanishIndex;

/** Collects console errors, page errors and React hydration warnings while a test runs. */
export function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    const text = message.text();
    if (message.type() === 'error' || /hydrat|did not match|server rendered/i.test(text)) problems.push(`${message.type()}: ${text}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}

/** Opens a page and waits until its script has armed the islands, so a first action is handled. */
export async function gotoHydrated(page: Page, path: string, options?: Parameters<Page['goto']>[1]) {
  const response = await page.goto(path, options);
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  return response;
}

/**
 * A frame of the page once its own script has armed it (a form page's island): before that, a
 * click on the form's button sends it as a browser without script does.
 */
export async function hydratedFrame(page: Page, selector = '[data-embed-state] iframe'): Promise<FrameLocator> {
  const frame = page.frameLocator(selector);
  await frame.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  return frame;
}

/**
 * Every heading of the page (hidden ones too: a search's result groups, a closed menu's) that is
 * more than one level below the heading before it, as `h1 "Title" > h3 "Section"`.
 */
export function skippedHeadingLevels(page: Page): Promise<string[]> {
  return page.locator('h1, h2, h3, h4, h5, h6').evaluateAll((headings) => {
    const skips: string[] = [];
    const describe = (heading: Element) => `${heading.tagName.toLowerCase()} "${heading.textContent?.trim()}"`;
    headings.forEach((heading, index) => {
      const before = headings[index - 1];
      if (before && Number(heading.tagName[1]) > Number(before.tagName[1]) + 1) skips.push(`${describe(before)} > ${describe(heading)}`);
    });
    return skips;
  });
}

/** The page's WCAG 2.0/2.1 A and AA violations, each as `rule: the elements it found`. */
export async function axeViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** The themes and widths every page is checked with axe in: a phone's and a desktop's, light and dark. */
export const axeViews = [
  { name: 'light, 1280px', width: 1280, height: 800, theme: 'light' },
  { name: 'dark, 375px', width: 375, height: 740, theme: 'dark' },
  { name: 'dark, 1280px', width: 1280, height: 800, theme: 'dark' },
  { name: 'light, 375px', width: 375, height: 740, theme: 'light' },
] as const;

/**
 * Gives what the page loads late (a frame's documents, a script an island fetched) its time to
 * run, so what it causes (a policy violation, a console error) is seen. Quiet means no request of
 * the page or its frames for 500 ms; on a busy machine that may never come within the test's time,
 * and a request still open then cannot have caused anything yet, so the wait is bounded and names
 * what was still open.
 */
export async function settle(page: Page) {
  const open = new Set<string>();
  const done = (request: Request) => open.delete(request.url());
  page.on('request', (request) => open.add(request.url()));
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => {
    console.warn(`${page.url()}: still loading after 15 s: ${[...open].join(', ') || 'nothing this test saw start'}`);
  });
}
