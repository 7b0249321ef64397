import type { Collection } from './define';

/** The questions of the FAQ page (and, by their group, of the How it works page). */
export const faq = {
  name: 'faq',
  pages: ['/faq'],
  sitemap: { group: 'Resources', at: 3 },
} as const satisfies Collection;
