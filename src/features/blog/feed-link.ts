import type { SiteConfig } from '../../content/types';

/** Where the build writes the blog's RSS 2.0 feed. */
export const RSS_PATH = '/blog/rss.xml';

/** The head link that lets feed readers find the feed from the blog's pages. */
export const rssHeadLink = (site: SiteConfig) => ({
  rel: 'alternate',
  type: 'application/rss+xml',
  title: `${site.name} Blog`,
  href: RSS_PATH,
});
