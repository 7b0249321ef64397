import type { Browser } from '@playwright/test';
import { settle } from './measure-js';

export interface PageImages {
  path: string;
  /** Bytes of every image the page fetched on load (lazy ones below the fold wait). */
  onLoadBytes: number;
  /** The same once scrolled to the end, every lazy image fetched. */
  scrolledBytes: number;
  /** The widest variant fetched for a card, and for the page's main picture (its LCP image), in pixels. */
  widestCard: number;
  widestMain: number;
  /** How many images were fetched once scrolled to the end. */
  images: number;
}

/** The width a variant's address names (`/media/name-hash-800.webp`); 0 for another image. */
const variantWidth = (url: string) => Number(/-(\d+)\.(?:avif|webp|jpg|png)$/.exec(new URL(url).pathname)?.[1] ?? 0);

/** What a page's images cost a 375px-wide phone at density 2. */
export async function measurePageImages(browser: Browser, origin: string, path: string): Promise<PageImages> {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const fetched = new Map<string, number>();
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'image') return;
    try {
      fetched.set(response.url(), (await response.body()).length);
    } catch {
      // A response without a body carries no image.
    }
  });
  const total = () => [...fetched.values()].reduce((sum, bytes) => sum + bytes, 0);
  try {
    await page.goto(origin + path, { waitUntil: 'load' });
    await settle(page);
    const onLoadBytes = total();
    for (let y = 0; y < (await page.evaluate(() => document.body.scrollHeight)); y += 400) {
      await page.mouse.wheel(0, 400);
      await page.waitForTimeout(50);
    }
    await settle(page);
    // Which picture each fetched file was for: the img elements' current sources.
    const shown = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLImageElement>('[data-image-frame] img')].map((img) => ({ src: img.currentSrc, main: img.getAttribute('fetchpriority') === 'high' })),
    );
    const widest = (main: boolean) => Math.max(0, ...shown.filter((image) => image.main === main && image.src).map((image) => variantWidth(image.src)));
    return { path, onLoadBytes, scrolledBytes: total(), widestCard: widest(false), widestMain: widest(true), images: fetched.size };
  } finally {
    await context.close();
  }
}
