/**
 * npm run bench [-- --only js,window,lighthouse,search,build,images,subscriptions,peer] [--runs 5] [--out bench-results/bench.json]
 *   [--against <git revision> [--pairs 3]]
 * Builds, serves and measures the site against its budgets: JavaScript per page, what each
 * page's first round trip carries (its response up to the end of the first screen, within 14 KB, and
 * its whole document, within 14,000 B brotli), Lighthouse
 * (mobile, simulated throttling), search latency on the blog with 1,000 posts, the site search with
 * 1,000 posts (what its first query fetches, how soon its results show, each keystroke after, and
 * what its index adds to the build), build time with
 * 1,000 and 5,000 generated posts and what social cards add to it, and photos: what 20 phone
 * photos add to a build, cold and warm, and what a phone fetches of them on /blog and on a post
 * (with Lighthouse on that post), subscriptions per second on PGlite, and cold builds with 1,000
 * posts set beside those of an Astro site doing the same work (scripts/bench/astro-peer.ts), built
 * alternately. With --against, the build lines are instead cold and warm builds set beside those
 * of another revision, built alternately. Prints a table, writes the figures as JSON and exits non-zero
 * when a budget is missed. A benchmark, not a test: CI does not run it.
 */
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { blogPostPath } from '../src/config/routes';
import { siteRoutes } from '../src/content/collections/routes';
import { DATA_BASE, dataFiles, type BlogPostSummary } from '../src/content/types';
import type { Browser } from '@playwright/test';
import { launchBrowser } from './bench/browser';
import { FIRST_WINDOW_BYTES, measureFirstWindow, type FirstWindow } from './bench/first-window';
import { lighthousePages, type LighthouseFigures } from './bench/lighthouse';
import { measurePageJs, type PageJs } from './bench/measure-js';
import { measurePageImages, type PageImages } from './bench/measure-images';
import { removePhotoPosts, writePhotoPosts } from './bench/photo-posts';
import { measureSearchLatency, type SearchLatency } from './bench/search-latency';
import { measureSiteSearch, type SiteSearchFigures } from './bench/site-search';
import { serveSite } from './bench/server';
import { measureSubscriptions, type SubscriptionThroughput } from './bench/subscriptions';
import { comparePairs, type PairedFigures } from './bench/pairs';
import { checkoutRevision } from './bench/revision';
import { createPeerWorkspace, installPeer, PEER_OUTPUT, peerAstroVersion } from './bench/astro-peer';
import { createWorkspace, type Workspace } from './bench/workspace';
import { distDir, root } from './content/paths';
import { codePageNames, contentRoutesIn } from './content/section-pages';
import { SEARCH_INDEX_CACHE_FILES } from './search-index/site-index';
import { PAGE_CACHE_FOLDER } from './prerender/page-cache';
import { answerHelp } from './help';
import { FIRST_ROUND_TRIP_BYTES } from './build/precompress';

answerHelp(`
Usage: npm run bench [-- --only KINDS] [--runs N] [--out FILE] [--against REVISION [--pairs N]]

Builds, serves and measures the site against its budgets (docs/benchmarks.md): JavaScript per
page, the first round trip, Lighthouse, search latency, the site search, build times, photos,
subscriptions and cold builds beside an Astro site doing the same work (peer; its packages are
installed with npm ci on its first run, which needs the network). Prints a table, writes the
figures as JSON and exits non-zero when a budget is missed. A benchmark, not a test: it takes
minutes.

Options:
  --only KINDS        a comma-separated choice of js, window, lighthouse, search, build, images,
                      subscriptions, peer (default: all)
  --runs N            Lighthouse runs per page, of which the median counts (default: 5)
  --out FILE          where the figures go (default: bench-results/bench.json)
  --against REVISION  set the build lines beside those of another git revision, built in turns
  --pairs N           builds of each side with --against and of the peer (default: 3)
  -h, --help          show this help

Examples:
  npm run bench
  npm run bench -- --only build --against main --pairs 5
  npm run bench -- --only peer --pairs 1
`);

