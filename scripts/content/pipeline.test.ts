import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { BlogPost, BlogPostSummary, WebsiteDesign } from '../../src/content/types';
import { formatError } from './errors';
import { parseEntry } from './parse-entry';
import { contentSources, runPipeline } from './pipeline';
import { contentTypes } from './types';
import { rssXml } from './rss';
import { sitemapXml } from '../prerender/discovery';
import type { FaqEntry, Guide, Job, LegalPage, Resource, SiteConfig } from '../../src/content/types';
import type { Element } from 'hast';
import { toString } from 'hast-util-to-string';
import type { SearchIndexFile } from '../../src/features/search/search-options';

const fixtures = path.resolve(import.meta.dirname, '../../tests/fixtures');
const temporary: string[] = [];

/** A copy of the valid fixture site, plus the named files from tests/fixtures/mistakes. */
function site(...mistakes: string[]) {
  const dir = mkdtempSync(path.join(tmpdir(), 'content-'));
  temporary.push(dir);
  cpSync(path.join(fixtures, 'site'), dir, { recursive: true });
  for (const mistake of mistakes) {
    cpSync(path.join(fixtures, 'mistakes', mistake), path.join(dir, 'content', mistake));
  }
  return dir;
}

/** The fixed clock of every run: the fixtures' dates are written around it. */
const TODAY = '2026-12-01';

function run(dir: string, includeDrafts = false, today = TODAY, workers?: ReturnType<typeof parsedByWorkers>) {
  return runPipeline({
    contentDir: path.join(dir, 'content'),
    publicDir: path.join(dir, 'public'),
    includeDrafts,
    displayRoot: dir,
    today,
    ...(workers ? { sources: workers.sources, parsed: workers.parsed } : {}),
  });
}

/** The content parsed the way the build's workers parse it, and the posts' bodies they keep. */
function parsedByWorkers(dir: string) {
  const sources = contentSources(path.join(dir, 'content'), dir);
  // As the build shares them out: the entries with a page of their own keep their bodies there.
  const paged = new Set(contentTypes.filter((type) => type.entryPage).flatMap((type) => [type.collection.name, `es/${type.collection.name}`]));
  const entries = [...sources].flatMap(([collection, files]) => files.map((source) => [source.display, parseEntry(source, paged.has(collection))] as const));
  return {
    sources,
    parsed: new Map(entries.flatMap(([file, entry]) => (entry ? [[file, entry.parsed] as const] : []))),
    bodies: new Map(entries.flatMap(([file, entry]) => (entry?.body ? [[file, entry.body] as const] : []))),
  };
}

/** Adds files from tests/fixtures/schedule (paths like "blog/x.md") to a fixture site copy. */
function withScheduled(dir: string, ...files: string[]) {
  for (const file of files) cpSync(path.join(fixtures, 'schedule', file), path.join(dir, 'content', file));
  return dir;
}

const messages = (dir: string) => run(dir).errors.map(formatError);

/** The links of a rendered tree, each with its address and its text. */
const selectLinks = (node: Element): { href: unknown; text: string }[] =>
  node.tagName === 'a'
    ? [{ href: node.properties.href, text: toString(node) }]
    : node.children.flatMap((child) => (child.type === 'element' ? selectLinks(child) : []));

