import { spawn, type ChildProcess } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { createWorkspace, type Workspace } from '../../scripts/bench/workspace';
import { serveSite, type RunningSite } from '../../scripts/bench/server';
import { axeViews, axeViolations, gotoHydrated, watchConsole } from './site';

/** The search dialog every page but the search page has, and its parts. */
const dialog = (page: Page) => page.locator('dialog#siteSearch');
/** The header's own search button; the mobile menu's line is the wide one. */
const headerOpener = (page: Page) => page.locator('header [data-site-search-open]:not([data-wide])');

function panel(scope: Locator) {
  return {
    box: scope.locator('[data-site-search-input]'),
    status: scope.locator('[data-site-search-status]'),
    correction: scope.locator('[data-site-search-correction]'),
    results: scope.locator('[data-site-search-results]'),
    // The groups with results: the panel renders one per kind, hidden while it has none.
    groups: scope.locator('[data-site-search-results] > section:not([hidden])'),
    resultLinks: scope.locator('[data-site-search-results] a[data-result-link]'),
    links: scope.locator('[data-site-search-results] a[href]'),
    kinds: scope.locator('[data-site-search-kinds]'),
    kind: (kind: string) => scope.locator(`[data-site-search-kinds] button[data-kind="${kind}"]`),
    empty: scope.locator('[data-site-search-empty]'),
  };
}

/** The search of the search page itself, which has no dialog. */
const pagePanel = (page: Page) => panel(page.locator('main [data-site-search]'));

/** Opens the dialog from the header's button, on a page whose script runs. */
async function openFromHeader(page: Page) {
  await headerOpener(page).click();
  await expect(dialog(page)).toHaveAttribute('open', '');
  return panel(dialog(page));
}

/*
 * A phrase of one post's body only: in no title, excerpt, other post or page of the site, under
 * the section "Geography is a clinical factor" of that post.
 */
const bodyPhrase = { query: 'Beltway', slug: 'houston-home-health-landscape', section: 'h-geography-is-a-clinical-factor' };

test.describe('opening and closing', () => {
  for (const width of [1280, 375]) {
    test(`the header's button opens the dialog with the focus in its box, and Escape gives the focus back (${width}px)`, async ({ page }) => {
      const problems = watchConsole(page);
      await page.setViewportSize({ width, height: 800 });
      await gotoHydrated(page, '/about');
      const opener = headerOpener(page);
      await expect(opener).toBeVisible();
      await expect(opener).toHaveAttribute('role', 'button');
      await expect(opener).toHaveAttribute('aria-haspopup', 'dialog');
      await expect(dialog(page)).toBeHidden();
      const { box } = await openFromHeader(page);
      await expect(dialog(page)).toBeVisible();
      await expect(dialog(page).getByRole('heading', { name: 'Search the site' })).toBeVisible();
      await expect(box).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(dialog(page)).toBeHidden();
      await expect(opener).toBeFocused();
      expect(problems).toEqual([]);
    });
  }

  test('the first Escape closes the dialog whatever its box holds, and gives the focus back', async ({ page }) => {
    await gotoHydrated(page, '/about');
    const search = await openFromHeader(page);
    await search.box.fill('medicare');
    await expect(search.status).toHaveText(/^\d+ results for “medicare”$/);
    await expect(search.box).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toBeHidden();
    await expect(headerOpener(page)).toBeFocused();
  });

  test('/ and Ctrl+K open it from the page, but / typed into another field stays in that field', async ({ page }) => {
    await gotoHydrated(page, '/');
    const { box } = panel(dialog(page));
    await page.keyboard.press('/');
    await expect(dialog(page)).toHaveAttribute('open', '');
    await expect(box).toBeFocused();
    // The `/` that opened the search is not typed into its box.
    await expect(box).toHaveValue('');
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toBeHidden();

    const email = page.locator('footer form[data-newsletter-source="footer"]').getByRole('textbox', { name: 'Email address' });
    await email.focus();
    await page.keyboard.type('/');
    await expect(email).toHaveValue('/');
    await expect(email).toBeFocused();
    await expect(dialog(page)).toBeHidden();

    await page.locator('main h1').click();
    await page.keyboard.press('Control+k');
    await expect(dialog(page)).toHaveAttribute('open', '');
    await expect(box).toBeFocused();
  });

  test('/ pressed as soon as the page takes input, before its script has come, opens the search once it comes', async ({ page }) => {
    // The page's script is held back until the key is pressed: the key must not be lost meanwhile.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/index-[^/]*\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/about', { waitUntil: 'domcontentloaded' });
    await page.keyboard.press('/');
    release();
    const { box } = panel(dialog(page));
    await expect(dialog(page)).toHaveAttribute('open', '');
    await expect(box).toBeFocused();
    await expect(box).toHaveValue('');
  });

  test('/ pressed the moment the page is parsed opens the search', async ({ page }) => {
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    await page.keyboard.press('/');
    const { box } = panel(dialog(page));
    await expect(dialog(page)).toHaveAttribute('open', '');
    await expect(box).toBeFocused();
    await expect(box).toHaveValue('');
  });

  test("the mobile menu's Search line closes the menu and opens the search", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await gotoHydrated(page, '/how-it-works');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.locator('dialog[open]').filter({ has: page.locator('[data-site-search-open][data-wide]') });
    await expect(menu).toBeVisible();
    await menu.locator('[data-site-search-open][data-wide]').click();
    await expect(menu).toHaveCount(0);
    await expect(page.locator('dialog[open]')).toHaveCount(1);
    await expect(dialog(page)).toBeVisible();
    await expect(panel(dialog(page)).box).toBeFocused();
  });
});

