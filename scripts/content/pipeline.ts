import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { z } from 'zod';
import { isHttpsUrl } from '../../src/content/schema-fields';
import { siteSchema, websiteDesignSchema } from '../../src/content/schemas';
import { slugPattern } from '../../src/content/categories';
import type { SiteRoute } from '../../src/config/routes';
import { siteRoutes } from '../../src/content/collections/routes';
import { blog as blogCollection } from '../../src/content/collections/blog';
import { faq as faqCollection } from '../../src/content/collections/faq';
import { jobs as jobsCollection } from '../../src/content/collections/jobs';
import { legalPages } from '../../src/content/collections/legal-pages';
import { faqGroupId, faqQuestionId, fixedPageIds, jobOpeningId, jobPageIds, MAIN_ID } from '../../src/content/page-anchors';
import type { FaqFrontMatter } from './types/faq';
import { ALTERNATES_FILE, PAGE_HEADS_FILE, type Alternates, type PageHead, type PageHeads } from '../../src/content/page-heads';
import { dataFiles, type SiteConfig, type WebsiteDesign } from '../../src/content/types';
import { describeIssues, sortErrors, type ContentError } from './errors';
import { FrontMatterLanguageError, FrontMatterSyntaxError, parseSource, parseYaml, type Position } from './front-matter';
import { renderMarkdown, type MarkdownFacts, type MarkdownLink, type RenderedMarkdown } from './markdown';
import type { ParsedEntry, SourceFile } from './parse-entry';
import { checkLinkTarget, nearestPage, type TranslationLinks } from './links';
import { buildSearchIndex } from './search-index';
import { todayCalendarDate } from '../../src/lib/dates';
import { isExpired, isScheduled } from './schedule';
import { checkPublicSvgs } from './svg-check';
import { checkImageHost, checkRasterImage, imageFilePath, isRasterImagePath, readImageFile, type ImageFile, type ImageProblem, type ImageUse } from './image-check';
import { imageHostOrigins } from '../../src/server/security-headers';
import { cropName, type CardCrop } from '../../src/components/primitives/responsive-image';
import { placeholdersIn } from './placeholders';
import type { ContentCounts } from './summary';
import { contentTypes, type ContentType, type Entry } from './types';
import { codePageNames, contentRoutes, sectionPageSources, sectionPagesStep, takenAddresses } from './section-pages';
import { PAGE_ROUTES_FILE, type PageRoutes } from '../../src/content/page-routes';
import { interfaceTextStep } from './interface-text';
import { checkBrandFacts } from './brand-facts';
import { hasReferences, referenceProblems, resolveMarkdown, resolveReferences, siteFacts, type SiteFacts } from './references';
import { allLanguages, dataPrefix, DEFAULT_LANGUAGE, languageOfPath, translatedLanguages, type Language } from '../../src/config/languages';
import { localPath, routePath } from '../../src/config/routes';
import { checkTranslations, TRANSLATION_FIELDS, type ContentWarning } from './translations';
import { checkTranslatedWords } from './translated-words';
import { englishValueHint } from './fixed-values';
import { interfaceTextFile, type InterfaceText } from '../../src/i18n/text';

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
  /** The content types to read: every one the site has, or others in a test. */
  types?: readonly ContentType[];
}

/** The Markdown files of each content type, by its name. */
export type ContentSources = ReadonlyMap<string, SourceFile[]>;

/** An entry held back from the build by its date; kept in development, so the author can preview it. */
export interface HeldEntry {
  file: string;
  reason: 'scheduled' | 'expired';
  /** The `date` it appears on, or the `validThrough` it was shown until. */
  date: string;
}