/** The budgets of the islands work; each line of the report is checked against one. */
export const budgets = {
  /** gzip bytes before the first interaction, on a page with no island starting on load. */
  jsBeforeInteraction: 15 * 1024,
  /** gzip bytes on any page once every island has started. */
  jsAfterIslands: 90 * 1024,
  lighthouseScore: 100,
  lcpMs: 1000,
  /** The home page's largest paint, its whole document coming in the first round trip. */
  homeLcpMs: 750,
  tbtMs: 50,
  cls: 0.01,
  searchP95Ms: 50,
  /** The site search on / with 1,000 posts: bytes on the wire from the `/` key to the first query's results (Pagefind's own cost). */
  siteSearchFirstQueryBytes: 180 * 1024,
  /** CPU 4x: the first query's last keystroke to its results, the median of three new contexts (an empty cache each). */
  siteSearchFirstResultsMs: 300,
  /** CPU 4x, the index loaded: a keystroke to the frame after its last change to the results. */
  siteSearchKeystrokeP95Ms: 150,
  /** What the search index adds to the build with 1,000 posts (no social cards), a share of the build without it. */
  searchIndexBuildShare: 0.4,
  build1000Ms: 8000,
  build5000Ms: 25000,
  /** What social cards add to the build with 1,000 posts: every card made, or every card from the cache. */
  cards1000ColdMs: 20_000,
  cards1000WarmMs: 1000,
  /** What one card drawn adds to the cold build with 1,000 posts, its share of the cold figure. */
  cardDrawnMs: 12,
  /** What 20 posts with phone photos add to a build: every variant encoded, or every one from the cache. */
  photos20ColdMs: 15_000,
  photos20WarmMs: 1000,
  /** The widest variant a 375px phone at density 2 fetches for a card, and for a post's header. */
  cardImageWidth: 800,
  headerImageWidth: 1200,
  /** Every image /blog fetches with 12 photo posts, on that phone. */
  blogImageBytes: 400 * 1024,
  /** 2,000 new subscriptions at concurrency 50 on PGlite, each answered once its commit is on disk. */
  subscriptionsPerSecond: 100,
  subscriptionP95Ms: 1000,
  /** A page's response (headers and brotli body) up to the end of its first screen's content, on a phone. */
  firstWindowBytes: FIRST_WINDOW_BYTES,
  /** A page's whole document, brotli: Lighthouse's simulation paints nothing before it has all of it. */
  wholeDocumentBytes: FIRST_ROUND_TRIP_BYTES,
  /** Builds with social cards (--against): at most this share of the other revision's time, measured beside it. */
  cold1000VsOld: 0.55,
  cold5000VsOld: 0.6,
  warm1000VsOld: 0.6,
  /**
   * Cold builds with 1,000 posts against the Astro peer's (the same work), at most this share of
   * its time: without social cards and search index on either side, and with both.
   */
  peerPlainRatio: 0.6,
  peerFullRatio: 1.2,
};

// The Spanish home page and a Spanish post are held to the same budgets.
const SPANISH_POST = '/es/blog/primera-semana-en-casa';
const LIGHTHOUSE_PAGES = ['/', '/blog', 'post', '/faq', '/services/website-design', '/contact', '/es', SPANISH_POST];
const kinds = ['js', 'window', 'lighthouse', 'search', 'build', 'images', 'subscriptions', 'peer'] as const;

const { values } = parseArgs({
  options: {
    only: { type: 'string', default: kinds.join(',') },
    // Lighthouse's guide to variability: the median of five runs about halves the spread of one.
    runs: { type: 'string', default: '5' },
    out: { type: 'string', default: path.join('bench-results', 'bench.json') },
    against: { type: 'string' },
    // Pairs of builds a case with --against or the peer: each pair one build of either side, back to back.
    pairs: { type: 'string', default: '3' },
  },
});
const only = new Set(values.only!.split(',').map((kind) => kind.trim()));
const runs = Math.max(1, Number(values.runs) || 5);
const against = values.against;
const pairs = Math.max(1, Math.floor(Number(values.pairs)) || 3);

interface Line {
  what: string;
  figure: string;
  budget: string;
  ok: boolean;
}
const lines: Line[] = [];
const check = (what: string, value: number, limit: number, unit: (n: number) => string, atMost = true) =>
  lines.push({ what, figure: unit(value), budget: `${atMost ? '≤' : '≥'} ${unit(limit)}`, ok: atMost ? value <= limit : value >= limit });
/** A latency's median, shown beside its p95's budget and never missed itself, then its p95 against the budget. */
function checkLatency(what: string, count: number, median: number, p95: number, budget: number): void {
  lines.push({ what: `${what}, median of ${count}`, figure: ms(median), budget: '(p95 below)', ok: true });
  check(`${what}, p95`, p95, budget, ms);
}
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value: number) => `${Math.round(value)} ms`;
const tenths = (value: number) => `${value.toFixed(1)} ms`;
const plain = (value: number) => String(Math.round(value * 1000) / 1000);

