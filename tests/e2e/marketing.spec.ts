import { expect, test, type Page } from '@playwright/test';
import { formPages } from '../../src/contracts/forms/addresses';
import { formatToday } from '../../src/lib/dates';
import { gotoHydrated, watchConsole } from './site';

const ORIGIN = 'https://www.carebridgeconnect.com';
const BRAND = 'CareBridge Connect';

/** Every marketing page: its h1, its full title and its own canonical address. */
const pages: [path: string, h1: string, title: string][] = [
  ['/', 'When Patients Need Home Health, We Bridge the Gap', `${BRAND} - Home Health Care Coordination Platform`],
  ['/how-it-works', 'From Hospital Referral to First Home Visit', `How It Works | ${BRAND}`],
  ['/how-it-works/case-managers', 'Streamline The Discharge Process', `For Case Managers & Discharge Planners | ${BRAND}`],
  ['/solutions/for-discharge-planners', 'Streamline The Discharge Process', `Solutions for Discharge Planners | ${BRAND}`],
  ['/how-it-works/for-patients', 'Getting Home Health Care Should Not Be Another Worry', `For Patients & Families | ${BRAND}`],
  ['/solutions', 'Our Solutions', `Our Solutions | ${BRAND}`],
  ['/solutions/for-providers', 'Referrals That Fit Your Agency', `Solutions for Home Health Providers | ${BRAND}`],
  ['/for-providers', 'Referrals That Fit Your Agency', `For Home Health Providers | ${BRAND}`],
  ['/solutions/for-partners', 'One Partner for Every Home Health Referral', `Solutions for Referral Partners | ${BRAND}`],
  ['/for-facilities', 'Safer Transitions From Your Facility to Home', `For Healthcare Facilities | ${BRAND}`],
  ['/services', 'Services', `Services | ${BRAND}`],
  ['/services/referral-coordination', 'Every Referral Placed, Start to First Visit', `Referral Coordination | ${BRAND}`],
  ['/services/eligibility-verification', 'Know What Is Covered Before Care Starts', `Eligibility Verification | ${BRAND}`],
  ['/services/growth-marketing', 'Grow Your Home Health Agency With Purpose', `Growth Marketing for Home Health Agencies | ${BRAND}`],
  ['/services/website-design', 'Website Design & Hosting', `Website Design & Hosting for Home Health Agencies | ${BRAND}`],
  ['/about', 'Bridging Hospital and Home Since Day One', `About Us | ${BRAND}`],
  ['/contact', 'Contact Us', `Contact Us | ${BRAND}`],
  ['/become-a-provider', 'Become a Provider', `Become a Provider | ${BRAND}`],
  ['/careers', 'Careers', `Careers | ${BRAND}`],
  ['/privacy', 'Privacy Policy', `Privacy Policy | ${BRAND}`],
  ['/terms', 'Terms of Service', `Terms of Service | ${BRAND}`],
  ['/hipaa', 'HIPAA Compliance', `HIPAA Compliance | ${BRAND}`],
  ['/accessibility', 'Accessibility Statement', `Accessibility Statement | ${BRAND}`],
  ['/sitemap', `${BRAND} Sitemap`, `Sitemap | ${BRAND}`],
];

test.describe('page h1, title and canonical', () => {
  for (const [path, h1, title] of pages) {
    test(`${path}: "${h1}"`, async ({ page }) => {
      await page.goto(path);
      await expect(page.locator('h1')).toHaveText(h1);
      await expect(page).toHaveTitle(title);
      await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute('href', `${ORIGIN}${path}`);
    });
  }
});

