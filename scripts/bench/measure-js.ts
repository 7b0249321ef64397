import { gzipSync } from 'node:zlib';
import type { Browser, Page } from '@playwright/test';

export interface PageJs {
  path: string;
  /** gzip -9 bytes of every script the page loaded before any interaction. */
  beforeInteraction: number;
  /** The same after every island and form was reached (pointer over and focus on each, then scrolled through). */
  afterIslands: number;
  /** Islands that start on load (no interaction needed). */
  loadIslands: number;
}

/** Counts the scripts a page loads, by their gzip size, so the figure does not depend on how the server compresses. */
async function scriptBytes(page: Page, load: () => Promise<void>): Promise<{ bytes: () => number }> {
  const sizes = new Map<string, number>();
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    try {
      sizes.set(response.url(), gzipSync(await response.body(), { level: 9 }).length);
    } catch {
      // A response without a body (a redirect) carries no script.
    }
  });
  await load();
  return { bytes: () => [...sizes.values()].reduce((sum, size) => sum + size, 0) };
}

/** Waits until the page has fetched all it will without a visitor, and a moment more. */
export async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(300);
}

export async function measurePageJs(browser: Browser, origin: string, path: string): Promise<PageJs> {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  try {
    const counter = await scriptBytes(page, async () => {
      await page.goto(origin + path, { waitUntil: 'load' });
      await settle(page);
    });
    const beforeInteraction = counter.bytes();
    // Every island, and every form (whose code, like the newsletter's, may load when reached),
    // gets a pointer over it and the focus inside, as a visitor's would.
    const reached = page.locator('[data-island], form');
    const loadIslands = await page.locator('[data-island][data-trigger="load"]').count();
    for (let i = 0; i < (await reached.count()); i++) {
      const part = reached.nth(i);
      await part.dispatchEvent('pointerover').catch(() => undefined);
      await part.dispatchEvent('focusin').catch(() => undefined);
    }
    for (let y = 0; y < (await page.evaluate(() => document.body.scrollHeight)); y += 600) await page.mouse.wheel(0, 600);
    await settle(page);
    return { path, beforeInteraction, afterIslands: counter.bytes(), loadIslands };
  } finally {
    await context.close();
  }
}
