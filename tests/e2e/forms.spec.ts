import { expect, test } from '@playwright/test';
import { fillContact, fillProvider, fillTime, unique } from './form-fill';
import { axeViolations, gotoHydrated, hydratedFrame, watchConsole } from './site';

test.describe('the contact form framed by /contact', () => {
  test('a spinner until the frame has loaded, then the form; errors by their fields and in a summary that takes focus; sent without a reload', async ({ page }) => {
    const problems = watchConsole(page);
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/forms/contact', async (route) => {
      await released;
      await route.continue();
    });
    await gotoHydrated(page, '/contact', { waitUntil: 'domcontentloaded' });
    const wrapper = page.locator('[data-embed-state]');
    await expect(wrapper).toHaveAttribute('data-embed-state', 'loading');
    await expect(wrapper.getByRole('status')).toHaveText('Loading the form…');
    // Our own form takes its height (form-frames.spec), so nothing scrolls inside the frame.
    await expect(wrapper.locator('iframe')).toHaveAttribute('scrolling', 'no');
    release();
    await expect(wrapper).toHaveAttribute('data-embed-state', 'loaded');
    const form = await hydratedFrame(page);
    const opened = Date.now();

    // Nothing typed: every required field is named, in the summary and beside the field.
    await form.getByRole('button', { name: 'Send Message' }).click();
    const summary = form.getByRole('alert');
    await expect(summary).toBeFocused();
    await expect(summary.getByRole('link')).toHaveText([
      'Full name: Name must be at least 2 characters',
      'Email: Please enter a valid email address',
      'Message: Message must be at least 10 characters',
    ]);
    const name = form.getByLabel('Full name');
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toHaveAccessibleDescription('Name must be at least 2 characters');
    await summary.getByRole('link', { name: /^Email/ }).click();
    await expect(form.getByLabel('Email')).toBeFocused();

    await expect(form.getByText("Please don't include patient names, dates of birth or health details.")).toBeVisible();
    const message = `Please call me about a referral (${unique()}).`;
    await fillContact(form, message);
    await fillTime(opened);
    const posted = page.waitForRequest((request) => request.url().endsWith('/api/contact'));
    await form.getByRole('button', { name: 'Send Message' }).click();
    expect(JSON.parse((await posted).postData() ?? '{}')).toMatchObject({ name: 'Ann Lee', email: 'Ann.Lee@Example.org', message, website: '' });
    const sent = form.getByRole('region', { name: 'Thank you, your message is on its way' });
    await expect(sent).toBeVisible();
    await expect(sent).toBeFocused();
    await expect(sent).toContainText('within one business day');
    await expect(form.locator('form')).toBeHidden();
    // The page around the frame did not move.
    await expect(page).toHaveURL(/\/contact$/);
    expect(problems).toEqual([]);
  });

  test('a failed send keeps every entry and says why', async ({ page }) => {
    await page.route('**/api/contact', (route) => route.abort('connectionrefused'));
    await gotoHydrated(page, '/forms/contact');
    await fillContact(page, 'Please call me about a referral.');
    await page.getByRole('button', { name: 'Send Message' }).click();
    const summary = page.getByRole('alert');
    await expect(summary).toBeFocused();
    await expect(summary).toContainText("We couldn't reach our server");
    await expect(page.getByLabel('Full name')).toHaveValue('Ann Lee');
    await expect(page.getByLabel('Message', { exact: true })).toHaveValue('Please call me about a referral.');
    await expect(page.getByRole('button', { name: 'Send Message' })).toBeEnabled();
  });

  test('with errors shown and once sent, the form page has no axe violations, light and dark', async ({ page }) => {
    for (const theme of ['light', 'dark']) {
      await page.addInitScript((name) => localStorage.setItem('theme', name), theme);
      await gotoHydrated(page, '/forms/provider-application');
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      await page.getByRole('button', { name: 'Submit Application' }).click();
      await expect(page.getByRole('alert')).toBeFocused();
      expect(await axeViolations(page)).toEqual([]);

      // The contact form with its errors shown, then sent: the thank-you panel in place of the form.
      await gotoHydrated(page, '/forms/contact');
      const opened = Date.now();
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      await page.getByRole('button', { name: 'Send Message' }).click();
      const summary = page.getByRole('alert');
      await expect(summary).toBeFocused();
      await expect(summary.getByRole('link')).toHaveCount(3);
      await expect(page.getByLabel('Full name')).toHaveAttribute('aria-invalid', 'true');
      expect(await axeViolations(page)).toEqual([]);
      await fillContact(page, `Please call me about a referral (${unique()}).`);
      await fillTime(opened);
      await page.getByRole('button', { name: 'Send Message' }).click();
      const sent = page.getByRole('region', { name: 'Thank you, your message is on its way' });
      await expect(sent).toBeFocused();
      await expect(page.locator('form[data-site-form]')).toBeHidden();
      await expect(page).toHaveURL(/\/forms\/contact$/);
      expect(await axeViolations(page)).toEqual([]);

      // The sent page a visitor without JavaScript lands on.
      await gotoHydrated(page, '/forms/contact/sent');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank you, your message is on its way');
      expect(await axeViolations(page)).toEqual([]);
    }
  });
});

