import { expect, test, type Locator, type Page } from '@playwright/test';
import { axeViolations, gotoHydrated, posts, watchConsole } from './site';

const cards = (page: Page) => page.locator('main ul > li:visible');
const status = (page: Page) => page.getByRole('status').filter({ hasText: /Showing|found|Searching/ });

test.describe('listing search and filters', () => {
  test('search and category combine, live in the address, and the back button walks back through them', async ({ page }) => {
    const problems = watchConsole(page);
    await gotoHydrated(page, '/resources');
    await expect(cards(page)).toHaveCount(6);

    const search = page.getByRole('searchbox', { name: 'Search resources' });
    await search.fill('webinar');
    await expect(page).toHaveURL(/\/resources\?q=webinar$/);
    await expect(cards(page)).toHaveCount(2);
    await expect(status(page)).toHaveText('Showing 2 of 2 resources');

    await page.getByRole('button', { name: 'Case Studies' }).click();
    await expect(page).toHaveURL(/\?q=webinar&category=Case\+Studies$/);
    await expect(page.getByRole('button', { name: 'Case Studies' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('heading', { name: 'No resources found' })).toBeVisible();
    await expect(page.getByText('Try adjusting your search or filter criteria')).toBeVisible();

    await page.getByRole('button', { name: 'Webinars' }).click();
    await expect(cards(page)).toHaveCount(2);
    await expect(cards(page).getByRole('link')).toHaveText([/Hurricane Season Readiness/, /Reducing Readmissions/]);

    // Back: the previous category, then the search alone, then the unfiltered list.
    await page.goBack();
    await expect(page).toHaveURL(/\?q=webinar&category=Case\+Studies$/);
    await expect(page.getByRole('heading', { name: 'No resources found' })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\?q=webinar$/);
    await expect(search).toHaveValue('webinar');
    await expect(page.getByRole('button', { name: 'All', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await expect(cards(page)).toHaveCount(2);
    // Typing replaced its own entry: one more Back leaves the search entirely.
    await page.goBack();
    await expect(page).toHaveURL(/\/resources$/);
    await expect(search).toHaveValue('');
    await expect(cards(page)).toHaveCount(6);
    await page.goForward();
    await expect(search).toHaveValue('webinar');
    expect(problems).toEqual([]);
  });

  test('the empty state clears search and category together', async ({ page }) => {
    await gotoHydrated(page, '/blog?q=xyzzy&category=Technology');
    await expect(page.getByRole('heading', { name: 'No articles found' })).toBeVisible();
    await expect(page.getByText('Try adjusting your search or filter criteria')).toBeVisible();
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(page.getByRole('searchbox', { name: 'Search articles' })).toBeFocused();
    await expect(page.getByRole('heading', { name: 'Featured article' })).toBeVisible();
    await expect(status(page)).toHaveText(`Showing ${posts.length} of ${posts.length} articles`);
  });

  test('a shared address opens filtered, and a typo falls back to close matches under a note', async ({ page }) => {
    const response = await gotoHydrated(page, '/resources/guides?q=insurnace');
    // The prerendered page is the unfiltered list; the address applies once the app runs.
    expect((await response!.text()).match(/Download PDF: /g)).toHaveLength(8);
    await expect(page.getByText('No exact matches; showing close matches for "insurnace"')).toBeVisible();
    await expect(cards(page)).toHaveCount(1);
    await expect(cards(page).getByRole('heading')).toHaveText('Insurance Verification Basics for Home Health');

    // An exact match never shows the note, and only items that contain the text, newest first.
    await page.getByRole('searchbox', { name: 'Search guides' }).fill('medicare');
    await expect(page.getByText(/No exact matches/)).toHaveCount(0);
    await expect(cards(page).getByRole('heading')).toHaveText([
      'PDGM in Plain Language: A Primer for Agencies',
      'Insurance Verification Basics for Home Health',
      'Face-to-Face Encounter Documentation Guide',
    ]);
  });

  test('Load More shows the next page, moves the focus to it and announces the count', async ({ page }) => {
    await gotoHydrated(page, '/resources');
    await expect(status(page)).toHaveText('Showing 6 of 8 resources');
    await page.getByRole('button', { name: 'Load More' }).click();
    await expect(cards(page)).toHaveCount(8);
    await expect(status(page)).toHaveText('Showing 8 of 8 resources');
    await expect(page.getByRole('button', { name: 'Load More' })).toHaveCount(0);
    await expect(cards(page).nth(6).getByRole('link')).toBeFocused();

    // A new filter starts again from the first page.
    await page.getByRole('button', { name: 'White Papers' }).click();
    await expect(status(page)).toHaveText('Showing 2 of 2 resources');
    await page.getByRole('button', { name: 'All', exact: true }).click();
    await expect(cards(page)).toHaveCount(6);
  });

  test('the blog features the newest article and filters the grid below it', async ({ page }) => {
    await gotoHydrated(page, '/blog');
    const featured = page.locator('article').filter({ has: page.getByRole('link', { name: posts[0]!.title }) });
    await expect(featured).toHaveCount(1);
    await expect(cards(page)).toHaveCount(posts.length - 1);
    await expect(cards(page).getByRole('link', { name: posts[0]!.title })).toHaveCount(0);

    await page.getByRole('button', { name: 'Patient Care' }).click();
    await expect(page.getByRole('heading', { name: 'Featured article' })).toHaveCount(0);
    const patientCare = posts.filter((post) => post.category === 'Patient Care');
    await expect(cards(page).getByRole('heading')).toHaveText(patientCare.map((post) => post.title));
    await page.getByRole('searchbox', { name: 'Search articles' }).fill('first week');
    await expect(cards(page).getByRole('heading')).toHaveText(['The First Week Home: Preventing Hospital Readmissions']);
  });

  test('a search shows the featured article as a card, made from its own markup (the page carries it once)', async ({ page, request }) => {
    const html = await (await request.get('/blog')).text();
    expect(html.split(posts[0]!.excerpt)).toHaveLength(2);
    await gotoHydrated(page, '/blog');
    /** The picture and every marked field (text and address) of a rendering of a post. */
    const fields = (root: Locator) =>
      root.evaluate((element) => ({
        image: [element.querySelector('[data-image-frame] > img')?.getAttribute('src'), element.querySelector('img')?.alt],
        fields: Array.from(element.querySelectorAll<HTMLElement>('[data-field]')).map((field) => [
          field.dataset.field,
          field.textContent,
          field.getAttribute('href') ?? field.getAttribute('datetime'),
        ]),
      }));
    const featured = await fields(page.locator(`article[data-slug="${posts[0]!.slug}"]`));
    expect(featured.fields.map(([name]) => name)).toEqual(['category', 'title', 'description', 'date', 'readTime']);
    await page.getByRole('searchbox', { name: 'Search articles' }).fill(posts[0]!.title);
    await expect(cards(page).getByRole('heading')).toHaveText([posts[0]!.title]);
    expect(await fields(cards(page).first())).toEqual(featured);
  });

  test('Fuse and the search index load only once the visitor searches', async ({ page }) => {
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await gotoHydrated(page, '/blog');
    await page.waitForLoadState('networkidle');
    expect(requested.filter((path) => path.includes('/search/') || /fuse/i.test(path))).toEqual([]);
    await page.getByRole('searchbox', { name: 'Search articles' }).fill('dischrage');
    await expect(page.getByText('No exact matches; showing close matches for "dischrage"')).toBeVisible();
    expect(requested).toContain('/data/v1/search/blog.json');
    expect(requested.some((path) => /\/assets\/fuse-.*\.js$/.test(path))).toBe(true);
  });

  test('guides link their PDF, which is served', async ({ page, request }) => {
    await gotoHydrated(page, '/resources/guides');
    const link = page.getByRole('link', { name: 'Download PDF: The Home Health Intake Playbook' });
    const href = await link.getAttribute('href');
    expect(href).toBe('/guides/agency-intake-playbook.pdf');
    const file = await request.get(href!);
    expect(file.status()).toBe(200);
    expect((await file.body()).subarray(0, 5).toString()).toBe('%PDF-');
  });

  test('Enter in a search box keeps the page and the text, even before the page script has arrived', async ({ page }) => {
    // The script never arrives: the search boxes show (the inline theme script marks the page), nothing drives them.
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto('/blog');
    const search = page.getByRole('searchbox', { name: 'Search articles' });
    await search.fill('care');
    const navigated = page.waitForEvent('framenavigated', { timeout: 1000 }).then(
      () => true,
      () => false,
    );
    await search.press('Enter');
    expect(await navigated).toBe(false);
    await expect(search).toHaveValue('care');
    // No search box belongs to a form, so none has anything to submit.
    for (const [path, name] of [
      ['/resources', 'Search resources'],
      ['/resources/guides', 'Search guides'],
      ['/faq', 'Search questions and answers'],
    ]) {
      await page.goto(path!);
      expect(await page.getByRole('searchbox', { name }).evaluate((input: HTMLInputElement) => input.form)).toBeNull();
    }
  });
});

test('every listing item is a readable link with JavaScript off, and the filters that need it are hidden', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/resources');
  await expect(cards(page)).toHaveCount(8);
  await expect(cards(page).getByRole('link')).toHaveCount(8);
  await expect(page.getByRole('searchbox')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Load More' })).toBeHidden();
  await page.goto('/resources/guides');
  await expect(page.getByRole('link', { name: /^Download PDF: / })).toHaveCount(8);
  await page.goto('/blog');
  for (const post of posts) await expect(page.getByRole('link', { name: post.title })).toBeVisible();
  await context.close();
});

test('the blog has an RSS 2.0 feed of every post, linked from its head', async ({ page, request }) => {
  await page.goto('/blog');
  await expect(page.locator('head link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute('href', '/blog/rss.xml');
  const feed = await request.get('/blog/rss.xml');
  expect(feed.status()).toBe(200);
  const xml = await feed.text();
  expect(xml).toContain('<rss version="2.0"');
  for (const post of posts) expect(xml).toContain(`<link>https://www.carebridgeconnect.com/blog/${post.slug}</link>`);
  expect(xml.match(/<item>/g)).toHaveLength(posts.length);
});

test.describe('accessibility with filters applied', () => {
  for (const path of ['/resources?q=webinar&category=Webinars', '/resources/guides?q=insurnace', '/blog?category=Technology', '/blog?q=xyzzy']) {
    test(`${path} has no axe violations`, async ({ page }) => {
      await gotoHydrated(page, path);
      // The address wakes the listing at once; it is checked once it shows the filtered list and
      // the chips' colour transitions have ended (axe would read a colour half-way).
      await expect(page.locator('site-island')).toHaveAttribute('data-state', 'started');
      await expect(status(page)).toHaveText(/Showing|found/);
      await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
      expect(await axeViolations(page)).toEqual([]);
    });
  }
});
