import { Readable } from 'node:stream';
import { SitemapStream, streamToPromise } from 'sitemap';
import { blogPostPath } from '../../src/config/routes';
import { collections, type Collection } from '../../src/content/collections';
import { siteRoutes } from '../../src/content/collections/routes';
import type { BlogPostSummary, SiteConfig } from '../../src/content/types';

/**
 * sitemap.xml from the same route list and content the prerenderer uses; `listingPages` are the
 * listings' pages after the first (/blog/page/2, ...).
 */
export async function sitemapXml(
  site: SiteConfig,
  posts: BlogPostSummary[],
  listingPages: readonly string[] = [],
  list: readonly Collection[] = collections,
): Promise<string> {
  const links = [
    ...siteRoutes(list).map((route) => ({ url: route.path, priority: route.priority })),
    ...listingPages.map((url) => ({ url, priority: 0.4 })),
    ...posts.map((post) => ({ url: blogPostPath(post.slug), priority: 0.6, lastmod: post.date })),
  ];
  const stream = new SitemapStream({ hostname: `${site.url}/` });
  const xml = await streamToPromise(Readable.from(links).pipe(stream));
  return xml.toString();
}

export function robotsTxt(site: SiteConfig): string {
  return ['User-agent: *', 'Allow: /', '', `Sitemap: ${site.url}/sitemap.xml`, ''].join('\n');
}
