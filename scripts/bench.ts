/**
 * npm run bench [-- --only js,lighthouse,search,build] [--runs 3] [--out bench-results/bench.json]
 * Builds, serves and measures the site against its budgets: JavaScript per page, Lighthouse
 * (mobile, simulated throttling), search latency on the blog with 1,000 posts, and build time
 * with 1,000 and 5,000 generated posts. Prints a table, writes the figures as JSON and exits
 * non-zero when a budget is missed. A benchmark, not a test: CI does not run it.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { blogPostPath, staticRoutes } from '../src/config/routes';
import { DATA_BASE, dataFiles, type BlogPostSummary } from '../src/content/types';
import { launchBrowser } from './bench/browser';
import { lighthousePages, type LighthouseFigures } from './bench/lighthouse';
import { measurePageJs, type PageJs } from './bench/measure-js';
import { measureSearchLatency, type SearchLatency } from './bench/search-latency';
import { serveSite } from './bench/server';
import { createWorkspace, type Workspace } from './bench/workspace';
import { distDir, root } from './content/paths';

/** The budgets of the islands work; each line of the report is checked against one. */
export const budgets = {
  /** gzip bytes before the first interaction, on a page with no island starting on load. */
  jsBeforeInteraction: 15 * 1024,
  /** gzip bytes on any page once every island has started. */
  jsAfterIslands: 90 * 1024,
  lighthouseScore: 100,
  lcpMs: 1000,
  tbtMs: 50,
  cls: 0.01,
  searchP95Ms: 50,
  build1000Ms: 8000,
  build5000Ms: 25000,
};

const LIGHTHOUSE_PAGES = ['/', '/blog', 'post', '/faq', '/services/website-design', '/contact'];
const kinds = ['js', 'lighthouse', 'search', 'build'] as const;

const { values } = parseArgs({
  options: {
    only: { type: 'string', default: kinds.join(',') },
    runs: { type: 'string', default: '3' },
    out: { type: 'string', default: path.join('bench-results', 'bench.json') },
  },
});
const only = new Set(values.only!.split(',').map((kind) => kind.trim()));
const runs = Math.max(1, Number(values.runs) || 3);

interface Line {
  what: string;
  figure: string;
  budget: string;
  ok: boolean;
}
const lines: Line[] = [];
const check = (what: string, value: number, limit: number, unit: (n: number) => string, atMost = true) =>
  lines.push({ what, figure: unit(value), budget: `${atMost ? '≤' : '≥'} ${unit(limit)}`, ok: atMost ? value <= limit : value >= limit });
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value: number) => `${Math.round(value)} ms`;
const plain = (value: number) => String(Math.round(value * 1000) / 1000);

/** Runs the build of the project in `dir`; returns its wall time in ms. */
function build(dir: string): number {
  const started = performance.now();
  const result = spawnSync(process.execPath, ['--import', 'tsx', path.join(dir, 'scripts/build.ts')], { cwd: dir, stdio: ['ignore', 'ignore', 'inherit'] });
  if (result.status !== 0) throw new Error(`The build in ${dir} failed`);
  return performance.now() - started;
}

const report: { when: string; js?: PageJs[]; lighthouse?: LighthouseFigures[]; search?: SearchLatency; buildMs?: Record<string, number> } = {
  when: new Date().toISOString(),
};

if (only.has('js') || only.has('lighthouse')) {
  console.log('Building the site...');
  build(root);
  // The built site's own copy: the build writes nothing to public/.
  const posts = JSON.parse(readFileSync(path.join(distDir, 'client', DATA_BASE, dataFiles.blogIndex), 'utf8')) as BlogPostSummary[];
  const postPath = blogPostPath(posts[0]!.slug);
  const site = await serveSite(root);
  try {
    if (only.has('js')) {
      console.log('Measuring JavaScript per page...');
      const browser = await launchBrowser();
      try {
        report.js = [];
        for (const route of [...staticRoutes.map((r) => r.path), postPath]) report.js.push(await measurePageJs(browser, site.origin, route));
      } finally {
        await browser.close();
      }
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
    if (only.has('lighthouse')) {
      console.log(`Running Lighthouse (${runs} runs a page)...`);
      report.lighthouse = await lighthousePages(site.origin, LIGHTHOUSE_PAGES.map((p) => (p === 'post' ? postPath : p)), runs);
      for (const page of report.lighthouse) {
        for (const category of ['performance', 'accessibility', 'bestPractices', 'seo'] as const)
          check(`Lighthouse ${category} ${page.path}`, page[category], budgets.lighthouseScore, plain, false);
        check(`LCP ${page.path}`, page.lcp, budgets.lcpMs, ms);
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
const workspaces: Workspace[] = [];
try {
  const buildMs: Record<string, number> = {};
  if (only.has('search') || only.has('build')) {
    report.buildMs = buildMs;
    const thousand = createWorkspace(1000);
    workspaces.push(thousand);
    console.log('Building with 1,000 generated posts...');
    buildMs['1000'] = build(thousand.dir);
    if (only.has('build')) check('Build with 1,000 posts', buildMs['1000'], budgets.build1000Ms, ms);
    if (only.has('search')) {
      console.log('Measuring search on /blog with 1,000 posts (CPU 4x slower)...');
      const site = await serveSite(thousand.dir);
      const browser = await launchBrowser();
      try {
        report.search = await measureSearchLatency(browser, site.origin);
      } finally {
        await browser.close();
        await site.stop();
      }
      check(`Search keystroke to list, median of ${report.search.keystrokes}`, report.search.median, budgets.searchP95Ms, ms);
      lines.at(-1)!.budget = '(p95 below)';
      lines.at(-1)!.ok = true;
      check('Search keystroke to list, p95', report.search.p95, budgets.searchP95Ms, ms);
    }
  }
  if (only.has('build')) {
    const fiveThousand = createWorkspace(5000);
    workspaces.push(fiveThousand);
    console.log('Building with 5,000 generated posts...');
    buildMs['5000'] = build(fiveThousand.dir);
    check('Build with 5,000 posts', buildMs['5000'], budgets.build5000Ms, ms);
  }
} finally {
  for (const workspace of workspaces) workspace.remove();
  // Written out now, the freed inodes stop slowing the next run's file creation after a minute
  // rather than after several.
  if (workspaces.length > 0) spawnSync('sync');
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
