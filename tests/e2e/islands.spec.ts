import { expect, test, type Page } from '@playwright/test';
import { gotoHydrated, posts, watchConsole } from './site';

/** Every script the page requested, by path. */
function watchScripts(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  return scripts;
}

/** The page's own script, named in its HTML. */
const entryScript = (page: Page) => page.locator('script[type="module"][src]').getAttribute('src');

/** The styled-components rules in the page, by their text. */
const styleRules = (page: Page) =>
  page.evaluate(() =>
    Array.from(document.querySelectorAll('style[data-styled]')).flatMap((style) =>
      Array.from((style as HTMLStyleElement).sheet?.cssRules ?? []).map((rule) => rule.cssText),
    ),
  );

test.describe('islands', () => {
  for (const path of ['/', '/about', `/blog/${posts[0]!.slug}`, '/blog']) {
    test(`${path} runs only its small page script until the visitor acts`, async ({ page }) => {
      const scripts = watchScripts(page);
      await gotoHydrated(page, path);
      await page.waitForLoadState('networkidle');
      expect(scripts).toEqual([await entryScript(page)]);
      await expect(page.locator('site-island[data-state="started"]')).toHaveCount(0);
    });
  }

  test('/faq searches with a small script of its own and no React, even once used', async ({ page }) => {
    const bodies: Promise<string>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') bodies.push(response.text());
    });
    await gotoHydrated(page, '/faq?q=medicare');
    await expect(page.getByRole('status')).toHaveText('Showing 3 of 21 questions');
    await page.getByRole('button', { name: 'General' }).click();
    await page.getByRole('searchbox').fill('cost');
    await expect(page.getByRole('status')).toHaveText('Showing 1 of 21 questions');
    await page.waitForLoadState('networkidle');
    // The page script, the FAQ's and what they share (the category names).
    expect(bodies.length).toBeGreaterThan(1);
    expect((await Promise.all(bodies)).join('').length).toBeLessThan(30_000);
    // Every production build of React DOM links its error codes to react.dev.
    for (const body of await Promise.all(bodies)) expect(body).not.toContain('react.dev/errors');
    await expect(page.locator('site-island')).toHaveCount(0);
  });

  test('an island starts on the first pointer over it, with no React, a new class name or a new style rule', async ({ page }) => {
    const problems = watchConsole(page);
    const scripts = watchScripts(page);
    const bodies: Promise<string>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') bodies.push(response.text());
    });
    await page.setViewportSize({ width: 1280, height: 800 });
    await gotoHydrated(page, '/blog');
    const island = page.locator('site-island[data-island="blog-listing"]');
    await expect(island).toHaveAttribute('data-state', 'waiting');
    const button = island.getByRole('button', { name: 'All', exact: true });
    const classBefore = await button.getAttribute('class');
    const rulesBefore = await styleRules(page);
    await island.getByRole('searchbox').hover();
    await expect(island).toHaveAttribute('data-state', 'started');
    await page.waitForLoadState('networkidle');
    expect(scripts.length).toBeGreaterThan(1);
    // Every production build of React DOM links its error codes to react.dev.
    for (const body of await Promise.all(bodies)) expect(body).not.toContain('react.dev/errors');
    expect(await button.getAttribute('class')).toBe(classBefore);
    expect(await styleRules(page)).toEqual(rulesBefore);
    // Used, it changes the page's markup only.
    await button.click();
    await page.getByRole('button', { name: 'Technology' }).click();
    await expect(page.getByRole('heading', { name: 'Matching articles' })).toBeVisible();
    expect(await styleRules(page)).toEqual(rulesBefore);
    expect(problems).toEqual([]);
  });

  test('the click that woke an island is not lost', async ({ page }) => {
    await gotoHydrated(page, '/resources');
    // Straight to a click, the code arriving after it.
    await page.route('**/assets/*.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 300));
      await route.continue();
    });
    await page.getByRole('button', { name: 'White Papers' }).click();
    await expect(page.getByRole('button', { name: 'White Papers' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page).toHaveURL(/\?category=White\+Papers$/);
  });

  test('the header menus work with no script but the page\'s own', async ({ page }) => {
    const scripts = watchScripts(page);
    await page.setViewportSize({ width: 1280, height: 800 });
    await gotoHydrated(page, '/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('button', { name: 'Services' }).click();
    await expect(nav.getByRole('link', { name: /Eligibility Verification/ })).toBeVisible();
    await page.getByRole('button', { name: 'Theme: Light' }).click();
    await expect(page.getByRole('menuitemradio', { name: 'Dark' })).toBeVisible();
    await page.keyboard.press('Escape');
    await page.setViewportSize({ width: 375, height: 740 });
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    expect(scripts).toEqual([await entryScript(page)]);
  });

  /** Serves `path` with its first island's trigger changed, and with `spacer` px of page above it. */
  async function withTrigger(page: Page, path: string, trigger: string, spacer = 0) {
    await page.route(`**${path}`, async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace(
        /(<site-island [^>]*?data-trigger=")\w+"/,
        `${spacer ? `<div style="height: ${spacer}px"></div>` : ''}$1${trigger}"`,
      );
      expect(html).toContain(`data-trigger="${trigger}"`);
      await route.fulfill({ status: response.status(), contentType: 'text/html; charset=utf-8', body: html });
    });
  }

  test('an island triggered when idle starts without any interaction', async ({ page }) => {
    await withTrigger(page, '/resources', 'idle');
    await gotoHydrated(page, '/resources');
    await expect(page.locator('site-island')).toHaveAttribute('data-state', 'started');
  });

  test('an island triggered when visible waits below the fold and starts once scrolled near', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await withTrigger(page, '/resources', 'visible', 2000);
    await gotoHydrated(page, '/resources');
    const island = page.locator('site-island');
    // Far below the first screen (and the 200px margin): nothing loads yet.
    expect(await island.evaluate((marker) => marker.firstElementChild!.getBoundingClientRect().top)).toBeGreaterThan(1000);
    await page.waitForLoadState('networkidle');
    await expect(island).toHaveAttribute('data-state', 'waiting');
    await island.evaluate((marker) => marker.firstElementChild!.scrollIntoView());
    await expect(island).toHaveAttribute('data-state', 'started');
  });

  test('focus wakes an island, and what was typed before it started is kept', async ({ page }) => {
    await gotoHydrated(page, '/blog');
    await page.route('**/assets/*.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 300));
      await route.continue();
    });
    const search = page.getByRole('searchbox');
    await search.pressSequentially('medicare');
    await expect(page.locator('site-island[data-island="blog-listing"]')).toHaveAttribute('data-state', 'started');
    await expect(search).toHaveValue('medicare');
    await expect(page).toHaveURL(/\?q=medicare$/);
    await expect(page.getByRole('heading', { name: 'Matching articles' })).toBeVisible();
  });

  test('an address with a search starts its listing at once', async ({ page }) => {
    await gotoHydrated(page, '/blog?q=medicare');
    await expect(page.locator('site-island[data-island="blog-listing"]')).toHaveAttribute('data-state', 'started');
    await expect(page.getByRole('searchbox')).toHaveValue('medicare');
  });

  test('pages carry no router data and a post its body once', async ({ request }) => {
    const html = await (await request.get(`/blog/${posts[0]!.slug}`)).text();
    expect(html).not.toContain('__staticRouterHydrationData');
    const sentence = html.match(/<p>([A-Za-z ,.]{60,})/)![1]!;
    expect(html.split(sentence)).toHaveLength(2);
  });

  test("a post's script is requested once its picture is on screen, not while the picture is on its way", async ({ page }) => {
    const post = posts[0]!;
    const scripts = watchScripts(page);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(`**${post.image}`, async (route) => {
      await held;
      await route.continue();
    });
    // The load event waits for the picture.
    await page.goto(`/blog/${post.slug}`, { waitUntil: 'domcontentloaded' });
    await expect(page.locator('h1')).toHaveText(post.title);
    // Two frames after the body have long passed: the script waits for the picture.
    await page.waitForTimeout(1000);
    expect(scripts).toEqual([]);
    release();
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
    const [painted, requested] = await page.evaluate(
      () =>
        new Promise<[number, number]>((resolve) => {
          new PerformanceObserver((list) => {
            const picture = list.getEntries()[0] as PerformanceEntry & { renderTime: number };
            const script = performance.getEntriesByType('resource').find((entry) => new URL(entry.name).pathname.startsWith('/assets/'))!;
            resolve([picture.renderTime, script.startTime]);
          }).observe({ type: 'element', buffered: true });
        }),
    );
    expect(painted).toBeGreaterThan(0);
    expect(requested).toBeGreaterThan(painted);
  });

  test('a page without a picture requests its script once its first contentful paint is on screen', async ({ page }) => {
    const scripts = watchScripts(page);
    // Served hidden: nothing of it can paint until the test shows it.
    await page.route('**/about', async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace('</head>', '<style id="held">html { visibility: hidden }</style></head>');
      await route.fulfill({ response, body: html });
    });
    await page.goto('/about', { waitUntil: 'load' });
    await page.waitForTimeout(1000);
    expect(scripts).toEqual([]);
    await page.evaluate(() => document.getElementById('held')!.remove());
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
    const [painted, requested] = await page.evaluate(() => [
      performance.getEntriesByName('first-contentful-paint')[0]!.startTime,
      performance.getEntriesByType('resource').find((entry) => new URL(entry.name).pathname.startsWith('/assets/'))!.startTime,
    ]);
    expect(requested).toBeGreaterThan(painted!);
  });

  test("a visitor who acts before the post's picture arrives gets the page script at once", async ({ page }) => {
    const post = posts[0]!;
    // The picture never comes.
    await page.route(`**${post.image}`, () => undefined);
    await page.goto(`/blog/${post.slug}`, { waitUntil: 'domcontentloaded' });
    await expect(page.locator('h1')).toHaveText(post.title);
    await page.keyboard.press('Tab');
    // Without the key it would never come: the picture holds it.
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached', timeout: 5000 });
  });

  test("a post's picture that cannot load does not hold its script", async ({ page }) => {
    const post = posts[0]!;
    await page.route(`**${post.image}`, (route) => route.abort());
    await gotoHydrated(page, `/blog/${post.slug}`);
    // The script shows the picture's placeholder in its place.
    await expect(page.getByRole('img', { name: post.imageAlt })).toBeVisible();
  });

  test('pages carry speculation rules that prerender same-site links on hover, and view transitions between pages', async ({ page }) => {
    await gotoHydrated(page, '/');
    const rules = JSON.parse((await page.locator('script[type="speculationrules"]').textContent())!) as {
      prerender: { where: unknown; eagerness: string }[];
    };
    expect(rules.prerender[0]!.eagerness).toBe('moderate');
    expect(JSON.stringify(rules.prerender[0]!.where)).toContain('"href_matches":"/*"');
    const viewTransition = await page.evaluate(() =>
      Array.from(document.styleSheets).some((sheet) => Array.from(sheet.cssRules).some((rule) => rule.cssText.includes('@view-transition'))),
    );
    expect(viewTransition).toBe(true);
  });
});