test('spec headings, badges and links of the home page', async ({ page }) => {
  await gotoHydrated(page, '/');
  const hero = page.locator('main > section').first();
  await expect(hero.getByText('Simplifying Referral Coordination')).toBeVisible();
  await expect(hero.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/become-a-provider');
  await expect(hero.getByRole('link', { name: 'Learn More' })).toHaveAttribute('href', '/how-it-works');
  for (const title of ['Fast Track', 'No Surprises', 'Communication', 'Personal Touch']) {
    await expect(page.getByRole('heading', { level: 3, name: title })).toBeVisible();
  }
  const process = page.getByRole('region', { name: 'Our Process' });
  await expect(process.getByRole('heading', { level: 3 })).toHaveText(['A Patient Needs Care', 'We Handle The Paperwork', 'A Perfect Fit', 'Always Connected']);
  await expect(process.locator('ol > li > span[aria-hidden]')).toHaveText(['01', '02', '03', '04']);
  await expect(process.getByRole('link', { name: 'Learn More' })).toHaveAttribute('href', '/how-it-works');
  // Claims from the site config, as copy.
  for (const claim of ['15,000+', '200+', '500+', '4.9 out of 5', 'Average rating from 127 reviews', 'Same-day provider matching', 'A personal touch']) {
    await expect(page.getByText(claim, { exact: true })).toBeVisible();
  }
});

test('the sample dashboard and verification card are marked as illustrations', async ({ page }) => {
  await page.goto('/');
  const dashboard = page.getByRole('img', { name: /Illustration of a referral dashboard/ });
  await expect(dashboard).toHaveAccessibleName(/23 new referrals, 147 active patients, 86% of referrals accepted/);
  const figure = page.locator('figure', { has: dashboard });
  await expect(figure.getByText('Illustration', { exact: true })).toBeVisible();
  await expect(figure.locator('figcaption')).toHaveText(/Illustrative example/);

  await page.goto('/services/eligibility-verification');
  const card = page.getByRole('img', { name: /Sample verification summary/ });
  await expect(card).toHaveAccessibleName(/pre-authorization required after 10 visits/);
  const sample = page.locator('figure', { has: card });
  await expect(sample.getByText('Sample', { exact: true })).toBeVisible();
  await expect(sample.getByText('Pre-authorization required after 10 visits')).toBeVisible();
  await expect(sample.locator('figcaption')).toHaveText(/Illustrative example/);
});

test.describe('How it works FAQ accordion', () => {
  /** The questions: details elements, each summary holding its question as an h4. */
  const items = (page: Page) => page.locator('main [data-accordion] > details');

  test('one answer open at a time across the groups, and a second press closes it', async ({ page }) => {
    await gotoHydrated(page, '/how-it-works');
    for (const group of ['About Our Process', 'For Patients', 'For Providers']) {
      await expect(page.getByRole('heading', { level: 3, name: group })).toBeVisible();
    }
    expect(await items(page).count()).toBeGreaterThan(3);
    const first = items(page).nth(0);
    const second = items(page).nth(1);
    const last = items(page).last();
    const answer = first.locator(':scope > div');

    // The question stays in the page's outline: a heading inside the summary.
    await expect(first.locator('summary').getByRole('heading', { level: 4 })).toHaveCount(1);
    await expect(first).not.toHaveAttribute('open');
    await expect(answer).toBeHidden();

    await first.locator('summary').click();
    await expect(first).toHaveAttribute('open');
    await expect(answer).toBeVisible();

    await second.locator('summary').click();
    await expect(second).toHaveAttribute('open');
    await expect(first).not.toHaveAttribute('open');
    await expect(answer).toBeHidden();

    // Across groups too: opening a question of the last group closes the open one.
    await last.locator('summary').click();
    await expect(last).toHaveAttribute('open');
    await expect(second).not.toHaveAttribute('open');
    await expect(page.locator('main details[open]')).toHaveCount(1);

    // A second press closes it.
    await last.locator('summary').click();
    await expect(last).not.toHaveAttribute('open');
    await expect(page.locator('main details[open]')).toHaveCount(0);
  });

  test('keyboard: arrows move between questions, Enter and Space toggle', async ({ page }) => {
    await gotoHydrated(page, '/how-it-works');
    const summaries = items(page).locator('summary');
    await summaries.nth(0).focus();
    await page.keyboard.press('ArrowDown');
    await expect(summaries.nth(1)).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(items(page).nth(1)).toHaveAttribute('open');
    await page.keyboard.press('Space');
    await expect(items(page).nth(1)).not.toHaveAttribute('open');
    await page.keyboard.press('ArrowUp');
    await expect(summaries.nth(0)).toBeFocused();
  });

  test('the answers open without JavaScript, one at a time', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/how-it-works');
    const first = items(page).nth(0);
    const last = items(page).last();
    await first.locator('summary').click();
    await expect(first.locator(':scope > div')).toBeVisible();
    await last.locator('summary').click();
    await expect(last.locator(':scope > div')).toBeVisible();
    await expect(first).not.toHaveAttribute('open');
    await context.close();
  });

  test("an address with a question's fragment opens its answer", async ({ page }) => {
    await page.goto('/how-it-works#faq-how-do-we-send-a-referral');
    const referral = page.locator('#faq-how-do-we-send-a-referral');
    await expect(referral).toHaveAttribute('open');
    await expect(referral.locator(':scope > div')).toBeInViewport();
    await page.evaluate(() => (location.hash = '#faq-what-does-it-cost'));
    await expect(page.locator('#faq-what-does-it-cost')).toHaveAttribute('open');
    await expect(referral).not.toHaveAttribute('open');
  });

  test('View All FAQs leads to /faq', async ({ page }) => {
    await page.goto('/how-it-works');
    await expect(page.getByRole('link', { name: 'View All FAQs' })).toHaveAttribute('href', '/faq');
  });
});

