import { localPath } from '../../config/routes';
import type { Language } from '../../config/languages';
import type { SiteConfig } from '../../content/types';

/** Where the build writes the blog's RSS 2.0 feed; each language's under its own folder (/es/blog/rss.xml). */
export const RSS_PATH = '/blog/rss.xml';

/** The feed of a language's posts. */
export const rssPath = (language: Language) => localPath(language, RSS_PATH);

/** The head link that lets feed readers find the feed of the page's language from the blog's pages. */
export const rssHeadLink = (site: SiteConfig, language: Language) => ({
  rel: 'alternate',
  type: 'application/rss+xml',
  title: site.feed.title,
  href: rssPath(language),
});
