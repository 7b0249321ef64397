import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumFlags, chromiumPath } from './browser';

export interface LighthouseFigures {
  path: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  /** Milliseconds. */
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  /** Image audits that found something to fix on any run (properly size images, modern formats...). */
  imageFindings: string[];
}

/** Lighthouse's audits of a page's images; each must find nothing. */
const IMAGE_AUDITS = ['uses-responsive-images', 'modern-image-formats', 'uses-optimized-images', 'offscreen-images', 'unsized-images'];

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

/** The metrics of LighthouseFigures, by their audits: every run must have them (a run without them failed). */
const METRICS = { fcp: 'first-contentful-paint', lcp: 'largest-contentful-paint', tbt: 'total-blocking-time', cls: 'cumulative-layout-shift' } as const;

/**
 * One Lighthouse run of a page that measured it. A run that failed (a runtime error, a metric
 * missing) is run again, and said; three failures in a row stop the bench with Lighthouse's error.
 */
async function measuredRun(port: number, origin: string, path: string) {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(origin + path, { port, logLevel: 'error', output: 'json' });
    if (!result) throw new Error(`Lighthouse gave no result for ${path}`);
    const { runtimeError, audits } = result.lhr;
    const missing = Object.values(METRICS).filter((id) => !Number.isFinite(audits[id]?.numericValue));
    if (!runtimeError && missing.length === 0) return result.lhr;
    const why = runtimeError ? `${runtimeError.code}: ${runtimeError.message}` : `no ${missing.join(', ')}`;
    if (attempt === 3) throw new Error(`Lighthouse failed on ${path} three times in a row (${why})`);
    console.warn(`Lighthouse failed on ${path} (${why}): running it again`);
  }
}

/** Lighthouse's defaults (mobile, simulated throttling), each figure the median of `runs`. */
export async function lighthousePages(origin: string, paths: string[], runs: number): Promise<LighthouseFigures[]> {
  const chrome = await chromeLauncher.launch({ ...(chromiumPath ? { chromePath: chromiumPath } : {}), chromeFlags: ['--headless=new', ...chromiumFlags] });
  try {
    const figures: LighthouseFigures[] = [];
    for (const path of paths) {
      const samples: Omit<LighthouseFigures, 'path' | 'imageFindings'>[] = [];
      const imageFindings = new Set<string>();
      for (let run = 0; run < runs; run++) {
        const { categories, audits } = await measuredRun(chrome.port, origin, path);
        const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
        // measuredRun has checked that each is there.
        const metric = (id: string) => audits[id]!.numericValue!;
        for (const id of IMAGE_AUDITS) {
          const items = (audits[id]?.details as { items?: unknown[] } | undefined)?.items ?? [];
          if (items.length > 0 || (audits[id]?.score ?? 1) < 1) imageFindings.add(id);
        }
        samples.push({
          performance: score('performance'),
          accessibility: score('accessibility'),
          bestPractices: score('best-practices'),
          seo: score('seo'),
          fcp: metric(METRICS.fcp),
          lcp: metric(METRICS.lcp),
          tbt: metric(METRICS.tbt),
          cls: metric(METRICS.cls),
        });
      }
      const of = (key: keyof Omit<LighthouseFigures, 'path' | 'imageFindings'>) => median(samples.map((sample) => sample[key]));
      figures.push({
        path,
        performance: of('performance'),
        accessibility: of('accessibility'),
        bestPractices: of('bestPractices'),
        seo: of('seo'),
        fcp: of('fcp'),
        lcp: of('lcp'),
        tbt: of('tbt'),
        cls: of('cls'),
        imageFindings: [...imageFindings],
      });
    }
    return figures;
  } finally {
    chrome.kill();
  }
}
