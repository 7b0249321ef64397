import { expect, test, type Page } from '@playwright/test';
import { gotoHydrated } from './site';

const POST = '/blog/discharge-planning-checklist-for-case-managers';
const POST_URL = `https://www.carebridgeconnect.com${POST}`;

/** What a printed post leaves out: the site's chrome and everything that asks for a click. */
const chrome = (page: Page) => ({
  header: page.getByRole('banner', { includeHidden: true }),
  'main navigation': page.getByRole('navigation', { name: 'Main', includeHidden: true }).first(),
  'theme button': page.getByRole('button', { name: /^Theme:/, includeHidden: true }),
  'skip link': page.getByRole('link', { name: 'Skip to content', includeHidden: true }),
  'mobile bar': page.getByRole('navigation', { name: 'Quick actions', includeHidden: true }),
  'back link': page.getByRole('link', { name: 'Back to Blog', includeHidden: true }),
  'table of contents': page.locator('[data-toc]').first(),
  'collapsed table of contents': page.locator('summary', { hasText: 'On this page' }),
  'share buttons': page.getByRole('link', { name: 'Share on LinkedIn', includeHidden: true }),
  'provider card': page.getByRole('heading', { name: 'Become a Provider', includeHidden: true }),
  'Keep Reading': page.getByRole('heading', { name: 'Keep Reading', includeHidden: true }),
  'newsletter form': page.locator('[data-newsletter-form]').first(),
  footer: page.getByRole('contentinfo', { includeHidden: true }),
});

/** A PDF's pages: one `/Type /Page` object each (`/Type /Pages` is the tree that holds them). */
const pdfPages = (pdf: Buffer) => pdf.toString('latin1').match(/\/Type\s*\/Page(?![a-z])/g)?.length ?? 0;

const black = 'rgb(0, 0, 0)';
const white = 'rgb(255, 255, 255)';

test.describe('printing', () => {
  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ]) {
    test(`a post prints without the site's chrome, header to footer (${viewport.width}px wide)`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await gotoHydrated(page, POST);
      // A toast up when the visitor prints: the footer form's answer to an address without an @.
      const footerForm = page.locator('[data-newsletter-source="footer"]');
      await footerForm.getByRole('textbox').fill('not-an-email');
      await footerForm.getByRole('button').click();
      const toast = page.locator('[data-sonner-toast]').first();
      await expect(toast).toBeVisible();
      // The pointer over it holds it up (toasts last 4 s), so only print can hide it.
      await toast.hover();
      await page.emulateMedia({ media: 'print' });
      await expect(toast, 'the toast is not printed').toBeHidden();
      for (const [name, locator] of Object.entries(chrome(page))) {
        await expect(locator, `${name} is not printed`).toHaveCount(1);
        await expect(locator, `${name} is not printed`).toBeHidden();
      }
      await expect(page.locator('h1')).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Before discharge day' })).toBeVisible();
    });
  }

  test('a printed page starts with the site name and its address and ends with its address and the print date', async ({ page }) => {
    await gotoHydrated(page, POST);
    const top = page.locator('[data-print-header]');
    const end = page.locator('[data-print-footer]');
    // Not on screen, where it would repeat what the page already shows.
    await expect(top).toBeHidden();
    await expect(end).toBeHidden();
    await page.emulateMedia({ media: 'print' });
    await expect(top).toBeVisible();
    await expect(top).toContainText('CareBridge Connect');
    await expect(top).toContainText(POST_URL);
    await expect(end).toBeVisible();
    await expect(end).toContainText(POST_URL);
    const today = await page.evaluate(() => new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'America/Chicago' }).format(new Date()));
    await expect(end).toContainText(`Printed ${today}`);
  });

  test('the print date is written when the page is printed, not while it loads', async ({ page }) => {
    await gotoHydrated(page, POST);
    const place = page.locator('[data-print-footer] [data-today="print"]');
    // Formatting a date in Houston's zone first loads the zone's data: no page pays for it on load.
    // Until then its place holds no <time>, which without a date would be invalid HTML.
    await expect(place).toBeEmpty();
    await expect(page.locator('[data-print-footer] time')).toHaveCount(0);
    await page.evaluate(() => dispatchEvent(new Event('beforeprint')));
    const today = await page.evaluate(() => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Chicago' }).format(new Date()));
    const date = place.locator('time');
    await expect(date).toHaveAttribute('datetime', today);
    await expect(date).not.toBeEmpty();
  });

  test("a body link prints its address after its text, a site page's as an absolute address", async ({ page }) => {
    await gotoHydrated(page, POST);
    await page.emulateMedia({ media: 'print' });
    const after = await page
      .locator('main a[href="/how-it-works/case-managers"]')
      .evaluate((a) => getComputedStyle(a, '::after').content);
    expect(after).toBe('" (https://www.carebridgeconnect.com/how-it-works/case-managers)"');
  });

  test('prints black text on white in the dark theme too', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
    await gotoHydrated(page, POST);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await page.emulateMedia({ media: 'print' });
    const colours = await page.evaluate(() => {
      const style = (selector: string) => getComputedStyle(document.querySelector(selector)!);
      const quote = style('main blockquote');
      return {
        body: [style('body').color, style('body').backgroundColor],
        title: style('h1').color,
        heading: style('main h2').color,
        text: style('main li').color,
        quote: [quote.color, quote.backgroundColor],
        postHeader: style('article > header').backgroundColor,
      };
    });
    expect(colours).toEqual({
      body: [black, white],
      title: black,
      heading: black,
      text: black,
      quote: [black, 'rgba(0, 0, 0, 0)'],
      postHeader: 'rgba(0, 0, 0, 0)',
    });
  });

  test('the FAQ prints every answer open, with or without JavaScript', async ({ browser }) => {
    for (const javaScriptEnabled of [true, false]) {
      const context = await browser.newContext({ javaScriptEnabled });
      const page = await context.newPage();
      await page.goto('/faq');
      await page.emulateMedia({ media: 'print' });
      const answers = page.locator('[data-accordion] details > div');
      expect(await answers.count()).toBeGreaterThan(10);
      for (const answer of await answers.all()) await expect(answer).toBeVisible();
      await expect(page.getByRole('searchbox')).toBeHidden();
      await context.close();
    }
  });

  test('the checklist post prints on at most 5 Letter pages', async ({ page }) => {
    await gotoHydrated(page, POST);
    const pages = pdfPages(await page.pdf({ format: 'Letter' }));
    expect(pages).toBeGreaterThan(0);
    expect(pages).toBeLessThanOrEqual(5);
  });
});
