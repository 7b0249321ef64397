import { expect, test, type FrameLocator, type Page } from '@playwright/test';
import { fillContact, fillProvider, fillTime, unique } from './form-fill';
import { gotoHydrated, hydratedFrame } from './site';

const FRAME = '[data-embed-state] iframe';

/** A phone and a desktop; the phone's height is an iPhone's, so the top of the frame is in view at load. */
const screens = [
  { width: 375, height: 812 },
  { width: 1280, height: 720 },
];

const forms = [
  {
    page: '/contact',
    address: '**/forms/contact',
    submit: 'Send Message',
    sent: 'Thank you, your message is on its way',
    fill: (form: FrameLocator) => fillContact(form, `Please call me about a referral (${unique()}).`),
  },
  {
    page: '/become-a-provider',
    address: '**/forms/provider-application',
    submit: 'Submit Application',
    sent: 'Thank you for applying',
    fill: async (form: FrameLocator) => {
      await fillProvider(form);
      await form.getByRole('checkbox', { name: 'Harris' }).check();
      await form.getByRole('checkbox', { name: 'Skilled nursing' }).check();
      await form.getByRole('checkbox', { name: 'Medicare', exact: true }).check();
    },
  },
];

/**
 * How the frame's box compares with its document: `cutOff`, the part of the document below the
 * box (what a visitor would have to scroll inside the frame for; scrollHeight is never less than
 * the box), and `blank`, whole pixels of the box below the document's content.
 */
async function frameFit(page: Page, selector = FRAME) {
  return page.locator(selector).evaluate((frame: HTMLIFrameElement) => {
    const root = frame.contentDocument?.documentElement;
    if (!root) throw new Error('The frame has no document of this origin');
    const box = frame.getBoundingClientRect().height;
    return { cutOff: Math.max(0, root.scrollHeight - Math.floor(box)), blank: Math.max(0, Math.floor(box - root.getBoundingClientRect().height)) };
  });
}

/** The frame takes its document's height: nothing to scroll inside it, no empty band below the form. */
async function expectFitted(page: Page) {
  await expect.poll(() => frameFit(page), { timeout: 5000 }).toEqual({ cutOff: 0, blank: 0 });
}

for (const screen of screens) {
  test.describe(`framed forms at ${screen.width}px`, () => {
    test.use({ viewport: screen });

    for (const form of forms) {
      test(`${form.page}: the frame takes the form's height once loaded, reserved close to it beforehand, and nothing on the page shifts`, async ({ page }) => {
        await page.addInitScript(() => {
          const page = window as Window & { shifted?: number };
          page.shifted = 0;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
              if (!entry.hadRecentInput) page.shifted! += entry.value;
            }
          }).observe({ type: 'layout-shift', buffered: true });
        });
        let release!: () => void;
        const released = new Promise<void>((resolve) => (release = resolve));
        await page.route(form.address, async (route) => {
          await released;
          await route.continue();
        });
        await gotoHydrated(page, form.page, { waitUntil: 'domcontentloaded' });
        const wrapper = page.locator('[data-embed-state]');
        await expect(wrapper).toHaveAttribute('data-embed-state', 'loading');
        const reserved = await page.locator(FRAME).evaluate((frame) => frame.getBoundingClientRect().height);
        release();
        await expect(wrapper).toHaveAttribute('data-embed-state', 'loaded');
        await expectFitted(page);

        const fitted = await page.locator(FRAME).evaluate((frame) => frame.getBoundingClientRect().height);
        // The height kept for the frame before it loads is the one a page without JavaScript shows
        // too: never short of the form, and close enough that little moves once it loads.
        expect(reserved).toBeGreaterThanOrEqual(fitted);
        expect(reserved - fitted).toBeLessThanOrEqual(fitted * 0.05);
        // 0 as Lighthouse reports layout shift, to three decimals.
        expect(await page.evaluate(() => (window as Window & { shifted?: number }).shifted)).toBeLessThan(0.0005);
      });

      test(`${form.page}: the frame grows with the errors of an empty form`, async ({ page }) => {
        await gotoHydrated(page, form.page);
        const frame = await hydratedFrame(page);
        await expectFitted(page);
        await frame.getByRole('button', { name: form.submit }).click();
        await expect(frame.getByRole('alert')).toBeFocused();
        await expectFitted(page);
      });

      test(`${form.page}: the frame follows the form to its confirmation, and back to a new form`, async ({ page }) => {
        await gotoHydrated(page, form.page);
        const frame = await hydratedFrame(page);
        const opened = Date.now();
        await form.fill(frame);
        await fillTime(opened);
        await frame.getByRole('button', { name: form.submit }).click();
        await expect(frame.getByRole('region', { name: form.sent })).toBeFocused();
        await expectFitted(page);

        // A new document in the frame (a visitor going on from the thank-you page) is followed too.
        await page.frameLocator(FRAME).locator('body').evaluate(() => location.assign(location.pathname));
        await expect(frame.getByRole('button', { name: form.submit })).toBeVisible();
        await expectFitted(page);
      });
    }
  });

  test.describe(`without JavaScript at ${screen.width}px`, () => {
    test.use({ viewport: screen, javaScriptEnabled: false });

    for (const form of forms) {
      test(`${form.page}: the frame in the page is at least as tall as its form`, async ({ page }) => {
        await page.goto(form.page);
        const frame = page.frameLocator(FRAME);
        await expect(frame.getByRole('button', { name: form.submit })).toBeVisible();
        expect((await frameFit(page)).cutOff).toBe(0);
      });
    }

    test("/contact: the server's answers, the errors and then the thank-you, are scrolled into view with the frame", async ({ page }) => {
      await page.goto('/contact');
      const frame = page.frameLocator(FRAME);
      await frame.getByLabel('Full name').fill('Ann Lee');
      await frame.getByRole('button', { name: 'Send Message' }).click();
      await expect(frame.getByRole('alert')).toBeInViewport();
      await fillContact(frame, `Please call me about a referral (${unique()}).`);
      await fillTime();
      await frame.getByRole('button', { name: 'Send Message' }).click();
      await expect(frame.getByRole('heading', { level: 1 })).toHaveText('Thank you, your message is on its way');
      await expect(frame.getByRole('heading', { level: 1 })).toBeInViewport();
    });
  });
}
