import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { z } from 'zod';
import { staticRoutes, blogPostPath } from '../../src/config/routes';
import {
  blogPostSchema,
  faqSchema,
  guideSchema,
  jobSchema,
  legalPageSchema,
  resourceSchema,
  siteSchema,
  websiteDesignSchema,
} from '../../src/content/schemas';
import { legalPageNames, slugPattern, type LegalPageName } from '../../src/content/categories';
import {
  RELATED_POSTS,
  dataFiles,
  type BlogPost,
  type BlogPostSummary,
  type FaqEntry,
  type Guide,
  type Job,
  type LegalPage,
  type Resource,
  type SiteConfig,
  type WebsiteDesign,
} from '../../src/content/types';
import { describeIssues, sortErrors, type ContentError } from './errors';
import { FrontMatterLanguageError, FrontMatterSyntaxError, parseSource, parseYaml, type Position } from './front-matter';
import { readingTime, renderMarkdown, type MarkdownFacts, type MarkdownLink, type RenderedMarkdown } from './markdown';
import type { ParsedEntry, SourceFile } from './parse-entry';
import { checkLinkTarget, nearestPage } from './links';
import { buildSearchIndex } from './search-index';
import { todayCalendarDate } from '../../src/lib/dates';
import { isExpired, isScheduled } from './schedule';
import { checkPublicSvgs } from './svg-check';
import { checkImageHost, checkRasterImage, imageFilePath, isRasterImagePath, readImageFile, type ImageFile, type ImageProblem, type ImageUse } from './image-check';
import { imageHostOrigins } from '../../src/server/security-headers';
import { isHttpsUrl } from '../../src/content/schemas';
import { cardCrops, cropName, type CardCrop } from '../../src/components/primitives/responsive-image';
import { placeholdersIn } from './placeholders';
import type { ContentCounts } from './summary';
import { scaffoldTypes, templatePlaceholders, type ScaffoldType } from './scaffold';
import { sectionPagesStep } from './section-pages';

export interface PipelineOptions {
  /** The content folder (holding blog/, guides/, ..., site.yml). */
  contentDir: string;
  /** The public folder, where files that content links to must exist. */
  publicDir: string;
  /** Keep `draft: true` entries (development) or leave them out (build). */
  includeDrafts: boolean;
  /** How file names are printed in messages, relative to this folder. */
  displayRoot?: string;
  /**
   * Today in Houston (YYYY-MM-DD): entries dated after it and jobs past their `validThrough`
   * are left out like drafts. Injectable so tests run at a fixed clock.
   */
  today?: string;
  /** The content files, when already read (see contentSources); read here otherwise. */
  sources?: ContentSources;
  /**
   * Entries already parsed elsewhere (the build's workers), by display name. A worker keeps each
   * blog post's Markdown tree and table of contents for the page it renders, so the post files
   * made from these carry neither. A file missing here is parsed here.
   */
  parsed?: ReadonlyMap<string, ParsedEntry>;
}

type Collection = (typeof collections)[number];
/** The Markdown files of each collection. */
export type ContentSources = ReadonlyMap<Collection, SourceFile[]>;

/** An entry held back from the build by its date; kept in development, so the author can preview it. */
export interface HeldEntry {
  file: string;
  reason: 'scheduled' | 'expired';
  /** The `date` it appears on, or the `validThrough` it was shown until. */
  date: string;
}

export interface PipelineResult {
  errors: ContentError[];
  /** Generated JSON by path relative to the data folder; empty when there are errors. */
  files: Map<string, unknown>;
  /** Every page the site will have, for the prerenderer and the sitemap. */
  blogSlugs: string[];
  /** The source file (display name) of each published post, by slug. */
  postSources: Map<string, string>;
  /** Entries that are not drafts but are left out of the build today by their dates. */
  held: HeldEntry[];
  /** The raster images under public/ that published content shows, each once, sorted by site path: the images the build converts. Empty when there are errors. */
  images: ContentImage[];
  /** The entries of each kind this run keeps, and those not live today, for the closing line. */
  counts: ContentCounts;
}

/** A raster image published content shows, as the check read it, for the build to convert. */
export interface ContentImage {
  /** The site path of its file (`/images/blog/team.jpg`). */
  sitePath: string;
  /** Its pixels, from its header: what its encoding time follows. */
  pixels: number;
  /** The proportions of the cards that show it, for the build to cut it to. */
  crops: CardCrop[];
}

