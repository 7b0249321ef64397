import { Readable } from 'node:stream';
import { SitemapStream, streamToPromise } from 'sitemap';
import { DEFAULT_LANGUAGE, languageOfPath, languages } from '../../src/config/languages';
import { blogPostPath, localPath, routePath, type SiteRoute } from '../../src/config/routes';
import type { Alternates } from '../../src/content/page-heads';
import { laterListingPages, type TranslatedPages } from './pages';
import { collections, type Collection } from '../../src/content/collections';
import { siteRoutes } from '../../src/content/collections/routes';
import type { BlogPostSummary, SiteConfig } from '../../src/content/types';

/**
 * sitemap.xml from the same route list and content the prerenderer uses; `listingPages` are the
 * listings' pages after the first (/blog/page/2, ...), `entryPages` the published pages of other
 * entries (the job openings), with the day each was posted, `contentPages` the pages drawn wholly
 * from their files (see page-routes).
 */
export async function sitemapXml(
  site: SiteConfig,
  posts: BlogPostSummary[],
  listingPages: readonly string[] = [],
  list: readonly Collection[] = collections,
  translations: readonly TranslatedPages[] = [],
  alternates: Alternates = {},
  entryPages: readonly { url: string; lastmod?: string }[] = [],
  contentPages: readonly SiteRoute[] = [],
): Promise<string> {
  const pages = [
    ...siteRoutes(list, contentPages).map((route) => ({ url: route.path, priority: route.priority })),
    ...listingPages.map((url) => ({ url, priority: 0.4 })),
    // A post's last change is its update's day, when it has one.
    ...posts.map((post) => ({ url: blogPostPath(post.slug), priority: 0.6, lastmod: post.updated ?? post.date })),
    ...translations.flatMap(({ language, posts: translated, totals }) => [
      ...siteRoutes(list, contentPages).flatMap((route) => {
        const url = routePath(route, language);
        return url === undefined ? [] : [{ url, priority: route.priority }];
      }),
      ...laterListingPages(totals, list, language).map((url) => ({ url, priority: 0.4 })),
      ...translated.map((post) => ({ url: localPath(language, blogPostPath(post.slug)), priority: 0.6, lastmod: post.updated ?? post.date })),
    ]),
    ...entryPages.map((entry) => ({ priority: 0.5, ...entry })),
  ];
  // Each page of a pair lists both, English as the default, as the head's hreflang links do.
  const links = pages.map((page) => {
    const other = Object.hasOwn(alternates, page.url) ? alternates[page.url] : undefined;
    if (other === undefined) return page;
    const versions = [page.url, other].map((url) => ({ url, language: languageOfPath(url) }));
    const english = versions.find((version) => version.language === DEFAULT_LANGUAGE)!;
    return {
      ...page,
      links: [
        ...versions.map((version) => ({ lang: languages[version.language].tag, url: `${site.url}${version.url}` })),
        { lang: 'x-default', url: `${site.url}${english.url}` },
      ],
    };
  });
  const stream = new SitemapStream({ hostname: `${site.url}/` });
  const xml = await streamToPromise(Readable.from(links).pipe(stream));
  return xml.toString();
}

export function robotsTxt(site: SiteConfig): string {
  return ['User-agent: *', 'Allow: /', '', `Sitemap: ${site.url}/sitemap.xml`, ''].join('\n');
}
