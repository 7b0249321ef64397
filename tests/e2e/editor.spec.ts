import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';

const built = (file: string) => readFileSync(path.resolve(import.meta.dirname, '../../dist/client', file), 'utf8');

test.describe('the content editor at /admin/', () => {
  test('draws its sign-in screen with no policy violation and asks no origin but ours and the Git host\'s, offline', async ({ page, baseURL }) => {
    const ours = new URL(baseURL!).origin;
    const origins = new Set<string>();
    const fonts: string[] = [];
    // Offline: what would leave the machine is answered with a network error, after it is counted.
    await page.route('**/*', (route) => {
      const url = new URL(route.request().url());
      if (url.protocol === 'data:' || url.protocol === 'blob:') return route.continue();
      origins.add(url.origin);
      if (url.pathname.endsWith('.woff2')) fonts.push(url.href);
      return url.origin === ours ? route.continue() : route.abort('internetdisconnected');
    });
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { cspViolations: string[] }).cspViolations = seen;
      document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'}`));
    });
    const policyLines: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy|Refused to/i.test(message.text())) policyLines.push(message.text());
    });

    const response = await page.goto('/admin/');
    expect(response?.status()).toBe(200);
    const policy = response!.headers()['content-security-policy']!;
    expect(policy).toContain("connect-src 'self' data: https://api.github.com https://www.githubstatus.com");
    expect(policy).not.toContain("'unsafe-eval'");
    // The sign-in window it opens keeps it as its opener.
    expect(response!.headers()['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
    await expect(page.getByRole('button', { name: /^Sign In with \W?GitHub\W?$/ })).toBeVisible({ timeout: 20_000 });
    // The editor's fonts have loaded, from our origin.
    await page.evaluate(() => document.fonts.ready);
    expect(fonts.length).toBeGreaterThan(0);
    expect(fonts.every((font) => font.startsWith(`${ours}/assets/`)), fonts.join('\n')).toBe(true);

    const violations = await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
    expect([...violations, ...policyLines]).toEqual([]);
    expect([...origins].filter((origin) => ![ours, 'https://api.github.com', 'https://www.githubstatus.com'].includes(origin))).toEqual([]);
  });

  test('opens its sign-in at our own /api/auth, which says what the owner must set while the OAuth app is not configured', async ({ page }) => {
    await page.goto('/admin/');
    const [popup] = await Promise.all([page.waitForEvent('popup'), page.getByRole('button', { name: /^Sign In with \W?GitHub\W?$/ }).click()]);
    await popup.waitForLoadState();
    expect(new URL(popup.url()).pathname).toBe('/api/auth');
    await expect(popup.getByRole('heading', { name: 'Sign-in to the content editor is not set up' })).toBeVisible();
    await expect(popup.getByText('GITHUB_OAUTH_CLIENT_SECRET')).toBeVisible();
  });

  test('is kept out of search engines and the sitemap', async ({ request }) => {
    const html = await (await request.get('/admin')).text();
    expect(html).toContain('<meta name="robots" content="noindex, nofollow" />');
    expect(built('sitemap.xml')).not.toContain('/admin');
  });
});