test.describe('results', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("a phrase of a post's body finds the post, with the passage marked and a link to its section", async ({ page }) => {
    const problems = watchConsole(page);
    await gotoHydrated(page, '/');
    const search = await openFromHeader(page);
    await search.box.fill(bodyPhrase.query);
    const result = search.results.locator('li').filter({ has: page.locator(`a[data-result-link][href="/blog/${bodyPhrase.slug}"]`) });
    await expect(result).toHaveCount(1);
    await expect(search.status).toHaveText(/^1 result for “Beltway”$/);
    await expect(result.locator('[data-result-title]')).toHaveText('The Houston Home Health Landscape in 2026');
    await expect(result.locator('mark').first()).toHaveText(/beltway/i);
    const section = result.locator('a[data-section-link]');
    await expect(section.first()).toHaveAttribute('href', `/blog/${bodyPhrase.slug}#${bodyPhrase.section}`);
    await expect(section.first().locator('[data-section-title]')).toHaveText('Geography is a clinical factor');
    await expect(section.first().locator('mark').first()).toHaveText(/beltway/i);
    await expect(search.correction).toBeHidden();
    await expect(search.empty).toBeHidden();

    // The section link leads to the heading the phrase is under.
    await section.first().click();
    await expect(page).toHaveURL(`/blog/${bodyPhrase.slug}#${bodyPhrase.section}`);
    await expect(page.locator(`#${bodyPhrase.section}`)).toHaveText('Geography is a clinical factor');
    await expect(page.locator(`#${bodyPhrase.section}`)).toBeInViewport();
    expect(problems).toEqual([]);
  });

  test('a misspelt word is corrected, and the correction is said', async ({ page }) => {
    await gotoHydrated(page, '/');
    const search = await openFromHeader(page);
    await search.box.fill('insurnace');
    await expect(search.correction).toBeVisible();
    await expect(search.correction).toHaveText('Showing results for insurance');
    await expect(search.correction.locator('strong')).toHaveText('insurance');
    await expect(search.status).toHaveText(/^\d+ results? for “insurance”$/);
    await expect(search.resultLinks.first()).toBeVisible();
    await expect(search.results.locator('mark').first()).toHaveText(/^insurance/i);
    await expect(search.empty).toBeHidden();

    // A word spelt right says nothing of a correction.
    await search.box.fill('insurance');
    await expect(search.status).toHaveText(/^\d+ results? for “insurance”$/);
    await expect(search.correction).toBeHidden();
  });

  test('the filters by kind count their results, show one kind alone, and All shows every kind again', async ({ page }) => {
    await gotoHydrated(page, '/');
    const search = await openFromHeader(page);
    await search.box.fill('medicare');
    await expect(search.kinds).toBeVisible();
    await expect(search.kind('')).toHaveAttribute('aria-pressed', 'true');
    await expect(search.kind('')).toHaveText(/^All \(\d+\)$/);
    const groupsUnderAll = await search.groups.count();
    expect(groupsUnderAll).toBeGreaterThan(1);

    // Each shown kind has results; together they are All's count.
    const count = async (button: Locator) => Number((await button.locator('[data-count]').textContent())!.match(/^\((\d+)\)$/)![1]);
    const all = await count(search.kind(''));
    let sum = 0;
    for (const button of await search.kinds.locator('button[data-kind]:not([data-kind=""]):visible').all()) {
      const each = await count(button);
      expect(each).toBeGreaterThan(0);
      sum += each;
    }
    expect(sum).toBe(all);
    await expect(search.status).toHaveText(`${all} results for “medicare”`);

    const faq = search.kind('faq');
    await expect(faq).toHaveText(/^FAQ \(\d+\)$/);
    const faqCount = await count(faq);
    await faq.click();
    await expect(faq).toHaveAttribute('aria-pressed', 'true');
    await expect(search.kind('')).toHaveAttribute('aria-pressed', 'false');
    await expect(search.groups).toHaveCount(1);
    await expect(search.groups.locator('h3')).toHaveText('FAQ');
    await expect(search.status).toHaveText(`${faqCount} result${faqCount === 1 ? '' : 's'} for “medicare”`);
    // Six at first; More results adds the next six.
    await expect(search.resultLinks).toHaveCount(Math.min(faqCount, 6));
    for (const href of await search.resultLinks.evaluateAll((links) => links.map((link) => link.getAttribute('href')))) expect(href).toMatch(/^\/faq#faq-/);
    // The counts stay those of the whole search.
    await expect(search.kind('')).toHaveText(`All (${all})`);

    await search.kind('').click();
    await expect(search.kind('')).toHaveAttribute('aria-pressed', 'true');
    await expect(faq).toHaveAttribute('aria-pressed', 'false');
    await expect(search.groups).toHaveCount(groupsUnderAll);
    await expect(search.status).toHaveText(`${all} results for “medicare”`);
  });

  /** Searches while the index's files matching `blocked` cannot load, then again once they can. */
  async function searchesAgainAfterFailedLoad(page: Page, blocked: string) {
    await gotoHydrated(page, '/');
    await page.route(blocked, (route) => route.abort());
    const search = await openFromHeader(page);
    await search.box.fill('medicare');
    await expect(search.status).toHaveText('Search could not load. Check your connection and try again.');
    await expect(search.resultLinks).toHaveCount(0);
    await page.unroute(blocked);
    await search.box.fill('insurance');
    await expect(search.status).toHaveText(/^\d+ results for “insurance”$/);
    await expect(search.resultLinks.first()).toBeVisible();
  }

  test('an index that cannot load says so, and the next search loads it again', async ({ page }) => {
    await searchesAgainAfterFailedLoad(page, '**/pagefind/**');
  });

  // Some browsers keep a failed module import for the page's life, so importing the same address
  // again fails without a request; Chromium does so with ModuleMapDoNotCacheFailedFetch turned off.
  test('an index that cannot load is loaded again by the next search in a browser that keeps a failed import', async ({ playwright, launchOptions, baseURL }) => {
    const browser = await playwright.chromium.launch({ ...launchOptions, args: [...(launchOptions.args ?? []), '--disable-blink-features=ModuleMapDoNotCacheFailedFetch'] });
    try {
      await searchesAgainAfterFailedLoad(await browser.newPage({ baseURL }), '**/pagefind/**');
    } finally {
      await browser.close();
    }
  });

  test('an index whose script loads but whose WebAssembly cannot is loaded again by the next search', async ({ page }) => {
    await searchesAgainAfterFailedLoad(page, '**/pagefind/*/wasm.*');
  });

  test("a page carries the search's openers, not its dialog: the dialog comes, cached for good, once the page has painted", async ({ page, request }) => {
    const html = await (await request.get('/about')).text();
    const address = html.match(/data-part="(\/assets\/parts\/search-dialog\.en\.[0-9a-f]{10}\.html)"/)?.[1];
    expect(address).toBeDefined();
    expect(html).not.toContain('id="siteSearch"');
    expect(html).not.toContain('data-site-search-input');
    // An opener names the dialog only once it is in the page: an idref must name an element of the document.
    expect(html).not.toContain('aria-controls="siteSearch"');
    const part = await request.get(address!);
    expect(part.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(await part.text()).toMatch(/^<style[^>]*>[^<]+<\/style><dialog id="siteSearch"/);
    // The search page is a search of its own, in full.
    expect(await (await request.get('/search')).text()).toContain('data-site-search-result=');

    const fetched = page.waitForRequest(address!);
    await gotoHydrated(page, '/about');
    await fetched;
    await expect(dialog(page)).toHaveCount(1);
    await expect(headerOpener(page)).toHaveAttribute('aria-controls', 'siteSearch');
    const search = await openFromHeader(page);
    // The filters above the status line, the results below it, as on the search page.
    await expect(search.kinds.locator('~ [role="status"]')).toHaveCount(1);
    await expect(search.results.locator('~ [role="status"]')).toHaveCount(0);
    await search.box.fill('medicare');
    await expect(search.resultLinks.first()).toBeVisible();
    await expect(search.kinds).toBeVisible();
    // Styled by the part's own rules: a result is a bordered block.
    expect(await search.resultLinks.first().evaluate((link) => [getComputedStyle(link).display, getComputedStyle(link).borderTopStyle])).toEqual(['block', 'solid']);
  });

  test('a dialog that cannot load leaves its opener the link it is: to the search page', async ({ page }) => {
    await page.route('**/assets/parts/**', (route) => route.abort());
    await gotoHydrated(page, '/');
    await headerOpener(page).click();
    await expect(page).toHaveURL(/\/search$/);
    await expect(page.locator('main [data-site-search-input]')).toBeVisible();
  });

  test('six results show at first; More results adds the next six and takes the focus to the first of them', async ({ page }) => {
    await gotoHydrated(page, '/');
    const search = await openFromHeader(page);
    await search.box.fill('medicare');
    await expect(search.status).toHaveText(/^\d+ results for “medicare”$/);
    const total = Number((await search.status.textContent())!.match(/^(\d+)/)![1]);
    expect(total).toBeGreaterThan(6);
    await expect(search.resultLinks).toHaveCount(6);
    const more = dialog(page).getByRole('button', { name: 'More results' });
    const before = await search.resultLinks.evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    await more.click();
    await expect(search.resultLinks).toHaveCount(Math.min(total, 12));
    const after = await search.resultLinks.evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(new Set(after).size).toBe(after.length);
    for (const href of before) expect(after).toContain(href);
    await expect(page.locator(':focus')).toHaveAttribute('data-result-link', '');
    expect(before).not.toContain(await page.locator(':focus').getAttribute('href'));
    if (total <= 12) await expect(more).toBeHidden();
  });

  test('the search page searches its address on load and after a reload, and keeps a new query in it', async ({ page }) => {
    const problems = watchConsole(page);
    await gotoHydrated(page, '/search?q=medicare');
    const search = pagePanel(page);
    await expect(dialog(page)).toHaveCount(0);
    await expect(search.box).toHaveValue('medicare');
    await expect(search.status).toHaveText(/^\d+ results for “medicare”$/);
    await expect(search.resultLinks.first()).toBeVisible();

    await page.reload();
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
    await expect(search.box).toHaveValue('medicare');
    await expect(search.status).toHaveText(/^\d+ results for “medicare”$/);
    await expect(search.resultLinks.first()).toBeVisible();

    await search.box.fill('hurricane');
    await expect(page).toHaveURL(/\/search\?q=hurricane$/);
    await expect(search.status).toHaveText(/^\d+ results? for “hurricane”$/);
    await expect(search.resultLinks.first()).toBeVisible();
    expect(problems).toEqual([]);
  });

  test('with the keyboard alone: / opens it, the arrows walk the results and back to the box, Enter follows one', async ({ page }) => {
    await gotoHydrated(page, '/contact');
    await page.keyboard.press('/');
    const search = panel(dialog(page));
    await expect(search.box).toBeFocused();
    await page.keyboard.type('medicare');
    await expect(search.status).toHaveText(/^\d+ results for “medicare”$/);
    await expect(search.links.nth(1)).toBeVisible();

    await page.keyboard.press('ArrowDown');
    await expect(search.links.first()).toBeFocused();
    await expect(search.links.first()).toHaveAttribute('data-result-link', '');
    await page.keyboard.press('ArrowDown');
    await expect(search.links.nth(1)).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(search.links.first()).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(search.box).toBeFocused();
    await expect(search.box).toHaveValue('medicare');

    await page.keyboard.press('ArrowDown');
    const href = (await search.links.first().getAttribute('href'))!;
    expect(href).toMatch(/^\//);
    await expect(search.links.first()).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(href);
  });
});

test('without JavaScript, the header links to the search page, which points to the listings instead of a form', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.goto('/about');
  const opener = headerOpener(page);
  await expect(opener).toBeVisible();
  await expect(opener).toHaveAttribute('href', '/search');
  await expect(opener).not.toHaveAttribute('role', 'button');
  await opener.click();
  await expect(page).toHaveURL('/search');

  await expect(page.getByRole('heading', { name: 'Search needs JavaScript' })).toBeVisible();
  const note = page.getByRole('region', { name: 'Search needs JavaScript' });
  for (const href of ['/blog', '/resources', '/faq', '/sitemap']) await expect(note.locator(`a[href="${href}"]`)).toBeVisible();
  await expect(page.locator('main [data-site-search-form]')).toBeHidden();
  await expect(page.locator('main [data-site-search-input]')).toBeHidden();
  await context.close();
});

test.describe('in Spanish', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the dialog speaks Spanish and lists the Spanish results before a group of English ones', async ({ page }) => {
    const problems = watchConsole(page);
    await gotoHydrated(page, '/es');
    const search = await openFromHeader(page);
    await expect(dialog(page).getByRole('heading', { level: 2 })).toHaveText('Buscar en el sitio');
    await expect(search.box).toHaveAttribute('placeholder', 'Buscar artículos, recursos, preguntas...');
    await search.box.fill('medicare');
    await expect(search.status).toHaveText(/^\d+ resultados para “medicare”$/);
    const titles = search.groups.locator('h3');
    await expect(titles.last()).toHaveText('En inglés');
    expect(await titles.count()).toBeGreaterThan(1);
    // The first groups are the Spanish pages, in Spanish; the last the English ones, marked as English.
    const spanishGroups = search.groups.filter({ hasNot: page.locator('ul[lang="en-US"]') });
    await expect(spanishGroups).toHaveCount((await titles.count()) - 1);
    for (const href of await spanishGroups.locator('a[data-result-link]').evaluateAll((links) => links.map((link) => link.getAttribute('href'))))
      expect(href).toMatch(/^\/es(\/|$)/);
    const english = search.groups.last();
    await expect(english.locator('> ul')).toHaveAttribute('lang', 'en-US');
    for (const href of await english.locator('a[data-result-link]').evaluateAll((links) => links.map((link) => link.getAttribute('href'))))
      expect(href).not.toMatch(/^\/es(\/|$)/);
    await expect(search.kind('')).toHaveText(/^Todo \(\d+\)$/);
    expect(problems).toEqual([]);
  });

  test('an English page translated into Spanish is neither shown nor counted: its translation is', async ({ page }) => {
    // "incision" is in one English post and its Spanish translation ("incisión") only.
    await gotoHydrated(page, '/es/buscar?q=incision');
    const search = pagePanel(page);
    await expect(search.status).toHaveText('1 resultado para “incision”');
    await expect(search.kind('')).toHaveText('Todo (1)');
    await expect(search.resultLinks).toHaveCount(1);
    await expect(search.resultLinks).toHaveAttribute('href', '/es/blog/del-hospital-a-casa');
    await expect(search.groups.getByRole('heading', { name: 'En inglés' })).toHaveCount(0);
  });

  test('the counts by kind, of both languages, add up to Todo and stay as they are while a kind is chosen', async ({ page }) => {
    await gotoHydrated(page, '/es/buscar?q=medicare');
    const search = pagePanel(page);
    await expect(search.groups.last().getByRole('heading')).toHaveText('En inglés');
    const count = async (kind: string) => Number((await search.kind(kind).textContent())!.match(/\((\d+)\)/)![1]);
    const shown = await search.kinds.locator('button[data-kind]:not([hidden])').evaluateAll((buttons) => buttons.map((button) => (button as HTMLElement).dataset.kind!).filter(Boolean));
    const counts = Object.fromEntries(await Promise.all(shown.map(async (kind) => [kind, await count(kind)] as const)));
    const all = await count('');
    expect(Object.values(counts).reduce((sum, each) => sum + each, 0)).toBe(all);
    await search.kind('articles').click();
    await expect(search.kind('articles')).toHaveAttribute('aria-pressed', 'true');
    await expect(search.status).toHaveText(`${counts.articles} resultados para “medicare”`);
    expect(await count('')).toBe(all);
    for (const kind of shown) expect(await count(kind)).toBe(counts[kind]);
    for (const href of await search.resultLinks.evaluateAll((links) => links.map((link) => link.getAttribute('href')))) expect(href).toMatch(/^(\/es)?\/blog\//);
  });

  test('the Spanish search page searches its address', async ({ page }) => {
    await gotoHydrated(page, '/es/buscar?q=medicare');
    const search = pagePanel(page);
    await expect(search.box).toHaveValue('medicare');
    await expect(search.status).toHaveText(/^\d+ resultados para “medicare”$/);
    await expect(search.resultLinks.first()).toHaveAttribute('href', /^\/es\//);
    await expect(search.groups.last().getByRole('heading')).toHaveText('En inglés');
    await search.box.fill('seguro');
    await expect(page).toHaveURL(/\/es\/buscar\?q=seguro$/);
  });
});

