import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { legalPageNames } from '../../src/content/categories';
import { allLanguages, isHomePath, languageOfPath, languages, translatedLanguages, type Language } from '../../src/config/languages';
import { everyNotFoundPage, localPath, type SiteRoute } from '../../src/config/routes';
import { formPagePaths } from '../../src/contracts/forms/addresses';
import type { PageHead } from '../../src/content/page-heads';
import { contentPageKinds, pageKinds } from '../../src/content/page-kinds';
import { DEFAULT_PRIORITY } from '../../src/content/page-routes';
import {
  pageAddressSchema,
  pageFieldSchemas,
  sectionKinds,
  sectionPageFile,
  sectionPageNames,
  sectionPageSchema,
  sectionSchemas,
  sitemapPlaceSchema,
  type PageSection,
  type SectionKind,
  type SectionPage,
  type SectionPageName,
  type SitemapPlace,
} from '../../src/content/page-schema';
import type { SiteConfig } from '../../src/content/types';
import { sitemapGroupKeys } from '../../src/pages/sitemap-groups';
import { closest, closestNames, describeIssues, type ContentError } from './errors';
import { FrontMatterSyntaxError, parseYaml, type ParsedYaml, type Position } from './front-matter';
import type { LinkProblem } from './links';
import type { SourceFile } from './parse-entry';
import { resolveReferences, siteFacts } from './references';
import { TRANSLATION_FIELDS } from './translations';
import type { ContentType } from './types';

export interface SectionPagesOptions {
  /** The page files (content/pages/*.yml), named as messages print them. */
  sources: readonly SourceFile[];
  /** How a missing page's file is printed, from its name. */
  displayOf: (name: string) => string;
  /** The site facts that `{site.…}` references read; undefined when site.yml has its own errors. */
  site: SiteConfig | undefined;
  /** What is wrong with a link's target, if anything (the pipeline's link check), from the page of the file named `page`. */
  checkLink: (url: string, page: string) => LinkProblem | undefined;
  /**
   * The site's fixed pages at their addresses in the files' language, each with the file of its
   * words: those whose layout is code and those the files give (contentRoutes). The heads the files
   * give are theirs.
   */
  routes: readonly { path: string; page: string }[];
  /** The pages whose layout is code, by file name: their addresses are the route list's, not their files'. */
  codePages?: readonly string[];
  /** What already has an address or the folder it is in, other than a page file (the route list, posts, forms), if anything. */
  taken?: (path: string) => string | undefined;
  /** A translation's: the English page files, by name, which a translation's file is named after. */
  englishPages?: readonly string[];
  /**
   * The files are a translation's (content/<language>/pages/): each names its English source, and
   * only the pages `routes` gives an address in that language are expected.
   */
  translation?: Language;
}

export interface SectionPagesResult {
  errors: ContentError[];
  /** Compiled pages by data file; empty when there are errors. */
  files: Map<string, SectionPage>;
  /** The head of each address shown by a page file, by path; empty when there are errors. */
  heads: Map<string, PageHead>;
  /** Where the sitemap page lists each page, by its own address; empty when there are errors. */
  places: Map<string, SitemapPlace>;
  /** The address above each page in its breadcrumbs, by the page's own address; empty when there are errors. */
  parents: Map<string, string>;
}

/** The fields of a page's place on the sitemap page (`sitemap:`). */
const PLACE_FIELDS = Object.keys(sitemapPlaceSchema.shape);

/** The fields of a page file that give its address: only a page drawn wholly from its sections has them. */
const ADDRESS_FIELDS = ['path', 'priority', 'parent'] as const;

/** A page file's fields as written, or nothing when it cannot be read (its check says why). */
function writtenFields(raw: string): Record<string, unknown> | undefined {
  try {
    const { data } = parseYaml(raw);
    return data && typeof data === 'object' && !Array.isArray(data) ? (data as Record<string, unknown>) : undefined;
  } catch (error) {
    if (error instanceof FrontMatterSyntaxError) return undefined;
    throw error;
  }
}

