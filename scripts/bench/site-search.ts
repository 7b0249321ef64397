import type { Browser, BrowserContext, CDPSession, Page } from '@playwright/test';
import { percentile } from './search-latency';
import { MIN_TYPED } from '../../src/features/site-search/search-kinds';

export interface FetchedFile {
  /** Its path on the site, with any query. */
  path: string;
  /** Bytes on the wire: the status line, headers and (compressed) body. */
  bytes: number;
}

export interface SiteSearchFigures {
  /** The first query, typed one key at a time into the dialog opened with `/` on the home page. */
  query: string;
  /** Everything the page fetched from the `/` key to the first query's results. */
  firstQuery: { bytes: number; files: number; largest: FetchedFile[] };
  /** CPU 4x slower, each in a new context (an empty cache): the first query's last keystroke to the frame showing its results. */
  firstResults: { samples: number[]; median: number };
  /** CPU 4x slower, the index loaded: each keystroke's input event to the frame after the last change it made to the panel. */
  keystrokes: { count: number; median: number; p95: number };
}

/** The query a visitor looks for first: a word of every generated post, so it finds many results. */
const FIRST_QUERY = 'medicare';
/** Queries typed once the index is loaded, each from an empty box: common, long, rare and missing words. */
const QUERIES = ['care', 'medicare', 'houston', 'discharge', 'zzz', 'insurance'];
/** Between keys of the first query: a brisk typist, so that the index loads while the visitor types. */
const KEY_INTERVAL_MS = 150;
/** Cold first queries whose latency is measured; the median is kept. */
const COLD_RUNS = 3;
const LARGEST_SHOWN = 8;

const DIALOG_PANEL = '#siteSearch [data-site-search]';

interface PanelState {
  /** The newest input event's time stamp. */
  start: number;
  /** When the panel last changed. */
  lastChange: number;
  /** The first frame after that change. */
  frame: number;
  /** The frame that first showed results for the box's whole query (or its correction). */
  resultsFrame: number;
}

/**
 * Watches the dialog's panel: each input event starts a measure, and the frame after the newest
 * change is the one that shows it; the frame where the status first names the query in the box
 * (or the correction shown for it) is the one that shows that query's results.
 */
async function watchPanel(page: Page): Promise<void> {
  await page.evaluate((selector) => {
    const panel = document.querySelector<HTMLElement>(selector)!;
    const input = panel.querySelector<HTMLInputElement>('[data-site-search-input]')!;
    const status = panel.querySelector<HTMLElement>('[data-site-search-status]')!;
    const correction = panel.querySelector<HTMLElement>('[data-site-search-correction]')!;
    const state: PanelState = { start: 0, lastChange: 0, frame: 0, resultsFrame: 0 };
    (window as unknown as { __siteSearch: PanelState }).__siteSearch = state;
    // Captured ahead of the search's own listener, whose search may change the panel before later listeners run.
    window.addEventListener('input', (event) => {
      if (event.target === input) Object.assign(state, { start: event.timeStamp, lastChange: 0, frame: 0, resultsFrame: 0 });
    }, true);
    new MutationObserver(() => {
      const change = performance.now();
      state.lastChange = change;
      // The status gives the results of the query in the box, or of the correction of it shown beside.
      // (Inline: a named function here would not survive the transpiler's helpers in the page.)
      const named = /^\d+ results? for “(.*)”$/.exec(status.textContent ?? '')?.[1];
      const shown =
        state.resultsFrame === 0 &&
        named !== undefined &&
        (named === input.value.trim() || (!correction.hidden && correction.querySelector('[data-corrected]')?.textContent === named));
      requestAnimationFrame(() => {
        const now = performance.now();
        if (state.lastChange === change) state.frame = now;
        if (shown && state.resultsFrame === 0) state.resultsFrame = now;
      });
    }).observe(panel, { subtree: true, childList: true, characterData: true, attributes: true });
  }, DIALOG_PANEL);
}

const panelState = (page: Page) => page.evaluate(() => (window as unknown as { __siteSearch: PanelState }).__siteSearch);

/** Until the frame showing the results of the query in the box (or its correction) is painted. */
async function resultsShown(page: Page): Promise<PanelState> {
  await page.waitForFunction(() => {
    const state = (window as unknown as { __siteSearch: PanelState }).__siteSearch;
    return state.resultsFrame > state.start && state.frame >= state.resultsFrame;
  }, undefined, { timeout: 30_000 }).catch(async (error: unknown) => {
    const status = await page.locator(`${DIALOG_PANEL} [data-site-search-status]`).textContent();
    throw new Error(`The results did not show (status "${status}", ${JSON.stringify(await panelState(page))})`, { cause: error });
  });
  return panelState(page);
}

