import { expect, test, type Page } from '@playwright/test';
import { axeViolations, gotoHydrated, posts, watchConsole } from './site';

const SLUG = 'care-transitions-hospital-to-home';
const POST = `/blog/${SLUG}`;
const POST_URL = `https://www.carebridgeconnect.com${POST}`;
/** A post its author changed after publishing it (its front matter's `updated`). */
const UPDATED_POST = '/blog/discharge-planning-checklist-for-case-managers';

const toc = (page: Page) => page.getByRole('navigation', { name: 'On this page' });
const current = (page: Page) => toc(page).locator('a[aria-current]');
/** Puts a heading 150px below the top of the window: inside the reading band. */
const scrollHeadingTo = (page: Page, id: string, top = 150) =>
  page.evaluate(
    ([id, top]) => {
      const heading = document.getElementById(`h-${id as string}`)!;
      window.scrollTo(0, heading.getBoundingClientRect().top + window.scrollY - (top as number));
    },
    [id, top] as const,
  );
/** The page's Article structured data. */
async function articleData(page: Page): Promise<Record<string, unknown>> {
  const blocks = (await page.locator('head script[type="application/ld+json"]').allTextContents()).map((text) => JSON.parse(text) as Record<string, unknown>);
  return blocks.find((block) => block['@type'] === 'Article')!;
}
/** Heading ids are the heading's words with the content prefix h-. */
const headingTop = (page: Page, id: string) => page.evaluate((id) => document.getElementById(`h-${id}`)!.getBoundingClientRect().top, id);