/** The keys of the groups the sitemap page's file titles (its directory section's `groups:`), as written; none when it cannot be read. */
function directoryGroupsOf(sources: readonly SourceFile[]): string[] | undefined {
  const sitemap = sources.find((source) => source.name === 'sitemap');
  const sections = sitemap ? writtenFields(sitemap.raw)?.sections : undefined;
  const directory = Array.isArray(sections) ? (sections as unknown[]).find((section) => (section as { kind?: unknown } | null)?.kind === 'directory') : undefined;
  const groups = (directory as { groups?: unknown } | undefined)?.groups;
  return groups && typeof groups === 'object' && !Array.isArray(groups) ? Object.keys(groups) : undefined;
}

/** The pages whose layout is code, by file name: those the site's code names, and those the route list gives (`routes`). */
export const codePageNames = (routes: readonly { page: string }[]): string[] => [...new Set([...sectionPageNames, ...routes.map((route) => route.page)])];

/** The addresses the page files of a content folder give (contentRoutes), read from it: its English files and each translation's present. */
export function contentRoutesIn(contentDir: string, codePages: readonly string[]): SiteRoute[] {
  const files = (dir: string) => sectionPageSources(path.join(dir, 'pages'), '');
  const translated = translatedLanguages.filter((language) => existsSync(path.join(contentDir, language)));
  return contentRoutes(files(contentDir), new Map(translated.map((language) => [language, files(path.join(contentDir, language))])), codePages);
}

/** A weight in sitemap.xml as written, or the default when it is not a valid one (its check says why). */
const priorityOf = (value: unknown) => (typeof value === 'number' && value >= 0 && value <= 1 ? value : DEFAULT_PRIORITY);

/**
 * The addresses the page files give, read before any page is checked, so that every page may link
 * to any other: each English file but those of `codePages` is a page at its `path:` and at each
 * address under its `also:`, and at its translation's `path:` in that language. Addresses that are
 * not well written are left out; compileSectionPages says what is wrong with them.
 */
export function contentRoutes(english: readonly SourceFile[], translated: ReadonlyMap<Language, readonly SourceFile[]>, codePages: readonly string[]): SiteRoute[] {
  const address = (value: unknown) => (pageAddressSchema.safeParse(value).success ? (value as string) : undefined);
  const translatedPaths = new Map(
    [...translated].flatMap(([language, sources]) =>
      sources.flatMap((source) => {
        const at = address(writtenFields(source.raw)?.path);
        return at !== undefined && at.startsWith(`${languages[language].home}/`) ? [[`${language}:${source.name}`, at] as const] : [];
      }),
    ),
  );
  return english
    .filter((source) => !codePages.includes(source.name))
    .flatMap((source) => {
      const data = writtenFields(source.raw);
      const path = address(data?.path);
      if (!data || path === undefined) return [];
      const others = translatedLanguages.flatMap((language) => {
        const at = translatedPaths.get(`${language}:${source.name}`);
        return at === undefined ? [] : [[language, at] as const];
      });
      const also = data.also && typeof data.also === 'object' ? Object.entries(data.also as Record<string, unknown>) : [];
      return [
        { path, page: source.name, priority: priorityOf(data.priority), ...Object.fromEntries(others) },
        ...also.flatMap(([at, words]) =>
          address(at) === undefined ? [] : [{ path: at, page: source.name, priority: priorityOf((words as { priority?: unknown } | null)?.priority) }],
        ),
      ];
    });
}

/** The YAML files of the pages folder (the Markdown beside them are the legal pages). */
export function sectionPageSources(dir: string, displayDir: string): SourceFile[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((file) => file.endsWith('.yml'))
    .sort()
    .map((file) => ({ display: `${displayDir}/${file}`, name: file.slice(0, -4), raw: readFileSync(path.join(dir, file), 'utf8') }));
}

/** The kinds a page's code draws from its file, beyond the hero every page opens with. */
const requiredKinds: Partial<Record<SectionPageName, SectionKind[]>> = {
  blog: ['listing', 'newsletter'],
  guides: ['listing'],
  resources: ['listing'],
  'how-it-works': ['faq'],
  careers: ['openings'],
  'become-a-provider': ['form'],
  'website-design': ['listing', 'testimonials', 'contact'],
  faq: ['listing'],
  about: ['story', 'timeline'],
  contact: ['form'],
  sitemap: ['directory'],
  search: ['search'],
};