export interface PipelineResult {
  errors: ContentError[];
  /** What the author should look at without it stopping the site: translations whose English changed since. */
  warnings: ContentWarning[];
  /** Generated JSON by path relative to the data folder; empty when there are errors. */
  files: Map<string, unknown>;
  /** The slugs of the published blog posts. */
  blogSlugs: string[];
  /** The source file (display name) of each published English blog post, by slug. */
  postSources: Map<string, string>;
  /** The source file (display name) of each published entry with a page of its own, in every language, by its page's address. */
  pageSources: Map<string, string>;
  /**
   * The data file of each page of an entry, by the page's address, in every language: a published
   * entry's, and an ended one's (a job past its `validThrough`, whose page says so). Only the
   * published entries' pages are in the sitemap and the search.
   */
  entryPages: Map<string, string>;
  /** The addresses of the ended entries' pages (a subset of `entryPages`). */
  endedPages: string[];
  /** Entries that are not drafts but are left out of the build today by their dates. */
  held: HeldEntry[];
  /** The ids of each page's parts that links from content may name after `#`, by the page's address. */
  anchors: ReadonlyMap<string, ReadonlySet<string>>;
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

/** A rendered body, or only its facts when a build worker kept it (entries with a page of their own). */
type Markdown = RenderedMarkdown | MarkdownFacts;
type PositionOf = (path: readonly (string | number)[], part?: 'key' | 'value') => Position;
/**
 * Where a message points, or how to find it: a field's position in a file a build worker parsed
 * costs a second parse of its front matter, so the checks ask for it only to report a problem.
 */
type At = Position | (() => Position);

/** A content file whose front matter parsed, with its type; `data` is valid unless it is in `Run.invalid`. */
interface Parsed<T = Record<string, unknown>> {
  type: ContentType;
  source: SourceFile;
  data: T;
  /** The language of its folder. */
  language: Language;
  /** A translation's English source, as its `translationOf:` names it (`blog/x.md`). */
  translationOf?: string;
  markdown: Markdown;
  positionOf: PositionOf;
}

type Dated = { draft?: boolean; date?: string; validThrough?: string; slug?: string };

/** The published entries of one type. */
interface TypeEntries {
  type: ContentType;
  published: Parsed<Dated & Record<string, unknown>>[];
}

/** What the steps of one run share: the options, the messages so far, and what the checks found. */
interface Run {
  options: PipelineOptions;
  types: readonly ContentType[];
  today: string;
  errors: ContentError[];
  display: (file: string) => string;
  report: (file: string, at: At, field: string, message: string, hint?: string) => void;
  /** Files whose front matter failed: their bodies are still checked, so one run lists every problem. */
  invalid: Parsed[];
  /** Drafts and scheduled entries this build leaves out; still checked. */
  withheld: Parsed<Dated & Record<string, unknown>>[];
  /** The entries past their end day (`validThrough`) this build leaves out; their type may keep a page saying so (`ended`). */
  ended: Parsed<Dated & Record<string, unknown>>[];
  held: HeldEntry[];
  drafts: number;
  /** The hosts content images may come from; unknown without valid site facts. */
  imageHosts?: readonly string[];
  /** Each image file read once, however many entries show it. */
  imageFiles: Map<string, ImageFile>;
  /** The facts `{site.…}` references read in each language; none without valid site facts (site.yml has its own messages then). */
  facts: Map<Language, SiteFacts>;
  /** The ids of each page a link may name after `#`, by address; known once every entry is read. */
  anchors?: ReadonlyMap<string, ReadonlySet<string>>;
  /** Each translated language's pages, by the address of their English page; known once every entry is read. */
  counterparts: Map<Language, ReadonlyMap<string, string>>;
  /** Each translated language's ids of the parts of its pages, by the id of the same part on the English page (a question's). */
  anchorCounterparts: Map<Language, ReadonlyMap<string, string>>;
  /** The pages of each English file, by its path under content/; known once every entry is read. */
  englishPages?: ReadonlyMap<string, string[]>;
  /** Each language's interface words by data file; empty when they have errors. */
  interfaceText: ReadonlyMap<string, InterfaceText>;
}

/**
 * Every content type's Markdown files in every language, named as the pipeline names them in its
 * messages and `parsed`: by the type's name for English (`blog`), under the language's prefix for
 * a translation (`es/blog`, from content/es/blog/), where it has that folder.
 */
export function contentSources(contentDir: string, displayRoot = path.dirname(contentDir), types: readonly ContentType[] = contentTypes): ContentSources {
  const display = (p: string) => path.relative(displayRoot, p).split(path.sep).join('/');
  return new Map(
    allLanguages.flatMap((language) => {
      const dir = language === DEFAULT_LANGUAGE ? contentDir : path.join(contentDir, language);
      return types
        .filter(({ collection: { name } }) => language === DEFAULT_LANGUAGE || existsSync(path.join(dir, name)))
        .map(({ collection: { name } }) => [dataPrefix(language) + name, listMarkdown(path.join(dir, name), display(path.join(dir, name)))] as const);
    }),
  );
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

/**
 * Reads, validates and compiles all content. Touches the disk only to read. Each step below
 * loops over the content types, so a new type is checked and compiled by declaring it.
 */
export function runPipeline(options: PipelineOptions): PipelineResult {
  const run = startRun(options);
  const site = readSiteFacts(run);
  const translatedSites = site ? readTranslatedSites(run, site.data) : new Map<Language, SiteConfig>();
  if (site) run.facts = languageFacts(site.data, translatedSites);
  if (site) run.errors.push(...checkBrandFacts({ contentDir: options.contentDir, display: run.display, sites: [site.data, ...translatedSites.values()], sources: options.sources }));
  const interfaceText = interfaceTextStep(options.contentDir, run.display, run.facts);
  run.errors.push(...interfaceText.errors);
  run.interfaceText = interfaceText.files;
  const translations = checkTranslations(options.contentDir, run.display);
  run.errors.push(...translations.errors);
  const englishNotes = new Map(
    translatedLanguages.flatMap((language) => {
      const note = interfaceText.files.get(interfaceTextFile(language))?.['shell.inEnglish'];
      return note ? [[language, note] as const] : [];
    }),
  );
  const translatedWords = checkTranslatedWords({ contentDir: options.contentDir, display: run.display, englishNotes });
  run.errors.push(...translatedWords.errors);
  const warnings = [...translations.warnings, ...translatedWords.warnings];
  run.imageHosts = site ? imageHostOrigins(site.data) : undefined;
  const websiteDesign = readWebsiteDesign(run);
  // Each language's entries, read from its folder (English at the top of content/, others in content/<language>/).
  // A language is built when content/ has its folder: a site without translations has English pages only.
  const present = allLanguages.filter((language) => language === DEFAULT_LANGUAGE || existsSync(path.join(options.contentDir, language)));
  // The route list's pages, whose layout is code, and those drawn wholly from their sections at the addresses their files give.
  const codeRoutes = siteRoutes(run.types.map((type) => type.collection));
  const codePages = codePageNames(codeRoutes);
  const pageFiles = (language: Language) => sectionPageSources(path.join(contentDirOf(run, language), 'pages'), '');
  const pageRoutes = contentRoutes(pageFiles(DEFAULT_LANGUAGE), new Map(present.filter((language) => language !== DEFAULT_LANGUAGE).map((language) => [language, pageFiles(language)])), codePages);
  const routes = siteRoutes(run.types.map((type) => type.collection), pageRoutes);
  const taken = takenAddresses(run.types);
  const read = present.map((language) => {
    const entries = readEntries(run, language);
    return { language, entries, slugOwners: checkNames(run, entries) };
  });
  // A page may link to any page of any language.
  const pagePaths = new Set([
    ...present.flatMap((language) => routes.flatMap((route) => routePath(route, language) ?? [])),
    ...read.flatMap(({ language, slugOwners }) =>
      [...slugOwners].flatMap(([type, owners]) => (type.entryPage ? [...owners.keys()].map((slug) => localPath(language, type.entryPage!(slug))) : [])),
    ),
    // An ended entry's page stays (saying it has ended), so a link to it does not break the day after.
    ...endedPagesOf(run).map(([page]) => page),
  ]);
  const alternates = alternatesTable(routes, read);
  run.counterparts = counterpartsOf(alternates);
  run.anchors = pageAnchors(pagePaths, routes, read);
  run.anchorCounterparts = questionCounterparts(read);
  run.englishPages = englishPagesOf(routes, read);
  const languagePages = read.map(({ language, entries, slugOwners }) => {
    // A page file's English source is the file of the same name in content/pages/; a `#` link
    // names a part of the page the file is shown at.
    const checkLink = (url: string, page: string) =>
      checkLinkTarget(url, {
        pages: pagePaths,
        fileExists: (file) => publicFileExists(run, file),
        anchors: run.anchors,
        headingIds: new Set(routes.filter((route) => route.page === page).flatMap((route) => [...(run.anchors?.get(routePath(route, language) ?? '') ?? [])])),
        ...translationLinks(run, language, run.englishPages?.get(`pages/${page}.yml`)),
      });
    checkEntries(run, entries, pagePaths);
    if (language === DEFAULT_LANGUAGE) checkWithheld(run, pagePaths, slugOwners);
    checkTemplateWords(run, entries);
    const languageRoutes = routes.flatMap((route) => {
      const at = routePath(route, language);
      return at === undefined ? [] : [{ ...route, path: at }];
    });
    const sectionPages = sectionPagesStep({
      contentDir: contentDirOf(run, language),
      display: run.display,
      site: language === DEFAULT_LANGUAGE ? site?.data : translatedSites.get(language),
      checkLink,
      routes: languageRoutes,
      codePages,
      taken,
      ...(language === DEFAULT_LANGUAGE ? {} : { translation: language, englishDir: options.contentDir }),
    });
    run.errors.push(...sectionPages.errors);
    return { language, entries, sectionPages, routes: languageRoutes };
  });
  if (site) checkSiteLinks(run, site, pagePaths);
  checkTranslatedSiteLinks(run, pagePaths);
  // SVGs are served from the site's own origin, where a script in one would run with the site's rights.
  run.errors.push(...checkPublicSvgs(options.publicDir, run.display));

  const entries = read[0]!.entries;
  // By slug, which is unique within a type only: the blog's (a job's page is by its address, in pageSources).
  const paged = entries.filter((group) => group.type.collection.name === blogCollection.name);
  const blogSlugs = paged.flatMap((group) => group.published.map(slugOf));
  const postSources = new Map(paged.flatMap((group) => group.published.map((entry) => [slugOf(entry), entry.source.display] as const)));
  const pageSources = new Map(
    read.flatMap(({ language, entries }) =>
      entries.flatMap(({ type, published }) => (type.entryPage ? published.map((entry) => [localPath(language, type.entryPage!(slugOf(entry))), entry.source.display] as const) : [])),
    ),
  );
  const ended = endedPagesOf(run);
  const entryPages = new Map([
    ...read.flatMap(({ language, entries }) =>
      entries.flatMap(({ type, published }) =>
        type.entryPage && type.entryFile ? published.map((entry) => [localPath(language, type.entryPage!(slugOf(entry))), dataPrefix(language) + type.entryFile!(slugOf(entry))] as const) : [],
      ),
    ),
    ...ended,
  ]);
  const endedPages = ended.map(([page]) => page);
  const counts: ContentCounts = {
    kinds: entries.map(({ type, published }) => ({ ...type.count, count: published.length })),
    drafts: run.drafts,
    scheduled: run.held.filter((entry) => entry.reason === 'scheduled').length,
    expired: run.held.filter((entry) => entry.reason === 'expired').length,
  };
  if (run.errors.length > 0 || !site || !websiteDesign)
    return { errors: sortErrors(run.errors), warnings, files: new Map(), blogSlugs, postSources, pageSources, entryPages, endedPages, held: run.held, anchors: run.anchors ?? new Map(), images: [], counts };
  const files = new Map<string, unknown>([
    [dataFiles.site, site.data],
    [dataFiles.websiteDesign, websiteDesign.data],
  ]);
  for (const [language, translated] of translatedSites) files.set(dataPrefix(language) + dataFiles.site, translated);
  for (const [file, text] of interfaceText.files) files.set(file, text);
  const heads: PageHeads = {};
  const table: PageRoutes = { routes: [...pageRoutes], sitemap: {}, parents: {} };
  for (const { language, entries, sectionPages, routes: languageRoutes } of languagePages) {
    if (language === DEFAULT_LANGUAGE) table.sitemap = Object.fromEntries(sectionPages.places);
    Object.assign(table.parents, Object.fromEntries(sectionPages.parents));
    const prefix = dataPrefix(language);
    for (const [file, data] of compileEntries(entries)) files.set(prefix + file, data);
    if (language === DEFAULT_LANGUAGE) files.set(dataFiles.sitemapEntries, sitemapEntries(entries));
    for (const [file, page] of sectionPages.files) files.set(prefix + file, page);
    Object.assign(heads, pageHeadsTable(languageRoutes, sectionPages.heads, entries));
  }
  for (const [file, data] of endedFiles(run)) files.set(file, data);
  files.set(PAGE_HEADS_FILE, heads);
  files.set(PAGE_ROUTES_FILE, table);
  files.set(ALTERNATES_FILE, alternates);
  const images = collectImages(run, read.flatMap((language) => language.entries), websiteDesign.data);
  return { errors: [], warnings, files, blogSlugs, postSources, pageSources, entryPages, endedPages, held: run.held, anchors: run.anchors ?? new Map(), images, counts };
}

/** The ended entries of the types that keep a page for them (`ended`), as readEntries set them apart: English only, as the types that end are. */
const endedOf = (run: Run) => run.ended.filter((entry) => entry.type.entryPage && entry.type.entryFile && entry.type.ended);

/** The address of each ended entry's page, with its data file. */
const endedPagesOf = (run: Run): [string, string][] => endedOf(run).map((entry) => [entry.type.entryPage!(slugOf(entry)), entry.type.entryFile!(slugOf(entry))]);

/** What the pages of ended entries read, by data file. */
function endedFiles(run: Run): [string, unknown][] {
  const ended = endedOf(run);
  return [...new Set(ended.map((entry) => entry.type))].flatMap((type) =>
    type.ended!(ended.filter((entry) => entry.type === type).map((entry): Entry<object> => ({ source: entry.source, data: entry.data, markdown: entry.markdown, slug: slugOf(entry) }))),
  );
}

/** The entries the sitemap page lists under their type's pages (`sitemap.entries`), by type name: each page's address and title. */
function sitemapEntries(entries: TypeEntries[]): Record<string, { path: string; title: string }[]> {
  return Object.fromEntries(
    entries
      .filter(({ type }) => type.collection.sitemap.entries && type.entryPage)
      .map(({ type, published }) => [
        type.collection.name,
        published.map((entry) => ({ path: type.entryPage!(slugOf(entry)), title: String(entry.data.title) })).sort((a, b) => a.title.localeCompare(b.title)),
      ]),
  );
}

/** The facts `{site.…}` references read in each language: a translation's site facts, or the English where it has none. */
const languageFacts = (english: SiteConfig, translated: ReadonlyMap<Language, SiteConfig>) =>
  new Map(allLanguages.map((language) => [language, siteFacts(translated.get(language) ?? english)]));

/**
 * The facts `{site.…}` references read in each language, from the site.yml files of a content
 * folder, for a step run on its own (the interface words in a test); empty when they have errors.
 */
export function contentSiteFacts(contentDir: string): Map<Language, SiteFacts> {
  const run = startRun({ contentDir, publicDir: contentDir, includeDrafts: false });
  const site = readSiteFacts(run);
  return site ? languageFacts(site.data, readTranslatedSites(run, site.data)) : new Map();
}

/**
 * Each page written in two languages, by its address, with the address of the other: the fixed
 * pages by their routes, the entries with pages of their own by their `translationOf:`.
 */
function alternatesTable(routes: readonly SiteRoute[], read: readonly { language: Language; entries: TypeEntries[] }[]): Alternates {
  const table: Record<string, string> = {};
  const pair = (english: string, translated: string) => {
    table[english] = translated;
    table[translated] = english;
  };
  for (const { language } of read.filter((group) => group.language !== DEFAULT_LANGUAGE))
    for (const route of routes) {
      const translated = routePath(route, language);
      if (translated) pair(route.path, translated);
    }
  const english = read.find((group) => group.language === DEFAULT_LANGUAGE)!;
  const pageOf = new Map<string, string>(
    english.entries.flatMap(({ type, published }) => (type.entryPage ? published.map((entry) => [`${type.collection.name}/${entry.source.name}.md`, type.entryPage!(slugOf(entry))] as const) : [])),
  );
  for (const { language, entries } of read.filter((group) => group.language !== DEFAULT_LANGUAGE))
    for (const { type, published } of entries) {
      if (!type.entryPage) continue;
      for (const entry of published) {
        const source = entry.translationOf && pageOf.get(entry.translationOf);
        if (source) pair(source, localPath(language, type.entryPage(slugOf(entry))));
      }
    }
  return table;
}

/** Each translated language's pages by the address of their English page, from the table of counterparts. */
function counterpartsOf(alternates: Alternates): Map<Language, ReadonlyMap<string, string>> {
  return new Map(
    translatedLanguages.map((language) => [
      language,
      new Map(Object.entries(alternates).filter(([english, translated]) => languageOfPath(english) === DEFAULT_LANGUAGE && languageOfPath(translated) === language)),
    ]),
  );
}

/** Each translated language's question ids by the id of the English question each translates: `faq-what-does-it-cost` is `faq-cuanto-cuesta`. */
function questionCounterparts(read: readonly { language: Language; entries: TypeEntries[] }[]): Map<Language, ReadonlyMap<string, string>> {
  return new Map(
    read
      .filter(({ language }) => language !== DEFAULT_LANGUAGE)
      .map(({ language, entries }) => [
        language,
        new Map(
          entries
            .filter(({ type }) => type.collection.name === faqCollection.name)
            .flatMap(({ published }) => published)
            .flatMap((entry) => {
              const english = entry.translationOf?.trim();
              const name = english?.startsWith(`${faqCollection.name}/`) ? path.basename(english, '.md') : undefined;
              return name ? [[faqQuestionId(name), faqQuestionId(entry.source.name)] as const] : [];
            }),
        ),
      ]),
  );
}

/** The pages of each English file by its path under content/ (`blog/x.md`, `pages/faq.yml`): an entry's own page, a page file's addresses. */
function englishPagesOf(routes: readonly SiteRoute[], read: readonly { language: Language; entries: TypeEntries[] }[]): Map<string, string[]> {
  const pages = new Map<string, string[]>();
  const add = (file: string, page: string) => pages.set(file, [...(pages.get(file) ?? []), page]);
  for (const route of routes) for (const extension of ['yml', 'md']) add(`pages/${route.page}.${extension}`, route.path);
  for (const { type, published } of read.find((group) => group.language === DEFAULT_LANGUAGE)?.entries ?? [])
    if (type.entryPage) for (const entry of published) add(`${type.collection.name}/${entry.source.name}.md`, type.entryPage(slugOf(entry)));
  return pages;
}

/** What a link from a file in `language` must know, where it is a translation: the pages to link to in that language, and the English pages of what it translates. */
function translationLinks(run: Run, language: Language, own: readonly string[] = []): { translation?: TranslationLinks } {
  const counterparts = run.counterparts.get(language);
  if (language === DEFAULT_LANGUAGE || !counterparts) return {};
  const anchorCounterparts = run.anchorCounterparts.get(language);
  return { translation: { language, counterparts, own: new Set(own), ...(anchorCounterparts ? { anchorCounterparts } : {}) } };
}

/**
 * The ids of each page's parts a link may name after `#`, by address, as the pages draw them:
 * every page's main content; the headings of a body shown on a page of its own (a post, a job
 * opening, a legal page); a question's on the FAQ and How it works pages, and a category's on the
 * FAQ page; an open job's on the careers page; and those the code of a fixed page gives a part of
 * it (`fixedPageIds`).
 */
function pageAnchors(pagePaths: ReadonlySet<string>, routes: readonly SiteRoute[], read: readonly { language: Language; entries: TypeEntries[] }[]): Map<string, Set<string>> {
  const anchors = new Map([...pagePaths].map((page) => [page, new Set([MAIN_ID])]));
  const add = (page: string | undefined, ids: Iterable<string>) => {
    const known = page === undefined ? undefined : anchors.get(page);
    if (known) for (const id of ids) known.add(id);
  };
  for (const { language, entries } of read) {
    const pagesOf = (name: string) => routes.filter((route) => route.page === name).map((route) => routePath(route, language));
    for (const route of routes) add(routePath(route, language), fixedPageIds[route.page] ?? []);
    for (const { type, published } of entries) {
      for (const entry of published) {
        if (type.body === false) continue;
        if (type.entryPage) add(localPath(language, type.entryPage(slugOf(entry))), entry.markdown.headingIds);
        if (type.collection.name === legalPages.name) for (const page of pagesOf(entry.source.name)) add(page, entry.markdown.headingIds);
      }
      if (type.collection.name === faqCollection.name) {
        const questions = published as Parsed<FaqFrontMatter & Dated>[];
        for (const page of pagesOf('faq')) add(page, [...questions.map((entry) => faqQuestionId(entry.source.name)), ...questions.map((entry) => faqGroupId(entry.data.category))]);
        for (const page of pagesOf('how-it-works')) add(page, questions.filter((entry) => entry.data.howItWorks).map((entry) => faqQuestionId(entry.source.name)));
      }
      if (type.collection.name === jobsCollection.name) {
        for (const page of pagesOf('careers')) add(page, published.map((entry) => jobOpeningId(slugOf(entry))));
        for (const entry of published) {
          const { about, ...always } = jobPageIds;
          add(localPath(language, type.entryPage!(slugOf(entry))), [...Object.values(always), ...(entry.markdown.words > 0 ? [about] : [])]);
        }
      }
    }
  }
  return anchors;
}

/** Where a language's content is: the content folder for English, its folder in it for another. */
const contentDirOf = (run: Run, language: Language) => (language === DEFAULT_LANGUAGE ? run.options.contentDir : path.join(run.options.contentDir, language));

function startRun(options: PipelineOptions): Run {
  const displayRoot = options.displayRoot ?? path.dirname(options.contentDir);
  const errors: ContentError[] = [];
  return {
    options,
    types: options.types ?? contentTypes,
    today: options.today ?? todayCalendarDate(),
    errors,
    display: (p) => path.relative(displayRoot, p).split(path.sep).join('/'),
    report: (file, at, field, message, hint) => {
      const { line, column } = typeof at === 'function' ? at() : at;
      errors.push({ file, line, column, field, message, ...(hint ? { hint } : {}) });
    },
    invalid: [],
    withheld: [],
    ended: [],
    held: [],
    drafts: 0,
    imageFiles: new Map(),
    facts: new Map(),
    counterparts: new Map(),
    anchorCounterparts: new Map(),
    interfaceText: new Map(),
  };
}

/** A YAML file of content/ checked against its schema, with where its fields are for later messages. */
interface YamlFile<T> {
  data: T;
  display: string;
  positionOf: PositionOf;
}

/** Reads and checks one YAML file of content/; undefined, with its problems reported, when it is missing or wrong. */
function readYaml<S extends z.ZodObject>(run: Run, name: string, schema: S, missingHint: string, facts?: SiteFacts): YamlFile<z.output<S>> | undefined {
  const file = path.join(run.options.contentDir, name);
  const display = run.display(file);
  if (!existsSync(file)) {
    run.report(display, { line: 1, column: 1 }, 'file', 'is missing', missingHint);
    return undefined;
  }
  try {
    const yaml = parseYaml(readFileSync(file, 'utf8'));
    const data = facts
      ? resolveReferences(yaml.data, [], facts, (at, message, hint) => run.report(display, yaml.positionOf(at), at.join('.'), message, hint))
      : yaml.data;
    const result = schema.safeParse(data);
    if (result.success) return { data: result.data, display, positionOf: yaml.positionOf };
    for (const problem of describeIssues(result.error.issues, data as Record<string, unknown>, Object.keys(schema.shape)))
      run.report(display, yaml.positionOf(problem.path, problem.part), problem.field, problem.message, problem.hint);
  } catch (error) {
    if (!(error instanceof FrontMatterSyntaxError)) throw error;
    run.report(display, error.position, error.field ?? 'file', error.message, error.hint);
  }
  return undefined;
}

/** Site facts: content/site.yml. */
function readSiteFacts(run: Run): YamlFile<SiteConfig> | undefined {
  return readYaml(run, 'site.yml', siteSchema, 'the site facts live in content/site.yml');
}


/**
 * The site facts in each translated language: content/<language>/site.yml gives the words
 * (navigation, footer, messages) over the English facts; lists are replaced whole. Without that
 * file the language shows the English facts.
 */
function readTranslatedSites(run: Run, english: SiteConfig): Map<Language, SiteConfig> {
  const sites = new Map<Language, SiteConfig>();
  for (const language of translatedLanguages) {
    const file = path.join(run.options.contentDir, language, 'site.yml');
    if (!existsSync(file)) {
      sites.set(language, english);
      continue;
    }
    const display = run.display(file);
    try {
      const yaml = parseYaml(readFileSync(file, 'utf8'));
      const words = withoutTranslationFields((yaml.data ?? {}) as Record<string, unknown>);
      const result = siteSchema.safeParse(mergeWords(english, words));
      if (result.success) sites.set(language, result.data);
      else
        for (const problem of describeIssues(result.error.issues, words, Object.keys(siteSchema.shape)))
          run.report(display, yaml.positionOf(problem.path, problem.part), problem.field, problem.message, problem.hint);
    } catch (error) {
      if (!(error instanceof FrontMatterSyntaxError)) throw error;
      run.report(display, error.position, error.field ?? 'file', error.message, error.hint);
    }
  }
  return sites;
}

/** A translation's words over the English: objects merged key by key, anything else (texts, lists) replaced. */
function mergeWords(base: unknown, words: unknown): unknown {
  if (!isPlainObject(base) || !isPlainObject(words)) return words;
  const merged: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(words)) merged[key] = key in base ? mergeWords(base[key], value) : value;
  return merged;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Website design and hosting: packages, demos and testimonials, and the demos' files. */
function readWebsiteDesign(run: Run): YamlFile<WebsiteDesign> | undefined {
  const file = readYaml(run, 'website-design.yml', websiteDesignSchema, 'the website design page reads its packages and demos there', run.facts.get(DEFAULT_LANGUAGE));
  if (!file) return undefined;
  for (const [i, demo] of file.data.demos.entries())
    for (const field of ['previewImage', 'demoUrl'] as const)
      if (!publicFileExists(run, demo[field]))
        run.report(file.display, file.positionOf(['demos', i, field]), `demos.${i}.${field}`, `file "${demo[field]}" does not exist`, 'put the file under public/');
      else if (field === 'previewImage') checkImage(run, file.display, file.positionOf(['demos', i, field]), `demos.${i}.${field}`, demo[field], 'file', 'demoPreviewImage');
  return file;
}

/** Each type's files, parsed and checked against its schema; those this run leaves out by flag or date set apart. */
function readEntries(run: Run, language: Language): TypeEntries[] {
  const dir = contentDirOf(run, language);
  // A translation covers the types it has a folder for: the others stay English only.
  const types = language === DEFAULT_LANGUAGE ? run.types : run.types.filter((type) => run.options.sources?.has(dataPrefix(language) + type.collection.name) || existsSync(path.join(dir, type.collection.name)));
  return types.map((type) => {
    const { name } = type.collection;
    const sources = run.options.sources?.get(dataPrefix(language) + name) ?? listMarkdown(path.join(dir, name), run.display(path.join(dir, name)));
    const naming = type.naming;
    let kept = sources;
    if (typeof naming === 'object') {
      kept = sources.filter((source) => {
        if (naming.names.includes(source.name)) return true;
        run.report(source.display, { line: 1, column: 1 }, 'file', `is not a known ${naming.noun}`, `${naming.noun}s are ${naming.names.map((n) => `${n}.md`).join(', ')}`);
        return false;
      });
      for (const missing of naming.names.filter((n) => !sources.some((source) => source.name === n)))
        run.report(run.display(path.join(dir, name, `${missing}.md`)), { line: 1, column: 1 }, 'file', 'is missing', naming.hint(missing));
    }
    const parsed = kept.map((source) => parse(run, type, source, language)).filter((entry) => entry !== undefined);
    return { type, published: parsed.filter((entry) => isPublished(run, entry as Parsed<Dated & Record<string, unknown>>)) as TypeEntries['published'] };
  });
}

/** Whether an entry goes live in this run; counts drafts and sets aside those held by their dates. */
function isPublished(run: Run, entry: Parsed<Dated & Record<string, unknown>>): boolean {
  const keep = () => {
    if (!run.options.includeDrafts) run.withheld.push(entry);
    return run.options.includeDrafts;
  };
  if (entry.data.draft) {
    run.drafts++;
    return keep();
  }
  // A draft is held by its flag alone; only finished entries are reported as waiting on a date.
  if (isScheduled(entry.data, run.today)) run.held.push({ file: entry.source.display, reason: 'scheduled', date: entry.data.date! });
  else if (isExpired(entry.data, run.today)) {
    run.held.push({ file: entry.source.display, reason: 'expired', date: entry.data.validThrough! });
    if (!run.options.includeDrafts) run.ended.push(entry);
  } else return true;
  return keep();
}

/** A translation's front matter without the fields naming its source, which are not the entry's own. */
const withoutTranslationFields = (data: Record<string, unknown>) => Object.fromEntries(Object.entries(data).filter(([key]) => !(TRANSLATION_FIELDS as readonly string[]).includes(key)));

function parse(run: Run, type: ContentType, source: SourceFile, language: Language): Parsed | undefined {
  const translation = language !== DEFAULT_LANGUAGE;
  const withSource = (entry: Parsed | undefined, data: Record<string, unknown>) =>
    entry && translation && typeof data.translationOf === 'string' ? { ...entry, translationOf: data.translationOf } : entry;
  const own = (data: Record<string, unknown>) => (translation ? withoutTranslationFields(data) : data);
  const checked = (parsed: { data: Record<string, unknown>; positionOf: PositionOf }, markdown: Markdown) => {
    const facts = run.facts.get(language);
    const written = { data: own(parsed.data), positionOf: parsed.positionOf };
    // Most files refer to no fact: they are passed over without a second look at their source.
    const resolved = facts && hasReferences(source.raw) ? withFacts(run, type, source, written, markdown, facts) : { data: written.data, markdown };
    return withSource(validate(run, type, source, language, { data: resolved.data, positionOf: parsed.positionOf }, resolved.markdown), parsed.data);
  };
  const elsewhere = run.options.parsed?.get(source.display);
  if (elsewhere) {
    // Positions are wanted only for a message: the front matter is parsed again for the first one.
    let again: ReturnType<typeof parseSource> | undefined;
    const positionOf: PositionOf = (fieldPath, part) => (again ??= parseSource(source.raw)).positionOf(fieldPath, part);
    return checked({ data: elsewhere.data, positionOf }, elsewhere.markdown);
  }
  let parsed;
  try {
    parsed = parseSource(source.raw);
  } catch (error) {
    if (error instanceof FrontMatterSyntaxError) {
      run.report(source.display, error.position, error.field ?? 'front matter', error.message, error.hint);
      return undefined;
    }
    if (error instanceof FrontMatterLanguageError) {
      run.report(source.display, error.position, 'front matter', error.message, `remove "${error.language}" after the opening --- and write the fields as YAML, like title: My post`);
      return undefined;
    }
    throw error;
  }
  return checked(parsed, renderMarkdown(parsed.body, parsed.bodyLine - 1));
}

/**
 * An entry's front matter and body with each `{site.…}` replaced by its fact (a post's body kept
 * by a build worker is resolved there); a reference without one is reported where it is written.
 */
function withFacts(run: Run, type: ContentType, source: SourceFile, parsed: { data: Record<string, unknown>; positionOf: PositionOf }, markdown: Markdown, facts: SiteFacts) {
  const data = resolveReferences(parsed.data, [], facts, (at, message, hint) => run.report(source.display, () => parsed.positionOf(at), at.join('.'), message, hint)) as Record<string, unknown>;
  if (type.body === false) return { data, markdown };
  const { body, bodyLine } = parseSource(source.raw);
  for (const problem of referenceProblems(body, facts)) {
    const before = body.slice(0, problem.index).split('\n');
    run.report(source.display, { line: bodyLine + before.length - 1, column: before.at(-1)!.length + 1 }, 'body', problem.message, problem.hint);
  }
  return { data, markdown: resolveMarkdown(markdown, facts) };
}

function validate(run: Run, type: ContentType, source: SourceFile, language: Language, parsed: { data: Record<string, unknown>; positionOf: PositionOf }, markdown: Markdown): Parsed | undefined {
  const result = type.schema.safeParse(parsed.data);
  if (!result.success) {
    const known = Object.keys((type.schema as unknown as z.ZodObject).shape ?? {});
    // A translation writes a field's fixed values (a category) in English, as the English file does.
    const fixed = new Map(
      language === DEFAULT_LANGUAGE
        ? []
        : result.error.issues.flatMap((issue) => (issue.code === 'invalid_value' && issue.path.length === 1 && typeof parsed.data[String(issue.path[0])] === 'string' ? [[String(issue.path[0]), issue.values.map(String)] as const] : [])),
    );
    for (const problem of describeIssues(result.error.issues, parsed.data, known)) {
      const allowed = problem.path.length === 1 && problem.part === 'value' ? fixed.get(problem.field) : undefined;
      const hint = allowed
        ? englishValueHint({ field: problem.field, value: String(parsed.data[problem.field]), allowed, language, text: run.interfaceText.get(interfaceTextFile(language)) })
        : problem.hint;
      run.report(source.display, parsed.positionOf(problem.path, problem.part), problem.field, problem.message, hint);
    }
    run.invalid.push({ type, source, language, markdown, data: parsed.data, positionOf: parsed.positionOf });
    return undefined;
  }
  return { type, source, language, data: result.data as Record<string, unknown>, markdown, positionOf: parsed.positionOf };
}

/** An entry's slug: its `slug:` where its type names entries so, or its file name. */
const slugOf = (entry: Parsed<Dated & Record<string, unknown>>) => (entry.type.naming === 'slug' ? entry.data.slug : undefined) ?? entry.source.name;

/**
 * Slugs: from the front matter or the file name, well formed, and unique within a type named by
 * `slug:`. Returns the owner of each slug of the types whose entries have pages of their own, at their slug (or file name).
 */
function checkNames(run: Run, entries: TypeEntries[]): Map<ContentType, Map<string, string>> {
  const owners = new Map<ContentType, Map<string, string>>();
  for (const { type, published } of entries) {
    if (type.naming === 'slug') {
      const slugOwners = new Map<string, string>();
      owners.set(type, slugOwners);
      for (const entry of published) {
        const slug = slugOf(entry);
        const at = entry.data.slug ? () => entry.positionOf(['slug']) : { line: 1, column: 1 };
        if (!entry.data.slug && !slugPattern.test(slug))
          run.report(entry.source.display, at, 'slug', `file name "${slug}" is not a valid slug`, 'rename the file to lower-case words joined by hyphens, or set "slug:"');
        const owner = slugOwners.get(slug);
        if (owner) run.report(entry.source.display, at, 'slug', `"${slug}" is already used`, `also the slug of ${owner}`);
        else slugOwners.set(slug, entry.source.display);
      }
    } else if (type.naming === undefined || type.naming === 'file') {
      // A type with pages of its own named by file (jobs) has its pages at its files' names.
      const fileOwners = new Map<string, string>();
      if (type.entryPage) owners.set(type, fileOwners);
      for (const entry of published)
        if (!slugPattern.test(entry.source.name))
          run.report(entry.source.display, { line: 1, column: 1 }, 'file', `name "${entry.source.name}" is not a valid slug`, 'use lower-case words joined by hyphens, like "my-guide.md"');
        else fileOwners.set(entry.source.name, entry.source.display);
    }
  }
  return owners;
}

/** A site address of a file under public/ (a query or fragment does not count). */
function publicFileExists(run: Run, url: string): boolean {
  const name = imageFilePath(url);
  if (name === undefined) return false;
  const file = path.join(run.options.publicDir, name);
  return file.startsWith(run.options.publicDir) && existsSync(file) && statSync(file).isFile();
}

function imageFileAt(run: Run, name: string): ImageFile {
  if (!run.imageFiles.has(name)) run.imageFiles.set(name, readImageFile(path.join(run.options.publicDir, name)));
  return run.imageFiles.get(name)!;
}

/**
 * The problems of an image that exists or is on another site: its format, width and size, or its
 * host. `subject` starts the message, naming the address ("file" in front matter, "image" in a body).
 */
function checkImage(run: Run, file: string, at: At, field: string, url: string, subject: string, use?: ImageUse): void {
  const say = (problem: ImageProblem) => run.report(file, at, field, `${subject} "${url}" ${problem.message}`, problem.hint);
  if (isHttpsUrl(url)) {
    // Without valid site facts the allowed hosts are unknown; site.yml has its own message then.
    const problem = run.imageHosts && checkImageHost(url, run.imageHosts);
    if (problem) say(problem);
  } else if (isRasterImagePath(url) && publicFileExists(run, url)) {
    for (const problem of checkRasterImage(url, imageFileAt(run, imageFilePath(url)!), use)) say(problem);
  }
}

/** The English pages of what a translated entry translates: its English post's page, a legal page's address. */
const ownEnglishPages = (run: Run, entry: Parsed): string[] => {
  const source = entry.translationOf ?? entry.data.translationOf;
  return typeof source === 'string' ? (run.englishPages?.get(source.trim().replace(/^\.?\//, '')) ?? []) : [];
};

function checkLink(run: Run, entry: Parsed, url: string, at: At, field: string, pages: ReadonlySet<string>, ids?: ReadonlySet<string>): void {
  const problem = checkLinkTarget(url, {
    pages,
    fileExists: (name) => publicFileExists(run, name),
    ...(ids ? { headingIds: ids } : {}),
    ...(run.anchors ? { anchors: run.anchors } : {}),
    ...translationLinks(run, entry.language, ownEnglishPages(run, entry)),
  });
  const file = entry.source.display;
  if (problem) run.report(file, at, field, problem.message, problem.hint);
}

/** A file a front-matter field names: that it exists and, for the type's image, its format, width and size, or its host. */
function checkFile(run: Run, entry: Parsed, field: string): void {
  const url = entry.data[field];
  if (typeof url !== 'string') return;
  if (url.startsWith('/') && !publicFileExists(run, url)) {
    run.report(entry.source.display, entry.positionOf([field]), field, `file "${url}" does not exist`, 'put the file under public/ or use an https:// address');
    return;
  }
  const image = entry.type.image;
  if (image?.field === field) checkImage(run, entry.source.display, () => entry.positionOf([field]), field, url, 'file', image.use);
}

function checkBodyImage(run: Run, file: string, image: MarkdownLink): void {
  const url = image.url.trim();
  if (isHttpsUrl(url)) checkImage(run, file, image, 'body', url, 'image');
  else if (!/^\/(?![/\\])/.test(url))
    run.report(file, image, 'body', `image "${image.url}" is not a file of this site or an https:// address`, 'start it with / for a file under public/, like ![A nurse at home](/images/blog/visit.jpg)');
  else if (!publicFileExists(run, url)) run.report(file, image, 'body', `image "${url}" does not exist`, 'put the file under public/, like public/images/blog/visit.jpg for /images/blog/visit.jpg');
  else checkImage(run, file, image, 'body', url, 'image');
}

/** Words that only say there is a picture, with or without "a" or "the". */
const PICTURE_WORDS = /^(?:(?:an?|the)\s+)?(?:image|photo|photograph|picture|pic|img|graphic|screenshot|illustration)$/i;

/**
 * Alt text a screen reader would read out to no purpose: a word for "picture", or a file name
 * (its own, or any word ending in an image extension).
 */
function saysNothing(alt: string, url: string): boolean {
  const text = alt.trim();
  const file = url.split(/[?#]/)[0]!.split('/').pop() ?? '';
  return PICTURE_WORDS.test(text) || text === file || /^\S+\.(?:svg|png|jpe?g|gif|webp|avif|tiff?|heic|bmp)$/i.test(text);
}

/** The links and images of an entry's body, where its type shows the body. */
function checkBody(run: Run, entry: Parsed, pages: ReadonlySet<string>): void {
  if (entry.type.body === false) return;
  for (const link of entry.markdown.links) checkLink(run, entry, link.url, link, 'body', pages, entry.markdown.headingIds);
  for (const image of entry.markdown.images) {
    if (!image.alt.trim())
      run.report(entry.source.display, image, 'body', `image "${image.url}" has no alt text`, 'write what it shows between the brackets: ![A nurse visiting a patient](/images/x.svg)');
    else if (saysNothing(image.alt, image.url))
      run.report(
        entry.source.display,
        image,
        'body',
        `image "${image.url}" has "${image.alt.trim()}" as its alt text, which says nothing of what it shows`,
        "describe what the picture shows between the brackets, like ![A nurse checking a patient's blood pressure at home](/images/x.svg): people who cannot see it hear these words",
      );
    checkBodyImage(run, entry.source.display, image);
  }
}

/** The body, the files and the links of an entry; `skip` names fields that already have a message. */
function checkEntry(run: Run, entry: Parsed, pages: ReadonlySet<string>, skip: ReadonlySet<string> = new Set()): void {
  checkBody(run, entry, pages);
  for (const field of entry.type.fileFields ?? []) if (!skip.has(field)) checkFile(run, entry, field);
  for (const field of entry.type.linkFields ?? []) {
    const url = entry.data[field];
    if (typeof url === 'string' && !skip.has(field)) checkLink(run, entry, url, () => entry.positionOf([field]), field, pages);
  }
}

/** The fields with a message already: a malformed field is not checked further. */
const reportedFields = (run: Run, entry: Parsed) => new Set(run.errors.filter((e) => e.file === entry.source.display).map((e) => e.field));

/** Bodies, files and links of the invalid and the published entries. */
function checkEntries(run: Run, entries: TypeEntries[], pagePaths: ReadonlySet<string>): void {
  for (const entry of run.invalid) checkEntry(run, entry, pagePaths, reportedFields(run, entry));
  for (const { published } of entries) for (const entry of published) checkEntry(run, entry, pagePaths);
}

/**
 * Entries left out of this build are checked all the same, against every page that will exist
 * once they are out, so an entry that passes today cannot break the build on its publishing day.
 */
function checkWithheld(run: Run, pagePaths: ReadonlySet<string>, slugOwners: Map<ContentType, Map<string, string>>): void {
  const later = run.withheld.filter((entry) => entry.type.entryPage);
  const laterPaths = new Set([...pagePaths, ...later.map((entry) => entry.type.entryPage!(slugOf(entry)))]);
  for (const entry of run.withheld) {
    const owner = entry.type.entryPage ? slugOwners.get(entry.type)?.get(slugOf(entry)) : undefined;
    if (owner) run.report(entry.source.display, entry.data.slug ? entry.positionOf(['slug']) : { line: 1, column: 1 }, 'slug', `"${slugOf(entry)}" is already used`, `also the slug of ${owner}`);
    checkEntry(run, entry, laterPaths);
  }
}

/** What `npm run new` writes for the author to replace may stay in a draft, never in an entry that goes live. */
function checkTemplateWords(run: Run, entries: TypeEntries[]): void {
  const check = (entry: Parsed, skip: ReadonlySet<string> = new Set()) => {
    const template = entry.type.scaffold?.placeholders;
    if (!template || entry.data.draft === true) return;
    for (const use of placeholdersIn(template, entry.data, entry.source.raw)) {
      const field = 'path' in use ? use.path[0] : 'body';
      if ('path' in use && skip.has(field)) continue;
      const at = 'path' in use ? entry.positionOf(use.path) : { line: use.bodyLine, column: 1 };
      run.report(entry.source.display, at, field, `still holds the template's "${use.placeholder.text}"`, use.placeholder.hint);
    }
  };
  for (const entry of run.invalid) check(entry, reportedFields(run, entry));
  for (const entry of [...entries.flatMap((group) => group.published), ...run.withheld]) check(entry);
}

/** The navigation, the footer and the services of site.yml lead to pages that exist. */
function checkSiteLinks(run: Run, site: YamlFile<SiteConfig>, pagePaths: ReadonlySet<string>): void {
  const nav = site.data.navigation.flatMap((item, i) => [
    { href: item.href, path: ['navigation', i, 'href'] },
    ...(item.children ?? []).map((child, j) => ({ href: child.href, path: ['navigation', i, 'children', j, 'href'] })),
  ]);
  const footer = [
    ...site.data.footer.columns.flatMap((column, i) => column.links.map((l, j) => ({ href: l.href, path: ['footer', 'columns', i, 'links', j, 'href'] }))),
    ...site.data.footer.legal.map((l, j) => ({ href: l.href, path: ['footer', 'legal', j, 'href'] })),
  ];
  const services = site.data.services.items.map((service, i) => ({ href: service.href, path: ['services', 'items', i, 'href'] }));
  for (const link of [...nav, ...footer, ...services]) {
    if (!pagePaths.has(link.href)) {
      const nearest = nearestPage(link.href, pagePaths);
      run.report(site.display, site.positionOf(link.path), link.path.join('.'), `links to "${link.href}", which does not exist`, nearest ? `did you mean ${nearest}?` : 'use a page of this site');
    }
  }
}

/**
 * The links a translated site.yml writes (its menus, footer and services), checked as a page's: a
 * page that has a translation is linked to in the file's language. A file that cannot be read has
 * its message from readTranslatedSites.
 */
function checkTranslatedSiteLinks(run: Run, pagePaths: ReadonlySet<string>): void {
  for (const language of translatedLanguages) {
    const file = path.join(run.options.contentDir, language, 'site.yml');
    if (!existsSync(file)) continue;
    let yaml: ReturnType<typeof parseYaml>;
    try {
      yaml = parseYaml(readFileSync(file, 'utf8'));
    } catch (error) {
      if (error instanceof FrontMatterSyntaxError) continue;
      throw error;
    }
    const display = run.display(file);
    const visit = (value: unknown, at: (string | number)[]): void => {
      if (Array.isArray(value)) value.forEach((item, i) => visit(item, [...at, i]));
      else if (isPlainObject(value))
        for (const [key, item] of Object.entries(value)) {
          if (key === 'href' && typeof item === 'string') {
            const problem = checkLinkTarget(item, { pages: pagePaths, fileExists: (name) => publicFileExists(run, name), ...(run.anchors ? { anchors: run.anchors } : {}), ...translationLinks(run, language) });
            if (problem) run.report(display, () => yaml.positionOf([...at, key]), [...at, key].join('.'), problem.message, problem.hint);
          } else visit(item, [...at, key]);
        }
    };
    visit(yaml.data, []);
  }
}

/**
 * Every fixed page's head by path, in the route list's order: from the YAML page files, or from
 * the front matter of the Markdown pages beside them (the legal pages, one address each).
 */
function pageHeadsTable(routes: readonly SiteRoute[], yamlHeads: ReadonlyMap<string, PageHead>, entries: TypeEntries[]): PageHeads {
  const markdown = new Map(
    entries
      .filter((group) => group.type.collection.name === 'pages')
      .flatMap((group) => group.published.map((entry): [string, PageHead] => [entry.source.name, { title: String(entry.data.title), description: String(entry.data.description) }])),
  );
  return Object.fromEntries(
    routes.map((route) => {
      const head = yamlHeads.get(route.path) ?? markdown.get(route.page);
      if (!head) throw new Error(`content/pages/${route.page} gives no head for ${route.path}`);
      return [route.path, head];
    }),
  );
}

/**
 * The generated JSON of one language's entries: each type's files; a listing's items and its
 * search index, which holds titles and descriptions, never a body.
 */
function compileEntries(entries: TypeEntries[]): Map<string, unknown> {
  const files = new Map<string, unknown>();
  for (const { type, published } of entries) {
    const output = type.output(published.map((entry): Entry<object> => ({ source: entry.source, data: entry.data, markdown: entry.markdown, slug: slugOf(entry) })));
    const listing = type.collection.listing;
    if (listing && output.listed) {
      files.set(listing.file, output.listed);
      if (type.searchText) {
        const text = type.searchText as (item: object) => string;
        const items = output.listed as { slug: string; title: string; category: string }[];
        files.set(
          dataFiles.searchIndex(type.collection.name),
          buildSearchIndex(items.map((item) => ({ slug: item.slug, title: item.title, description: text(item), category: item.category }))),
        );
      }
    }
    for (const [file, data] of output.files ?? []) files.set(file, data);
  }
  return files;
}

/**
 * The raster images the published site shows, for the build to convert, with the proportions
 * of the cards that show them; their headers were read by the checks.
 */
function collectImages(run: Run, entries: TypeEntries[], websiteDesign: WebsiteDesign): ContentImage[] {
  const shown = new Map<string, CardCrop[]>();
  const show = (url: string, crop?: CardCrop) => {
    if (!isRasterImagePath(url)) return;
    const name = imageFilePath(url)!;
    const crops = shown.get(name) ?? [];
    if (crop && !crops.some((made) => cropName(made) === cropName(crop))) crops.push(crop);
    shown.set(name, crops);
  };
  for (const { type, published } of entries) {
    const image = type.image;
    if (image) for (const entry of published) show(entry.data[image.field] as string, image.crop);
  }
  for (const demo of websiteDesign.demos) show(demo.previewImage);
  for (const { type, published } of entries) if (type.body !== false) for (const entry of published) for (const image of entry.markdown.images) show(image.url.trim());
  return [...shown.keys()].sort().map((sitePath): ContentImage => {
    const { image } = imageFileAt(run, sitePath);
    return { sitePath, pixels: image.kind === 'raster' ? image.width * image.height : 0, crops: shown.get(sitePath)! };
  });
}

export type { MarkdownLink, ParsedEntry, SourceFile };
