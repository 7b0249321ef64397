import type { Collection } from './define';

/** The open positions: listed on the careers page, each with a page of its own at /careers/{slug}. */
export const jobs = {
  name: 'jobs',
  pages: ['/careers'],
  sitemap: { group: 'Company', at: 1, entries: true },
} as const satisfies Collection;
