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
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

/** Lighthouse's defaults (mobile, simulated throttling), each figure the median of `runs`. */
export async function lighthousePages(origin: string, paths: string[], runs: number): Promise<LighthouseFigures[]> {
  const chrome = await chromeLauncher.launch({ ...(chromiumPath ? { chromePath: chromiumPath } : {}), chromeFlags: ['--headless=new', ...chromiumFlags] });
  try {
    const figures: LighthouseFigures[] = [];
    for (const path of paths) {
      const samples: Omit<LighthouseFigures, 'path'>[] = [];
      for (let run = 0; run < runs; run++) {
        const result = await lighthouse(origin + path, { port: chrome.port, logLevel: 'error', output: 'json' });
        if (!result) throw new Error(`Lighthouse gave no result for ${path}`);
        const { categories, audits } = result.lhr;
        const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
        const metric = (id: string) => audits[id]?.numericValue ?? Number.NaN;
        samples.push({
          performance: score('performance'),
          accessibility: score('accessibility'),
          bestPractices: score('best-practices'),
          seo: score('seo'),
          fcp: metric('first-contentful-paint'),
          lcp: metric('largest-contentful-paint'),
          tbt: metric('total-blocking-time'),
          cls: metric('cumulative-layout-shift'),
        });
      }
      const of = (key: keyof Omit<LighthouseFigures, 'path'>) => median(samples.map((sample) => sample[key]));
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
      });
    }
    return figures;
  } finally {
    chrome.kill();
  }
}
