import { collections, type Collection } from '../content/collections';
import { pageHead, type PageHeads } from '../content/page-heads';
import type { PageRoutes } from '../content/page-routes';

/** A content type names its group as written ("Resources"); the group's key is that name in kebab case. */
const groupKey = (name: string) => name.trim().toLowerCase().replace(/\s+/g, '-');

/** The keys of the groups the content types fill, which content/pages/sitemap.yml must title beside the groups of its pages. */
export function sitemapGroupKeys(list: readonly Collection[] = collections): string[] {
  return [...new Set(list.map((collection) => groupKey(collection.sitemap.group)))];
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
 * The Sitemap page's groups, in the order `titles` (the sitemap page's file) gives them, each
 * titled there: the pages each page file places in them (`places`, by their `order`, then by
 * address), and each content type's pages where it places them (a group it names that `titles`
 * does not comes last, titled by its name). A page's link says the title of its head, from
 * `pages`; a type that lists its entries (`sitemap.entries`) has their pages, from `entries`,
 * under its first page. A group that lists nothing is left out.
 */
export function sitemapGroups(
  pages: PageHeads,
  titles: Readonly<Record<string, string>> = {},
  list: readonly Collection[] = collections,
  entries: SitemapEntries = {},
  places: PageRoutes['sitemap'] = {},
): SitemapGroup[] {
  const placed = (key: string) =>
    Object.entries(places)
      .filter(([, place]) => place.group === key)
      .sort(([a, first], [b, second]) => (first.order ?? Infinity) - (second.order ?? Infinity) || (a < b ? -1 : a > b ? 1 : 0))
      .map(([path]) => path);
  const groups = Object.keys(titles).map((key) => ({ key, name: key, paths: placed(key) }));
  const typesPlaced = [...list].sort((a, b) => (a.sitemap.at ?? Infinity) - (b.sitemap.at ?? Infinity));
  for (const collection of typesPlaced) {
    const key = groupKey(collection.sitemap.group);
    let group = groups.find((candidate) => candidate.key === key);
    if (!group) groups.push((group = { key, name: collection.sitemap.group, paths: [] }));
    group.paths.splice(collection.sitemap.at ?? group.paths.length, 0, ...collection.pages);
  }
  const titleOf = (path: string) => (path === '/' ? 'Home' : pageHead(pages, path).title!);
  const entriesUnder = new Map(list.flatMap((collection) => (collection.sitemap.entries && collection.pages[0] && entries[collection.name]?.length ? [[collection.pages[0], entries[collection.name]!] as const] : [])));
  return groups.filter((group) => group.paths.length > 0).map((group) => ({
    key: group.key,
    title: titles[group.key] ?? group.name,
    links: group.paths.map((path): SitemapLink => {
      const under = entriesUnder.get(path);
      return { path, title: titleOf(path), ...(under ? { entries: under } : {}) };
    }),
  }));
}