test.describe('website design and hosting', () => {
  test('the three packages from content', async ({ page }) => {
    await page.goto('/services/website-design');
    const packages = page.getByRole('region', { name: 'Packages' });
    const cards = packages.locator('li:has(h3)');
    await expect(cards.locator('h3')).toHaveText(['Startup', 'Growth', 'Scale']);
    await expect(cards.nth(0)).toContainText('$400 setup');
    await expect(cards.nth(0)).toContainText('plus $100/month hosting');
    await expect(cards.nth(0)).toContainText('4-5 core pages');
    await expect(cards.nth(1)).toContainText('$800 setup');
    await expect(cards.nth(1)).toContainText('plus $150/month hosting');
    await expect(cards.nth(1)).toContainText('8-10 pages');
    await expect(cards.nth(1)).toContainText('Recommended');
    await expect(cards.nth(2)).toContainText('$1,500 setup');
    await expect(cards.nth(2)).toContainText('plus $250/month hosting');
    await expect(cards.nth(2)).toContainText('Unlimited pages');
    await expect(cards.nth(0)).not.toContainText('Recommended');
    await expect(page.getByRole('region', { name: 'How We Build Your Site' }).locator('ol > li')).toHaveCount(5);
    await expect(page.getByRole('region', { name: 'What Agency Owners Say' }).locator('figure')).toHaveCount(3);
  });

  test('demo tabs: startup by default, arrow keys move the selection', async ({ page }) => {
    await gotoHydrated(page, '/services/website-design');
    const tablist = page.getByRole('tablist', { name: 'Sample websites' });
    const tabs = tablist.getByRole('tab');
    await expect(tabs).toHaveText(['Startup', 'Growth', 'Scale']);
    await expect(tabs.nth(0)).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel')).toHaveCount(1);
    await expect(page.getByRole('tabpanel')).toContainText('Bayou City Home Health');
    await expect(page.getByRole('tabpanel')).toHaveAttribute('aria-labelledby', (await tabs.nth(0).getAttribute('id'))!);

    await tabs.nth(0).focus();
    await page.keyboard.press('ArrowRight');
    await expect(tabs.nth(1)).toBeFocused();
    await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
    await expect(tabs.nth(0)).toHaveAttribute('aria-selected', 'false');
    await expect(page.getByRole('tabpanel')).toContainText('Gulf Coast Care Partners');

    await page.keyboard.press('ArrowRight');
    await expect(tabs.nth(2)).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowRight');
    await expect(tabs.nth(0)).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowLeft');
    await expect(tabs.nth(2)).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel')).toContainText('Lone Star Home Health Network');
    // Only the selected tab is in the tab order.
    await expect(tabs.nth(0)).toHaveAttribute('tabindex', '-1');
  });

  test('View Full Demo opens the dialog: focus stays inside, Escape closes it, focus comes back', async ({ page }) => {
    const problems = watchConsole(page);
    await gotoHydrated(page, '/services/website-design');
    const opener = page.getByRole('tabpanel').getByRole('button', { name: 'View Full Demo' });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'Startup Demo' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toBeFocused();
    const frame = dialog.locator('iframe');
    await expect(frame).toHaveAttribute('src', '/demos/startup.html');
    await expect(page.frameLocator('[data-testid="demo-dialog"] iframe').locator('h1')).toHaveText('Skilled care at home in southwest Houston');

    // Tab and Shift+Tab cycle inside the dialog (the frame's own links included).
    const focused = () =>
      page.evaluate(() => {
        const el = document.activeElement;
        const name = el?.getAttribute('aria-label') ?? el?.getAttribute('title') ?? el?.textContent?.trim() ?? '';
        return { inDialog: !!el?.closest('dialog, [role="dialog"]'), element: el ? `${el.tagName.toLowerCase()}: ${name}` : 'none' };
      });
    const closeButton = 'button: Close demo';
    const demoFrame = 'iframe: Startup demo: sample website';
    const reached: string[] = [];
    for (let i = 0; i < 25; i++) {
      await page.keyboard.press('Tab');
      const now = await focused();
      expect(now.inDialog, `focus left the dialog after ${i + 1} Tab presses: ${now.element}`).toBe(true);
      reached.push(now.element);
    }
    expect(reached).toContain(closeButton);
    expect(reached).toContain(demoFrame);
    for (let i = 0; i < 5; i++) {
      await page.keyboard.press('Shift+Tab');
      expect((await focused()).inDialog).toBe(true);
    }
    // Shift+Tab from the first focusable element wraps round to the last one, the frame.
    await dialog.getByRole('link', { name: 'Open in new tab' }).focus();
    await page.keyboard.press('Shift+Tab');
    expect((await focused()).element).toBe(demoFrame);
    // A modal dialog: the browser makes the page behind inert, to screen readers too.
    expect(await dialog.evaluate((element) => element.matches(':modal'))).toBe(true);

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
    expect(problems).toEqual([]);
  });

  test('a demo card selects its demo and opens it; the close button closes it and gives focus back', async ({ page }) => {
    await gotoHydrated(page, '/services/website-design');
    const card = page.getByRole('button', { name: 'View the Scale Demo' });
    await card.click();
    const dialog = page.getByRole('dialog', { name: 'Scale Demo' });
    await expect(dialog).toBeVisible();
    await expect(dialog.locator('iframe')).toHaveAttribute('src', '/demos/scale.html');
    // The page behind is hidden from the accessibility tree meanwhile, hence the plain locator.
    await expect(page.locator('[role="tab"][data-demo="scale"]')).toHaveAttribute('aria-selected', 'true');

    await dialog.getByRole('button', { name: 'Close demo' }).click();
    await expect(dialog).toBeHidden();
    await expect(card).toBeFocused();

    // The picture in the Growth tab is a demo card too.
    await page.getByRole('tab', { name: 'Growth' }).click();
    const preview = page.getByRole('tabpanel').getByRole('button', { name: 'Open the full Growth demo' });
    await preview.click();
    await expect(page.getByRole('dialog', { name: 'Growth Demo' }).locator('iframe')).toHaveAttribute('src', '/demos/growth.html');
    await page.keyboard.press('Escape');
    await expect(preview).toBeFocused();
  });

  test('the close button has a tooltip that waits before opening', async ({ page }) => {
    await gotoHydrated(page, '/services/website-design');
    await page.getByRole('button', { name: 'View the Growth Demo' }).click();
    const close = page.getByRole('dialog').getByRole('button', { name: 'Close demo' });
    await close.hover();
    await page.waitForTimeout(300);
    await expect(page.getByRole('tooltip')).toHaveCount(0);
    await expect(page.getByRole('tooltip')).toHaveText('Close demo', { timeout: 3000 });
  });

  test('the sample sites are local pages', async ({ request }) => {
    for (const demo of ['startup', 'growth', 'scale']) {
      const response = await request.get(`/demos/${demo}.html`);
      expect(response.status()).toBe(200);
      expect(await response.text()).toContain('Sample website for a fictional agency');
    }
  });
});

