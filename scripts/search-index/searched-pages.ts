import { allLanguages, dataPrefix } from '../../src/config/languages';
import { blogPostPath, jobPath, localPath, routePath, type SiteRoute } from '../../src/config/routes';
import { dataFiles, type BlogPostSummary, type Job } from '../../src/content/types';
import { collections, type Collection } from '../../src/content/collections';
import { legalPages } from '../../src/content/collections/legal-pages';
import { siteRoutes } from '../../src/content/collections/routes';
import type { SearchKind } from '../../src/features/site-search/search-kinds';

/**
 * Fixed pages that are ways to find pages rather than something to read: the search page itself
 * and the sitemap page. The pages that show a content type's entries together (the listings, the
 * FAQ, the careers page) are left out as well: their entries are in the index one by one. A legal
 * page is an entry shown on a page of its own, which is indexed.
 */
const FINDING_PAGES = ['/search', '/sitemap'];

/**
 * The built pages the site's search indexes, by address, with their kind: every post in every
 * language, the other entries' pages given with their kind (`entryPages`: each open job), and
 * every fixed page in each of its languages (with the pages drawn wholly from their files,
 * `contentPages`) but the listings and finding pages. Form pages and
 * not-found pages are not among them (nor later pages of a listing, nor an ended job's page).
 */
export function searchedPages(
  postPaths: readonly string[],
  list: readonly Collection[] = collections,
  entryPages: readonly (readonly [string, SearchKind])[] = [],
  contentPages: readonly SiteRoute[] = [],
): Map<string, SearchKind> {
  const skipped = new Set([...FINDING_PAGES, ...list.filter((collection) => collection.name !== legalPages.name).flatMap((collection) => collection.pages)]);
  const pages = siteRoutes(list, contentPages)
    .filter((route) => !skipped.has(route.path))
    .flatMap((route) => allLanguages.flatMap((language) => routePath(route, language) ?? []));
  return new Map<string, SearchKind>([...postPaths.map((post) => [post, 'articles'] as const), ...entryPages, ...pages.map((page) => [page, 'pages'] as const)]);
}

/** The address of every post the compiled content publishes, in every language. */
export function postPaths(files: ReadonlyMap<string, unknown>): string[] {
  return allLanguages.flatMap((language) =>
    ((files.get(dataPrefix(language) + dataFiles.blogIndex) as BlogPostSummary[] | undefined) ?? []).map((post) => localPath(language, blogPostPath(post.slug))),
  );
}

/** The page of every job opening the compiled content lists today (English only, as the openings are), as a result of the jobs kind. */
export function jobPaths(files: ReadonlyMap<string, unknown>): [string, SearchKind][] {
  return ((files.get(dataFiles.jobs) as Job[] | undefined) ?? []).map((job) => [jobPath(job.slug), 'jobs']);
}