/** A rendered body, or only its facts when a build worker kept it (blog posts). */
type Markdown = RenderedMarkdown | MarkdownFacts;

/** The rendered body of an entry other than a blog post (a worker hands those over whole). */
function rendered(markdown: Markdown): RenderedMarkdown {
  if (!('tree' in markdown)) throw new Error('Only blog posts keep their bodies in the build workers');
  return markdown;
}

interface Parsed<T> {
  source: SourceFile;
  data: T;
  markdown: Markdown;
  positionOf: (path: readonly (string | number)[], part?: 'key' | 'value') => Position;
}

const collections = ['blog', 'resources', 'guides', 'faq', 'jobs', 'pages'] as const;

/** The front-matter image of each collection that has one, where it is shown (its minimum width), and its card's proportions. */
const frontMatterImages: Partial<Record<Collection, { field: string; use: ImageUse; crop: CardCrop }>> = {
  blog: { field: 'image', use: 'postImage', crop: cardCrops.wide },
  resources: { field: 'image', use: 'resourceImage', crop: cardCrops.wide },
  guides: { field: 'coverImage', use: 'guideCoverImage', crop: cardCrops.tall },
};

/** Every collection's Markdown files, named as the pipeline names them in its messages and `parsed`. */
export function contentSources(contentDir: string, displayRoot = path.dirname(contentDir)): ContentSources {
  const display = (p: string) => path.relative(displayRoot, p).split(path.sep).join('/');
  return new Map(collections.map((collection) => [collection, listMarkdown(path.join(contentDir, collection), display(path.join(contentDir, collection)))]));
}

function listMarkdown(dir: string, displayDir: string): SourceFile[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((file) => file.endsWith('.md'))
    .sort()
    .map((file) => ({
      display: `${displayDir}/${file}`,
      name: file.slice(0, -3),
      raw: readFileSync(path.join(dir, file), 'utf8'),
    }));
}