test.describe('the provider application', () => {
  test('checkbox questions are checked like the rest, then the application is sent', async ({ page }) => {
    await gotoHydrated(page, '/become-a-provider');
    await expect(page.locator('[data-embed-state]')).toHaveAttribute('data-embed-state', 'loaded');
    const form = await hydratedFrame(page);
    await fillProvider(form);
    await form.getByRole('button', { name: 'Submit Application' }).click();
    await expect(form.getByRole('alert').getByRole('link')).toHaveText([
      'Counties served: Please choose at least one county you serve',
      'Services offered: Please choose at least one service you offer',
      'Insurances accepted: Please choose at least one insurance you accept',
    ]);
    await expect(form.getByRole('group', { name: 'Counties served' })).toHaveAttribute('aria-invalid', 'true');
    await form.getByRole('checkbox', { name: 'Harris' }).check();
    await form.getByRole('checkbox', { name: 'Fort Bend' }).check();
    await form.getByRole('checkbox', { name: 'Skilled nursing' }).check();
    await form.getByRole('checkbox', { name: 'Medicare', exact: true }).check();
    await fillTime();
    await form.getByRole('button', { name: 'Submit Application' }).click();
    await expect(form.getByRole('region', { name: 'Thank you for applying' })).toContainText('within 2-3 business days');
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the frame is in the page, the server answers errors with the input kept, then the sent page', async ({ page }) => {
    await page.goto('/contact');
    const frame = page.locator('[data-embed-state] iframe');
    await expect(frame).toBeVisible();
    await expect(frame).toHaveAttribute('src', '/forms/contact');
    await expect(page.getByText('Reach Us Directly')).toBeHidden();
    const form = page.frameLocator('[data-embed-state] iframe');

    await form.getByLabel('Full name').fill('A');
    await form.getByLabel('Email').fill('ann@example.org');
    await form.getByLabel('Message', { exact: true }).fill('Too short');
    await form.getByRole('button', { name: 'Send Message' }).click();
    const summary = form.getByRole('alert');
    await expect(summary.getByRole('link')).toHaveText(['Full name: Name must be at least 2 characters', 'Message: Message must be at least 10 characters']);
    // First in the frame's page. (A browser moves focus into a frame by autofocus only before the
    // visitor has used the page around it; a page of its own takes it, below.)
    await expect(summary).toBeInViewport();
    await expect(form.getByLabel('Email')).toHaveValue('ann@example.org');
    await expect(form.getByLabel('Message', { exact: true })).toHaveValue('Too short');

    await form.getByLabel('Full name').fill('Ann Lee');
    await form.getByLabel('Message', { exact: true }).fill(`Please call me about a referral (${unique()}).`);
    await fillTime();
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(form.getByRole('heading', { level: 1 })).toHaveText('Thank you, your message is on its way');
    await expect(page).toHaveURL(/\/contact$/);
  });

  test('the provider application, opened on its own, focuses the errors and lands on its sent page', async ({ page }) => {
    await page.goto('/forms/provider-application');
    await fillProvider(page);
    await page.getByRole('checkbox', { name: 'Harris' }).check();
    await page.getByRole('checkbox', { name: 'Home health aide' }).check();
    await page.getByRole('button', { name: 'Submit Application' }).click();
    const summary = page.getByRole('alert');
    await expect(summary).toBeFocused();
    await expect(summary.getByRole('link')).toHaveText(['Insurances accepted: Please choose at least one insurance you accept']);
    await expect(page.getByRole('checkbox', { name: 'Harris' })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: 'Home health aide' })).toBeChecked();
    await expect(page.getByLabel('Agency name')).toHaveValue('Bayou Home Health');

    await page.getByRole('checkbox', { name: 'Medicaid' }).check();
    await fillTime();
    await page.getByRole('button', { name: 'Submit Application' }).click();
    await expect(page).toHaveURL(/\/forms\/provider-application\/sent#provider-answer$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank you for applying');
  });
});