/** The addresses a section links to, with where each is written. */
function linksOf(section: PageSection): { href: string; path: (string | number)[] }[] {
  switch (section.kind) {
    case 'hero':
      return (section.links ?? []).map((link, i) => ({ href: link.href, path: ['links', i, 'href'] }));
    case 'features':
      return [
        ...section.items.flatMap((item, i) => (item.href ? [{ href: item.href, path: ['items', i, 'href'] }] : [])),
        ...(section.button ? [{ href: section.button.href, path: ['button', 'href'] }] : []),
      ];
    case 'steps':
    case 'faq':
      return section.button ? [{ href: section.button.href, path: ['button', 'href'] }] : [];
    case 'contact':
      return [{ href: section.talk.href, path: ['talk', 'href'] }];
    case 'directory':
      return [{ href: section.about.button.href, path: ['about', 'button', 'href'] }];
    case 'search':
      return section.withoutScript.links.map((link, i) => ({ href: link.href, path: ['withoutScript', 'links', i, 'href'] }));
    case 'listing':
      return section.prompt ? [{ href: section.prompt.button.href, path: ['prompt', 'button', 'href'] }] : [];
    case 'call-to-action':
      return section.buttons.map((link, i) => ({ href: link.href, path: ['buttons', i, 'href'] }));
    default:
      return [];
  }
}

/** The fields of a page file besides its sections: its head at its own address and at the others that show it, and where it is. */
const headSchema = sectionPageSchema.pick({ path: true, priority: true, parent: true, sitemap: true, title: true, description: true, also: true });
/** The fields of a page's head; a page's other fields beside its sections are its own (pageFieldSchemas). */
const headFields = Object.keys(headSchema.shape);

/**
 * The head of each address of one page file: `title:` and `description:` for its own, and those
 * under `also:` for each other address showing it. Reports two addresses sharing one head, a
 * head without an address, and a title on the home page, whose head keeps the site's own title.
 */
function headsOf(
  name: string,
  head: z.output<typeof headSchema>,
  routes: SectionPagesOptions['routes'],
  fail: (at: (string | number)[], message: string, hint?: string, part?: 'key' | 'value') => void,
): [string, PageHead][] {
  const paths = routes.filter((route) => route.page === name).map((route) => route.path);
  const also = Object.entries(head.also ?? {});
  for (const [path] of also.filter(([path]) => !paths.includes(path)))
    fail(['also', path], `"${path}" is not an address of the ${name} page`, `its addresses: ${paths.join(', ') || 'none'}`, 'key');
  const own = paths.filter((path) => !Object.hasOwn(head.also ?? {}, path));
  if (own.length > 1) fail(['description'], `is the head of ${own.join(' and ')}`, `each address has a head of its own: write those of ${own.slice(1).join(', ')} under "also:"`, 'key');
  const [path] = own;
  if (path === undefined) {
    if (paths.length > 0) fail(['also'], 'holds every address of the page', `leave its own address, ${paths[0]}, to "title:" and "description:"`, 'key');
    return [];
  }
  if (isHomePath(path) && head.title !== undefined) fail(['title'], 'is not written on the home page', `its head keeps the site's own title, "{site.name} - {site.tagline}": remove "title:"`, 'key');
  if (!isHomePath(path) && head.title === undefined) fail(['title'], 'is required', `add "title:" with the page's title in search results and the browser tab`, 'key');
  return [[path, { title: head.title ?? null, description: head.description }], ...also.map(([path, { title, description }]): [string, PageHead] => [path, { title, description }])];
}

/**
 * Checks and compiles the marketing pages: each file's sections against the schema of their kind,
 * references to site.yml, icons and links, with every problem at its file, line and column.
 */