test.describe('blog post page', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('shows the post: back link, category, title, date, read time, excerpt, body and provider card', async ({ page }) => {
    const problems = watchConsole(page);
    await gotoHydrated(page, POST);
    await expect(page.getByRole('link', { name: 'Back to Blog' })).toHaveAttribute('href', '/blog');
    await expect(page.locator('h1')).toHaveText('Care Transitions from Hospital to Home: What Actually Works');
    await expect(page.getByText('Best Practices', { exact: true }).first()).toBeVisible();
    await expect(page.getByText(/October 14, 2026 · \d+ min read/)).toBeVisible();
    await expect(page.getByText(/^The days between discharge and the first home health visit/).first()).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Why the hand-off breaks down', level: 2 })).toBeVisible();
    const card = page.getByRole('complementary').getByRole('link', { name: 'Get Started' });
    await expect(card).toHaveAttribute('href', '/become-a-provider');
    await scrollHeadingTo(page, 'where-to-begin');
    await expect(card).toBeInViewport();
    await expect(page.locator('head link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute('href', '/blog/rss.xml');
    expect(problems).toEqual([]);
  });

  test('a post updated after it was published says so beside its date, and its article data says when', async ({ page }) => {
    await page.goto(UPDATED_POST);
    await expect(page.getByText(/^By .+ · November 18, 2025 · Updated November 16, 2026 · \d+ min read$/)).toBeVisible();
    await expect(page.locator('time[datetime="2026-11-16"]')).toHaveText('November 16, 2026');
    expect(await articleData(page)).toMatchObject({ datePublished: '2025-11-18', dateModified: '2026-11-16' });
  });

  test('a post never updated shows its date alone, and its article data gives that day as the last change', async ({ page }) => {
    await page.goto(POST);
    await expect(page.getByText(/^By .+ · October 14, 2026 · \d+ min read$/)).toBeVisible();
    await expect(page.locator('article > header').getByText(/Updated/)).toHaveCount(0);
    expect(await articleData(page)).toMatchObject({ datePublished: '2026-10-14', dateModified: '2026-10-14' });
  });

  test('the table of contents follows the section being read', async ({ page }) => {
    await gotoHydrated(page, POST);
    await expect(toc(page).getByRole('link')).toHaveCount(11);
    await expect(current(page)).toHaveText('Why the hand-off breaks down');

    await scrollHeadingTo(page, 'nobody-owns-the-middle');
    await expect(current(page)).toHaveText('Nobody owns the middle');
    await scrollHeadingTo(page, 'set-expectations-in-writing');
    await expect(current(page)).toHaveText('Set expectations in writing');
    // Scrolling back up hands the highlight back to the section above.
    await scrollHeadingTo(page, 'set-expectations-in-writing', 600);
    await expect(current(page)).toHaveText('Best practices');
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(current(page)).toHaveText('Why the hand-off breaks down');
    await expect(current(page)).toHaveCount(1);
  });

  test('a post opened at a section marks that section, not the first, which the page comes with', async ({ page }) => {
    await gotoHydrated(page, `${POST}#h-nobody-owns-the-middle`);
    await expect(current(page)).toHaveText('Nobody owns the middle');
    await expect(current(page)).toHaveCount(1);
  });

  test('the last entry is current at the end of the article, though its section is short', async ({ page }) => {
    await gotoHydrated(page, POST);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(current(page)).toHaveText('Where to begin');
    // Its heading is below the reading band, yet the article has ended: still the last entry.
    await scrollHeadingTo(page, 'how-coordination-fills-the-gap', 150);
    await expect(current(page)).toHaveText('How coordination fills the gap');
    await scrollHeadingTo(page, 'where-to-begin', 500);
    await expect(page.locator('#h-where-to-begin')).toBeInViewport();
    await expect(current(page)).toHaveText('Where to begin');
  });

  test('a click makes its entry current at once, scrolls smoothly to the heading and keeps the #fragment', async ({ page }) => {
    await page.addInitScript(() => {
      const calls: unknown[] = [];
      (window as unknown as { scrollCalls: unknown[] }).scrollCalls = calls;
      const original = Element.prototype.scrollIntoView;
      Element.prototype.scrollIntoView = function (this: Element, options?: boolean | ScrollIntoViewOptions) {
        calls.push(options);
        return original.call(this, options);
      };
    });
    await gotoHydrated(page, POST);
    await toc(page).getByRole('link', { name: 'Best practices for a safer transition' }).click();
    await expect(current(page)).toHaveText('Best practices for a safer transition', { timeout: 200 });
    expect(await page.evaluate(() => (window as unknown as { scrollCalls: unknown[] }).scrollCalls)).toEqual([{ behavior: 'smooth', block: 'start' }]);
    await expect(page).toHaveURL(/#h-best-practices-for-a-safer-transition$/);
    await expect.poll(() => headingTop(page, 'best-practices-for-a-safer-transition')).toBeLessThan(120);
    expect(await headingTop(page, 'best-practices-for-a-safer-transition')).toBeGreaterThanOrEqual(0);
    await expect(page.locator('#h-best-practices-for-a-safer-transition')).toBeFocused();
    // Headings passed on the way did not take the highlight.
    await expect(current(page)).toHaveText('Best practices for a safer transition');

    await toc(page).getByRole('link', { name: 'Where to begin' }).click();
    await expect(current(page)).toHaveText('Where to begin', { timeout: 200 });
    await expect.poll(() => headingTop(page, 'where-to-begin')).toBeLessThan(120);
    expect(await headingTop(page, 'where-to-begin')).toBeGreaterThanOrEqual(0);
  });

  test('with reduced motion a click jumps without animation', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await gotoHydrated(page, POST);
    await toc(page).getByRole('link', { name: 'How coordination fills the gap' }).click();
    const top = await headingTop(page, 'how-coordination-fills-the-gap');
    expect(top).toBeGreaterThanOrEqual(0);
    expect(top).toBeLessThan(120);
    await expect(current(page)).toHaveText('How coordination fills the gap');
  });

  test('share buttons open 600x400 popups with the post address; Email is a mailto with subject, body and address', async ({ page }) => {
    await page.addInitScript(() => {
      const opened: unknown[][] = [];
      (window as unknown as { opened: unknown[][] }).opened = opened;
      window.open = (...args: unknown[]) => {
        opened.push(args);
        return { opener: window } as unknown as Window;
      };
    });
    await gotoHydrated(page, POST);
    const encoded = encodeURIComponent(POST_URL);
    await page.getByRole('link', { name: 'Share on LinkedIn' }).click();
    await page.getByRole('link', { name: 'Share on Twitter' }).click();
    await page.getByRole('link', { name: 'Share on Facebook' }).click();
    const opened = await page.evaluate(() => (window as unknown as { opened: unknown[][] }).opened);
    expect(opened).toEqual([
      [`https://www.linkedin.com/sharing/share-offsite/?url=${encoded}`, 'share-linkedin', 'width=600,height=400'],
      [`https://twitter.com/intent/tweet?url=${encoded}&text=${encodeURIComponent('Care Transitions from Hospital to Home: What Actually Works')}`, 'share-twitter', 'width=600,height=400'],
      [`https://www.facebook.com/sharer/sharer.php?u=${encoded}`, 'share-facebook', 'width=600,height=400'],
    ]);
    expect(page.url()).toMatch(new RegExp(`${POST}$`));

    const mailto = await page.getByRole('link', { name: 'Share by email' }).getAttribute('href');
    expect(mailto).toMatch(/^mailto:\?/);
    const params = new URLSearchParams(mailto!.slice('mailto:?'.length));
    expect(params.get('subject')).toBe('Care Transitions from Hospital to Home: What Actually Works');
    expect(params.get('body')).toContain('The days between discharge and the first home health visit');
    expect(params.get('body')).toContain(POST_URL);
  });

  test('Keep Reading shows the three most recent other posts, newest first', async ({ page }) => {
    const post = posts[1]!;
    await gotoHydrated(page, `/blog/${post.slug}`);
    const section = page.getByRole('region', { name: 'Keep Reading' });
    const expected = posts.filter((other) => other.slug !== post.slug).slice(0, 3);
    await expect(section.getByRole('heading', { level: 3 })).toHaveText(expected.map((other) => other.title));
    for (const other of expected) {
      await expect(section.getByRole('link', { name: other.title })).toHaveAttribute('href', `/blog/${other.slug}`);
    }
    // Following one opens that post with its own table of contents, first entry current.
    await section.getByRole('link', { name: expected[0]!.title }).click();
    await expect(page.locator('h1')).toHaveText(expected[0]!.title);
    await expect(current(page)).toHaveCount(1);
  });

  test('on a phone Keep Reading shows text cards and fetches none of their pictures; wider, the pictures show', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    const post = posts[1]!;
    const expected = posts.filter((other) => other.slug !== post.slug).slice(0, 3);
    const images: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'image') images.push(new URL(request.url()).pathname);
    });
    await gotoHydrated(page, `/blog/${post.slug}`);
    const section = page.getByRole('region', { name: 'Keep Reading' });
    await section.scrollIntoViewIfNeeded();
    await expect(section.getByRole('heading', { level: 3 })).toHaveText(expected.map((other) => other.title));
    for (const other of expected) await expect(section.getByRole('article').filter({ hasText: other.title }).getByText(other.excerpt)).toBeVisible();
    const pictures = section.locator('[data-image-frame] img');
    await expect(pictures).toHaveCount(3);
    for (const picture of await pictures.all()) await expect(picture).toBeHidden();
    await page.waitForLoadState('networkidle');
    for (const other of expected) expect(images).not.toContain(other.image);

    await page.setViewportSize({ width: 1280, height: 800 });
    await section.scrollIntoViewIfNeeded();
    for (const picture of await pictures.all()) {
      await expect(picture).toBeVisible();
      await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    }
  });

  test('an unknown post is Post Not Found with status 404, with and without JavaScript', async ({ page, browser }) => {
    const response = await gotoHydrated(page, '/blog/no-such-post');
    expect(response?.status()).toBe(404);
    await expect(page.locator('h1')).toHaveText('Post Not Found');
    await expect(page.getByText("The blog post you're looking for doesn't exist or has been removed.")).toBeVisible();
    await expect(page.getByRole('link', { name: 'Return to Blog' })).toHaveAttribute('href', '/blog');
    // The address answers 404: it is no page a search engine could take as canonical.
    await expect(page.locator('link[rel="canonical"]')).toHaveCount(0);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');

    const context = await browser.newContext({ javaScriptEnabled: false });
    const plain = await context.newPage();
    const served = await plain.goto('/blog/another-missing-post');
    expect(served?.status()).toBe(404);
    await expect(plain.locator('h1')).toHaveText('Post Not Found');
    await expect(plain.getByRole('link', { name: 'Return to Blog' })).toHaveAttribute('href', '/blog');
    await context.close();
  });

  test('the whole post is readable with JavaScript off', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.goto(POST);
    await expect(page.getByRole('heading', { name: 'Where to begin' })).toBeVisible();
    await expect(page.getByText(/^If your team wants to improve transitions this quarter/)).toBeVisible();
    await expect(toc(page).getByRole('link')).toHaveCount(11);
    await expect(page.getByRole('link', { name: 'Share on LinkedIn' })).toHaveAttribute('href', /^https:\/\/www\.linkedin\.com\//);
    await context.close();
  });
});