test.describe('embedded forms', () => {
  const FORM_URL = 'https://forms.example-forms.test/f/contact';
  const PROVIDER_URL = 'https://forms.example-forms.test/f/provider';
  const SCRIPT_URL = 'https://forms.example-forms.test/embed.js';

  /**
   * Serves the page as a build with form addresses in site.yml renders it: the form and its frames
   * carry the address, the form the script, and its prerendered state is the one before loading.
   */
  async function withFormAddresses(page: Page, path: string) {
    await page.route(`**${path}`, async (route) => {
      const response = await route.fetch();
      const addresses: Record<string, string> = { [formPages.contact]: FORM_URL, [formPages.provider]: PROVIDER_URL };
      const html = (await response.text())
        .replace(/data-embed-src="(\/forms\/[^"]+)"/g, (_, src: string) => `data-embed-src="${addresses[src]}" data-embed-script="${SCRIPT_URL}"`)
        .replace(/<iframe src="(\/forms\/[^"]+)"/g, (_, src: string) => `<iframe src="${addresses[src]}"`);
      if (html.includes('data-embed-src')) expect(html).not.toContain('"/forms/');
      await route.fulfill({ status: response.status(), contentType: 'text/html; charset=utf-8', body: html });
    });
    await page.route(SCRIPT_URL, (route) =>
      route.fulfill({ contentType: 'text/javascript', body: 'window.embedScriptRuns = (window.embedScriptRuns || 0) + 1;' }),
    );
  }

  test("without a third-party address the site's own form is framed; phone and email are in the page for when it cannot load", async ({ page }) => {
    const response = await gotoHydrated(page, '/contact');
    const html = await response!.text();
    expect(html).toContain('data-embed-src="/forms/contact"');
    expect(html).toContain('Reach Us Directly');
    expect(html).toContain('href="tel:+17135550142"');
    // In the fallback itself, which shows in place of the frame when it cannot load.
    const fallback = page.locator('[data-embed-state] [data-embed-fallback]');
    await expect(fallback.getByText('Reach Us Directly')).toHaveCount(1);
    await expect(fallback.locator('a[href^="tel:"]')).toHaveAttribute('href', 'tel:+17135550142');
    await expect(fallback.locator('a[href^="tel:"]')).toHaveText('(713) 555-0142');
    await expect(fallback.locator('a[href^="mailto:"]')).toHaveAttribute('href', 'mailto:hello@carebridgeconnect.com?subject=Question%20for%20the%20team');
    await expect(fallback.locator('a[href^="mailto:"]')).toHaveText('hello@carebridgeconnect.com');
    const form = page.locator('[data-embed-state]');
    await expect(form).toHaveAttribute('data-embed-state', 'loaded');
    await expect(form.locator('iframe')).toHaveAttribute('src', '/forms/contact');
    await expect(page.locator('script[data-embed-script]')).toHaveCount(0);
  });

  test('a spinner shows until the frame loads, then the form fades in; the script loads once', async ({ page }) => {
    const problems = watchConsole(page);
    await withFormAddresses(page, '/contact');
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(FORM_URL, async (route) => {
      await released;
      await route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Form</title><h1>Fake contact form</h1>' });
    });
    // A frame added before the page's load event holds that event back until the frame loads.
    await gotoHydrated(page, '/contact', { waitUntil: 'domcontentloaded' });
    const form = page.locator('[data-embed-state]');
    await expect(form).toHaveAttribute('data-embed-state', 'loading');
    await expect(form.getByRole('status')).toHaveText('Loading the form…');
    const frame = form.locator('iframe');
    // A host's document cannot be measured: its frame keeps the product's height.
    await expect(frame).toHaveAttribute('height', '600');
    await expect(frame).toHaveCSS('height', '600px');
    await expect(frame).toHaveAttribute('title', 'Contact form');
    await expect(frame).toHaveCSS('opacity', '0');

    release();
    await expect(form).toHaveAttribute('data-embed-state', 'loaded');
    await expect(form.getByRole('status')).toHaveCount(0);
    await expect(frame).toHaveCSS('opacity', '1');
    await expect(page.frameLocator('[data-embed-state] iframe').locator('h1')).toHaveText('Fake contact form');
    await expect(page.locator('script[data-embed-script]')).toHaveCount(1);
    expect(await page.evaluate(() => (window as { embedScriptRuns?: number }).embedScriptRuns)).toBe(1);

    // Leaving and coming back does not add the script again.
    await page.getByRole('link', { name: 'View all FAQs' }).click();
    await expect(page).toHaveURL(/\/faq$/);
    await page.goBack();
    await expect(page.locator('[data-embed-state]')).toHaveAttribute('data-embed-state', 'loaded');
    await expect(page.locator('script[data-embed-script]')).toHaveCount(1);
    expect(problems).toEqual([]);
  });

  test('a frame that never loads gives way to phone and email', async ({ page }) => {
    await withFormAddresses(page, '/become-a-provider');
    await page.route(PROVIDER_URL, () => {
      // Never answered.
    });
    await gotoHydrated(page, '/become-a-provider', { waitUntil: 'domcontentloaded' });
    const form = page.locator('[data-embed-state]');
    await expect(form).toHaveAttribute('data-embed-state', 'loading');
    await expect(form.locator('iframe')).toHaveAttribute('height', '539');
    await expect(form.locator('iframe')).toHaveCSS('height', '539px');
    await expect(form.getByRole('status')).toBeVisible();
    await expect(form).toHaveAttribute('data-embed-state', 'unavailable', { timeout: 15_000 });
    await expect(form.getByRole('status')).toHaveCount(0);
    await expect(form.getByRole('link', { name: '(713) 555-0142' })).toBeVisible();
    await expect(form.getByRole('link', { name: 'hello@carebridgeconnect.com' })).toHaveAttribute('href', /subject=Provider%20application/);
  });

  test('pages without a form do not load the embed script', async ({ page }) => {
    await withFormAddresses(page, '/about');
    await gotoHydrated(page, '/about');
    await page.waitForLoadState('networkidle');
    await expect(page.locator('script[data-embed-script]')).toHaveCount(0);
  });
});