for (const view of axeViews) {
  test.describe(`accessibility with results (${view.name})`, () => {
    test.beforeEach(async ({ page }) => {
      await page.setViewportSize({ width: view.width, height: view.height });
      await page.addInitScript((theme) => localStorage.setItem('theme', theme), view.theme);
    });

    test('the open dialog has no axe violations', async ({ page }) => {
      await gotoHydrated(page, '/');
      await expect(page.locator('html')).toHaveAttribute('data-theme', view.theme);
      const search = await openFromHeader(page);
      await search.box.fill('medicare');
      await expect(search.status).toHaveText(/^\d+ results for “medicare”$/);
      await expect(search.resultLinks.first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(await axeViolations(page)).toEqual([]);
    });

    test('the search page has no axe violations', async ({ page }) => {
      await gotoHydrated(page, '/search?q=medicare');
      await expect(page.locator('html')).toHaveAttribute('data-theme', view.theme);
      const search = pagePanel(page);
      await expect(search.status).toHaveText(/^\d+ results for “medicare”$/);
      await expect(search.resultLinks.first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(await axeViolations(page)).toEqual([]);
    });
  });
}

/** A post of a test's copy of the project: one paragraph of body, or the Markdown given, under its title. */
function writePost(dir: string, { slug, title, body, draft = false }: { slug: string; title: string; body: string; draft?: boolean }) {
  writeFileSync(
    path.join(dir, 'content', 'blog', `${slug}.md`),
    [
      '---',
      `title: "${title}"`,
      'excerpt: "A short post about visits after a hospital stay."',
      'author: Test Author',
      'date: 2025-06-01',
      'category: Patient Care',
      'image: /images/blog/houston-home-health-landscape.svg',
      `imageAlt: "Illustration for ${title}"`,
      ...(draft ? ['draft: true'] : []),
      '---',
      '',
      body,
      '',
    ].join('\n'),
  );
}

/** Runs the build of the project in `dir`; asynchronous, so that the test's timeout still holds while it runs. */
function buildIn(dir: string, running: Set<ChildProcess>): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(dir, 'scripts/build.mjs')], { cwd: dir, env: { ...process.env, SOCIAL_CARDS: 'off' } });
    running.add(child);
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.once('error', reject);
    child.once('exit', (code) => {
      running.delete(child);
      if (code === 0) resolve();
      else reject(new Error(`The build of the test's copy of the project failed (exit code ${code}):\n${output}`));
    });
  });
}