export function compileSectionPages(options: SectionPagesOptions): SectionPagesResult {
  const errors: ContentError[] = [];
  const report = (file: string, at: Position, field: string, message: string, hint?: string) =>
    errors.push({ file, line: at.line, column: at.column, field, message, ...(hint ? { hint } : {}) });
  const facts = options.site ? siteFacts(options.site) : undefined;
  const pages = new Map<string, SectionPage>();
  const heads = new Map<string, PageHead>();
  const places = new Map<string, SitemapPlace>();
  const parents = new Map<string, { parent: string; fail: (message: string, hint: string) => void }>();
  const language = options.translation;
  const home = languages[language ?? 'en'].home;
  const codePages: readonly string[] = options.codePages ?? sectionPageNames;
  // The sitemap page's groups, which the pages name: the keys its file titles.
  const sitemapGroups = language ? undefined : directoryGroupsOf(options.sources);
  const directoryGroups: { key: string; fail: (message: string, hint: string) => void }[] = [];
  // The pages written in YAML: those the site's code draws, and any other a route names but the legal pages' Markdown.
  const routePages = options.routes.map((route) => route.page).filter((page) => !(legalPageNames as readonly string[]).includes(page));
  const names = [...new Set([...(language ? [] : sectionPageNames), ...routePages])];
  const addresses = [home, ...options.routes.map((route) => route.path)];
  /** What is wrong with an address a page file gives itself, if anything: its language's folder, or another page's address. */
  const addressProblem = (name: string, at: string): { message: string; hint: string } | undefined => {
    if (!language && languageOfPath(at) !== 'en')
      return { message: `"${at}" is in the folder of the ${languages[languageOfPath(at)].englishName} pages`, hint: `an English page's address is outside ${languages[languageOfPath(at)].home}/; its translation's file gives its address there` };
    if (language && !at.startsWith(`${home}/`))
      return { message: `"${at}" is not an address of a ${languages[language].englishName} page`, hint: `a ${languages[language].englishName} page's address starts with ${home}/, like ${home}/${name}` };
    const other = options.routes.find((route) => route.path === at && route.page !== name);
    if (other)
      return {
        message: `"${at}" is the address of the ${other.page} page`,
        hint: `choose another address: ${codePages.includes(other.page) ? "the site's route list gives it to that page" : `${options.displayOf(other.page)} gives it to that page`}`,
      };
    const taken = options.taken?.(at);
    return taken ? { message: `"${at}" is ${taken}`, hint: 'choose an address no other page has' } : undefined;
  };

  for (const source of options.sources) {
    const isCode = codePages.includes(source.name);
    // Every English file is a page: one the site's code draws, or one drawn wholly from its sections at the address it gives.
    // A translation's file is one of those pages, in its language, by the same name.
    if (language && !names.includes(source.name) && (isCode || !options.englishPages?.includes(source.name))) {
      const suggestion = closest(source.name, names);
      const hint = isCode
        ? `the ${source.name} page has no address in this language: give its route one in src/config/routes.ts`
        : suggestion ? `did you mean ${suggestion}.yml?` : `a translation is named as its English page's file: ${names.map((n) => `${n}.yml`).join(', ')}`;
      report(source.display, { line: 1, column: 1 }, 'file', 'is not a known page', hint);
      continue;
    }
    let yaml: ParsedYaml;
    try {
      yaml = parseYaml(source.raw);
    } catch (error) {
      if (!(error instanceof FrontMatterSyntaxError)) throw error;
      report(source.display, error.position, error.field ?? 'file', error.message, error.hint);
      continue;
    }
    const fail = (at: (string | number)[], message: string, hint?: string, part: 'key' | 'value' = 'value') =>
      report(source.display, yaml.positionOf(at, part), at.map(String).join('.') || 'file', message, hint);
    const written = yaml.data;
    if (!written || typeof written !== 'object' || Array.isArray(written) || !Array.isArray((written as { sections?: unknown }).sections)) {
      fail(['sections'], 'is required', 'list the page\'s sections under "sections:", each with its "kind:"');
      continue;
    }
    // A translation's source and version are the freshness check's (translations.ts), not the page's.
    const own = options.translation ? Object.fromEntries(Object.entries(written).filter(([key]) => !(TRANSLATION_FIELDS as readonly string[]).includes(key))) : written;
    const data = (facts ? resolveReferences(own, [], facts, fail) : own) as { sections: unknown[] } & Record<string, unknown>;
    /** Reports zod's issues at their place in the file; `where` says where a missing field goes. */
    const reportIssues = (issues: z.core.$ZodIssue[], fields: string[], where: string) => {
      for (const problem of describeIssues(issues, data, fields)) {
        // A field of the page's place is named from the fields the place takes.
        const place = problem.message === 'is not a known field' && problem.path.length === 2 && problem.path[0] === 'sitemap';
        const meant = place ? closest(String(problem.path[1]), PLACE_FIELDS) : undefined;
        const hint = place ? (meant ? `did you mean "${meant}"?` : `"sitemap:" holds ${PLACE_FIELDS.map((field) => `"${field}:"`).join(', ')}`) : problem.hint?.replace('to the front matter', where);
        report(source.display, yaml.positionOf(problem.path, problem.part), problem.field, problem.message, hint);
      }
    };
    const fields: z.ZodRawShape = pageFieldSchemas[source.name as keyof typeof pageFieldSchemas] ?? {};
    const fieldNames = Object.keys(fields);
    const known = [...headFields, 'sections', ...fieldNames];
    // A page whose layout is code has its address in the route list: its file is not told to give one.
    const holds = known.filter((field) => !(isCode && (ADDRESS_FIELDS as readonly string[]).includes(field)));
    for (const key of Object.keys(data).filter((key) => !known.includes(key))) {
      const suggestion = closest(key, holds);
      fail([key], 'is not a known field', suggestion ? `did you mean "${suggestion}"?` : `this page's file holds ${holds.map((field) => `"${field}:"`).join(', ')}`, 'key');
    }
    const head = headSchema.safeParse(Object.fromEntries(Object.entries(data).filter(([key]) => headFields.includes(key))));
    if (isCode)
      for (const key of ADDRESS_FIELDS.filter((key) => Object.hasOwn(data, key)))
        fail([key], `is not written in the ${source.name} page's file`, `the site's route list (src/config/routes.ts) gives this page its address and place: remove "${key}:"`, 'key');
    else if (!Object.hasOwn(data, 'path')) {
      const meant = language ? undefined : closest(source.name, codePages);
      const example = language ? `${home}/${source.name}` : `/services/${source.name}`;
      fail(['path'], 'is required', `add "path:" with the page's address, like ${example}${meant ? ` (or, for the ${meant} page, name the file ${meant}.yml)` : ''}`, 'key');
    }
    if (head.success) {
      const { path, parent, sitemap } = head.data;
      if (!isCode) {
        const own = [...(path === undefined ? [] : [{ at: path, where: ['path'] }]), ...Object.keys(head.data.also ?? {}).map((at) => ({ at, where: ['also', at] }))];
        for (const { at, where } of own) {
          const checked = pageAddressSchema.safeParse(at);
          const problem = checked.success ? addressProblem(source.name, at) : { message: checked.error.issues[0]!.message };
          if (problem) fail(where, problem.message, 'hint' in problem ? problem.hint : undefined, where[0] === 'also' ? 'key' : 'value');
        }
      }
      // An address under `also:` that is written wrong is no address of the page: it is reported above, not again as one.
      const also = isCode ? head.data.also : head.data.also && Object.fromEntries(Object.entries(head.data.also).filter(([at]) => pageAddressSchema.safeParse(at).success));
      const pageHeads = headsOf(source.name, { ...head.data, ...(also ? { also } : {}) }, options.routes, fail);
      for (const [at, words] of pageHeads) heads.set(at, words);
      const ownPath = pageHeads[0]?.[0];
      if (sitemap && language) fail(['sitemap'], "is written in the English page's file", `the sitemap page lists the pages in English: remove "sitemap:"`, 'key');
      else if (sitemap && sitemapGroups && !sitemapGroups.includes(sitemap.group)) {
        const suggestion = closest(sitemap.group, sitemapGroups);
        fail(['sitemap', 'group'], `"${sitemap.group}" is not a group of the sitemap page`, `${suggestion ? `did you mean "${suggestion}"? ` : ''}groups: ${sitemapGroups.join(', ')} (the groups of ${options.displayOf('sitemap')})`);
      } else if (sitemap && ownPath !== undefined) places.set(ownPath, sitemap);
      if (parent !== undefined && !isCode && ownPath !== undefined) {
        if (parent === ownPath) fail(['parent'], 'is the address of this page', 'write the address of the page above this one in its breadcrumbs');
        else if (!addresses.includes(parent)) {
          const suggestion = closestNames(parent, addresses)[0];
          fail(['parent'], `"${parent}" is not the address of a page`, suggestion ? `did you mean "${suggestion}"?` : `write the address of the page above this one in its breadcrumbs, like ${home === '/' ? '/services' : home}`);
        } else parents.set(ownPath, { parent, fail: (message, hint) => fail(['parent'], message, hint) });
      }
    } else reportIssues(head.error.issues, known, 'to the page file');
    const ownFields = z.strictObject(fields).safeParse(Object.fromEntries(fieldNames.filter((name) => Object.hasOwn(data, name)).map((name) => [name, data[name]])));
    if (!ownFields.success) reportIssues(ownFields.error.issues, known, 'to the page file');
    const post = ownFields.success ? (ownFields.data as Pick<SectionPage, 'post'>).post : undefined;
    const job = ownFields.success ? (ownFields.data as Pick<SectionPage, 'job'>).job : undefined;
    if (post) {
      const problem = options.checkLink(post.provider.button.href, source.name);
      if (problem) fail(['post', 'provider', 'button', 'href'], problem.message, problem.hint);
    }

    const sections: PageSection[] = [];
    data.sections.forEach((section, i) => {
      const at = ['sections', i];
      const kind = section && typeof section === 'object' ? (section as { kind?: unknown }).kind : undefined;
      if (kind === undefined) {
        fail(at, 'has no kind', `add "kind:" with one of: ${sectionKinds.join(', ')}`);
        return;
      }
      if (typeof kind !== 'string' || !Object.hasOwn(sectionSchemas, kind)) {
        const suggestion = typeof kind === 'string' ? closest(kind, sectionKinds) : undefined;
        fail([...at, 'kind'], `"${String(kind)}" is not a section kind`, `${suggestion ? `did you mean "${suggestion}"? ` : ''}kinds: ${sectionKinds.join(', ')}`);
        return;
      }
      const only = isCode ? pageKinds[source.name as SectionPageName] : contentPageKinds;
      if (only && !only.includes(kind as SectionKind)) {
        const drawn = isCode ? `the ${source.name} page draws` : 'a page drawn wholly from its sections has';
        fail([...at, 'kind'], `${drawn} no "${kind}" section`, `its kinds: ${only.join(', ')}`);
        return;
      }
      const schema: z.ZodType = sectionSchemas[kind as SectionKind];
      const result = schema.safeParse(section);
      if (!result.success) {
        const issues = result.error.issues.map((issue) => ({ ...issue, path: [...at, ...issue.path] }));
        reportIssues(issues, ['sections'], 'to the section');
        return;
      }
      const parsed = result.data as PageSection;
      for (const link of linksOf(parsed)) {
        const problem = options.checkLink(link.href, source.name);
        if (problem) fail([...at, ...link.path], problem.message, problem.hint);
      }
      if (parsed.kind === 'directory') {
        const keys = sitemapGroupKeys();
        for (const key of keys)
          if (!Object.hasOwn(parsed.groups, key)) fail([...at, 'groups'], `has no title for the "${key}" group`, `add "${key}:" with the group's heading`, 'key');
        for (const key of Object.keys(parsed.groups).filter((key) => !keys.includes(key)))
          directoryGroups.push({ key, fail: (message, hint) => fail([...at, 'groups', key], message, hint, 'key') });
      }
      sections.push(parsed);
    });
    if (data.sections.length === 0) fail(['sections'], 'needs at least one section', 'list the page\'s sections, the hero first');
    else if ((data.sections[0] as { kind?: unknown } | null)?.kind !== 'hero') fail(['sections', 0], 'is not a hero', 'a page opens with its hero: put the "kind: hero" section first');
    for (const kind of requiredKinds[source.name as SectionPageName] ?? [])
      if (!data.sections.some((section) => (section as { kind?: unknown } | null)?.kind === kind))
        fail(['sections'], `has no "${kind}" section`, `the ${source.name} page draws one: add a section with "kind: ${kind}"`, 'key');
    pages.set(source.name, { name: source.name, sections, ...(post ? { post } : {}), ...(job ? { job } : {}) });
  }
  // A group only pages fill (a content type fills the others) lists at least one.
  for (const { key, fail } of directoryGroups)
    if (![...places.values()].some((place) => place.group === key))
      fail(`is a group of the sitemap page that lists no page`, `list a page in it with "sitemap:" and "group: ${key}" in the page's file, or remove the group`);
  for (const name of names)
    if (!options.sources.some((source) => source.name === name)) report(options.displayOf(name), { line: 1, column: 1 }, 'file', 'is missing', `the ${name} page's sections are written there`);
  // A page's breadcrumbs lead up to the home page: never back to the page itself.
  for (const [path, { fail }] of parents) {
    const seen = [path];
    for (let at = parents.get(path)?.parent; at !== undefined; at = parents.get(at)?.parent) {
      if (at === path) {
        fail(`leads back to this page (${[...seen, path].join(' > ')})`, 'a page\'s parents lead up to the home page: write the address of a page above this one');
        break;
      }
      if (seen.includes(at)) break;
      seen.push(at);
    }
  }

  if (errors.length > 0) return { errors, files: new Map(), heads: new Map(), places: new Map(), parents: new Map() };
  return {
    errors,
    files: new Map([...pages].map(([name, page]) => [sectionPageFile(name), page])),
    heads,
    places,
    parents: new Map([...parents].map(([path, { parent }]) => [path, parent])),
  };
}