test.describe('no dead buttons', () => {
  const expected: [path: string, label: string, href: string | RegExp][] = [
    ['/for-facilities', 'Schedule a Demo', '/contact?topic=demo'],
    ['/for-facilities', 'View Case Studies', '/contact?topic=case-studies'],
    ['/for-facilities', 'Request Demo', '/contact?topic=demo'],
    ['/for-facilities', 'Contact Us', '/contact'],
    ['/how-it-works/for-patients', 'Check Insurance Coverage', '/contact?topic=insurance'],
    ['/how-it-works/for-patients', 'Contact Us Today', '/contact'],
    ['/contact', 'View all FAQs', '/faq'],
    ['/careers', 'Submit Your Resume', /^mailto:hello@carebridgeconnect\.com\?subject=/],
    ['/about', 'Get Started', '/contact'],
    ['/for-providers', 'Get Started', '/become-a-provider'],
    ['/solutions', 'Become a Provider', '/become-a-provider'],
    ['/services', 'Become a Provider', '/become-a-provider'],
    ['/sitemap', 'Return to Home', '/'],
  ];
  for (const [path, label, href] of expected) {
    test(`${path}: ${label}`, async ({ page }) => {
      await page.goto(path);
      const links = page.locator('main').getByRole('link', { name: label, exact: true });
      expect(await links.count()).toBeGreaterThan(0);
      for (const link of await links.all()) await expect(link).toHaveAttribute('href', href);
    });
  }

  test('every button on the marketing pages has something to do', async ({ page }) => {
    for (const [path] of pages) {
      await gotoHydrated(page, path);
      // Buttons are submit buttons or handled by a page script through their data attribute (each
      // one's behaviour has tests of its own).
      const dead = await page.locator('main button').evaluateAll((buttons) =>
        buttons
          .filter((button) => {
            const pageScript = '[data-history-back], [data-demo-open], [data-demo-close], [role="tab"][data-demo]';
            return (button as HTMLButtonElement).type !== 'submit' && !button.matches(pageScript);
          })
          .map((button) => button.textContent),
      );
      expect(dead, path).toEqual([]);
    }
  });

  test('Schedule a Demo leads to the contact page, which names the topic', async ({ page }) => {
    const problems = watchConsole(page);
    await gotoHydrated(page, '/for-facilities');
    await page.getByRole('link', { name: 'Schedule a Demo' }).click();
    await expect(page).toHaveURL(/\/contact\?topic=demo$/);
    await expect(page.getByTestId('contact-topic')).toHaveText('You’re asking about: a demo');
    // The page's email links carry the topic too: the Email Us card's, and the one in place of the form.
    const details = page.getByRole('list', { name: 'Contact information' });
    await expect(details.getByRole('link', { name: 'hello@carebridgeconnect.com' })).toHaveAttribute('href', /subject=Question%20about%20a%20demo$/);
    await expect(page.locator('[data-embed-fallback] a[href^="mailto:"]')).toHaveAttribute('href', /subject=Question%20about%20a%20demo$/);

    // Opened directly (prerendered without the query), it still shows, without a hydration warning.
    await gotoHydrated(page, '/contact?topic=insurance');
    await expect(page.getByTestId('contact-topic')).toHaveText('You’re asking about: insurance coverage');
    await gotoHydrated(page, '/contact?topic=unknown');
    await expect(page.getByTestId('contact-topic')).toHaveCount(0);
    expect(problems).toEqual([]);
  });

  test('Apply Now writes an email naming the job', async ({ page }) => {
    await page.goto('/careers/senior-care-coordinator');
    const apply = page.getByRole('link', { name: 'Apply Now: Senior Care Coordinator' });
    await expect(apply).toHaveText('Apply Now');
    await expect(apply).toHaveAttribute('href', 'mailto:hello@carebridgeconnect.com?subject=Application%3A%20Senior%20Care%20Coordinator');
  });
});

