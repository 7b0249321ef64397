import { resourceCategories } from '../categories';
import type { Collection } from './define';

export const resources = {
  name: 'resources',
  pages: ['/resources'],
  sitemap: { group: 'Resources', at: 0 },
  listing: {
    base: '/resources',
    file: 'resources.json',
    noun: { one: 'resource', other: 'resources' },
    emptyTitle: 'No resources found',
    categories: resourceCategories,
  },
} as const satisfies Collection;
