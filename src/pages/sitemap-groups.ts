import type { StaticPath } from '../config/routes';
import { collections, type Collection } from '../content/collections';
import { pageHead, type PageHeads } from '../content/page-heads';

/** The link groups of the Sitemap page by key, in its order, with the pages that show no content type; their titles are content. */
const fixedGroups: { key: string; paths: StaticPath[] }[] = [
  { key: 'main', paths: ['/', '/how-it-works', '/become-a-provider', '/services', '/search'] },
  { key: 'how-it-works', paths: ['/for-providers', '/how-it-works/case-managers', '/for-facilities', '/how-it-works/for-patients'] },
  {
    key: 'services',
    paths: ['/services/referral-coordination', '/services/eligibility-verification', '/services/growth-marketing', '/services/website-design'],
  },
  { key: 'resources', paths: [] },
  { key: 'company', paths: ['/about', '/contact'] },
  { key: 'legal', paths: [] },
];

/** A content type names its group as written ("Resources"); the group's key is that name in kebab case. */
const groupKey = (name: string) => name.trim().toLowerCase().replace(/\s+/g, '-');

/** The keys of the groups the site's own pages and content types fill, which content/pages/sitemap.yml titles. */
export function sitemapGroupKeys(list: readonly Collection[] = collections): string[] {
  return [...new Set([...fixedGroups.map((group) => group.key), ...list.map((collection) => groupKey(collection.sitemap.group))])];
}

/** A link of the Sitemap page, with the pages of its entries under it (a job opening's under Careers). */
export interface SitemapLink {
  path: string;
  title: string;
  entries?: readonly { path: string; title: string }[];
}

export interface SitemapGroup {
  key: string;
  title: string;
  links: SitemapLink[];
}

/** The pages of the entries listed under their type's pages (`sitemap.entries`), by type name, as the content compile writes them. */
export type SitemapEntries = Readonly<Record<string, readonly { path: string; title: string }[]>>;

/**
 * The Sitemap page's groups: the fixed pages, and each content type's pages where it places
 * them (a group it names that does not exist yet comes last), each titled from `titles` or,
 * without one, by its name. A page's link says the title of its head, from `pages`; a type that
 * lists its entries (`sitemap.entries`) has their pages, from `entries`, under its first page.
 */
export function sitemapGroups(
  pages: PageHeads,
  titles: Readonly<Record<string, string>> = {},
  list: readonly Collection[] = collections,
  entries: SitemapEntries = {},
): SitemapGroup[] {
  const groups = fixedGroups.map((group) => ({ key: group.key, name: group.key, paths: [...group.paths] as string[] }));
  const placed = [...list].sort((a, b) => (a.sitemap.at ?? Infinity) - (b.sitemap.at ?? Infinity));
  for (const collection of placed) {
    const key = groupKey(collection.sitemap.group);
    let group = groups.find((candidate) => candidate.key === key);
    if (!group) groups.push((group = { key, name: collection.sitemap.group, paths: [] }));
    group.paths.splice(collection.sitemap.at ?? group.paths.length, 0, ...collection.pages);
  }
  const titleOf = (path: string) => (path === '/' ? 'Home' : pageHead(pages, path).title!);
  const entriesUnder = new Map(list.flatMap((collection) => (collection.sitemap.entries && collection.pages[0] && entries[collection.name]?.length ? [[collection.pages[0], entries[collection.name]!] as const] : [])));
  return groups.map((group) => ({
    key: group.key,
    title: titles[group.key] ?? group.name,
    links: group.paths.map((path): SitemapLink => {
      const under = entriesUnder.get(path);
      return { path, title: titleOf(path), ...(under ? { entries: under } : {}) };
    }),
  }));
}
