import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { z } from 'zod';
import { languages, translatedLanguages, type Language } from '../../src/config/languages';
import { localPath, routePath, staticRoutes, type SiteRoute } from '../../src/config/routes';
import { closest } from './errors';
import { FrontMatterLanguageError, FrontMatterSyntaxError, parseSource, parseYaml } from './front-matter';
import { INTERFACE_DIR } from './interface-text';
import { ScaffoldError, slugify } from './scaffold';
import { translatableFiles, UPDATE_COMMAND, withSourceHash, wordsHash } from './translations';
import { contentTypes, type ContentType } from './types';

/** A translation to write: its path under content/, its text, and what it translates. */
export interface TranslationScaffold {
  /** Path under content/, like es/blog/first-week-home.md. */
  file: string;
  text: string;
  /** The English file it translates, by its path under content/ (`blog/first-week-home.md`). */
  source: string;
  /** The hash recorded in `sourceHash`: the English as it is now. */
  hash: string;
  /** Where `npm run dev` shows it. */
  previewPath: string;
  /** Whether it is written as a draft, kept off the site until its `draft: true` is removed. */
  draft: boolean;
  /** Whether its file name, part of its address, still has the English words: no title was given for it. */
  named: boolean;
  /** Whether it is a page drawn from its sections, whose address its own `path:` gives in its language. */
  addressed?: boolean;
}

const posix = (file: string) => file.split(path.sep).join('/');

