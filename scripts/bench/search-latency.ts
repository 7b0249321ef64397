import type { Browser } from '@playwright/test';

export interface SearchLatency {
  keystrokes: number;
  median: number;
  p95: number;
}

/** Queries typed one key at a time; each starts from an empty box. */
const QUERIES = ['care', 'medicare', 'houston', 'discharge', 'zzz'];

/** The value at `fraction` of the sorted samples (nearest rank). */
export function percentile(samples: number[], fraction: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(fraction * sorted.length) - 1))]!;
}

/**
 * On the blog with the CPU 4x slower: from each keystroke's input event to the first frame
 * painted after the last change it made to the page. The search index is loaded (by a first
 * search) before anything is measured.
 */
export async function measureSearchLatency(browser: Browser, origin: string): Promise<SearchLatency> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  try {
    await page.goto(`${origin}/blog`, { waitUntil: 'networkidle' });
    const box = page.locator('input[type="search"]').first();
    // Warm up: the index and Fuse load on the first search.
    await box.fill('warm');
    await page.waitForLoadState('networkidle');
    await box.fill('');
    await page.waitForTimeout(500);

    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.evaluate(() => {
      const state = window as unknown as { __bench: { start: number; lastChange: number; frame: number } };
      state.__bench = { start: 0, lastChange: 0, frame: 0 };
      document.addEventListener('input', (event) => {
        state.__bench = { start: event.timeStamp, lastChange: 0, frame: 0 };
      }, true);
      new MutationObserver(() => {
        const change = performance.now();
        state.__bench.lastChange = change;
        requestAnimationFrame(() => {
          // The frame after the newest change is the one that shows the updated list.
          if (state.__bench.lastChange === change) state.__bench.frame = performance.now();
        });
      }).observe(document.querySelector('main') ?? document.body, { subtree: true, childList: true, characterData: true, attributes: true });
    });

    const samples: number[] = [];
    for (const query of QUERIES) {
      await box.fill('');
      await page.waitForTimeout(400);
      for (const key of query) {
        await box.press(key);
        await page.waitForTimeout(400);
        const { start, frame } = await page.evaluate(() => (window as unknown as { __bench: { start: number; frame: number } }).__bench);
        if (frame > start) samples.push(frame - start);
      }
    }
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    if (samples.length === 0) throw new Error('No keystroke changed the blog list; is the search box there?');
    return { keystrokes: samples.length, median: percentile(samples, 0.5), p95: percentile(samples, 0.95) };
  } finally {
    await context.close();
  }
}
