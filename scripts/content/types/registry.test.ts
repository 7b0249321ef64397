import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fuse from 'fuse.js';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { calendarDate } from '../../../src/content/schema-fields';
import { collections, listed, listedCollections, type Collection } from '../../../src/content/collections';
import { siteRoutes } from '../../../src/content/collections/routes';
import { PAGE_HEADS_FILE, type PageHeads } from '../../../src/content/page-heads';
import type { BlogPostSummary, SiteConfig } from '../../../src/content/types';
import { listingPage } from '../../../src/features/search/pagination';
import { createSearcher } from '../../../src/features/search/fuse-index';
import { searchListing } from '../../../src/features/search/listing-search';
import type { SearchIndexFile } from '../../../src/features/search/search-options';
import { pageIslandLoader, pageIslandLoaders } from '../../../src/islands/catalog.client';
import { sitemapGroups } from '../../../src/pages/sitemap-groups';
import { sitemapXml } from '../../prerender/discovery';
import { laterListingPages, pagesToRender } from '../../prerender/pages';
import { formatError } from '../errors';
import { renderJsonSchemas } from '../json-schemas';
import { runPipeline } from '../pipeline';
import { scaffold } from '../scaffold';
import { contentTypes, defineContentType } from './index';
import { newestFirst, oneOf, quote, withSlug } from './define';

const fixtures = path.resolve(import.meta.dirname, '../../../tests/fixtures');
const TODAY = '2026-12-01';

// A content type the site does not have, declared the way every type is: the test adds it
// through the list it hands the pipeline, and nothing else.
const eventCategories = ['Webinar', 'Meetup'] as const;
const eventSchema = z.strictObject({
  title: z.string().min(1),
  category: z.enum(eventCategories),
  description: z.string().min(1),
  date: calendarDate,
  draft: z.boolean().default(false),
});
type EventFrontMatter = z.output<typeof eventSchema>;

const eventsCollection = {
  name: 'events',
  pages: ['/events'],
  routes: [{ path: '/events', page: 'events', priority: 0.6 }],
  sitemap: { group: 'Events' },
  listing: {
    base: '/events',
    file: 'events.json',
    categories: eventCategories,
  },
} satisfies Collection;

const events = defineContentType<EventFrontMatter>({
  collection: eventsCollection,
  schema: eventSchema,
  count: { one: 'event' },
  scaffold: {
    command: 'event',
    placeholders: { fields: { description: { text: 'Say what happens.', hint: 'say what happens at the event' } }, body: [] },
    previewPath: () => '/events',
    frontMatter: (title, date) => [`title: ${quote(title)}`, oneOf(eventCategories), 'category: Meetup', 'description: Say what happens.', `date: ${date}`],
  },
  searchText: (event: EventFrontMatter) => event.description,
  output: (entries) => ({ listed: entries.map(withSlug).sort(newestFirst) }),
});

const types = [...contentTypes, events];
const withEvents: readonly Collection[] = [...collections, eventsCollection];