test.describe('blog post on a laptop screen', () => {
  test.use({ viewport: { width: 1280, height: 720 } });

  test('the Become a Provider card stays in view beside a long table of contents, which scrolls on its own', async ({ page }) => {
    await gotoHydrated(page, POST);
    const aside = page.getByRole('complementary', { name: 'Article tools' });
    const card = aside.getByRole('link', { name: 'Get Started' });
    for (const y of [1500, 4000]) {
      await page.evaluate((top) => window.scrollTo(0, top), y);
      await expect(card).toBeInViewport({ ratio: 1 });
    }
    // The sidebar itself never needs scrolling; its table of contents does when it is long.
    expect(await aside.evaluate((el) => el.scrollHeight <= el.clientHeight + 1)).toBe(true);
    const toc = aside.getByRole('navigation', { name: 'On this page' });
    expect(await toc.evaluate((el) => getComputedStyle(el).overflowY)).toBe('auto');
    // The current entry is kept inside the table's own view.
    await scrollHeadingTo(page, 'the-family-is-overwhelmed', 150);
    await expect(toc.locator('a[aria-current]')).toBeInViewport();
  });
});

test.describe('blog post on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the table of contents is collapsed above the article and closes after a choice', async ({ page }) => {
    await gotoHydrated(page, POST);
    const disclosure = page.locator('details').filter({ hasText: 'On this page' });
    await expect(disclosure).not.toHaveAttribute('open');
    const image = page.getByRole('img', { name: /hospital building/ });
    expect((await disclosure.boundingBox())!.y).toBeLessThan((await image.boundingBox())!.y);
    await disclosure.locator('summary').click();
    await toc(page).getByRole('link', { name: 'The family is overwhelmed' }).click();
    await expect(disclosure).not.toHaveAttribute('open');
    await expect.poll(() => headingTop(page, 'the-family-is-overwhelmed')).toBeLessThan(120);
    expect(await headingTop(page, 'the-family-is-overwhelmed')).toBeGreaterThanOrEqual(0);
    await expect(disclosure.locator('a[aria-current]')).toHaveText('The family is overwhelmed');
  });
});

test.describe('accessibility of the post page', () => {
  for (const view of [
    { name: 'light, 1280px', width: 1280, height: 800, theme: 'light' },
    { name: 'dark, 375px, contents open', width: 375, height: 740, theme: 'dark' },
  ]) {
    test(`${view.name} has no axe violations`, async ({ page }) => {
      await page.setViewportSize({ width: view.width, height: view.height });
      await page.addInitScript((theme) => localStorage.setItem('theme', theme), view.theme);
      await gotoHydrated(page, POST);
      if (view.width < 1024) await page.locator('details summary').filter({ hasText: 'On this page' }).click();
      await scrollHeadingTo(page, 'best-practices');
      await expect(current(page)).toHaveText('Best practices');
      expect(await axeViolations(page)).toEqual([]);
    });
  }
});
