import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { formPages } from '../../src/contracts/forms/addresses';
import { headersForPath, overPlainHttp, parseHeadersFile, type SecurityHeadersFile } from '../../src/server/security-headers';
import { allPaths, gotoHydrated, hydratedFrame, posts, settle } from './site';

const dist = path.resolve(import.meta.dirname, '../../dist');
const built = JSON.parse(readFileSync(path.join(dist, 'server/security-headers.json'), 'utf8')) as SecurityHeadersFile;
const demoPages = ['/demos/startup.html', '/demos/growth.html', '/demos/scale.html'];

/**
 * Records every Content-Security-Policy violation of the page and its frames (the event, and
 * Chromium's console line for the ones that have no event, like a blocked frame), and every
 * complaint about the Permissions-Policy.
 */
async function watchPolicy(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => seen.push(`${location.pathname}: ${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`));
  });
  const console: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to|Permissions-Policy/i.test(message.text())) console.push(message.text());
  });
  return async () => {
    const events = await Promise.all(page.frames().map((frame) => frame.evaluate(() => (window as unknown as { cspViolations?: string[] }).cspViolations ?? []).catch(() => [])));
    return [...events.flat(), ...console];
  };
}

/** Wakes every island of the page and opens whatever opens on a click without leaving it. */
async function useEverything(page: Page) {
  // Focus wakes an island whatever its trigger (its marker has no box of its own to point at).
  for (const island of await page.locator('site-island').all()) {
    await island.locator('input, select, textarea, button').first().focus();
  }
  await expect(page.locator('site-island:not([data-state="started"])')).toHaveCount(0);
  for (const summary of await page.locator('summary:visible').all()) {
    await summary.click();
    await page.keyboard.press('Escape');
  }
  await settle(page);
}

test.describe('Content-Security-Policy', () => {
  for (const pathname of [...allPaths, ...Object.values(formPages), ...demoPages]) {
    test(`${pathname}: no violation while every island runs`, async ({ page }) => {
      const violations = await watchPolicy(page);
      const response = await page.goto(pathname);
      expect(response?.headers()['content-security-policy']).toContain("script-src 'self' 'wasm-unsafe-eval' 'sha256-");
      await useEverything(page);
      expect(await violations()).toEqual([]);
    });
  }

  test('the header menus, the theme, the phone menu, a subscription and its toast, the site search, the blog search, a share link and both framed forms run with no violation', async ({ page }) => {
    const violations = await watchPolicy(page);
    await page.setViewportSize({ width: 1280, height: 800 });
    await gotoHydrated(page, '/');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Services' }).click();
    await page.getByRole('button', { name: 'Theme: Light' }).click();
    await page.getByRole('menuitemradio', { name: 'Dark' }).click();
    await page.setViewportSize({ width: 375, height: 800 });
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    await page.keyboard.press('Escape');
    const newsletter = page.locator('form[data-newsletter-source]').first();
    await newsletter.getByRole('textbox', { name: 'Email address' }).fill(`csp-${Date.now()}@example.org`);
    await newsletter.getByRole('button').click();
    await expect(page.locator('[data-sonner-toast]').first()).toBeVisible();

    await page.setViewportSize({ width: 1280, height: 800 });
    // The site's search compiles its WebAssembly and fetches its index.
    await page.getByRole('banner').getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByRole('dialog', { name: 'Search the site' }).getByRole('searchbox').fill('medicare');
    await expect(page.locator('[data-site-search-status]')).toHaveText(/\d+ results for “medicare”/);
    await page.keyboard.press('Escape');

    await gotoHydrated(page, '/blog');
    await page.getByRole('searchbox').fill('medicare');
    await expect(page.getByRole('link', { name: /Medicare/ }).first()).toBeVisible();

    await gotoHydrated(page, `/blog/${posts[0]!.slug}`);
    const popup = page.waitForEvent('popup');
    await page.getByRole('link', { name: 'Share on LinkedIn' }).click();
    await (await popup).close();

    for (const [pagePath, title] of [
      ['/contact', 'Contact form'],
      ['/become-a-provider', 'Provider application form'],
    ]) {
      await gotoHydrated(page, pagePath!);
      const form = await hydratedFrame(page, `iframe[title="${title}"]`);
      await form.getByRole('button', { name: /Send|Submit/ }).click();
      await expect(form.getByRole('alert').first()).toBeVisible();
    }
    expect(await violations()).toEqual([]);
  });

  test('blocks a script injected into a page, inline or added by script, and reports it', async ({ page }) => {
    const violations = await watchPolicy(page);
    await page.route('**/about', async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace('</main>', '<script>window.injected = "inline"</script></main>');
      await route.fulfill({ response, body: html, headers: { ...response.headers(), 'content-encoding': 'identity' } });
    });
    await gotoHydrated(page, '/about');
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.added = "added"';
      document.body.append(script);
    });
    expect(await page.evaluate(() => [(window as unknown as { injected?: string }).injected, (window as unknown as { added?: string }).added])).toEqual([undefined, undefined]);
    const seen = await violations();
    expect(seen.filter((line) => line.includes('script-src-elem blocked inline'))).toHaveLength(2);
  });

  test('only the form and demo pages may be framed, and only by the site itself', async ({ page }) => {
    await gotoHydrated(page, '/contact');
    const framed = await page.evaluate(async () => {
      const load = (src: string) =>
        new Promise<string>((resolve) => {
          const frame = document.createElement('iframe');
          frame.src = src;
          frame.onload = () => {
            // A frame refused by its page's frame-ancestors stays an error page of another origin.
            try {
              resolve(frame.contentDocument?.querySelector('h1, title')?.textContent ? 'shown' : 'blocked');
            } catch {
              resolve('blocked');
            }
          };
          document.body.append(frame);
        });
      return { about: await load('/about'), form: await load('/forms/provider-application'), demo: await load('/demos/growth.html') };
    });
    expect(framed).toEqual({ about: 'blocked', form: 'shown', demo: 'shown' });
  });
});

test('every answer carries the headers of _headers, the file static hosts read', async ({ request }) => {
  const rules = parseHeadersFile(readFileSync(path.join(dist, 'client/_headers'), 'utf8'));
  expect(rules).toEqual(built.rules);
  const paths = [...allPaths, '/about.html', '/forms/contact', '/forms/contact/sent', '/demos/scale.html', '/favicon.svg', '/og-image.jpg', '/sitemap.xml', '/robots.txt', '/data/v1/blog/index.json', '/no-such-page', '/api/subscribe-newsletter', '/admin', '/admin.html', '/api/auth', '/api/auth/callback'];
  for (const pathname of paths) {
    const response = await request.get(pathname, { maxRedirects: 0 });
    const expected = headersForPath(rules, built.sources, pathname);
    // Strict-Transport-Security and the upgrade of requests only over https: these are plain http.
    delete expected['Strict-Transport-Security'];
    expected['Content-Security-Policy'] = overPlainHttp(expected['Content-Security-Policy']!);
    const headers = response.headers();
    for (const [name, value] of Object.entries(expected)) {
      const sent = headers[name.toLowerCase()];
      // An SVG keeps its own stricter policy beside the path's.
      if (name === 'Content-Security-Policy' && pathname.endsWith('.svg')) expect(sent, pathname).toContain(value);
      else expect(sent, `${name} of ${pathname}`).toBe(value);
    }
    expect(headers['strict-transport-security'], pathname).toBeUndefined();
  }
});
