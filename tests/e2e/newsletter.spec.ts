import { expect, test, type Locator, type Page } from '@playwright/test';
import { gotoHydrated, watchConsole } from './site';

const endpoint = '**/api/subscribe-newsletter';
const unique = (label: string) => `${label}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`;

const toasts = (page: Page) => page.locator('[data-sonner-toast]');

function newsletterForm(page: Page, source: 'homepage' | 'footer') {
  const form = page.locator(`form[data-newsletter-source="${source}"]`);
  return { form, email: form.getByRole('textbox', { name: 'Email address' }), button: form.getByRole('button') };
}

/** The newest toast (sonner puts it in front) reads `title` and `description`. */
async function expectToast(page: Page, title: string, description: string) {
  const newest = toasts(page).and(page.locator('[data-front="true"]'));
  await expect(newest).toBeVisible();
  await expect(newest.locator('[data-title]')).toHaveText(title);
  await expect(newest.locator('[data-description]')).toContainText(description);
  return newest;
}

for (const source of ['homepage', 'footer'] as const) {
  test.describe(`${source} newsletter form`, () => {
    test('subscribes for real: pending state, then Thank you! with the server message and an empty field', async ({ page }) => {
      const problems = watchConsole(page);
      await gotoHydrated(page, '/');
      const { email, button } = newsletterForm(page, source);
      await expect(email).toHaveAttribute('type', 'email');
      await expect(email).toHaveAttribute('required', '');
      await expect(button).toBeDisabled();
      await expect(button).toHaveText('Subscribe');

      // Hold the request so the pending state can be seen, then let it reach the real server.
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(endpoint, async (route) => {
        await held;
        await route.continue();
      });
      const address = unique(source);
      await email.fill(address);
      await expect(button).toBeEnabled();
      await button.click();
      await expect(button).toHaveText('Subscribing...');
      await expect(button).toBeDisabled();
      await expect(email).toBeDisabled();
      await expect(email).toHaveValue(address);
      release();

      await expectToast(page, 'Thank you!', "You've been successfully subscribed to our newsletter!");
      await expect(email).toHaveValue('');
      await expect(email).toBeEnabled();
      await expect(button).toHaveText('Subscribe');
      await expect(button).toBeDisabled();
      await expect(email).toBeFocused();

      // The same address again: the function's own, different sentence.
      await page.unroute(endpoint);
      await email.fill(address.replace(/@example\.com$/, '@EXAMPLE.com'));
      await button.click();
      await expectToast(page, 'Thank you!', "You're already on our list.");
      expect(problems).toEqual([]);
    });

    test('an invalid address: Validation Error with the address message, nothing sent, the field kept', async ({ page }) => {
      await gotoHydrated(page, '/');
      let requests = 0;
      await page.route(endpoint, (route) => {
        requests += 1;
        return route.continue();
      });
      const { email, button } = newsletterForm(page, source);
      const validationToasts = toasts(page).filter({ has: page.locator('[data-title]', { hasText: 'Validation Error' }) });
      const addresses = ['not-an-email', 'ann@example', 'ann@exam ple.com'];
      for (const [i, typed] of addresses.entries()) {
        await email.fill(typed);
        await button.click();
        // Each bad address adds its own toast (the earlier ones are still up: they last 4 s).
        await expect(validationToasts).toHaveCount(i + 1);
        await expectToast(page, 'Validation Error', 'Please enter a valid email address');
        await expect(email).toHaveValue(typed);
      }
      expect(requests).toBe(0);
    });

    test('a server error: Subscription Error, the field kept', async ({ page }) => {
      await gotoHydrated(page, '/');
      await page.route(endpoint, (route) =>
        route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ error: 'Server error', message: 'x' }) }),
      );
      const { email, button } = newsletterForm(page, source);
      await email.fill('kept@example.com');
      await button.click();
      await expectToast(page, 'Subscription Error', "We couldn't process your subscription right now. Please try again.");
      await expect(email).toHaveValue('kept@example.com');
      await expect(button).toBeEnabled();
    });

    test('a network failure: Subscription Failed, the field kept', async ({ page }) => {
      await gotoHydrated(page, '/');
      await page.route(endpoint, (route) => route.abort('internetdisconnected'));
      const { email, button } = newsletterForm(page, source);
      await email.fill('offline@example.com');
      await button.click();
      await expectToast(page, 'Subscription Failed', 'Something went wrong. Please check your internet connection and try again.');
      await expect(email).toHaveValue('offline@example.com');
      await expect(button).toHaveText('Subscribe');
    });
  });
}