/** The English file a path typed on the command line names: relative to the project (content/...), to content/, or to the working folder. */
function resolveEnglish(contentDir: string, typed: string): string {
  const candidates = [path.resolve(path.dirname(contentDir), typed), path.resolve(contentDir, typed), path.resolve(typed)];
  const file = candidates.find((candidate) => existsSync(candidate) && statSync(candidate).isFile());
  const english = translatableFiles(contentDir);
  if (!file) {
    const suggestion = closest(typed.replace(/^(\.\/)?content\//, ''), english);
    throw new ScaffoldError(`${typed} is not a file${suggestion ? ` (did you mean content/${suggestion}?)` : ''}: name the English file to translate, like content/blog/first-week-home-preventing-readmissions.md`);
  }
  return file;
}

/** A fixed page's routes, by its file's name in content/pages/. */
const routesOf = (name: string, routes: readonly SiteRoute[]) => routes.filter((route) => route.page === name);

/**
 * Why an English file is not translated into `language`, or undefined when it is: a page is
 * translated when its route gives it an address in that language, a content type when its pages do.
 */
function untranslatable(relative: string, language: Language, types: readonly ContentType[], routes: readonly SiteRoute[]): string | undefined {
  const name = languages[language].englishName;
  const [folder, file] = relative.includes('/') ? [relative.slice(0, relative.indexOf('/')), relative.slice(relative.indexOf('/') + 1)] : ['', relative];
  if (folder === 'pages') {
    const pageRoutes = routesOf(path.basename(file, path.extname(file)), routes);
    if (pageRoutes.length > 0 && !pageRoutes.some((route) => routePath(route, language)))
      return `its page, ${pageRoutes.map((route) => route.path).join(' and ')}, has no ${name} version (a page is translated when its route in src/config/routes.ts gives it an ${language}: address)`;
    return undefined;
  }
  const type = types.find((candidate) => candidate.collection.name === folder);
  if (!type) return undefined;
  const listed = type.collection.pages.map((page) => routes.find((route) => route.path === page));
  if (listed.some((route) => route && !routePath(route, language)))
    return `${folder} are not translated, as ${type.collection.pages.join(' and ')} ha${type.collection.pages.length === 1 ? 's' : 've'} no ${name} version`;
  return undefined;
}

/** The translation of `relative` that exists already, if any: a file of the language's folder whose translationOf names it. */
function existingTranslation(contentDir: string, language: Language, relative: string): string | undefined {
  const dir = path.join(contentDir, language);
  return translatableFiles(dir).find((name) => {
    try {
      const raw = readFileSync(path.join(dir, name), 'utf8');
      const data = (name.endsWith('.md') ? parseSource(raw).data : parseYaml(raw).data) as Record<string, unknown> | null;
      return typeof data?.translationOf === 'string' && data.translationOf.trim().replace(/^\.?\//, '') === relative;
    } catch {
      return false;
    }
  });
}

/** The English text with `translationOf:` first among its fields (and `draft: true` after it, for a type that has drafts). */
function withTranslationOf(raw: string, relative: string, draft: boolean): string {
  const newline = raw.includes('\r\n') ? '\r\n' : '\n';
  const lines = [`translationOf: ${relative}`, ...(draft ? ['draft: true'] : [])].join(newline) + newline;
  const opening = /^---[ \t]*\r?\n/.exec(raw);
  // A YAML file's fields may follow a document marker.
  if (!relative.endsWith('.md')) return opening ? opening[0] + lines + raw.slice(opening[0].length) : lines + raw;
  if (!opening) throw new ScaffoldError(`content/${relative} has no front matter: it cannot be translated as it is (npm run content -- --check says what to fix)`);
  const rest = raw.slice(opening[0].length);
  const closing = /^(---|\.\.\.)[ \t]*$/m.exec(rest);
  const frontMatter = closing ? rest.slice(0, closing.index) : rest;
  // The English file's own draft line would repeat the key.
  const fields = draft ? frontMatter.replace(/^draft:.*(\r?\n|$)/m, '') : frontMatter;
  return opening[0] + lines + fields + rest.slice(frontMatter.length);
}

/**
 * The translation of an English file into `language`, ready to write: in the language's folder of
 * content/, naming its English file (`translationOf`) and the version of it the translation starts
 * from (`sourceHash`, as `npm run translations -- --update` records it), with the English text to
 * translate. Refuses a file that is not translated into that language, and one that already is.
 * `title` gives an entry's file its words in that language (its address); the English name otherwise.
 */
export function scaffoldTranslation(
  contentDir: string,
  typed: string,
  options: { language?: Language; title?: string; types?: readonly ContentType[]; routes?: readonly SiteRoute[] } = {},
): TranslationScaffold {
  const { language = translatedLanguages[0], types = contentTypes, routes = staticRoutes } = options;
  const file = resolveEnglish(contentDir, typed);
  const relative = posix(path.relative(contentDir, file));
  const shown = `content/${relative}`;
  if (relative.startsWith('../') || path.isAbsolute(relative)) throw new ScaffoldError(`${typed} is not under content/: name the English file to translate, like content/blog/first-week-home-preventing-readmissions.md`);
  const top = relative.slice(0, relative.indexOf('/'));
  if ((translatedLanguages as readonly string[]).includes(top))
    throw new ScaffoldError(`${shown} is itself a translation: name the English file it translates (its translationOf)`);
  if (top === INTERFACE_DIR)
    throw new ScaffoldError(`${shown} holds the interface words, which are translated key for key in content/${INTERFACE_DIR}/${language}.yml: edit that file`);
  if (!translatableFiles(contentDir).includes(relative))
    throw new ScaffoldError(`${shown} is not translated: the translated files are site.yml, the pages (content/pages/) and the posts, FAQs and resources`);
  const reason = untranslatable(relative, language, types, routes);
  if (reason) throw new ScaffoldError(`${shown} stays in English: ${reason}.`);
  const existing = existingTranslation(contentDir, language, relative);
  if (existing) {
    const translation = `content/${language}/${existing}`;
    throw new ScaffoldError(`${translation} already translates ${shown}: edit it, then record the English it matches: ${UPDATE_COMMAND} ${translation}`);
  }

  const raw = readFileSync(file, 'utf8');
  try {
    if (relative.endsWith('.md')) parseSource(raw);
    else parseYaml(raw);
  } catch (error) {
    if (error instanceof FrontMatterSyntaxError || error instanceof FrontMatterLanguageError)
      throw new ScaffoldError(`${shown} cannot be read (${error.message}): fix it first; npm run content -- --check says where`);
    throw error;
  }
  const folder = relative.includes('/') ? relative.slice(0, relative.indexOf('/')) : '';
  const type = folder === 'pages' ? undefined : types.find((candidate) => candidate.collection.name === folder);
  const draft = Boolean(type && 'draft' in ((type.schema as unknown as z.ZodObject).shape ?? {}));
  // An entry's file name is its address in its language; a page's and site.yml's are fixed.
  const named = type !== undefined && typeof type.naming !== 'object';
  const slug = named && options.title !== undefined ? slugify(options.title) : path.basename(relative, path.extname(relative));
  if (!slug) throw new ScaffoldError(`The title "${options.title}" has no letters or digits to make a file name from.`);
  const target = `${language}/${folder ? `${folder}/` : ''}${named ? `${slug}.md` : path.basename(relative)}`;
  if (existsSync(path.join(contentDir, target))) throw new ScaffoldError(`content/${target} already exists: give the translation another title, or edit that file.`);

  const hash = wordsHash(raw, relative);
  const text = withSourceHash(withTranslationOf(raw, relative, draft), hash, path.basename(target));
  const page = type?.entryPage
    ? type.entryPage(slug)
    : type
      ? type.collection.pages[0]!
      : folder === 'pages'
        ? (routesOf(path.basename(relative, path.extname(relative)), routes)[0]?.path ?? '/')
        : '/';
  const route = routes.find((candidate) => candidate.path === page);
  const translated = route && routePath(route, language);
  // A page drawn from its sections has no route: its file gives its address (`path:`), one of each language's own.
  const addressed = folder === 'pages' && routesOf(path.basename(relative, path.extname(relative)), routes).length === 0 && /^path:/m.test(raw);
  return { file: target, text, source: relative, hash, previewPath: translated ?? localPath(language, page), draft, named: named && options.title === undefined, ...(addressed ? { addressed } : {}) };
}

/** Writes a translation under contentDir; never overwrites a file. Returns the path written. */
export function writeTranslation(contentDir: string, item: TranslationScaffold): string {
  const target = path.join(contentDir, item.file);
  mkdirSync(path.dirname(target), { recursive: true });
  writeFileSync(target, item.text, { flag: 'wx' });
  return target;
}

/** What the translator does next, a line each, after the file is written. */
export function nextSteps(item: TranslationScaffold, language: Language = translatedLanguages[0]): string[] {
  const name = languages[language].englishName;
  const file = `content/${item.file}`;
  return [
    `Wrote ${file}, translating content/${item.source} as it is now (sourceHash "${item.hash}")${item.draft ? ', as a draft' : ''}. Next:`,
    `  - Translate the English text into ${name}; figures and claims stay those of the English.`,
    '  - Fixed values such as category stay in English: the site shows their labels in the page\'s language.',
    `  - Links: write the ${name} address of a page that has one; npm run content -- --check names each link to change.`,
    ...(item.addressed ? [`  - Give the page its ${name} address: its path: (and parent:, if it has one) start with ${languages[language].home}.`] : []),
    ...(item.named ? [`  - Rename the file to ${name} words, as its name is part of its address (or start again with a title: npm run new -- translation content/${item.source} "<${name} title>").`] : []),
    ...(item.draft ? ['  - Remove "draft: true" once it is translated, to publish it.'] : []),
    `  - If the English changes before you finish, bring the translation up to date, then: ${UPDATE_COMMAND} ${file}`,
  ];
}