/**
 * What already has an address, or the addresses under it, other than a page file, in any language:
 * the pages of a type's entries (/blog/{slug}), a listing's later pages, the form pages and the
 * not-found pages. Says what, for the check's message.
 */
export function takenAddresses(types: readonly Pick<ContentType, 'collection' | 'entryPage'>[]): (path: string) => string | undefined {
  const folders = allLanguages.flatMap((language) => [
    ...types.flatMap((type) => (type.entryPage ? [{ folder: localPath(language, type.entryPage('')), what: `the pages of the ${type.collection.name} entries` }] : [])),
    ...types.flatMap(({ collection: { listing } }) => (listing ? [{ folder: `${localPath(language, listing.base)}/page/`, what: `the later pages of the ${listing.base} listing` }] : [])),
  ]);
  const exact = new Map<string, string>([...formPagePaths().map((at) => [at, 'the address of a form page'] as const), ...everyNotFoundPage.map((page) => [page.path, 'the address of the not-found page'] as const)]);
  return (at) => {
    if (exact.has(at)) return exact.get(at);
    const under = folders.find(({ folder }) => at.startsWith(folder));
    return under ? `under ${under.folder}, where ${under.what} are` : undefined;
  };
}

/** The pipeline's step for the marketing pages: reads content/pages/*.yml and compiles them. */
export function sectionPagesStep(options: {
  contentDir: string;
  display: (file: string) => string;
  site: SiteConfig | undefined;
  checkLink: SectionPagesOptions['checkLink'];
  routes: SectionPagesOptions['routes'];
  codePages: readonly string[];
  taken: NonNullable<SectionPagesOptions['taken']>;
  /** The folder of the English pages, for a translation's: each of its files is named after one of them. */
  englishDir?: string;
  translation?: Language;
}): SectionPagesResult {
  const dir = path.join(options.contentDir, 'pages');
  const english = options.englishDir === undefined ? undefined : sectionPageSources(path.join(options.englishDir, 'pages'), '').map((source) => source.name);
  return compileSectionPages({
    sources: sectionPageSources(dir, options.display(dir)),
    displayOf: (name) => options.display(path.join(dir, `${name}.yml`)),
    site: options.site,
    checkLink: options.checkLink,
    routes: options.routes,
    codePages: options.codePages,
    taken: options.taken,
    ...(english ? { englishPages: english } : {}),
    ...(options.translation ? { translation: options.translation } : {}),
  });
}
