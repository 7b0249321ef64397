import { resourceCategories } from '../categories';
import type { Collection } from './define';

export const resources = {
  name: 'resources',
  pages: ['/resources'],
  sitemap: { group: 'Resources', at: 0 },
  listing: {
    base: '/resources',
    file: 'resources.json',
    categories: resourceCategories,
  },
} as const satisfies Collection;