test('a success answer without a message shows the thank-you sentence', async ({ page }) => {
  await gotoHydrated(page, '/');
  await page.route(endpoint, (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '{}' }));
  const { email, button } = newsletterForm(page, 'homepage');
  await email.fill('quiet@example.com');
  await button.click();
  await expectToast(page, 'Thank you!', "You've been successfully subscribed to our newsletter!");
});

test('toasts are announced through a live region, at most 3 at once, gone after 4 seconds', async ({ page }) => {
  await gotoHydrated(page, '/');
  const region = page.locator('section[aria-live="polite"][aria-label^="Notifications"]');
  const { email, button } = newsletterForm(page, 'footer');
  // The region is there before the first toast, once a form that toasts has woken, so a screen
  // reader already watches it when the first message arrives.
  await expect(region).toHaveCount(0);
  await email.focus();
  await expect(region).toHaveCount(1);
  const inRegion = region.locator('[data-sonner-toast]');
  for (let i = 0; i < 5; i++) {
    await email.fill(`bad${i}`);
    await button.click();
    await expect(inRegion).toHaveCount(i + 1);
  }
  const lastShown = Date.now();
  // A pointer over the toasts pauses them (so they can be read); move it away.
  await page.mouse.move(0, 0);
  await expect(inRegion.and(page.locator('[data-visible="true"]'))).toHaveCount(3);
  await expect(inRegion.and(page.locator('[data-visible="false"]'))).toHaveCount(2);
  // Not gone early: the newest toast is still there three seconds after it appeared ...
  await page.waitForTimeout(Math.max(0, lastShown + 3000 - Date.now()));
  expect(await inRegion.and(page.locator('[data-front="true"]')).count()).toBe(1);
  // ... and every toast is gone soon after its four seconds.
  await expect(inRegion).toHaveCount(0, { timeout: Math.max(1, lastShown + 6000 - Date.now()) });
  await expect(page.locator('section[aria-live="polite"]')).toHaveCount(1);
});

test('the home band names the newsletter and its three topics', async ({ page }) => {
  await page.goto('/');
  const band = page.getByRole('region', { name: 'Stay Connected to Better Care' });
  for (const topic of ['Home Healthcare News', 'Referral Insights', 'Straightforward Strategies']) await expect(band.getByText(topic, { exact: true })).toBeVisible();
  await expect(band.locator('form[data-newsletter-source="homepage"]')).toHaveCount(1);
});

const listings = [
  { path: '/resources', source: 'resources' },
  { path: '/resources/guides', source: 'guides' },
  { path: '/blog', source: 'blog' },
  { path: '/blog', source: 'blog-banner' },
] as const;

function listingForm(page: Page, source: string): { box: Locator; email: Locator; button: Locator; status: Locator } {
  const box = page.locator(`[data-newsletter-source="${source}"]`);
  return { box, email: box.getByRole('textbox', { name: 'Email address' }), button: box.getByRole('button'), status: box.getByRole('status') };
}

/** Holds back the code that sends a newsletter form until `release`. */
async function holdSubmitCode(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let chunk = '';
  await page.route('**/assets/newsletter-submit-*.js', async (route) => {
    chunk = route.request().url();
    await released;
    await route.continue();
  });
  return { release, requested: () => chunk !== '', url: () => chunk };
}

