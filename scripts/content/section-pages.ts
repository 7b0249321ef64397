import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { legalPageNames } from '../../src/content/categories';
import { isHomePath } from '../../src/config/languages';
import type { PageHead } from '../../src/content/page-heads';
import { pageKinds } from '../../src/content/page-kinds';
import {
  pageFieldSchemas,
  sectionKinds,
  sectionPageFile,
  sectionPageNames,
  sectionPageSchema,
  sectionSchemas,
  type PageSection,
  type SectionKind,
  type SectionPage,
  type SectionPageName,
} from '../../src/content/page-schema';
import type { SiteConfig } from '../../src/content/types';
import { sitemapGroupKeys } from '../../src/pages/sitemap-groups';
import { closest, describeIssues, type ContentError } from './errors';
import { FrontMatterSyntaxError, parseYaml, type ParsedYaml, type Position } from './front-matter';
import type { LinkProblem } from './links';
import type { SourceFile } from './parse-entry';
import { resolveReferences, siteFacts } from './references';
import { TRANSLATION_FIELDS } from './translations';

export interface SectionPagesOptions {
  /** The page files (content/pages/*.yml), named as messages print them. */
  sources: readonly SourceFile[];
  /** How a missing page's file is printed, from its name. */
  displayOf: (name: string) => string;
  /** The site facts that `{site.…}` references read; undefined when site.yml has its own errors. */
  site: SiteConfig | undefined;
  /** What is wrong with a link's target, if anything (the pipeline's link check), from the page of the file named `page`. */
  checkLink: (url: string, page: string) => LinkProblem | undefined;
  /** The site's fixed pages, each with the file of its words: the heads the files give are theirs. */
  routes: readonly { path: string; page: string }[];
  /**
   * The files are a translation's (content/<language>/pages/): each names its English source, and
   * only the pages `routes` gives an address in that language are expected.
   */
  translation?: boolean;
}

export interface SectionPagesResult {
  errors: ContentError[];
  /** Compiled pages by data file; empty when there are errors. */
  files: Map<string, SectionPage>;
  /** The head of each address shown by a page file, by path; empty when there are errors. */
  heads: Map<string, PageHead>;
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

/** The fields of a page file besides its sections: its head at its own address and at the others that show it. */
const headSchema = sectionPageSchema.pick({ title: true, description: true, also: true });
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
  return [[path, { title: head.title ?? null, description: head.description }], ...also.map(([path, words]): [string, PageHead] => [path, words])];
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
  // The pages written in YAML: those the site's code draws, and any other a route names but the legal pages' Markdown.
  const routePages = options.routes.map((route) => route.page).filter((page) => !(legalPageNames as readonly string[]).includes(page));
  const names = [...new Set([...(options.translation ? [] : sectionPageNames), ...routePages])];

  for (const source of options.sources) {
    if (!names.includes(source.name)) {
      const suggestion = closest(source.name, names);
      const hint = options.translation && (sectionPageNames as readonly string[]).includes(source.name)
        ? `the ${source.name} page has no address in this language: give its route one in src/config/routes.ts`
        : suggestion ? `did you mean ${suggestion}.yml?` : `pages are ${names.map((n) => `${n}.yml`).join(', ')}`;
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
      for (const problem of describeIssues(issues, data, fields))
        report(source.display, yaml.positionOf(problem.path, problem.part), problem.field, problem.message, problem.hint?.replace('to the front matter', where));
    };
    const fields: z.ZodRawShape = pageFieldSchemas[source.name as keyof typeof pageFieldSchemas] ?? {};
    const fieldNames = Object.keys(fields);
    const known = [...headFields, 'sections', ...fieldNames];
    for (const key of Object.keys(data).filter((key) => !known.includes(key))) {
      const suggestion = closest(key, known);
      fail([key], 'is not a known field', suggestion ? `did you mean "${suggestion}"?` : `this page's file holds ${known.map((field) => `"${field}:"`).join(', ')}`, 'key');
    }
    const head = headSchema.safeParse(Object.fromEntries(Object.entries(data).filter(([key]) => headFields.includes(key))));
    if (head.success) for (const [path, words] of headsOf(source.name, head.data, options.routes, fail)) heads.set(path, words);
    else reportIssues(head.error.issues, known, 'to the page file');
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
      const only = pageKinds[source.name as SectionPageName];
      if (only && !only.includes(kind as SectionKind)) {
        fail([...at, 'kind'], `the ${source.name} page draws no "${kind}" section`, `its kinds: ${only.join(', ')}`);
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
        for (const key of Object.keys(parsed.groups).filter((key) => !keys.includes(key))) {
          const suggestion = closest(key, keys);
          fail([...at, 'groups', key], `"${key}" is not a group of the sitemap`, `${suggestion ? `did you mean "${suggestion}"? ` : ''}groups: ${keys.join(', ')}`, 'key');
        }
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
  for (const name of names)
    if (!options.sources.some((source) => source.name === name)) report(options.displayOf(name), { line: 1, column: 1 }, 'file', 'is missing', `the ${name} page's sections are written there`);

  if (errors.length > 0) return { errors, files: new Map(), heads: new Map() };
  return { errors, files: new Map([...pages].map(([name, page]) => [sectionPageFile(name as SectionPageName), page])), heads };
}

/** The pipeline's step for the marketing pages: reads content/pages/*.yml and compiles them. */
export function sectionPagesStep(options: {
  contentDir: string;
  display: (file: string) => string;
  site: SiteConfig | undefined;
  checkLink: SectionPagesOptions['checkLink'];
  routes: SectionPagesOptions['routes'];
  translation?: boolean;
}): SectionPagesResult {
  const dir = path.join(options.contentDir, 'pages');
  return compileSectionPages({
    sources: sectionPageSources(dir, options.display(dir)),
    displayOf: (name) => options.display(path.join(dir, `${name}.yml`)),
    site: options.site,
    checkLink: options.checkLink,
    routes: options.routes,
    ...(options.translation ? { translation: true } : {}),
  });
}
