import { Feed } from 'feed';
import { DEFAULT_LANGUAGE, languages, type Language } from '../../src/config/languages';
import { blogPostPath, localPath } from '../../src/config/routes';
import type { BlogPostSummary, SiteConfig } from '../../src/content/types';
import { rssPath } from '../../src/features/blog/feed-link';
import { absoluteUrl, OG_IMAGE } from '../../src/features/head/head';

/** Noon UTC of a calendar date, so no reader's time zone can move it to another day. */
const calendarNoon = (date: string) => new Date(`${date}T12:00:00Z`);

/** A post's picture in the feed: a raster file of the built site, its type and its size in bytes. */
export interface FeedPicture {
  path: string;
  type: string;
  bytes: number;
}

// RSS 2.0's <author> must be an e-mail address, which posts do not have: authors are left out.
/** The blog's RSS 2.0 feed: every published post, newest first, with absolute links. */
export function rssXml(
  site: SiteConfig,
  posts: BlogPostSummary[],
  pictureOf: (post: BlogPostSummary) => FeedPicture | undefined,
  language: Language = DEFAULT_LANGUAGE,
): string {
  const blogUrl = absoluteUrl(site, localPath(language, '/blog'));
  const feed = new Feed({
    title: site.feed.title,
    description: site.feed.description,
    id: blogUrl,
    link: blogUrl,
    language: languages[language].tag,
    image: absoluteUrl(site, OG_IMAGE.path),
    favicon: absoluteUrl(site, '/favicon.svg'),
    copyright: `© ${site.legalName}`,
    updated: posts[0] ? calendarNoon(posts[0].date) : undefined,
    generator: false,
    feedLinks: { rss: absoluteUrl(site, rssPath(language)) },
  });
  for (const post of posts) {
    const url = absoluteUrl(site, localPath(language, blogPostPath(post.slug)));
    // An enclosure states its type and length; readers show a raster picture, seldom an SVG.
    const picture = pictureOf(post);
    feed.addItem({
      title: post.title,
      id: url,
      guid: url,
      link: url,
      date: calendarNoon(post.date),
      description: post.excerpt,
      category: [{ name: post.category }],
      image: picture ? { url: absoluteUrl(site, picture.path), type: picture.type, length: picture.bytes } : undefined,
    });
  }
  return feed.rss2();
}