/**
 * A copy of the project with the posts a test writes, built and served for that test alone, and
 * removed after it (its build stopped, should the test end first).
 */
function builtCopies(): (posts: Parameters<typeof writePost>[1][]) => Promise<RunningSite> {
  let workspace: Workspace | undefined;
  let site: RunningSite | undefined;
  const builds = new Set<ChildProcess>();
  test.afterEach(async () => {
    for (const build of builds) build.kill('SIGKILL');
    await site?.stop();
    workspace?.remove();
  });
  return async (posts) => {
    workspace = createWorkspace(0);
    for (const post of posts) writePost(workspace.dir, post);
    await buildIn(workspace.dir, builds);
    return (site = await serveSite(workspace.dir));
  };
}

test.describe('drafts', () => {
  // A copy of the project with a draft and a published post.
  const builtWith = builtCopies();

  test("a draft's words are not found, though a published post's are", async ({ page }) => {
    test.setTimeout(300_000);
    const post = (slug: string, title: string, phrase: string, draft: boolean) => ({ slug, title, draft, body: `The first visit after discharge covers medications and safety. Nurses call this the ${phrase} check.` });
    const site = await builtWith([post('unpublished-visit-notes', 'Unpublished Visit Notes', 'zanzibarquokka', true), post('published-visit-notes', 'Published Visit Notes', 'marzipanokapi', false)]);

    await page.setViewportSize({ width: 1280, height: 800 });
    await gotoHydrated(page, `${site.origin}/`);
    const search = await openFromHeader(page);
    await search.box.fill('marzipanokapi');
    await expect(search.status).toHaveText('1 result for “marzipanokapi”');
    await expect(search.resultLinks).toHaveCount(1);
    await expect(search.resultLinks).toHaveAttribute('href', '/blog/published-visit-notes');
    await expect(search.empty).toBeHidden();

    await search.box.fill('zanzibarquokka');
    await expect(search.status).toHaveText('0 results for “zanzibarquokka”');
    await expect(search.empty).toBeVisible();
    await expect(search.resultLinks).toHaveCount(0);
    // Nor is the draft found by its title.
    await search.box.fill('Unpublished Visit Notes');
    await expect(search.status).toHaveText(/^\d+ results? for “Unpublished Visit Notes”$/);
    await expect(search.results.locator('a[href="/blog/unpublished-visit-notes"]')).toHaveCount(0);
  });
});

