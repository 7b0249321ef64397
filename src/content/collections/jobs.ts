import type { Collection } from './define';

/** The open positions of the careers page. */
export const jobs = {
  name: 'jobs',
  pages: ['/careers'],
  sitemap: { group: 'Company', at: 1 },
} as const satisfies Collection;
