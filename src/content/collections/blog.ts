import { blogCategories } from '../categories';
import type { Collection } from './define';

export const blog = {
  name: 'blog',
  pages: ['/blog'],
  sitemap: { group: 'Resources', at: 2 },
  listing: {
    base: '/blog',
    file: 'blog/index.json',
    featured: true,
    categories: blogCategories,
  },
} as const satisfies Collection;

/** How many posts 'Keep Reading' shows. */
export const RELATED_POSTS = 3;
