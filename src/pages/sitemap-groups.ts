import type { StaticPath } from '../config/routes';
import { collections, type Collection } from '../content/collections';
import { siteRouteMeta } from '../content/collections/routes';

/** The link groups of the Sitemap page, in its order, with the pages that show no content type. */
const fixedGroups: { title: string; paths: StaticPath[] }[] = [
  { title: 'Main Pages', paths: ['/', '/how-it-works', '/become-a-provider', '/services'] },
  { title: 'How It Works', paths: ['/for-providers', '/how-it-works/case-managers', '/for-facilities', '/how-it-works/for-patients'] },
  {
    title: 'Services',
    paths: ['/services/referral-coordination', '/services/eligibility-verification', '/services/growth-marketing', '/services/website-design'],
  },
  { title: 'Resources', paths: [] },
  { title: 'Company', paths: ['/about', '/contact'] },
  { title: 'Legal', paths: [] },
];

export interface SitemapGroup {
  title: string;
  links: { path: string; title: string }[];
}

/**
 * The Sitemap page's groups: the fixed pages, and each content type's pages where it places
 * them (a group it names that does not exist yet comes last).
 */
export function sitemapGroups(list: readonly Collection[] = collections): SitemapGroup[] {
  const groups = fixedGroups.map((group) => ({ title: group.title, paths: [...group.paths] as string[] }));
  const placed = [...list].sort((a, b) => (a.sitemap.at ?? Infinity) - (b.sitemap.at ?? Infinity));
  for (const collection of placed) {
    let group = groups.find((candidate) => candidate.title === collection.sitemap.group);
    if (!group) groups.push((group = { title: collection.sitemap.group, paths: [] }));
    group.paths.splice(collection.sitemap.at ?? group.paths.length, 0, ...collection.pages);
  }
  const titleOf = (path: string) => (path === '/' ? 'Home' : siteRouteMeta(path, list).title!);
  return groups.map((group) => ({ title: group.title, links: group.paths.map((path) => ({ path, title: titleOf(path) })) }));
}
