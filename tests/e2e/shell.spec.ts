import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { freePort } from '../../scripts/bench/server';
import { gotoHydrated, posts } from './site';

test.describe('header', () => {
  test('the first paint waits for the whole header, so nothing in it moves as the rest of it arrives', async ({ page, baseURL }) => {
    // A page that arrives in two pieces, the second a moment later, cut in the header's actions:
    // painted in between, the icons stood right of where the buttons after them then pushed them.
    const html = await (await fetch(`${baseURL}/about`)).text();
    const cut = html.indexOf('data-theme-menu');
    expect(cut).toBeGreaterThan(0);
    const port = await freePort();
    const server: Server = createServer(async (request, response) => {
      if (request.url !== '/about') {
        const upstream = await fetch(`${baseURL}${request.url}`);
        response.writeHead(upstream.status, { 'content-type': upstream.headers.get('content-type') ?? 'application/octet-stream' });
        response.end(Buffer.from(await upstream.arrayBuffer()));
        return;
      }
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.write(html.slice(0, cut));
      setTimeout(() => response.end(html.slice(cut)), 400);
    });
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    try {
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.addInitScript(() => {
        const shifts: number[] = [];
        (window as Window & { shifts?: number[] }).shifts = shifts;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) shifts.push(entry.value);
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await page.goto(`http://127.0.0.1:${port}/about`, { waitUntil: 'load' });
      await page.waitForTimeout(300);
      const { shifts, firstPaint } = await page.evaluate(() => ({
        shifts: (window as Window & { shifts?: number[] }).shifts,
        firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0,
      }));
      expect(shifts).toEqual([]);
      expect(firstPaint).toBeGreaterThanOrEqual(400);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  test('is transparent at the top and solid once scrolled past 30px', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await gotoHydrated(page, '/about');
    const header = page.getByRole('banner');
    await expect(header).toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
    await expect(header).toHaveAttribute('data-scrolled', 'false');
    await page.evaluate(() => window.scrollTo(0, 31));
    await expect(header).toHaveAttribute('data-scrolled', 'true');
    await page.evaluate(() => window.scrollTo(0, 30));
    await expect(header).toHaveAttribute('data-scrolled', 'false');
    await page.evaluate(() => window.scrollTo(0, 31));
    await expect(header).toHaveAttribute('data-scrolled', 'true');
    await expect(header).toHaveCSS('background-color', 'rgba(255, 255, 255, 0.97)');
  });

  test('desktop: every item, dropdowns, Contact Us and Get Started', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await gotoHydrated(page, '/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav).toHaveCount(1);
    for (const label of ['How It Works', 'Blog', 'Contact']) await expect(nav.getByRole('link', { name: label, exact: true })).toBeVisible();
    // From the keyboard: a pointer resting on the trigger would open it again after the hover delay.
    await nav.getByRole('button', { name: 'Services' }).focus();
    await page.keyboard.press('Enter');
    await expect(nav.getByRole('link', { name: /Eligibility Verification/ })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(nav.getByRole('link', { name: /Eligibility Verification/ })).toBeHidden();
    await nav.getByRole('button', { name: 'Solutions' }).hover();
    await expect(nav.getByRole('link', { name: /For Partners/ })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/become-a-provider');
  });

  test('tablet: the first three items and the rest under More', async ({ page }) => {
    await page.setViewportSize({ width: 900, height: 800 });
    await gotoHydrated(page, '/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav).toHaveCount(1);
    await expect(nav.getByRole('link', { name: 'How It Works', exact: true })).toBeVisible();
    await expect(nav.getByRole('button', { name: 'Solutions' })).toBeVisible();
    await expect(nav.getByRole('button', { name: 'Services' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Blog', exact: true })).toBeHidden();
    await nav.getByRole('button', { name: 'More' }).click();
    await expect(nav.getByRole('link', { name: 'Blog' })).toBeVisible();
    await nav.getByRole('link', { name: 'Blog' }).click();
    await expect(page).toHaveURL(/\/blog$/);
  });

  test('the header fits its row in both languages: every menu shows its whole chevron and nothing passes the edge', async ({ page }) => {
    for (const width of [900, 1024, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      for (const path of ['/', '/es']) {
        await page.goto(path);
        const row = await page.getByRole('banner').evaluate((header) => {
          const nav = [...header.querySelectorAll('nav')].find((element) => element.checkVisibility());
          const inner = nav!.parentElement!.parentElement!;
          const style = getComputedStyle(inner);
          const box = inner.getBoundingClientRect();
          const last = inner.lastElementChild!.getBoundingClientRect();
          return {
            chevrons: [...nav!.querySelectorAll('button svg')].map((icon) => icon.getBoundingClientRect().width),
            past: last.right - (box.right - parseFloat(style.paddingRight)),
          };
        });
        expect(row.chevrons.length, `${path} at ${width}px`).toBeGreaterThan(0);
        expect(row.chevrons.every((chevron) => chevron === 16), `${path} at ${width}px: ${row.chevrons}`).toBe(true);
        expect(row.past, `${path} at ${width}px`).toBeLessThanOrEqual(0);
      }
    }
  });

  test('mobile: a full-screen menu with one submenu open at a time, closed by Escape', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await gotoHydrated(page, '/');
    await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
    const open = page.getByRole('button', { name: 'Open menu' });
    await open.click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    const box = await menu.boundingBox();
    expect(box).toMatchObject({ x: 0, y: 0, width: 375, height: 740 });
    const solutions = menu.getByRole('button', { name: 'Solutions pages' });
    const services = menu.getByRole('button', { name: 'Services pages' });
    await solutions.click();
    await expect(solutions).toHaveAttribute('aria-expanded', 'true');
    await expect(menu.getByRole('link', { name: 'For Partners' })).toBeVisible();
    await services.click();
    await expect(services).toHaveAttribute('aria-expanded', 'true');
    await expect(solutions).toHaveAttribute('aria-expanded', 'false');
    await expect(menu.getByRole('link', { name: 'For Partners' })).toBeHidden();
    await services.click();
    await expect(services).toHaveAttribute('aria-expanded', 'false');
    await expect(menu.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/become-a-provider');
    await expect(menu.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(open).toBeFocused();
    await open.click();
    await menu.getByRole('link', { name: 'Blog' }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(menu).toBeHidden();
  });
});

test('mobile bottom bar: Call Now, Learn More and Contact', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await gotoHydrated(page, '/');
  const bar = page.getByRole('navigation', { name: 'Quick actions' });
  await expect(bar.getByRole('link', { name: 'Call Now' })).toHaveAttribute('href', 'tel:+17135550142');
  await expect(bar.getByRole('link', { name: 'Learn More' })).toHaveAttribute('href', '/how-it-works');
  await expect(bar.getByRole('link', { name: 'Contact' })).toHaveAttribute('href', '/contact');
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(bar).toBeHidden();
});

test('footer: columns, legal links and the copyright year', async ({ page }) => {
  await gotoHydrated(page, '/');
  const footer = page.getByRole('contentinfo');
  for (const label of ['Contact Us', 'How it Works', 'Become a Provider', 'Blog', 'For Providers', 'For Partners', 'Case Managers']) {
    await expect(footer.getByRole('link', { name: label, exact: true })).toBeVisible();
  }
  for (const href of ['/privacy', '/terms', '/accessibility']) await expect(footer.locator(`a[href="${href}"]`)).toHaveCount(1);
  await expect(footer).toContainText(`© ${new Date().getFullYear()}`);
});

test("the English footer's Company column links to Careers; the Spanish pages, which have none, do not", async ({ page }) => {
  await page.goto('/');
  const company = page.getByRole('contentinfo').locator('nav, div, section').filter({ has: page.getByText('Company', { exact: true }) }).last();
  await expect(company.getByRole('link', { name: 'Careers', exact: true })).toHaveAttribute('href', '/careers');
  await page.goto('/es');
  await expect(page.getByRole('contentinfo').locator('a[href="/careers"]')).toHaveCount(0);
});

test.describe('theme', () => {
  test('is light by default, and a choice is kept under "theme" and applied before the first paint', async ({ page }) => {
    await gotoHydrated(page, '/');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await page.getByRole('button', { name: 'Theme: Light' }).click();
    await page.getByRole('menuitemradio', { name: 'Dark' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
    // Before any script of the bundle runs, the page is already dark.
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(11, 18, 32)');
  });

  test("the menu marks the chosen theme with a check, and only that one (a rule that selects another component's element)", async ({ page }) => {
    await gotoHydrated(page, '/');
    await page.getByRole('button', { name: 'Theme: Light' }).click();
    const check = (name: string) => page.getByRole('menuitemradio', { name }).locator('svg').last();
    await expect(check('Light')).toBeVisible();
    await expect(check('Dark')).toBeHidden();
    await page.getByRole('menuitemradio', { name: 'Dark' }).click();
    await page.getByRole('button', { name: 'Theme: Dark' }).click();
    await expect(check('Dark')).toBeVisible();
    await expect(check('Light')).toBeHidden();
  });

  test("the menu's button tells a screen reader whether the menu is open, from the browser's own popover state", async ({ page }) => {
    await gotoHydrated(page, '/');
    const name = 'Theme: Light';
    // A button with popovertarget must not carry aria-expanded: the browser exposes the popover's state itself.
    await expect(page.getByRole('button', { name })).not.toHaveAttribute('aria-expanded');
    // Read from Chromium's accessibility tree, which a screen reader is given (Playwright's roles read aria-expanded alone).
    const expanded = () => expandedInAccessibilityTree(page, name);
    await expect.poll(expanded).toBe(false);
    await page.getByRole('button', { name }).click();
    await expect(page.getByRole('menu')).toBeVisible();
    await expect.poll(expanded).toBe(true);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toBeHidden();
    await expect.poll(expanded).toBe(false);
    // Down on the button opens it too.
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('menuitemradio', { name: 'Light' })).toBeFocused();
    await expect.poll(expanded).toBe(true);
  });

  test('system follows the device preference', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.addInitScript(() => localStorage.setItem('theme', 'system'));
    await gotoHydrated(page, '/');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(page.getByRole('button', { name: 'Theme: System' })).toBeVisible();
    await page.emulateMedia({ colorScheme: 'light' });
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  });
});

test('keyboard: the skip link moves focus to the main content', async ({ page }) => {
  await gotoHydrated(page, '/about');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('main')).toBeFocused();
});

test('the icon is written into every page, from public/favicon.svg, and never fetched', async ({ page }) => {
  const svg = readFileSync(path.join(process.cwd(), 'public', 'favicon.svg'), 'utf8').trim();
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  for (const address of ['/', '/blog', `/blog/${posts[0]!.slug}`, '/forms/contact']) {
    await page.goto(address, { waitUntil: 'load' });
    await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', `data:image/svg+xml,${encodeURIComponent(svg)}`);
  }
  await page.waitForLoadState('networkidle');
  expect(requested).not.toContain('/favicon.svg');
  expect(requested).not.toContain('/favicon.ico');
});

/** The expanded state Chromium gives assistive technology for the button of that name; undefined when it gives none. */
async function expandedInAccessibilityTree(page: Page, name: string): Promise<boolean | undefined> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { root } = await cdp.send('DOM.getDocument', { depth: 0 });
    const { nodes } = await cdp.send('Accessibility.queryAXTree', { nodeId: root.nodeId, accessibleName: name, role: 'button' });
    expect(nodes, `one button named "${name}"`).toHaveLength(1);
    const state = nodes[0]!.properties?.find((property) => property.name === 'expanded');
    return state === undefined ? undefined : Boolean(state.value.value);
  } finally {
    await cdp.detach();
  }
}