test.describe('ranking', () => {
  // A copy of the project with posts of words the site has nowhere else, built and served for this test alone: one
  // holds "calibrator" and "porch lantern" once each in its body; the others hold only other words of the same stems
  // ("calibration", "calibrated", "lanterns"), in headings and again and again, or "porch" and "lantern" apart.
  const builtWith = builtCopies();

  const posts = [
    {
      slug: 'evening-safety-at-home',
      title: 'Evening Safety at Home',
      body: 'Set up the home before the first evening. A dose calibrator on the counter keeps the doses right. Hang a porch lantern by the front door so the steps are lit.',
    },
    {
      slug: 'home-equipment-checks',
      title: 'Home Equipment Checks',
      body: '## Calibration basics\n\nCalibration of scales and meters matters. Each meter is calibrated at the pharmacy, and calibration is checked every month.\n\n## Calibrated scales\n\nA calibrated scale gives weights the nurse can trust.',
    },
    { slug: 'caring-for-meters', title: 'Caring for Meters', body: 'Calibrating a meter takes a minute. A calibrated meter reads true, and calibrating it again each month keeps it so.' },
    { slug: 'steps-and-rails', title: 'Steps and Rails', body: '## Lanterns for the porch\n\nThe porch steps need light. A porch rail helps, and the porch should be kept clear of mats.' },
    { slug: 'the-evening-routine', title: 'The Evening Routine', body: '## The porch at dusk\n\nSit on the porch in the evening while it is still light. Later, carry a lantern to the shed.' },
  ];

  test('the page holding the word searched for, or the phrase, comes before pages holding other words of its stem or the words apart', async ({ page }) => {
    test.setTimeout(300_000);
    const site = await builtWith(posts);

    await page.setViewportSize({ width: 1280, height: 800 });
    await gotoHydrated(page, `${site.origin}/`);
    const search = await openFromHeader(page);
    const shown = () => search.resultLinks.evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    const target = search.results.locator('li').filter({ has: page.locator('a[data-result-link][href="/blog/evening-safety-at-home"]') });

    await search.box.fill('calibrator');
    // The first query loads the index, its WebAssembly and the results' text, on a machine that may be busy.
    await expect(search.status).toHaveText('3 results for “calibrator”', { timeout: 15_000 });
    expect((await shown())[0]).toBe('/blog/evening-safety-at-home');
    await expect(target.locator('[data-result-excerpt] mark')).toHaveText(['calibrator']);

    // The phrase first, then both words apart, then one of them with another word of the other's stem.
    await search.box.fill('porch lantern');
    await expect(search.status).toHaveText('3 results for “porch lantern”');
    expect(await shown()).toEqual(['/blog/evening-safety-at-home', '/blog/the-evening-routine', '/blog/steps-and-rails']);
    await expect(target.locator('[data-result-excerpt] mark')).toHaveText(['porch', 'lantern']);
  });
});
