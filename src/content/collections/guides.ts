import { guideCategories } from '../categories';
import type { Collection } from './define';

export const guides = {
  name: 'guides',
  pages: ['/resources/guides'],
  sitemap: { group: 'Resources', at: 1 },
  listing: {
    base: '/resources/guides',
    file: 'guides.json',
    categories: guideCategories,
  },
} as const satisfies Collection;