test('the sitemap page: its groups, today in Houston, no hydration warning', async ({ page }) => {
  const problems = watchConsole(page);
  await gotoHydrated(page, '/sitemap');
  const groups = page.locator('main nav');
  await expect(groups.locator('h2')).toHaveText(['Main Pages', 'How It Works', 'Services', 'Resources', 'Company', 'Legal']);
  const hrefs = async (name: string) => page.locator('main').getByRole('navigation', { name }).getByRole('link').evaluateAll((links) => links.map((l) => l.getAttribute('href')));
  expect(await hrefs('Main Pages')).toEqual(['/', '/how-it-works', '/become-a-provider', '/services', '/search']);
  expect(await hrefs('How It Works')).toEqual(['/for-providers', '/how-it-works/case-managers', '/for-facilities', '/how-it-works/for-patients']);
  expect(await hrefs('Services')).toEqual(['/services/referral-coordination', '/services/eligibility-verification', '/services/growth-marketing', '/services/website-design']);
  expect(await hrefs('Resources')).toEqual(['/resources', '/resources/guides', '/blog', '/faq']);
  // Each open position under Careers (tests/e2e/jobs.spec.ts).
  expect(await hrefs('Company')).toEqual(['/about', '/careers', '/careers/healthcare-data-analyst', '/careers/provider-relations-specialist', '/careers/senior-care-coordinator', '/contact']);
  expect(await hrefs('Legal')).toEqual(['/privacy', '/terms', '/hipaa', '/accessibility']);
  await expect(page.getByText('Complete directory of all pages on our website')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'About This Sitemap' })).toBeVisible();
  await expect(page.getByRole('link', { name: '/sitemap.xml' })).toHaveAttribute('href', '/sitemap.xml');
  await expect(page.getByText(/^Last updated /)).toHaveText(`Last updated ${formatToday()}`);
  expect(problems).toEqual([]);
});

test('About: mission, story, three values, milestones, Get Started', async ({ page }) => {
  await page.goto('/about');
  for (const heading of ['Our Mission', 'Our Story', 'Patient-Centered Care', 'Innovation', 'Collaboration']) {
    await expect(page.getByRole('heading', { name: heading, exact: true })).toBeVisible();
  }
  const milestones = page.getByRole('region', { name: 'Milestones' }).locator('ol > li');
  expect(await milestones.count()).toBeGreaterThanOrEqual(3);
  await expect(milestones.first().locator('time')).toHaveText('2022');
  await expect(page.getByText('$30M Series B raised')).toBeVisible();
});
