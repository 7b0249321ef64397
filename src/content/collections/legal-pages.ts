import { legalPageNames } from '../categories';
import type { Collection } from './define';

/** The legal pages, one file each, by a fixed name (`content/pages/privacy.md` is /privacy). */
export const legalPages = {
  name: 'pages',
  pages: legalPageNames.map((name) => `/${name}`),
  sitemap: { group: 'Legal', at: 0 },
} as const satisfies Collection;