const temporary: string[] = [];
afterEach(() => {
  for (const dir of temporary.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** The valid fixture site with the events' files, and the named mistakes among them. */
function siteWithEvents(...mistakes: string[]) {
  const dir = mkdtempSync(path.join(tmpdir(), 'content-types-'));
  temporary.push(dir);
  cpSync(path.join(fixtures, 'site'), dir, { recursive: true });
  cpSync(path.join(fixtures, 'events', 'content'), path.join(dir, 'content'), { recursive: true });
  for (const mistake of mistakes) cpSync(path.join(fixtures, 'events', 'mistakes', mistake), path.join(dir, 'content', 'events', mistake));
  return runPipeline({ contentDir: path.join(dir, 'content'), publicDir: path.join(dir, 'public'), includeDrafts: false, displayRoot: dir, today: TODAY, types });
}

describe('the registry', () => {
  it("holds each of the site's types in both halves, in the same order", () => {
    expect(contentTypes.map((type) => type.collection)).toEqual([...collections]);
  });

  it('lists for the browser exactly the types with a listing, in order', () => {
    expect([...listedCollections]).toEqual(listed(collections));
  });
});

describe("a type's schema", () => {
  it('stays out of the bundles: the modules of the site import the build modules for their types only', () => {
    const src = path.resolve(import.meta.dirname, '../../../src');
    const modules = (readdirSync(src, { recursive: true }) as string[]).filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file));
    const imports = modules.flatMap((file) =>
      [...readFileSync(path.join(src, file), 'utf8').matchAll(/^(?:import|export) (?!type )[^;]*?from '([^']*\/scripts\/[^']*)';/gm)].map((match) => `${file} imports ${match[1]}`),
    );
    expect(imports).toEqual([]);
  });
});

describe('a content type added through the registry alone', () => {
  it('is checked: a bad file fails with its file, line, field and message', () => {
    const { errors, files } = siteWithEvents('unknown-date.md');
    expect(errors.map(formatError)).toEqual(['content/events/unknown-date.md:5:7  date  is not a real calendar date  (write it as YYYY-MM-DD, like 2025-03-01)']);
    expect(files.size).toBe(0);
  });

  it('is built: its listing file holds its entries in listing order, and is counted', () => {
    const { errors, files, counts } = siteWithEvents();
    expect(errors).toEqual([]);
    const items = files.get('events.json') as (EventFrontMatter & { slug: string })[];
    expect(items.map((item) => item.slug)).toEqual(['medicare-webinar', 'houston-open-house']);
    expect(counts.kinds.at(-1)).toEqual({ one: 'event', count: 2 });
  });

  it('is listed and searched: its pages, and its search index finds an entry by a word of its description', () => {
    const { files } = siteWithEvents();
    const items = files.get('events.json') as { slug: string }[];
    expect(listingPage(items, 1)?.items).toEqual(items);
    expect(laterListingPages({ '/events': 30 }, withEvents)).toEqual(['/events/page/2']);
    const searcher = createSearcher(Fuse, files.get('search/events.json') as SearchIndexFile);
    expect(searchListing(searcher, 'homebound', 'All')).toEqual({ kind: 'exact', slugs: ['medicare-webinar'] });
  });

  it("starts its listing's island with the listing script, and the island catalog names no type", () => {
    for (const name of ['event-listing', 'blog-listing', 'resource-listing', 'guide-listing']) expect(pageIslandLoader(name)).toBe(pageIslandLoaders.listing);
    expect(pageIslandLoader('event-map')).toBeUndefined();
    expect(Object.keys(pageIslandLoaders).filter((name) => name.endsWith('-listing'))).toEqual([]);
  });

  it('is in the sitemap: the page, the sitemap.xml and the pages the build renders', async () => {
    // content/pages/events.yml gives the page its title.
    const heads = siteWithEvents().files.get(PAGE_HEADS_FILE) as PageHeads;
    expect(heads['/events']).toEqual({ title: 'Events', description: 'Open houses and webinars of our Houston team.' });
    expect(sitemapGroups(heads, {}, withEvents).at(-1)).toEqual({ key: 'events', title: 'Events', links: [{ path: '/events', title: 'Events' }] });
    const site = { url: 'https://example.org' } as SiteConfig;
    expect(await sitemapXml(site, [] as BlogPostSummary[], [], withEvents)).toContain('<loc>https://example.org/events</loc>');
    expect(pagesToRender([], { '/events': 30 }, withEvents)).toEqual(expect.arrayContaining(['/events', '/events/page/2']));
  });

  it('makes its listing a page content may link to, and leaves the real list as it is', () => {
    // houston-open-house.md links to /events.
    expect(siteWithEvents().errors).toEqual([]);
    const heads = Object.fromEntries(siteRoutes().map((route) => [route.path, { title: route.page, description: '' }]));
    expect(sitemapGroups(heads).some((group) => group.title === 'Events')).toBe(false);
    expect(contentTypes).not.toContain(events);
  });

  it('has an editor schema and a template that `npm run new` writes and the check accepts as a draft', () => {
    expect(JSON.parse(renderJsonSchemas(types).get('events.json')!).properties.category.enum).toEqual(['Webinar', 'Meetup']);
    const draft = scaffold('event', 'Spring Meetup', '2026-03-04', types);
    expect(draft.file).toBe('events/spring-meetup.md');
    expect(draft.text).toBe('---\ntitle: "Spring Meetup"\n# One of: Webinar, Meetup\ncategory: Meetup\ndescription: Say what happens.\ndate: 2026-03-04\ndraft: true\n---\n');
  });
});