const BENCH_CACHE_KEY = randomBytes(32).toString('hex');

/** Runs the build of the project in `dir`; returns its wall time in ms. */
function build(dir: string, env: Record<string, string> = {}): number {
  const started = performance.now();
  const result = spawnSync(process.execPath, [path.join(dir, 'scripts/build.mjs')], {
    cwd: dir,
    // A workspace's cache of images and cards is its own, so a cold build is cold, with a key of the
    // bench's (a machine with CI set keeps no key file); the project keeps its own cache.
    env: { ...process.env, ...(dir === root ? {} : { BUILD_CACHE_DIR: path.join(dir, '.build-cache'), BUILD_CACHE_KEY: BENCH_CACHE_KEY }), ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (result.status !== 0) throw new Error(`The build in ${dir} failed`);
  return performance.now() - started;
}

const report: {
  when: string;
  js?: PageJs[];
  window?: FirstWindow[];
  lighthouse?: LighthouseFigures[];
  search?: SearchLatency;
  siteSearch?: SiteSearchFigures & { build?: { withIndexMs: number; withoutIndexMs: number; share: number; samples: { withIndex: number[]; withoutIndex: number[] } } };
  buildMs?: Record<string, number>;
  images?: PageImages[];
  subscriptions?: SubscriptionThroughput;
  against?: { revision: string; commit: string; installed: boolean; pairs: number; cases: Record<string, PairedFigures> };
  /** Each case's builds: `old` is the Astro peer's, `new` the site's. */
  peer?: { astro: string; pagefind: string; installed: boolean; pairs: number; cases: Record<string, PairedFigures> };
} = {
  when: new Date().toISOString(),
};

if (only.has('js') || only.has('window') || only.has('lighthouse') || only.has('subscriptions')) {
  console.log('Building the site...');
  build(root);
}

if (only.has('subscriptions')) {
  // A data folder of its own, new on every run, on the disk the site's own (.data/newsletter) is
  // on: a temporary folder may be in memory (tmpfs), where an fsync costs nothing.
  mkdirSync(path.join(root, '.data'), { recursive: true });
  const dataDir = mkdtempSync(path.join(root, '.data', 'bench-subscriptions-'));
  const site = await serveSite(root, { dataDir });
  try {
    console.log('Subscribing 2,000 addresses, 50 at a time, on PGlite...');
    report.subscriptions = await measureSubscriptions(site.origin, { requests: 2000, concurrency: 50 });
  } finally {
    await site.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  const { perSecond, p95, statuses } = report.subscriptions;
  check('Subscriptions on PGlite, 2,000 at concurrency 50: per second', perSecond, budgets.subscriptionsPerSecond, (n) => `${Math.round(n)}/s`, false);
  check('Subscriptions on PGlite: p95', p95, budgets.subscriptionP95Ms, ms);
  const faults = Object.entries(statuses).filter(([status]) => status !== '200');
  lines.push({ what: 'Subscriptions on PGlite: answers other than 200', figure: faults.map(([status, n]) => `${n} x ${status}`).join(', ') || 'none', budget: 'none', ok: faults.length === 0 });
}

if (only.has('js') || only.has('window') || only.has('lighthouse')) {
  // The built site's own copy: the build writes nothing to public/.
  const posts = JSON.parse(readFileSync(path.join(distDir, 'client', DATA_BASE, dataFiles.blogIndex), 'utf8')) as BlogPostSummary[];
  const postPath = blogPostPath(posts[0]!.slug);
  const site = await serveSite(root);
  // The route list and the pages drawn wholly from their files, at the addresses the files give.
  const fixedPages = siteRoutes(undefined, contentRoutesIn(path.join(root, 'content'), codePageNames(siteRoutes())));
  /** `measure` on every fixed page (in both languages) and a post of each, in one browser. */
  const everyPage = async <T>(measure: (browser: Browser, origin: string, path: string) => Promise<T>): Promise<T[]> => {
    const browser = await launchBrowser();
    try {
      const figures: T[] = [];
      for (const route of [...fixedPages.flatMap((r) => (r.es ? [r.path, r.es] : [r.path])), postPath, SPANISH_POST]) figures.push(await measure(browser, site.origin, route));
      return figures;
    } finally {
      await browser.close();
    }
  };
  try {
    if (only.has('js')) {
      console.log('Measuring JavaScript per page...');
      report.js = await everyPage(measurePageJs);
      for (const page of report.js) {
        // A page whose islands start on load spends before interaction what it needs at all.
        const beforeOk = page.loadIslands > 0 || page.beforeInteraction <= budgets.jsBeforeInteraction;
        lines.push({
          what: `JS ${page.path}: before interaction / after all islands`,
          figure: `${kb(page.beforeInteraction)} / ${kb(page.afterIslands)}`,
          budget: `${page.loadIslands > 0 ? '(islands on load)' : `≤ ${kb(budgets.jsBeforeInteraction)}`} / ≤ ${kb(budgets.jsAfterIslands)}`,
          ok: beforeOk && page.afterIslands <= budgets.jsAfterIslands,
        });
      }
    }
    if (only.has('window')) {
      console.log('Measuring what the first round trip carries...');
      report.window = await everyPage(measureFirstWindow);
      for (const page of report.window) {
        lines.push({
          what: `First window ${page.path}: through the LCP element (${page.lcpElement}) / the first screen`,
          figure: `${page.throughLcp.toLocaleString('en-US')} / ${page.throughFirstScreen.toLocaleString('en-US')} B`,
          budget: `≤ ${budgets.firstWindowBytes.toLocaleString('en-US')} B`,
          ok: page.throughFirstScreen <= budgets.firstWindowBytes,
        });
      }
      for (const page of report.window) check(`Whole document ${page.path}, brotli`, page.document, budgets.wholeDocumentBytes, (n) => `${n.toLocaleString('en-US')} B`);
    }
    if (only.has('lighthouse')) {
      console.log(`Running Lighthouse (${runs} runs a page)...`);
      report.lighthouse = await lighthousePages(site.origin, LIGHTHOUSE_PAGES.map((p) => (p === 'post' ? postPath : p)), runs);
      for (const page of report.lighthouse) {
        for (const category of ['performance', 'accessibility', 'bestPractices', 'seo'] as const)
          check(`Lighthouse ${category} ${page.path}`, page[category], budgets.lighthouseScore, plain, false);
        check(`LCP ${page.path}`, page.lcp, page.path === '/' ? budgets.homeLcpMs : budgets.lcpMs, ms);
        check(`TBT ${page.path}`, page.tbt, budgets.tbtMs, ms);
        check(`CLS ${page.path}`, page.cls, budgets.cls, plain);
      }
    }
  } finally {
    await site.stop();
  }
}

// Workspaces are removed at the end: making a file, ext4 (without a journal, as on the build
// machines) passes over inodes freed in the last minute, several while not yet written out, so a
// build just after a large removal spent seconds in the kernel making its files.
/** What the bench made and removes at the end: workspaces, and the other revision's checkout. */
type Made = Pick<Workspace, 'remove'>;
const workspaces: Made[] = [];
try {
  const buildMs: Record<string, number> = {};
  const buildLines = only.has('build') && !against;
  if (only.has('search') || buildLines) {
    report.buildMs = buildMs;
    const thousand = createWorkspace(1000);
    workspaces.push(thousand);
    console.log('Building with 1,000 generated posts...');
    // The budgets of the build before social cards are without them; the cards have budgets of their own.
    buildMs['1000'] = build(thousand.dir, { SOCIAL_CARDS: 'off' });
    if (buildLines) {
      check('Build with 1,000 posts (no social cards)', buildMs['1000'], budgets.build1000Ms, ms);
      console.log('Building with 1,000 posts and their social cards, cold then warm...');
      // As cold as the build without cards: no cache (parsed content, search index) and no site
      // to write over, or the cards' cost would hide behind what those save.
      for (const name of ['.build-cache', 'dist']) rmSync(path.join(thousand.dir, name), { recursive: true, force: true });
      buildMs['1000 cards cold'] = build(thousand.dir);
      // Every card of the cold build was drawn: one PNG per page that has a card.
      const cardsDrawn = readdirSync(path.join(thousand.dir, 'dist', 'client', 'social'), { recursive: true }).filter((file) => String(file).endsWith('.png')).length;
      // A warm build is compared as the photos' is: the best of two on each side, since one build
      // here varies by more than the second the budget allows. The first of each two writes the
      // pages again (their heads name a card, or not); the second keeps them, as a warm build does.
      const withoutCards = Math.min(build(thousand.dir, { SOCIAL_CARDS: 'off' }), build(thousand.dir, { SOCIAL_CARDS: 'off' }));
      buildMs['1000 cards warm'] = Math.min(build(thousand.dir), build(thousand.dir));
      check('Social cards, 1,000 posts: added to a cold build', buildMs['1000 cards cold'] - buildMs['1000'], budgets.cards1000ColdMs, ms);
      check(`Social cards, 1,000 posts: added per card drawn (${cardsDrawn})`, (buildMs['1000 cards cold'] - buildMs['1000']) / cardsDrawn, budgets.cardDrawnMs, tenths);
      check('Social cards, 1,000 posts: added to a warm build', buildMs['1000 cards warm'] - withoutCards, budgets.cards1000WarmMs, ms);
    }
    if (only.has('search')) {
      // What the site search's index adds to the build, here rather than with the build lines so
      // that it runs with the search's other figures: builds without and with it alternately, the
      // best of two each, so that a slow stretch of the machine falls on both. The last one keeps
      // the index for the measures below. Each build with it makes it: the last index built is
      // taken out of the cache first (a build of the same pages would use it, and make none).
      // Each build renders every page, as the build the index is measured against: the pages the
      // last build rendered are taken out of the cache too (a build would keep them all).
      console.log('Building with 1,000 posts without and with the site search index, alternately (twice)...');
      const indexSamples = { withoutIndex: [] as number[], withIndex: [] as number[] };
      const renderAll = () => rmSync(path.join(thousand.dir, '.build-cache', PAGE_CACHE_FOLDER), { recursive: true, force: true });
      for (let pair = 0; pair < 2; pair++) {
        renderAll();
        indexSamples.withoutIndex.push(build(thousand.dir, { SOCIAL_CARDS: 'off', SEARCH_INDEX: 'off' }));
        for (const file of SEARCH_INDEX_CACHE_FILES) rmSync(path.join(thousand.dir, '.build-cache', file), { force: true });
        renderAll();
        indexSamples.withIndex.push(build(thousand.dir, { SOCIAL_CARDS: 'off' }));
      }
      buildMs['1000 without search index'] = Math.min(...indexSamples.withoutIndex);
      buildMs['1000 with search index'] = Math.min(...indexSamples.withIndex);
      if (!existsSync(path.join(thousand.dir, 'dist', 'client', 'pagefind', 'en'))) throw new Error('The build with 1,000 posts wrote no search index');

      const site = await serveSite(thousand.dir);
      const browser = await launchBrowser();
      try {
        console.log('Measuring search on /blog with 1,000 posts (CPU 4x slower)...');
        report.search = await measureSearchLatency(browser, site.origin);
        console.log('Measuring the site search on / with 1,000 posts (its first query, then CPU 4x slower)...');
        report.siteSearch = await measureSiteSearch(browser, site.origin);
      } finally {
        await browser.close();
        await site.stop();
      }
      checkLatency('Search keystroke to list', report.search.keystrokes, report.search.median, report.search.p95, budgets.searchP95Ms);
      const { query, firstQuery, firstResults, keystrokes } = report.siteSearch;
      const withoutMs = buildMs['1000 without search index'];
      const share = (buildMs['1000 with search index'] - withoutMs) / withoutMs;
      // Every build in the report: on a busy machine their spread says how far the share can be trusted.
      report.siteSearch.build = { withIndexMs: buildMs['1000 with search index'], withoutIndexMs: withoutMs, share, samples: indexSamples };
      // The largest files by name (all of them in the report): where the bytes go.
      const largest = firstQuery.largest.slice(0, 3).map((file) => `${file.path.split('/').pop()!.split('?')[0]} ${kb(file.bytes)}`).join(', ');
      check(`Site search, first query "${query}": bytes from the / key, ${firstQuery.files} files (${largest}...)`, firstQuery.bytes, budgets.siteSearchFirstQueryBytes, kb);
      check(`Site search, first query: last keystroke to results, CPU 4x, median of ${firstResults.samples.length} new contexts`, firstResults.median, budgets.siteSearchFirstResultsMs, ms);
      checkLatency('Site search keystroke to results, CPU 4x', keystrokes.count, keystrokes.median, keystrokes.p95, budgets.siteSearchKeystrokeP95Ms);
      check(
        `Search index: added to the build at 1,000 posts (best of 2, with / without: ${ms(buildMs['1000 with search index'])} / ${ms(withoutMs)})`,
        share,
        budgets.searchIndexBuildShare,
        (n) => `${(n * 100).toFixed(1)}%`,
      );
    }
  }
  if (only.has('build') && against) benchAgainst(against, workspaces);
  if (buildLines) {
    const fiveThousand = createWorkspace(5000);
    workspaces.push(fiveThousand);
    console.log('Building with 5,000 generated posts...');
    buildMs['5000'] = build(fiveThousand.dir, { SOCIAL_CARDS: 'off' });
    check('Build with 5,000 posts (no social cards)', buildMs['5000'], budgets.build5000Ms, ms);
  }
  if (only.has('images')) await benchPhotos(buildMs, workspaces);
  if (only.has('peer')) benchPeer(workspaces);
} finally {
  for (const workspace of workspaces) workspace.remove();
  // Written out now, the freed inodes stop slowing the next run's file creation after a minute
  // rather than after several.
  if (workspaces.length > 0) spawnSync('sync');
}

/**
 * Cold and warm builds with social cards, at 1,000 and 5,000 posts, beside those of `revision`:
 * both built in workspaces of their own, old and new alternately, so that a slow stretch of the
 * machine falls on both sides of a pair and their ratio holds.
 */
function benchAgainst(revision: string, workspaces: Made[]): void {
  console.log(`Checking out ${revision} (with npm ci in it if its package-lock.json differs)...`);
  const old = checkoutRevision(revision);
  workspaces.push(old);
  const short = old.commit.slice(0, 7);
  console.log(
    old.installed
      ? `${short} has another package-lock.json: its packages were installed apart (npm ci --ignore-scripts)`
      : `${short} has the same package-lock.json: it shares the project's node_modules`,
  );
  const cases: Record<string, PairedFigures> = {};
  report.against = { revision, commit: old.commit, installed: old.installed, pairs, cases };
  /** `pairs` builds of either workspace, old first in each pair; `cold` empties the cache and dist before each. */
  const alternate = (oldDir: string, newDir: string, cold: boolean) => {
    const measured = [];
    for (let pair = 0; pair < pairs; pair++) {
      const [oldMs, newMs] = [oldDir, newDir].map((dir) => {
        // Each workspace's cache is its own (build() sets BUILD_CACHE_DIR, which the old revision reads too).
        if (cold) for (const name of ['.build-cache', 'dist']) rmSync(path.join(dir, name), { recursive: true, force: true });
        return build(dir);
      });
      measured.push({ oldMs: oldMs!, newMs: newMs! });
    }
    return comparePairs(measured);
  };
  const line = (name: string, what: string, figures: PairedFigures, limit: number) => {
    cases[name] = figures;
    check(`${what} against ${short} (median ${ms(figures.newMedian)} / ${ms(figures.oldMedian)}, ${pairs} pair${pairs === 1 ? '' : 's'})`, figures.ratio, limit, (n) => `${n.toFixed(2)}x`);
  };
  for (const posts of [1000, 5000]) {
    const oldSide = createWorkspace(posts, { from: old.dir, nodeModules: old.nodeModules });
    workspaces.push(oldSide);
    const newSide = createWorkspace(posts);
    workspaces.push(newSide);
    const count = posts.toLocaleString('en-US');
    console.log(`Building with ${count} posts and social cards, cold, ${short} and this tree alternately (${pairs} pair${pairs === 1 ? '' : 's'})...`);
    line(`cold ${posts}`, `Cold build, ${count} posts with cards: new/old`, alternate(oldSide.dir, newSide.dir, true), posts === 1000 ? budgets.cold1000VsOld : budgets.cold5000VsOld);
    if (posts === 1000) {
      // The last cold build of each side left its cache and dist: every build from here is warm.
      console.log(`Building with ${count} posts, warm, alternately...`);
      line(`warm ${posts}`, `Warm build, ${count} posts with cards: new/old`, alternate(oldSide.dir, newSide.dir, false), budgets.warm1000VsOld);
    }
  }
}

/**
 * Cold builds with 1,000 posts beside the Astro peer's, which builds the same posts into a page
 * each and the blog's listing pages: without social cards and search index on either side, then
 * with both (the peer drawing its posts' cards with satori and resvg, and Pagefind, the site's own
 * version, indexing its output). Each pair builds the peer, then the site, each from nothing.
 */
function benchPeer(workspaces: Made[]): void {
  const astro = peerAstroVersion();
  const pagefind = (JSON.parse(readFileSync(path.join(root, 'node_modules', 'pagefind', 'package.json'), 'utf8')) as { version: string }).version;
  console.log(`Astro peer (astro ${astro}): its packages, installed apart with npm ci --ignore-scripts once per lock file...`);
  const { nodeModules, installed } = installPeer();
  console.log(installed ? `Installed the peer's packages into ${path.relative(root, nodeModules)}` : `The peer's packages: ${path.relative(root, nodeModules)}, installed by an earlier run`);
  const peer = createPeerWorkspace(1000, { nodeModules });
  workspaces.push(peer);
  const site = createWorkspace(1000);
  workspaces.push(site);
  const cases: Record<string, PairedFigures> = {};
  report.peer = { astro, pagefind, installed, pairs, cases };
  const pagefindBin = path.join(root, 'node_modules', 'pagefind', 'lib', 'runner', 'bin.cjs');
  const run = (args: string[], env: Record<string, string>) => {
    const result = spawnSync(process.execPath, args, { cwd: peer.dir, env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1', ...env }, stdio: ['ignore', 'ignore', 'inherit'] });
    if (result.status !== 0) throw new Error(`${args.join(' ')} failed in ${peer.dir}`);
  };
  /** A cold build of the peer, with its cards and Pagefind after it or neither; its wall time in ms. */
  const buildPeer = (full: boolean) => {
    for (const name of PEER_OUTPUT) rmSync(path.join(peer.dir, name), { recursive: true, force: true });
    const started = performance.now();
    run([path.join(peer.dir, 'node_modules', 'astro', 'astro.js'), 'build'], { PEER_SOCIAL_CARDS: full ? 'on' : 'off' });
    if (full) run([pagefindBin, '--site', 'dist'], {});
    return performance.now() - started;
  };
  /** Whether the peer's last build wrote what its case asks: a page per post, and with both, a card per post and an index. */
  const checkPeer = (full: boolean) => {
    const dist = path.join(peer.dir, 'dist');
    const count = (dir: string, end: string) => (existsSync(dir) ? readdirSync(dir).filter((name) => name.endsWith(end)).length : 0);
    const posts = readdirSync(path.join(dist, 'blog')).filter((name) => name.startsWith('bench-')).length;
    const cards = count(path.join(dist, 'social', 'blog'), '.png');
    if (posts !== 1000 || cards !== (full ? 1000 : 0) || existsSync(path.join(dist, 'pagefind')) !== full)
      throw new Error(`The Astro peer's build wrote ${posts} post pages and ${cards} cards${full ? ', and no search index' : ''}`);
  };
  const compared: { name: string; what: string; env: Record<string, string>; full: boolean; limit: number }[] = [
    { name: 'plain', what: 'without social cards and search index', env: { SOCIAL_CARDS: 'off', SEARCH_INDEX: 'off' }, full: false, limit: budgets.peerPlainRatio },
    { name: 'full', what: 'with social cards and search index', env: {}, full: true, limit: budgets.peerFullRatio },
  ];
  for (const { name, what, env, full, limit } of compared) {
    console.log(`Building with 1,000 posts ${what}, cold, the Astro peer and this tree alternately (${pairs} pair${pairs === 1 ? '' : 's'})...`);
    const measured = [];
    for (let pair = 0; pair < pairs; pair++) {
      const oldMs = buildPeer(full);
      checkPeer(full);
      for (const folder of ['.build-cache', 'dist']) rmSync(path.join(site.dir, folder), { recursive: true, force: true });
      measured.push({ oldMs, newMs: build(site.dir, env) });
    }
    const figures = comparePairs(measured);
    cases[name] = figures;
    check(
      `Cold build, 1,000 posts ${what}: this site/Astro ${astro} (median ${ms(figures.newMedian)} / ${ms(figures.oldMedian)}, ${pairs} pair${pairs === 1 ? '' : 's'})`,
      figures.ratio,
      limit,
      (n) => `${n.toFixed(2)}x`,
    );
  }
}

/**
 * 20 posts with phone photos: what they add to a build (against the same posts with an SVG, every
 * social card already made), then, with 12 of them, what a phone fetches and Lighthouse on one.
 */
async function benchPhotos(buildMs: Record<string, number>, workspaces: Made[]): Promise<void> {
  const workspace = createWorkspace(0);
  workspaces.push(workspace);
  report.buildMs = buildMs;
  const photoCache = path.join(root, 'node_modules', '.cache', 'bench-photos');
  await writePhotoPosts(workspace.dir, 20, { photos: false, photoCache });
  console.log('Building with 20 posts, illustrated (twice: the second with every card from the cache)...');
  build(workspace.dir);
  const base = Math.min(build(workspace.dir), build(workspace.dir));
  console.log('Making 20 phone photos (kept for the next run) and building with them, cold then warm...');
  await writePhotoPosts(workspace.dir, 20, { photos: true, photoCache });
  buildMs['20 photos base'] = base;
  buildMs['20 photos cold'] = build(workspace.dir);
  buildMs['20 photos warm'] = Math.min(build(workspace.dir), build(workspace.dir));
  check('Photos, 20 posts: added to a cold build', buildMs['20 photos cold'] - base, budgets.photos20ColdMs, ms);
  check('Photos, 20 posts: added to a warm build', buildMs['20 photos warm'] - base, budgets.photos20WarmMs, ms);

  removePhotoPosts(workspace.dir, 12, 20);
  build(workspace.dir);
  const site = await serveSite(workspace.dir);
  try {
    const browser = await launchBrowser();
    const photoPost = blogPostPath('photo-01');
    try {
      report.images = [await measurePageImages(browser, site.origin, '/blog'), await measurePageImages(browser, site.origin, photoPost)];
    } finally {
      await browser.close();
    }
    const [blog, post] = report.images;
    check('Images /blog (12 photo posts), 375px at 2x: bytes on load', blog!.onLoadBytes, budgets.blogImageBytes, kb);
    check('Images /blog, scrolled to the end: bytes', blog!.scrolledBytes, budgets.blogImageBytes, kb);
    // A phone fetches no card's picture on a post (its Keep Reading cards are text there).
    const px = (n: number) => (n === 0 ? 'none fetched' : `${n} px`);
    check('Images /blog: widest variant fetched for a card', Math.max(blog!.widestCard, blog!.widestMain), budgets.cardImageWidth, px);
    check(`Images ${photoPost}: widest variant for its header`, post!.widestMain, budgets.headerImageWidth, px);
    check(`Images ${photoPost}: widest variant for a card`, post!.widestCard, budgets.cardImageWidth, px);
    console.log(`Running Lighthouse on ${photoPost} (${runs} runs)...`);
    const [figures] = await lighthousePages(site.origin, [photoPost], runs);
    report.lighthouse = [...(report.lighthouse ?? []), figures!];
    for (const category of ['performance', 'accessibility', 'bestPractices', 'seo'] as const)
      check(`Lighthouse ${category} ${photoPost}`, figures![category], budgets.lighthouseScore, plain, false);
    check(`LCP ${photoPost}`, figures!.lcp, budgets.lcpMs, ms);
    check(`TBT ${photoPost}`, figures!.tbt, budgets.tbtMs, ms);
    check(`CLS ${photoPost}`, figures!.cls, budgets.cls, plain);
    lines.push({
      what: `Lighthouse image findings ${photoPost}`,
      figure: figures!.imageFindings.join(', ') || 'none',
      budget: 'none',
      ok: figures!.imageFindings.length === 0,
    });
  } finally {
    await site.stop();
  }
  rmSync(path.join(workspace.dir, '.build-cache'), { recursive: true, force: true });
}

const out = path.resolve(root, values.out!);
mkdirSync(path.dirname(out), { recursive: true });
writeFileSync(out, JSON.stringify({ ...report, budgets, lines }, null, 2));

const width = Math.max(...lines.map((line) => line.what.length));
console.log(`\n| ${'measure'.padEnd(width)} | figure | budget | |\n| ${'-'.repeat(width)} | --- | --- | --- |`);
for (const line of lines) console.log(`| ${line.what.padEnd(width)} | ${line.figure} | ${line.budget} | ${line.ok ? 'ok' : 'MISSED'} |`);
const missed = lines.filter((line) => !line.ok).length;
console.log(`\n${missed ? `${missed} budget${missed === 1 ? '' : 's'} missed` : 'Every budget met'}; figures in ${path.relative(root, out)}`);
process.exit(missed ? 1 : 0);