/** The home page of a new context (an empty cache), loaded, its script started, and nothing more to fetch. */
async function freshHome(browser: Browser, origin: string): Promise<{ context: BrowserContext; page: Page; cdp: CDPSession }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.goto(`${origin}/`, { waitUntil: 'networkidle' });
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await page.waitForTimeout(300);
  const cdp = await context.newCDPSession(page);
  return { context, page, cdp };
}

/** Opens the dialog with `/` and types `query` one key at a time, as a visitor would. */
async function typeFirstQuery(page: Page, query: string): Promise<void> {
  await page.keyboard.press('/');
  await page.locator(`${DIALOG_PANEL} [data-site-search-input]`).waitFor({ state: 'visible' });
  await watchPanel(page);
  for (const [i, key] of [...query].entries()) {
    if (i > 0) await page.waitForTimeout(KEY_INTERVAL_MS);
    await page.keyboard.press(key);
  }
}

/** Bytes on the wire of every response from the `/` key to the first query's results (CDP's encoded length: headers and body). */
async function firstQueryBytes(browser: Browser, origin: string): Promise<SiteSearchFigures['firstQuery']> {
  const { context, page, cdp } = await freshHome(browser, origin);
  try {
    const pending = new Map<string, string>();
    const fetched: FetchedFile[] = [];
    let lastEvent = performance.now();
    cdp.on('Network.requestWillBeSent', ({ requestId, request }) => {
      pending.set(requestId, request.url);
      lastEvent = performance.now();
    });
    cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
      const url = new URL(pending.get(requestId) ?? origin);
      pending.delete(requestId);
      fetched.push({ path: url.pathname + url.search, bytes: encodedDataLength });
      lastEvent = performance.now();
    });
    cdp.on('Network.loadingFailed', ({ requestId }) => pending.delete(requestId));
    await cdp.send('Network.enable');
    await typeFirstQuery(page, FIRST_QUERY);
    await resultsShown(page);
    // What a search already started still fetches (a superseded query's fragments) counts too:
    // until nothing is in flight and nothing new has started for half a second.
    while (pending.size > 0 || performance.now() - lastEvent < 500) await page.waitForTimeout(100);
    const largest = [...fetched].sort((a, b) => b.bytes - a.bytes).slice(0, LARGEST_SHOWN);
    return { bytes: fetched.reduce((sum, file) => sum + file.bytes, 0), files: fetched.length, largest };
  } finally {
    await context.close();
  }
}

/** From the last key of the first query to the frame that shows its results, CPU 4x slower, in a new context. */
async function firstResultsMs(browser: Browser, origin: string): Promise<number> {
  const { context, page, cdp } = await freshHome(browser, origin);
  try {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await typeFirstQuery(page, FIRST_QUERY);
    const { start, resultsFrame } = await resultsShown(page);
    return resultsFrame - start;
  } finally {
    await context.close();
  }
}

/** Each keystroke of QUERIES, the index loaded by a first search, CPU 4x slower. */
async function keystrokeMs(browser: Browser, origin: string): Promise<number[]> {
  const { context, page, cdp } = await freshHome(browser, origin);
  try {
    await typeFirstQuery(page, FIRST_QUERY);
    await resultsShown(page);
    const input = page.locator(`${DIALOG_PANEL} [data-site-search-input]`);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const samples: number[] = [];
    for (const query of QUERIES) {
      await input.fill('');
      // Every group hidden: the panel renders one per kind and shows those with results.
      await page.waitForFunction((selector) => document.querySelectorAll(`${selector} [data-site-search-results] > section:not([hidden])`).length === 0, DIALOG_PANEL);
      for (const [i, key] of [...query].entries()) {
        await page.keyboard.press(key);
        // One or two letters wait for a third while typing (see MIN_TYPED): nothing to measure there.
        if (i + 1 < MIN_TYPED) continue;
        const { start, frame } = await resultsShown(page);
        samples.push(frame - start);
      }
    }
    return samples;
  } finally {
    await context.close();
  }
}

/** The site search on the home page (1280 px wide): what the first query fetches, how soon it shows, and each keystroke after. */
export async function measureSiteSearch(browser: Browser, origin: string): Promise<SiteSearchFigures> {
  const firstQuery = await firstQueryBytes(browser, origin);
  const samples: number[] = [];
  for (let run = 0; run < COLD_RUNS; run++) samples.push(await firstResultsMs(browser, origin));
  const keystrokes = await keystrokeMs(browser, origin);
  return {
    query: FIRST_QUERY,
    firstQuery,
    firstResults: { samples, median: percentile(samples, 0.5) },
    keystrokes: { count: keystrokes.length, median: percentile(keystrokes, 0.5), p95: percentile(keystrokes, 0.95) },
  };
}