afterEach(() => {
  for (const dir of temporary.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('the valid fixture site', () => {
  it('compiles without errors', () => {
    expect(run(site()).errors).toEqual([]);
  });

  it('writes list indexes without bodies and one file per post body', () => {
    const { files } = run(site());
    const index = files.get('blog/index.json') as BlogPostSummary[];
    expect(index.map((post) => post.slug)).toEqual(['second-post', 'first-post']);
    expect(index[0]).not.toHaveProperty('body');
    const post = files.get('blog/posts/first-post.json') as BlogPost;
    expect(post.body.type).toBe('root');
    expect(post.related.map((p) => p.slug)).toEqual(['second-post']);
  });

  it('takes the table of contents from level-1 and level-2 headings', () => {
    const post = run(site()).files.get('blog/posts/first-post.json') as BlogPost;
    expect(post.toc).toEqual([
      { id: 'h-getting-started', text: 'Getting started', level: 1 },
      { id: 'h-a-detail', text: 'A detail', level: 2 },
    ]);
  });

  it('computes the read time from the words', () => {
    const post = run(site()).files.get('blog/posts/first-post.json') as BlogPost;
    expect(post.readTime).toBe(1);
  });

  it('keeps dates as calendar dates', () => {
    const post = run(site()).files.get('blog/posts/first-post.json') as BlogPost;
    expect(post.date).toBe('2025-03-01');
  });

  it('keeps raw HTML and scripts out of the output', () => {
    const json = JSON.stringify(run(site()).files.get('blog/posts/first-post.json'));
    expect(json).not.toMatch(/script|alert|onclick/i);
    expect(json).toContain('raw html');
  });

  it('ignores the author guide, and any Markdown, at the top of the content folder', () => {
    const dir = site();
    cpSync(path.resolve(import.meta.dirname, '../../content/README.md'), path.join(dir, 'content', 'README.md'));
    expect(run(dir).errors).toEqual([]);
  });

  it('counts the entries of each kind, and the drafts and scheduled ones it leaves out', () => {
    const dir = withScheduled(site(), 'blog/scheduled-post.md', 'jobs/expired-job.md');
    const kinds = (posts: number, jobs: number) =>
      [
        ['post', posts],
        ['guide', 1],
        ['resource', 1],
        ['FAQ', 1],
        ['job', jobs],
        ['legal page', 4],
      ].map(([one, count]) => ({ one, count }));
    expect(run(dir).counts).toEqual({ kinds: kinds(2, 1), drafts: 1, scheduled: 1, expired: 1 });
    expect(run(dir, true).counts).toEqual({ kinds: kinds(4, 2), drafts: 1, scheduled: 1, expired: 1 });
  });

  it('leaves drafts out of the build and keeps them in development', () => {
    const dir = site();
    expect(run(dir).blogSlugs).not.toContain('draft-post');
    expect(run(dir, true).blogSlugs).toContain('draft-post');
  });
});

describe('content mistakes are reported with file, line, field and a hint', () => {
  it.each([
    [
      'blog/unknown-category.md',
      'content/blog/unknown-category.md:6:11  category  "Pateint Care" is not one of the allowed values  (did you mean "Patient Care"? allowed: Patient Care, Technology, Industry News, Best Practices, Case Management)',
    ],
    [
      'blog/bad-date.md',
      'content/blog/bad-date.md:5:7  date  is not a real calendar date  (write it as YYYY-MM-DD, like 2025-03-01)',
    ],
    ['blog/missing-date.md', 'content/blog/missing-date.md:1:1  date  is required  (add "date:" to the front matter)'],
    ['blog/missing-title.md', 'content/blog/missing-title.md:1:1  title  is required  (add "title:" to the front matter)'],
    [
      'blog/duplicate-slug.md',
      'content/blog/first-post.md:1:1  slug  "first-post" is already used  (also the slug of content/blog/duplicate-slug.md)',
    ],
    [
      'blog/bad-slug.md',
      'content/blog/bad-slug.md:9:7  slug  must be lower-case words joined by single hyphens, like "my-first-post"',
    ],
    ['blog/unknown-field.md', 'content/blog/unknown-field.md:3:1  excerp  is not a known field  (did you mean "excerpt"?)'],
    [
      'blog/broken-link.md',
      'content/blog/broken-link.md:11:5  body  links to "/about-us", which does not exist  (use a page of this site, /blog/<slug> of a published post, or a file under public/)',
    ],
    [
      'blog/image-without-alt.md',
      'content/blog/image-without-alt.md:13:1  body  image "/images/test.svg" has no alt text  (write what it shows between the brackets: ![A nurse visiting a patient](/images/x.svg))',
    ],
    [
      'blog/missing-image-alt.md',
      'content/blog/missing-image-alt.md:7:1  imageAlt  is required  (add "imageAlt:" under image:, saying what the picture shows, like imageAlt: A nurse changing a dressing at a kitchen table; people who cannot see the picture hear this text instead)',
    ],
    [
      'guides/missing-cover-alt.md',
      'content/guides/missing-cover-alt.md:5:1  coverImageAlt  is required  (add "coverImageAlt:" under coverImage:, saying what the cover shows, like coverImageAlt: A clipboard with a ticked checklist; people who cannot see the picture hear this text instead)',
    ],
    [
      'blog/updated-before-date.md',
      'content/blog/updated-before-date.md:6:10  updated  2025-02-27 is before date, 2025-03-01  (write the day it last changed, 2025-03-01 or later, or remove updated)',
    ],
    [
      'guides/updated-before-date.md',
      'content/guides/updated-before-date.md:8:10  updated  2024-12-31 is before date, 2025-02-10  (write the day it last changed, 2025-02-10 or later, or remove updated)',
    ],
    [
      'jobs/no-valid-through.md',
      'content/jobs/no-valid-through.md:1:1  validThrough  is required  (add "validThrough:" with the last day to apply, like validThrough: 2027-03-31; the day after, the opening leaves the careers page and its page says the position has been filled)',
    ],
    [
      'jobs/bad-employment-type.md',
      'content/jobs/bad-employment-type.md:5:17  employmentType  "FULLTIME" is not one of the allowed values  (did you mean "FULL_TIME"? allowed: FULL_TIME, PART_TIME, CONTRACTOR, TEMPORARY, INTERN, VOLUNTEER, PER_DIEM, OTHER)',
    ],
    [
      'jobs/valid-through-before-posted.md',
      'content/jobs/valid-through-before-posted.md:6:15  validThrough  2026-10-31 is before datePosted, 2026-11-01  (write the last day to apply, 2026-11-01 or later)',
    ],
    [
      'jobs/bad-salary.md',
      'content/jobs/bad-salary.md:10:13  baseSalary  minValue 80000 is more than maxValue 60000  (write the lower amount as minValue)',
    ],
    [
      'blog/invalid-yaml.md',
      'content/blog/invalid-yaml.md:6:11  category  starts with "[", which YAML reads as the start of a list  (put the value in double quotes: category: "[Technology")',
    ],
  ])('%s', (mistake, expected) => {
    const reported = messages(site(mistake));
    expect(reported).toContain(expected);
  });

  it.each([
    ['blog/unknown-field.md', ['content/blog/unknown-field.md:3:1  excerp  is not a known field  (did you mean "excerpt"?)']],
    ['blog/us-date.md', ['content/blog/us-date.md:5:7  date  must be a date written as YYYY-MM-DD  (write it as 2026-11-26)']],
  ])('gives one message for the one mistake of %s', (mistake, expected) => {
    expect(messages(site(mistake))).toEqual(expected);
  });

  it('refuses alt text that says only that it is a picture, or its file name, and says what to write', () => {
    const hint = "(describe what the picture shows between the brackets, like ![A nurse checking a patient's blood pressure at home](/images/x.svg): people who cannot see it hear these words)";
    expect(messages(site('blog/generic-alt.md'))).toEqual([
      `content/blog/generic-alt.md:13:1  body  image "/images/test.svg" has "image" as its alt text, which says nothing of what it shows  ${hint}`,
      `content/blog/generic-alt.md:15:1  body  image "/images/test.svg" has "Photo" as its alt text, which says nothing of what it shows  ${hint}`,
      `content/blog/generic-alt.md:17:1  body  image "/images/test.svg" has "test.svg" as its alt text, which says nothing of what it shows  ${hint}`,
    ]);
  });

  it('refuses JavaScript front matter without running it', () => {
    const dir = site('blog/javascript-front-matter.md');
    const sentinel = path.join(dir, 'front-matter-ran');
    process.env.FRONT_MATTER_SENTINEL = sentinel;
    try {
      expect(messages(dir)).toContain(
        'content/blog/javascript-front-matter.md:1:4  front matter  front matter must be YAML, not "js"  (remove "js" after the opening --- and write the fields as YAML, like title: My post)',
      );
    } finally {
      delete process.env.FRONT_MATTER_SENTINEL;
    }
    expect(existsSync(sentinel)).toBe(false);
  });

  it('reports every problem of a run at once and writes nothing', () => {
    const result = run(site('blog/unknown-category.md', 'blog/bad-date.md', 'blog/broken-link.md'));
    expect(result.errors).toHaveLength(3);
    expect(result.files.size).toBe(0);
  });

  it('reports the body and file problems of a file whose front matter is invalid in the same run', () => {
    expect(messages(site('blog/front-matter-and-body.md'))).toEqual([
      'content/blog/front-matter-and-body.md:6:11  category  "Pateint Care" is not one of the allowed values  (did you mean "Patient Care"? allowed: Patient Care, Technology, Industry News, Best Practices, Case Management)',
      'content/blog/front-matter-and-body.md:7:8  image  file "/images/missing.svg" does not exist  (put the file under public/ or use an https:// address)',
      'content/blog/front-matter-and-body.md:11:5  body  links to "/about-us", which does not exist  (use a page of this site, /blog/<slug> of a published post, or a file under public/)',
      'content/blog/front-matter-and-body.md:13:1  body  image "/images/test.svg" has no alt text  (write what it shows between the brackets: ![A nurse visiting a patient](/images/x.svg))',
    ]);
  });

  it('treats a link to a draft post as broken in the build', () => {
    const dir = site('blog/links-to-draft.md');
    expect(messages(dir)).toContain(
      'content/blog/links-to-draft.md:11:5  body  links to "/blog/draft-post", which does not exist  (use a page of this site, /blog/<slug> of a published post, or a file under public/)',
    );
    expect(run(dir, true).errors).toEqual([]);
  });
});

describe('content parsed by the build workers', () => {
  it("give the same files of the entries' pages (posts, job openings), without the body and table of contents the workers keep", () => {
    const dir = site();
    const here = run(dir);
    const workers = parsedByWorkers(dir);
    const there = run(dir, false, TODAY, workers);
    expect(there.errors).toEqual([]);
    expect([...there.files.keys()]).toEqual([...here.files.keys()]);
    expect([...there.entryPages]).toEqual(expect.arrayContaining([['/blog/first-post', 'blog/posts/first-post.json'], ['/careers/analyst', 'jobs/analyst.json']]));
    for (const [page, file] of there.entryPages) {
      const { body, toc, ...rest } = here.files.get(file) as BlogPost;
      expect(there.files.get(file)).toEqual(rest);
      expect(workers.bodies.get(there.pageSources.get(page)!)).toEqual({ body, toc });
    }
    const pageFiles = new Set(there.entryPages.values());
    for (const [name, data] of here.files) if (!pageFiles.has(name)) expect(there.files.get(name)).toEqual(data);
  });

  it('give the same messages, with the same lines, for every kind of mistake', () => {
    const dir = site(...['blog', 'guides', 'resources', 'jobs'].flatMap((collection) => readdirSync(path.join(fixtures, 'mistakes', collection)).map((file) => `${collection}/${file}`)));
    const here = messages(dir);
    expect(here.length).toBeGreaterThan(10);
    expect(run(dir, false, TODAY, parsedByWorkers(dir)).errors.map(formatError)).toEqual(here);
  });
});

describe('scheduled and expired entries, at a fixed clock', () => {
  const scheduled = ['blog/scheduled-post.md', 'blog/todays-post.md', 'guides/scheduled-guide.md', 'resources/scheduled-resource.md'];
  const searchSlugs = (files: Map<string, unknown>, listing: string) =>
    (files.get(`search/${listing}.json`) as SearchIndexFile).documents.map((d) => d.slug);

  it('leaves a post, guide or resource dated after today out of the build and keeps one dated today', () => {
    const { errors, files, blogSlugs } = run(withScheduled(site(), ...scheduled));
    expect(errors).toEqual([]);
    expect(blogSlugs).toContain('todays-post');
    expect(blogSlugs).not.toContain('scheduled-post');
    expect(files.has('blog/posts/scheduled-post.json')).toBe(false);
    expect((files.get('guides.json') as Guide[]).map((g) => g.slug)).toEqual(['basics']);
    expect((files.get('resources.json') as Resource[]).map((r) => r.slug)).toEqual(['checklist']);
  });

  it('checks an entry it leaves out all the same, so it cannot break the build on its day', () => {
    const dir = withScheduled(site(), 'blog/scheduled-post.md', 'blog/scheduled-with-mistakes.md', 'blog/scheduled-same-slug.md');
    expect(messages(dir)).toEqual([
      'content/blog/scheduled-same-slug.md:9:7  slug  "first-post" is already used  (also the slug of content/blog/first-post.md)',
      'content/blog/scheduled-with-mistakes.md:7:8  image  file "/images/missing.svg" does not exist  (put the file under public/ or use an https:// address)',
      'content/blog/scheduled-with-mistakes.md:11:59  body  links to "/servces", which does not exist  (did you mean /services?)',
    ]);
  });

  it('publishes a scheduled entry on its day with no change to the file', () => {
    const { files, blogSlugs } = run(withScheduled(site(), ...scheduled), false, '2026-12-02');
    expect(blogSlugs).toContain('scheduled-post');
    expect((files.get('guides.json') as Guide[]).map((g) => g.slug)).toContain('scheduled-guide');
    expect((files.get('resources.json') as Resource[]).map((r) => r.slug)).toContain('scheduled-resource');
  });

  it('keeps scheduled entries out of the search indexes, the sitemap and the RSS feed', async () => {
    const { files } = run(withScheduled(site(), ...scheduled));
    expect(searchSlugs(files, 'blog')).not.toContain('scheduled-post');
    expect(searchSlugs(files, 'blog')).toContain('todays-post');
    expect(searchSlugs(files, 'guides')).not.toContain('scheduled-guide');
    expect(searchSlugs(files, 'resources')).not.toContain('scheduled-resource');
    const site_ = files.get('site.json') as SiteConfig;
    const index = files.get('blog/index.json') as BlogPostSummary[];
    const sitemap = await sitemapXml(site_, index);
    expect(sitemap).toContain('/blog/todays-post');
    expect(sitemap).not.toContain('scheduled-post');
    expect(rssXml(site_, index, () => undefined)).not.toContain('scheduled-post');
  });

  it("dates a post in the sitemap by the day it was last updated, or else by its date", async () => {
    const { files } = run(withScheduled(site(), ...scheduled));
    const site_ = files.get('site.json') as SiteConfig;
    const [first, ...rest] = files.get('blog/index.json') as BlogPostSummary[];
    const sitemap = await sitemapXml(site_, [{ ...first!, date: '2026-01-05', updated: '2026-02-10' }, ...rest]);
    expect(sitemap).toContain(`/blog/${first!.slug}</loc><lastmod>2026-02-10`);
    expect(await sitemapXml(site_, [{ ...first!, date: '2026-01-05', updated: undefined }])).toContain(`/blog/${first!.slug}</loc><lastmod>2026-01-05`);
  });

  it('keeps scheduled entries in development, like drafts, and names them as held', () => {
    const { files, blogSlugs, held } = run(withScheduled(site(), ...scheduled), true);
    expect(blogSlugs).toContain('scheduled-post');
    expect((files.get('guides.json') as Guide[]).map((g) => g.slug)).toContain('scheduled-guide');
    expect(held).toEqual([
      { file: 'content/blog/scheduled-post.md', reason: 'scheduled', date: '2026-12-02' },
      { file: 'content/guides/scheduled-guide.md', reason: 'scheduled', date: '2026-12-02' },
      { file: 'content/resources/scheduled-resource.md', reason: 'scheduled', date: '2026-12-02' },
    ]);
  });

  it('treats a link to a scheduled post as broken in the build, like a link to a draft', () => {
    const dir = withScheduled(site(), 'blog/scheduled-post.md', 'blog/links-to-scheduled.md');
    expect(run(dir).errors.map(formatError)).toEqual([
      'content/blog/links-to-scheduled.md:11:5  body  links to "/blog/scheduled-post", which does not exist  (use a page of this site, /blog/<slug> of a published post, or a file under public/)',
    ]);
    expect(run(dir, false, '2026-12-02').errors).toEqual([]);
    expect(run(dir, true).errors).toEqual([]);
  });

  it('lists a job through its validThrough day and drops it the day after', () => {
    const dir = withScheduled(site(), 'jobs/expired-job.md', 'jobs/last-day-job.md');
    const { files, held } = run(dir);
    const jobs = files.get('jobs.json') as Job[];
    expect(jobs.map((j) => j.slug)).toEqual(['analyst', 'last-day-job']);
    expect(jobs[1]?.validThrough).toBe('2026-12-01');
    expect(held).toEqual([{ file: 'content/jobs/expired-job.md', reason: 'expired', date: '2026-11-30' }]);
    expect((run(dir, false, '2026-12-02').files.get('jobs.json') as Job[]).map((j) => j.slug)).toEqual(['analyst']);
  });

  it("keeps an ended job's page, saying the position has been filled, out of the listing; development shows it as it was", () => {
    const dir = withScheduled(site(), 'jobs/expired-job.md', 'jobs/last-day-job.md');
    const { files, entryPages, endedPages, pageSources } = run(dir);
    expect(files.get('jobs/expired-job.json')).toEqual({ filled: true, slug: 'expired-job', title: 'Expired Job', department: 'Data', validThrough: '2026-11-30' });
    expect(entryPages.get('/careers/expired-job')).toBe('jobs/expired-job.json');
    expect(endedPages).toEqual(['/careers/expired-job']);
    // Its page is rendered from that file alone: no worker keeps a body for it.
    expect(pageSources.has('/careers/expired-job')).toBe(false);
    expect(files.get('sitemap-entries.json')).toEqual({ jobs: [{ path: '/careers/analyst', title: 'Analyst' }, { path: '/careers/last-day-job', title: 'Last Day Job' }] });
    const preview = run(dir, true);
    expect(preview.endedPages).toEqual([]);
    expect(preview.files.get('jobs/expired-job.json')).toMatchObject({ title: 'Expired Job', responsibilities: ['Report'] });
  });

  it('keeps links to an ended job working: its page is still there', () => {
    const dir = withScheduled(site(), 'jobs/expired-job.md');
    writeFileSync(path.join(dir, 'content', 'blog', 'links-to-job.md'), readFileSync(path.join(dir, 'content', 'blog', 'first-post.md'), 'utf8').replace('title:', 'slug: links-to-job\ntitle:') + '\n[The role](/careers/expired-job)\n');
    expect(run(dir).errors.map(formatError)).toEqual([]);
  });

  it('refuses a validThrough that is not a real calendar date', () => {
    expect(run(withScheduled(site(), 'jobs/bad-valid-through.md')).errors.map(formatError)).toEqual([
      'content/jobs/bad-valid-through.md:6:15  validThrough  is not a real calendar date  (write it as YYYY-MM-DD, like 2025-03-01)',
    ]);
  });
});

describe('site facts', () => {
  it('refuse form addresses that are not https or a page of this site', () => {
    expect(messages(site('site.yml'))).toEqual([
      'content/site.yml:76:12  forms.contact  must be an https:// address or a page of this site, starting with /',
      'content/site.yml:77:13  forms.provider  must be an https:// address or a page of this site, starting with /',
    ]);
  });

  it("refuse an office point outside the Houston area, saying what to write", () => {
    const dir = site();
    const file = path.join(dir, 'content', 'site.yml');
    // Latitude and longitude swapped: each is far outside Houston.
    writeFileSync(file, readFileSync(file, 'utf8').replace(/^( {2}latitude: ).*\n( {2}longitude: ).*$/m, '$1-95.38281\n$229.70349'));
    expect(messages(dir)).toEqual([
      "content/site.yml:26:13  geo.latitude  is not in the Houston area: a latitude there is between 29.5 and 30.2  (write the office's latitude with five decimals, as a map gives it for the street address, like 29.74512)",
      "content/site.yml:27:14  geo.longitude  is not in the Houston area: a longitude there is between -95.9 and -95.0  (write the office's longitude with five decimals, as a map gives it for the street address, like -95.41873)",
    ]);
  });

  it("refuse a service of the home page's structured data whose page does not exist", () => {
    const dir = site();
    const file = path.join(dir, 'content', 'site.yml');
    writeFileSync(file, readFileSync(file, 'utf8').replace(/^( {6}href: )\/services\/growth-marketing$/m, '$1/services/growth'));
    expect(messages(dir)).toEqual([
      'content/site.yml:101:13  services.items.2.href  links to "/services/growth", which does not exist  (did you mean /services/growth-marketing?)',
    ]);
  });
});

describe('references to the site facts in Markdown files', () => {
  const answerOf = (files: Map<string, unknown>, id: string) => (files.get('faq.json') as FaqEntry[]).find((entry) => entry.id === id)!;

  it("show a legal page's facts in its text and in working tel: and mailto: links", () => {
    const page = run(site()).files.get('pages/accessibility.json') as LegalPage;
    const links = (page.body.children as Element[]).flatMap((node) => (node.type === 'element' ? selectLinks(node) : []));
    expect(links).toEqual([
      { href: 'tel:+17135550142', text: '(713) 555-0142' },
      { href: 'mailto:hello@carebridgeconnect.com?subject=Accessibility', text: 'hello@carebridgeconnect.com' },
    ]);
    expect(toString(page.body)).toContain('Mail: CareBridge Connect, LLC, 2450 Holcombe Blvd, Suite 300, Houston, TX 77021');
    expect(JSON.stringify(page)).not.toContain('site.');
  });

  it("show an entry's facts in its front matter and its body, and in the body's plain text", () => {
    const dir = site();
    writeFileSync(
      path.join(dir, 'content', 'faq', 'who-to-call.md'),
      '---\nquestion: Who answers at {site.name}?\ncategory: General\norder: 2\n---\n\nCall [{site.phone.display}](tel:{site.phone.tel}).\n',
    );
    const { errors, files } = run(dir);
    expect(errors).toEqual([]);
    expect(answerOf(files, 'who-to-call')).toMatchObject({ question: 'Who answers at CareBridge Connect?', answerText: 'Call (713) 555-0142.' });
    expect(JSON.stringify(answerOf(files, 'who-to-call').answer)).toContain('"href":"tel:+17135550142"');
  });

  it('refuse a reference to a fact site.yml does not have, in a body and in front matter, suggesting the one meant', () => {
    expect(messages(site('faq/misspelt-reference.md', 'faq/misspelt-reference-in-question.md'))).toEqual([
      'content/faq/misspelt-reference-in-question.md:2:11  question  "{site.nmae}" is not a fact of site.yml  (did you mean "{site.name}"?)',
      'content/faq/misspelt-reference.md:7:95  body  "{site.emial}" is not a fact of site.yml  (did you mean "{site.email}"?)',
    ]);
  });

  it('are shown, and refused when misspelt, alike when the build workers parsed the files', () => {
    const dir = site('faq/misspelt-reference.md');
    expect(run(dir, false, TODAY, parsedByWorkers(dir)).errors.map(formatError)).toEqual([
      'content/faq/misspelt-reference.md:7:95  body  "{site.emial}" is not a fact of site.yml  (did you mean "{site.email}"?)',
    ]);
    const valid = site();
    const page = run(valid, false, TODAY, parsedByWorkers(valid)).files.get('pages/accessibility.json');
    expect(JSON.stringify(page)).toContain('"href":"tel:+17135550142"');
    expect(page).toEqual(run(valid).files.get('pages/accessibility.json'));
  });
});

describe('links the build cannot render are content errors', () => {
  const refused = (line: number, url: string, scheme: string) =>
    `content/blog/hostile-links.md:${line}:1  body  link "${url}" uses "${scheme}:", which is not allowed  (link to a page of this site (/...), an https:// address, mailto:, tel: or a #heading)`;

  it('reports every hostile link of a body with its line and nothing for the good ones', () => {
    expect(messages(site('blog/hostile-links.md'))).toEqual([
      refused(15, 'javascript:alert(1)', 'javascript'),
      refused(16, 'javascript:alert(1)', 'javascript'),
      refused(17, 'JAVASCRIPT:alert(1)', 'javascript'),
      refused(18, 'vbscript:msgbox(1)', 'vbscript'),
      refused(19, 'data:text/html;base64,PHNjcmlwdD4=', 'data'),
      refused(20, 'file:///etc/passwd', 'file'),
      'content/blog/hostile-links.md:21:1  body  link has no target  (write the address between the parentheses: [text](/how-it-works))',
      'content/blog/hostile-links.md:22:1  body  link "how-it-works" is relative  (start links to pages of this site with /, like /how-it-works)',
      'content/blog/hostile-links.md:23:1  body  link "//evil.example.com/x" has no scheme  (write other sites in full, like https://www.medicare.gov/)',
      'content/blog/hostile-links.md:24:1  body  links to "/resorces/guides", which does not exist  (did you mean /resources/guides?)',
      'content/blog/hostile-links.md:25:1  body  links to "#getting-hlep", but no heading of this page has that id  (did you mean #getting-help?)',
      'content/blog/hostile-links.md:26:1  body  links to "#pricing", but no heading of this page has that id  (headings of this page: #getting-help, #call-us)',
      refused(33, 'ftp://files.example.com/x', 'ftp'),
    ]);
  });

  it('suggests the page a front-matter link probably meant', () => {
    expect(messages(site('resources/near-miss-link.md'))).toEqual([
      'content/resources/near-miss-link.md:8:7  link  links to "/resorces/guides", which does not exist  (did you mean /resources/guides?)',
    ]);
  });
});

describe('the website design content', () => {
  it('is written with its defaults', () => {
    const data = run(site()).files.get('website-design.json') as WebsiteDesign;
    expect(data.packages[0]).toMatchObject({ id: 'basic', setupPrice: 400, monthlyPrice: 100, recommended: false });
    expect(data.demos[0]?.demoUrl).toBe('/demos/test.html');
  });

  it('shows the site facts its text refers to', () => {
    const dir = site();
    const file = path.join(dir, 'content', 'website-design.yml');
    writeFileSync(file, readFileSync(file, 'utf8').replace('description: A first website.', 'description: A first website, from {site.name}.'));
    expect((run(dir).files.get('website-design.json') as WebsiteDesign).packages[0]?.description).toBe('A first website, from CareBridge Connect.');
  });

  it('reports a demo page that is not under public/', () => {
    expect(messages(site('website-design.yml'))).toEqual([
      'content/website-design.yml:15:14  demos.0.demoUrl  file "/demos/missing.html" does not exist  (put the file under public/)',
    ]);
  });
});
