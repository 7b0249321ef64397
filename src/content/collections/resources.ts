import { resourceCategories } from '../categories';
import { dataFiles } from '../types';
import type { Collection } from './define';

export const resources = {
  name: 'resources',
  pages: ['/resources'],
  sitemap: { group: 'Resources', at: 0 },
  listing: {
    base: '/resources',
    file: dataFiles.resources,
    noun: { one: 'resource', other: 'resources' },
    emptyTitle: 'No resources found',
    categories: resourceCategories,
  },
} as const satisfies Collection;