/** Reads, validates and compiles all content. Touches the disk only to read. */
export function runPipeline(options: PipelineOptions): PipelineResult {
  const errors: ContentError[] = [];
  const displayRoot = options.displayRoot ?? path.dirname(options.contentDir);
  const display = (p: string) => path.relative(displayRoot, p).split(path.sep).join('/');
  const report = (file: string, at: Position, field: string, message: string, hint?: string) =>
    errors.push({ file, line: at.line, column: at.column, field, message, ...(hint ? { hint } : {}) });
  // Files whose front matter failed: their bodies are still checked, so one run lists every problem.
  const invalid: { source: SourceFile; markdown: Markdown; data: Record<string, unknown>; positionOf: Parsed<unknown>['positionOf'] }[] = [];

  function parse<S extends z.ZodType>(source: SourceFile, schema: S): Parsed<z.output<S>> | undefined {
    const elsewhere = options.parsed?.get(source.display);
    if (elsewhere) {
      // Positions are wanted only for a message: the front matter is parsed again for the first one.
      let again: ReturnType<typeof parseSource> | undefined;
      const positionOf: Parsed<unknown>['positionOf'] = (fieldPath, part) => (again ??= parseSource(source.raw)).positionOf(fieldPath, part);
      return validate(source, schema, { data: elsewhere.data, positionOf }, elsewhere.markdown);
    }
    let parsed;
    try {
      parsed = parseSource(source.raw);
    } catch (error) {
      if (error instanceof FrontMatterSyntaxError) {
        report(source.display, error.position, error.field ?? 'front matter', error.message, error.hint);
        return undefined;
      }
      if (error instanceof FrontMatterLanguageError) {
        report(source.display, error.position, 'front matter', error.message, `remove "${error.language}" after the opening --- and write the fields as YAML, like title: My post`);
        return undefined;
      }
      throw error;
    }
    return validate(source, schema, parsed, renderMarkdown(parsed.body, parsed.bodyLine - 1));
  }

  function validate<S extends z.ZodType>(
    source: SourceFile,
    schema: S,
    parsed: Pick<Parsed<Record<string, unknown>>, 'data' | 'positionOf'>,
    markdown: Markdown,
  ): Parsed<z.output<S>> | undefined {
    const result = schema.safeParse(parsed.data);
    if (!result.success) {
      const known = Object.keys((schema as unknown as z.ZodObject).shape ?? {});
      for (const problem of describeIssues(result.error.issues, parsed.data, known))
        report(source.display, parsed.positionOf(problem.path, problem.part), problem.field, problem.message, problem.hint);
      invalid.push({ source, markdown, data: parsed.data, positionOf: parsed.positionOf });
      return undefined;
    }
    return { source, data: result.data as z.output<S>, markdown, positionOf: parsed.positionOf };
  }

  // Which collection each file is of, for the checks that differ by collection (the image's width).
  const collectionOf = new Map<SourceFile, Collection>();
  const read = (collection: Collection) => {
    const sources = options.sources?.get(collection) ?? listMarkdown(path.join(options.contentDir, collection), display(path.join(options.contentDir, collection)));
    for (const source of sources) collectionOf.set(source, collection);
    return sources;
  };
  const today = options.today ?? todayCalendarDate();
  const held: HeldEntry[] = [];
  let drafts = 0;
  type Dated = { draft?: boolean; date?: string; validThrough?: string };
  /** Drafts and scheduled entries this build leaves out; still checked below. */
  const withheld: Parsed<Dated & Record<string, unknown>>[] = [];
  const published = <T extends { data: Dated; source: SourceFile }>(items: (T | undefined)[]) =>
    items.filter((item): item is T => {
      if (!item) return false;
      const keep = () => {
        if (!options.includeDrafts) withheld.push(item as unknown as Parsed<Dated & Record<string, unknown>>);
        return options.includeDrafts;
      };
      if (item.data.draft) {
        drafts++;
        return keep();
      }
      // A draft is held by its flag alone; only finished entries are reported as waiting on a date.
      if (isScheduled(item.data, today)) held.push({ file: item.source.display, reason: 'scheduled', date: item.data.date! });
      else if (isExpired(item.data, today)) held.push({ file: item.source.display, reason: 'expired', date: item.data.validThrough! });
      else return true;
      return keep();
    });

  // Site facts
  let site: SiteConfig | undefined;
  const sitePath = path.join(options.contentDir, 'site.yml');
  const siteDisplay = display(sitePath);
  if (!existsSync(sitePath)) {
    report(siteDisplay, { line: 1, column: 1 }, 'file', 'is missing', 'the site facts live in content/site.yml');
  } else {
    try {
      const yaml = parseYaml(readFileSync(sitePath, 'utf8'));
      const result = siteSchema.safeParse(yaml.data);
      if (result.success) site = result.data;
      else
        for (const problem of describeIssues(result.error.issues, yaml.data as Record<string, unknown>, Object.keys(siteSchema.shape)))
          report(siteDisplay, yaml.positionOf(problem.path, problem.part), problem.field, problem.message, problem.hint);
    } catch (error) {
      if (!(error instanceof FrontMatterSyntaxError)) throw error;
      report(siteDisplay, error.position, error.field ?? 'file', error.message, error.hint);
    }
  }

  // A site address of a file under public/ (a query or fragment does not count).
  const publicFileExists = (url: string) => {
    const name = imageFilePath(url);
    if (name === undefined) return false;
    const file = path.join(options.publicDir, name);
    return file.startsWith(options.publicDir) && existsSync(file) && statSync(file).isFile();
  };

  // Images: each file is read once, however many entries show it.
  const imageHosts = site ? imageHostOrigins(site) : undefined;
  const imageFiles = new Map<string, ImageFile>();
  const imageFileAt = (name: string) => {
    if (!imageFiles.has(name)) imageFiles.set(name, readImageFile(path.join(options.publicDir, name)));
    return imageFiles.get(name)!;
  };
  const imageFile = (url: string) => imageFileAt(imageFilePath(url)!);
  /**
   * The problems of an image that exists or is on another site: its format, width and size, or its
   * host. `subject` starts the message, naming the address ("file" in front matter, "image" in a body).
   */
  const checkImage = (file: string, at: Position, field: string, url: string, subject: string, use?: ImageUse) => {
    const say = (problem: ImageProblem) => report(file, at, field, `${subject} "${url}" ${problem.message}`, problem.hint);
    if (isHttpsUrl(url)) {
      // Without valid site facts the allowed hosts are unknown; site.yml has its own message then.
      const problem = imageHosts && checkImageHost(url, imageHosts);
      if (problem) say(problem);
    } else if (isRasterImagePath(url) && publicFileExists(url)) {
      for (const problem of checkRasterImage(url, imageFile(url), use)) say(problem);
    }
  };

  // Website design and hosting: packages, demos and testimonials.
  let websiteDesign: WebsiteDesign | undefined;
  const websiteDesignPath = path.join(options.contentDir, 'website-design.yml');
  const websiteDesignDisplay = display(websiteDesignPath);
  if (!existsSync(websiteDesignPath)) {
    report(websiteDesignDisplay, { line: 1, column: 1 }, 'file', 'is missing', 'the website design page reads its packages and demos there');
  } else {
    try {
      const yaml = parseYaml(readFileSync(websiteDesignPath, 'utf8'));
      const result = websiteDesignSchema.safeParse(yaml.data);
      if (result.success) {
        websiteDesign = result.data;
        for (const [i, demo] of result.data.demos.entries())
          for (const field of ['previewImage', 'demoUrl'] as const)
            if (!publicFileExists(demo[field]))
              report(websiteDesignDisplay, yaml.positionOf(['demos', i, field]), `demos.${i}.${field}`, `file "${demo[field]}" does not exist`, 'put the file under public/');
            else if (field === 'previewImage')
              checkImage(websiteDesignDisplay, yaml.positionOf(['demos', i, field]), `demos.${i}.${field}`, demo[field], 'file', 'demoPreviewImage');
      } else
        for (const problem of describeIssues(result.error.issues, yaml.data as Record<string, unknown>, Object.keys(websiteDesignSchema.shape)))
          report(websiteDesignDisplay, yaml.positionOf(problem.path, problem.part), problem.field, problem.message, problem.hint);
    } catch (error) {
      if (!(error instanceof FrontMatterSyntaxError)) throw error;
      report(websiteDesignDisplay, error.position, error.field ?? 'file', error.message, error.hint);
    }
  }

  const posts = published(read('blog').map((source) => parse(source, blogPostSchema)));
  const resources = published(read('resources').map((source) => parse(source, resourceSchema)));
  const guides = published(read('guides').map((source) => parse(source, guideSchema)));
  const faqs = published(read('faq').map((source) => parse(source, faqSchema)));
  const jobs = published(read('jobs').map((source) => parse(source, jobSchema)));

  const pageSources = read('pages');
  const pages = new Map<LegalPageName, Parsed<z.output<typeof legalPageSchema>>>();
  for (const source of pageSources) {
    if (!(legalPageNames as readonly string[]).includes(source.name)) {
      report(source.display, { line: 1, column: 1 }, 'file', 'is not a known page', `pages are ${legalPageNames.map((n) => `${n}.md`).join(', ')}`);
      continue;
    }
    const page = parse(source, legalPageSchema);
    if (page) pages.set(source.name as LegalPageName, page);
  }
  for (const name of legalPageNames) {
    if (!pageSources.some((source) => source.name === name)) {
      report(display(path.join(options.contentDir, 'pages', `${name}.md`)), { line: 1, column: 1 }, 'file', 'is missing', `the /${name} page is written there`);
    }
  }

  // Slugs: from the front matter or the file name, unique, well formed.
  const slugOwners = new Map<string, string>();
  const postSlug = (post: (typeof posts)[number]) => post.data.slug ?? post.source.name;
  for (const post of posts) {
    const slug = postSlug(post);
    const at = post.data.slug ? post.positionOf(['slug']) : { line: 1, column: 1 };
    if (!post.data.slug && !slugPattern.test(slug)) {
      report(post.source.display, at, 'slug', `file name "${slug}" is not a valid slug`, 'rename the file to lower-case words joined by hyphens, or set "slug:"');
    }
    const owner = slugOwners.get(slug);
    if (owner) report(post.source.display, at, 'slug', `"${slug}" is already used`, `also the slug of ${owner}`);
    else slugOwners.set(slug, post.source.display);
  }
  for (const item of [...resources, ...guides, ...faqs, ...jobs]) {
    if (!slugPattern.test(item.source.name)) {
      report(item.source.display, { line: 1, column: 1 }, 'file', `name "${item.source.name}" is not a valid slug`, 'use lower-case words joined by hyphens, like "my-guide.md"');
    }
  }

  // Links and files that content points to.
  const pagePaths = new Set<string>([...staticRoutes.map((route) => route.path), ...[...slugOwners.keys()].map(blogPostPath)]);
  const checkLink = (file: string, url: string, at: Position, field: string, ids?: ReadonlySet<string>, pages: ReadonlySet<string> = pagePaths) => {
    const problem = checkLinkTarget(url, { pages, fileExists: publicFileExists, ...(ids ? { headingIds: ids } : {}) });
    if (problem) report(file, at, field, problem.message, problem.hint);
  };
  /** A file a front-matter field names: that it exists and, for the collection's image, its format, width and size, or its host. */
  const checkFile = (item: Pick<Parsed<unknown>, 'source' | 'positionOf'> & { data: unknown }, field: string) => {
    const url = (item.data as Record<string, unknown>)[field];
    if (typeof url !== 'string') return;
    if (url.startsWith('/') && !publicFileExists(url)) {
      report(item.source.display, item.positionOf([field]), field, `file "${url}" does not exist`, 'put the file under public/ or use an https:// address');
      return;
    }
    const image = frontMatterImages[collectionOf.get(item.source)!];
    if (image?.field === field) checkImage(item.source.display, item.positionOf([field]), field, url, 'file', image.use);
  };
  const checkBodyImage = (file: string, image: MarkdownLink) => {
    const url = image.url.trim();
    if (isHttpsUrl(url)) checkImage(file, image, 'body', url, 'image');
    else if (!/^\/(?![/\\])/.test(url))
      report(file, image, 'body', `image "${image.url}" is not a file of this site or an https:// address`, 'start it with / for a file under public/, like ![A nurse at home](/images/blog/visit.jpg)');
    else if (!publicFileExists(url)) report(file, image, 'body', `image "${url}" does not exist`, 'put the file under public/, like public/images/blog/visit.jpg for /images/blog/visit.jpg');
    else checkImage(file, image, 'body', url, 'image');
  };
  const checkBody = (item: Pick<Parsed<unknown>, 'source' | 'markdown'>, pages: ReadonlySet<string> = pagePaths) => {
    for (const link of item.markdown.links) checkLink(item.source.display, link.url, link, 'body', item.markdown.headingIds, pages);
    for (const image of item.markdown.images) {
      if (!image.alt.trim())
        report(item.source.display, image, 'body', `image "${image.url}" has no alt text`, 'write what it shows between the brackets: ![A nurse visiting a patient](/images/x.svg)');
      checkBodyImage(item.source.display, image);
    }
  };
  const fileFields = ['image', 'coverImage', 'downloadLink'];
  for (const item of invalid) {
    checkBody(item);
    // Only fields that were well formed: a malformed one already has its own message.
    const reported = new Set(errors.filter((e) => e.file === item.source.display).map((e) => e.field));
    for (const field of fileFields) if (!reported.has(field)) checkFile(item, field);
    if (typeof item.data.link === 'string' && !reported.has('link')) checkLink(item.source.display, item.data.link, item.positionOf(['link']), 'link');
  }

  for (const post of posts) {
    checkBody(post);
    checkFile(post, 'image');
  }
  for (const resource of resources) {
    checkBody(resource);
    checkFile(resource, 'image');
    checkLink(resource.source.display, resource.data.link, resource.positionOf(['link']), 'link');
  }
  for (const guide of guides) {
    checkBody(guide);
    checkFile(guide, 'coverImage');
    checkFile(guide, 'downloadLink');
  }
  for (const faq of faqs) checkBody(faq);
  for (const page of pages.values()) checkBody(page);

  // Entries left out of this build are checked all the same, against every page that will exist
  // once they are out, so an entry that passes today cannot break the build on its publishing day.
  const withheldSlug = (item: Parsed<Dated & Record<string, unknown>>) =>
    item.source.display.includes('/blog/') ? ((item.data.slug as string | undefined) ?? item.source.name) : undefined;
  const laterPaths = new Set([...pagePaths, ...withheld.flatMap((item) => withheldSlug(item) ?? []).map(blogPostPath)]);
  for (const item of withheld) {
    const slug = withheldSlug(item);
    const owner = slug === undefined ? undefined : slugOwners.get(slug);
    if (slug !== undefined && owner) report(item.source.display, item.data.slug ? item.positionOf(['slug']) : { line: 1, column: 1 }, 'slug', `"${slug}" is already used`, `also the slug of ${owner}`);
    checkBody(item, laterPaths);
    for (const field of fileFields) checkFile(item, field);
    if (typeof item.data.link === 'string') checkLink(item.source.display, item.data.link, item.positionOf(['link']), 'link', undefined, laterPaths);
  }
  // What `npm run new` writes for the author to replace may stay in a draft, never in an entry that goes live.
  const templateOf = new Map(Object.entries(scaffoldTypes).map(([type, collection]) => [collection as Collection, type as ScaffoldType]));
  const checkPlaceholders = (item: { source: SourceFile; data: Record<string, unknown>; positionOf: Parsed<unknown>['positionOf'] }, skip: ReadonlySet<string> = new Set()) => {
    const type = templateOf.get(collectionOf.get(item.source)!);
    if (!type || item.data.draft === true) return;
    for (const use of placeholdersIn(templatePlaceholders(type), item.data, item.source.raw)) {
      const field = 'path' in use ? use.path[0] : 'body';
      if ('path' in use && skip.has(field)) continue;
      const at = 'path' in use ? item.positionOf(use.path) : { line: use.bodyLine, column: 1 };
      report(item.source.display, at, field, `still holds the template's "${use.placeholder.text}"`, use.placeholder.hint);
    }
  };
  for (const item of invalid) checkPlaceholders(item, new Set(errors.filter((e) => e.file === item.source.display).map((e) => e.field)));
  for (const item of [...posts, ...resources, ...guides, ...faqs, ...jobs, ...withheld]) checkPlaceholders(item as Parameters<typeof checkPlaceholders>[0]);

  if (site) {
    const nav = site.navigation.flatMap((item, i) => [
      { href: item.href, path: ['navigation', i, 'href'] },
      ...(item.children ?? []).map((child, j) => ({ href: child.href, path: ['navigation', i, 'children', j, 'href'] })),
    ]);
    const footer = [
      ...site.footer.columns.flatMap((column, i) => column.links.map((l, j) => ({ href: l.href, path: ['footer', 'columns', i, 'links', j, 'href'] }))),
      ...site.footer.legal.map((l, j) => ({ href: l.href, path: ['footer', 'legal', j, 'href'] })),
    ];
    for (const link of [...nav, ...footer]) {
      if (!pagePaths.has(link.href)) {
        const nearest = nearestPage(link.href, pagePaths);
        const yaml = parseYaml(readFileSync(sitePath, 'utf8'));
        report(siteDisplay, yaml.positionOf(link.path), link.path.join('.'), `links to "${link.href}", which does not exist`, nearest ? `did you mean ${nearest}?` : 'use a page of this site');
      }
    }
  }

  const sectionPages = sectionPagesStep({ contentDir: options.contentDir, display, site, checkLink: (url) => checkLinkTarget(url, { pages: pagePaths, fileExists: publicFileExists }) });
  errors.push(...sectionPages.errors);

  // SVGs are served from the site's own origin, where a script in one would run with the site's rights.
  errors.push(...checkPublicSvgs(options.publicDir, display));

  const blogSlugs = posts.map(postSlug);
  const postSources = new Map(posts.map((post) => [postSlug(post), post.source.display]));
  const counts: ContentCounts = {
    posts: posts.length,
    guides: guides.length,
    resources: resources.length,
    faqs: faqs.length,
    jobs: jobs.length,
    pages: pages.size,
    drafts,
    scheduled: held.filter((entry) => entry.reason === 'scheduled').length,
    expired: held.filter((entry) => entry.reason === 'expired').length,
  };
  if (errors.length > 0 || !site || !websiteDesign) return { errors: sortErrors(errors), files: new Map(), blogSlugs, postSources, held, images: [], counts };

  // Output: list indexes without bodies, one file per body.
  const files = new Map<string, unknown>();
  files.set(dataFiles.site, site);
  files.set(dataFiles.websiteDesign, websiteDesign);

  const newestFirst = <T extends { date: string }>(a: T, b: T) => b.date.localeCompare(a.date);
  // A post parsed by a build worker has its body and table of contents added there.
  const fullPosts: (Omit<BlogPost, 'related' | 'body' | 'toc'> & Partial<Pick<BlogPost, 'body' | 'toc'>>)[] = posts
    .map((post) => {
      const { slug: _slug, ...data } = post.data;
      const { markdown } = post;
      return {
        ...data,
        slug: postSlug(post),
        readTime: readingTime(markdown.words),
        ...('tree' in markdown ? { body: markdown.tree, toc: markdown.toc } : {}),
      };
    })
    .sort((a, b) => newestFirst(a, b) || a.slug.localeCompare(b.slug));
  const summaries: BlogPostSummary[] = fullPosts.map(({ body: _body, toc: _toc, ...summary }) => summary);
  files.set(dataFiles.blogIndex, summaries);
  // The newest posts but this one: the first RELATED_POSTS + 1 are enough to choose from.
  const newest = summaries.slice(0, RELATED_POSTS + 1);
  for (const post of fullPosts) {
    const related = newest.filter((other) => other.slug !== post.slug).slice(0, RELATED_POSTS);
    files.set(dataFiles.blogPost(post.slug), { ...post, related });
  }

  const bySlug = <T extends { data: object; source: SourceFile }>(items: T[]) =>
    items.map((item) => ({ ...item.data, slug: item.source.name }));
  files.set(dataFiles.resources, (bySlug(resources) as Resource[]).sort(newestFirst));
  files.set(dataFiles.guides, (bySlug(guides) as Guide[]).sort(newestFirst));
  // Search indexes of the listings, in the listings' order; titles and descriptions, never a body.
  const documentsOf = <T extends { slug: string; title: string; category: string }>(items: T[], text: (item: T) => string) =>
    items.map((item) => ({ slug: item.slug, title: item.title, description: text(item), category: item.category }));
  files.set(dataFiles.searchIndex('blog'), buildSearchIndex(documentsOf(summaries, (post) => post.excerpt)));
  for (const listing of ['resources', 'guides'] as const) {
    const items = files.get(dataFiles[listing]) as (Resource | Guide)[];
    files.set(dataFiles.searchIndex(listing), buildSearchIndex(documentsOf(items, (item) => item.description)));
  }
  files.set(dataFiles.jobs, (bySlug(jobs) as Job[]).sort((a, b) => a.title.localeCompare(b.title)));

  const faqEntries: FaqEntry[] = faqs
    .map(({ data: { draft: _draft, ...data }, source, markdown }) => ({
      ...data,
      id: source.name,
      answer: rendered(markdown).tree,
      answerText: rendered(markdown).text.trim(),
    }))
    .sort((a, b) => a.category.localeCompare(b.category) || a.order - b.order);
  files.set(dataFiles.faq, faqEntries);

  for (const [name, page] of pages) {
    const { tree, toc } = rendered(page.markdown);
    const legal: LegalPage = { ...page.data, name, body: tree, toc };
    files.set(dataFiles.legalPage(name), legal);
  }

  for (const [file, page] of sectionPages.files) files.set(file, page);

  // The raster images the published site shows, for the build to convert, with the proportions
  // of the cards that show them; their headers were read by the checks above.
  const shown = new Map<string, CardCrop[]>();
  const show = (url: string, crop?: CardCrop) => {
    if (!isRasterImagePath(url)) return;
    const name = imageFilePath(url)!;
    const crops = shown.get(name) ?? [];
    if (crop && !crops.some((made) => cropName(made) === cropName(crop))) crops.push(crop);
    shown.set(name, crops);
  };
  for (const post of posts) show(post.data.image, frontMatterImages.blog!.crop);
  for (const resource of resources) show(resource.data.image, frontMatterImages.resources!.crop);
  for (const guide of guides) show(guide.data.coverImage, frontMatterImages.guides!.crop);
  for (const demo of websiteDesign.demos) show(demo.previewImage);
  for (const item of [...posts, ...resources, ...guides, ...faqs, ...pages.values()]) for (const image of item.markdown.images) show(image.url.trim());
  const images = [...shown.keys()].sort().map((sitePath): ContentImage => {
    const { image } = imageFileAt(sitePath);
    return { sitePath, pixels: image.kind === 'raster' ? image.width * image.height : 0, crops: shown.get(sitePath)! };
  });

  return { errors: [], files, blogSlugs, postSources, held, images, counts };
}

export type { MarkdownLink, ParsedEntry, SourceFile };
export { collections };