/**
 * Opens `path` with the sending code held back; every subscription sent is recorded and answered
 * 500. `submits` counts the forms the page has seen sent: a click reaches the page on the input
 * channel, which can land after the test's next step (a fill) has, so a test waits for it.
 */
async function openWithCodeHeld(page: Page, path: string) {
  const code = await holdSubmitCode(page);
  await page.addInitScript(() => {
    document.addEventListener('submit', () => {
      document.documentElement.dataset.submits = String(Number(document.documentElement.dataset.submits ?? 0) + 1);
    });
  });
  const submits = () => page.evaluate(() => Number(document.documentElement.dataset.submits ?? 0));
  await gotoHydrated(page, path);
  const sent: unknown[] = [];
  await page.route(endpoint, (route) => {
    sent.push(route.request().postDataJSON());
    return route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"Server error"}' });
  });
  return { code, sent, submits };
}

for (const { path, source } of listings) {
  test.describe(`${source} listing form on ${path}`, () => {
    test('confirms a subscription inline and clears the field', async ({ page }) => {
      await gotoHydrated(page, path);
      const { email, button, status } = listingForm(page, source);
      const sent: unknown[] = [];
      page.on('request', (request) => {
        if (request.url().endsWith('/api/subscribe-newsletter')) sent.push(request.postDataJSON());
      });
      const address = unique(source);
      await email.fill(address);
      await button.click();
      await expect(status).toHaveText('Thanks, you are subscribed.');
      await expect(email).toHaveValue('');
      expect(sent).toEqual([{ email: address, source, language: 'en' }]);
    });

    test('says inline when it failed, keeps the field, and sends nothing without an at-sign', async ({ page }) => {
      await gotoHydrated(page, path);
      let requests = 0;
      await page.route(endpoint, (route) => {
        requests += 1;
        return route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"Server error"}' });
      });
      const { email, button, status } = listingForm(page, source);
      await email.fill('no-at-sign');
      await button.click();
      await expect(email).toHaveValue('no-at-sign');
      await email.fill('fails@example.com');
      await button.click();
      await expect(status).toHaveText('That did not go through. Please try again in a moment.');
      await expect(email).toHaveValue('fails@example.com');
      expect(requests).toBe(1);
    });

    test('a send made while its code is still loading sends what was typed then', async ({ page }) => {
      const { code, sent, submits } = await openWithCodeHeld(page, path);
      const { email, button, status } = listingForm(page, source);
      const typed = unique(source);
      await email.fill(typed);
      await button.click();
      // Sent while the code is on its way (asked for, not arrived), then changed before it arrives.
      await expect.poll(submits).toBe(1);
      await expect.poll(code.requested).toBe(true);
      await email.fill(unique(`${source}.changed`));
      expect(sent).toEqual([]);
      code.release();
      await expect(status).toHaveText('That did not go through. Please try again in a moment.');
      expect(sent).toEqual([{ email: typed, source, language: 'en' }]);
    });

    test('a send without an at-sign made while its code is still loading sends nothing, even once corrected', async ({ page }) => {
      const { code, sent, submits } = await openWithCodeHeld(page, path);
      const { email, button, status } = listingForm(page, source);
      // Sent without an at-sign while the code is on its way, then corrected before it arrives.
      await email.fill('no-at-sign');
      await button.click();
      await expect.poll(submits).toBe(1);
      await expect.poll(code.requested).toBe(true);
      await email.fill('fails@example.com');
      code.release();
      // Once the code has run what was waiting for it, the corrected address is sent on purpose.
      await page.evaluate((url) => import(url).then(() => new Promise((resolve) => setTimeout(resolve))), code.url());
      expect(sent).toEqual([]);
      await button.click();
      await expect(status).toHaveText('That did not go through. Please try again in a moment.');
      expect(sent).toEqual([{ email: 'fails@example.com', source, language: 'en' }]);
    });
  });
}
