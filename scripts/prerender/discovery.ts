import { Readable } from 'node:stream';
import { SitemapStream, streamToPromise } from 'sitemap';
import { staticRoutes, blogPostPath } from '../../src/config/routes';
import type { BlogPostSummary, SiteConfig } from '../../src/content/types';

/** sitemap.xml from the same route list and content the prerenderer uses. */
export async function sitemapXml(site: SiteConfig, posts: BlogPostSummary[]): Promise<string> {
  const links = [
    ...staticRoutes.map((route) => ({ url: route.path, priority: route.priority })),
    ...posts.map((post) => ({ url: blogPostPath(post.slug), priority: 0.6, lastmod: post.date })),
  ];
  const stream = new SitemapStream({ hostname: `${site.url}/` });
  const xml = await streamToPromise(Readable.from(links).pipe(stream));
  return xml.toString();
}

export function robotsTxt(site: SiteConfig): string {
  return ['User-agent: *', 'Allow: /', '', `Sitemap: ${site.url}/sitemap.xml`, ''].join('\n');
}
