import { createHash } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { translatedLanguages, type Language } from '../../src/config/languages';
import { closest, formatError, formatGithub, type ContentError, type ErrorFormat } from './errors';
import { FrontMatterLanguageError, FrontMatterSyntaxError, parseSource, parseYaml, type Position } from './front-matter';
import { contentTypes } from './types';

/**
 * A problem that does not stop the site: the page still publishes, and the check says what to
 * look at. `details` are further lines (what changed), printed under the message.
 */
export interface ContentWarning extends ContentError {
  details?: string[];
  /** What it warns of: a translation behind its English (the default), or a word the Spanish glossary avoids. */
  kind?: 'glossary';
}

/** A language's name in English, for messages (`languages` holds each language's own name). */
const englishName = (language: Language) => new Intl.DisplayNames(['en'], { type: 'language' }).of(language) ?? language;

/** The command that records the version of the English a translation was brought up to. */
export const UPDATE_COMMAND = 'npm run translations -- --update';

/** Characters of the hash a translation records: enough to tell versions of one file apart. */
export const SOURCE_HASH_LENGTH = 12;

/** How far back the history of an English file is searched for the version a translation records. */
export const HISTORY_DEPTH = 50;

/** At most this many lines say what changed; the rest are counted. */
const MAX_DETAILS = 6;

/** The fields of a translation that name its source, not words of the page: a page's schema leaves them out. */
export const TRANSLATION_FIELDS = ['translationOf', 'sourceHash'] as const;

/** How a file is written: Markdown with front matter, or YAML throughout. */
type Kind = 'markdown' | 'yaml';
const kindOf = (name: string): Kind => (name.endsWith('.md') ? 'markdown' : 'yaml');

/** The folders of content/ whose files are translated one for one: the pages and every content type. */
function translatableFolders(): string[] {
  return [...new Set(['pages', ...contentTypes.map((type) => type.collection.name)])].sort();
}

/** The translatable files under `dir` (content/ or content/<language>/), by path relative to it (`site.yml`, `pages/home.yml`, `blog/x.md`). */
export function translatableFiles(dir: string): string[] {
  const files = existsSync(path.join(dir, 'site.yml')) ? ['site.yml'] : [];
  for (const folder of translatableFolders()) {
    const folderPath = path.join(dir, folder);
    if (!existsSync(folderPath)) continue;
    const wanted = folder === 'pages' ? /\.(md|yml)$/ : /\.md$/;
    for (const name of readdirSync(folderPath).sort()) if (wanted.test(name)) files.push(`${folder}/${name}`);
  }
  return files;
}

/** The folder of a translatable file (`site.yml` stands alone) and its extension: a translation has its source's. */
const shapeOf = (name: string) => `${name.includes('/') ? name.slice(0, name.indexOf('/')) : name}|${path.extname(name)}`;

/** What a file says: its front matter (or YAML) and its body, apart from how they are written. */
interface Words {
  data: unknown;
  body: string;
  /** The file line where the body starts. */
  bodyLine: number;
}

const collapse = (text: string) => text.replace(/\s+/g, ' ').trim();

/** A value with its texts' whitespace collapsed, without the translation's own fields. */
function normalise(value: unknown, top = true): unknown {
  if (typeof value === 'string') return collapse(value);
  if (Array.isArray(value)) return value.map((item) => normalise(item, false));
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value)
        .filter(([key]) => !(top && (TRANSLATION_FIELDS as readonly string[]).includes(key)))
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        .map(([key, item]) => [key, normalise(item, false)]),
    );
  return value;
}

/**
 * The fields of a page file that say where the page is (its address, its weight in sitemap.xml,
 * its parent, its place on the sitemap page), not what it says: each language's file has its own,
 * so a change to them leaves the translation up to date.
 */
const PLACE_FIELDS = ['path', 'priority', 'parent', 'sitemap'];

/** A YAML file's values without its place fields (PLACE_FIELDS). */
function withoutPlace(data: unknown): unknown {
  if (!data || typeof data !== 'object' || Array.isArray(data)) return data;
  return Object.fromEntries(Object.entries(data).filter(([key]) => !PLACE_FIELDS.includes(key)));
}

/** Reads a file's words; throws the parsers' errors. */
function wordsOf(raw: string, kind: Kind): Words {
  if (kind === 'yaml') return { data: normalise(withoutPlace(parseYaml(raw).data)), body: '', bodyLine: 1 };
  const parsed = parseSource(raw);
  return { data: normalise(parsed.data), body: parsed.body, bodyLine: parsed.bodyLine };
}

function hashWords(words: Words): string {
  const text = `${JSON.stringify(words.data)}\n${collapse(words.body)}`;
  return createHash('sha256').update(text).digest('hex').slice(0, SOURCE_HASH_LENGTH);
}

/**
 * The hash of what a file says: its values and its body's words, so that re-indenting, quoting
 * or re-wrapping a paragraph of the English does not make a translation look out of date.
 */
export function wordsHash(raw: string, name: string): string {
  return hashWords(wordsOf(raw, kindOf(name)));
}

/** A stretch of two sequences compared: items both have, or items one has in place of the other's. */
type Stretch<T> = { kept: T[] } | { removed: T[]; added: T[] };

/** Two sequences as stretches kept and changed, along their longest common subsequence. */
function compare<T>(a: readonly T[], b: readonly T[], key: (item: T) => string): Stretch<T>[] {
  const ka = a.map(key);
  const kb = b.map(key);
  // Filled from the end, so the walk below goes from the start.
  const lcs = Array.from({ length: a.length + 1 }, () => new Array<number>(b.length + 1).fill(0));
  for (let i = a.length - 1; i >= 0; i--)
    for (let j = b.length - 1; j >= 0; j--) lcs[i]![j] = ka[i] === kb[j] ? lcs[i + 1]![j + 1]! + 1 : Math.max(lcs[i + 1]![j]!, lcs[i]![j + 1]!);
  const stretches: Stretch<T>[] = [];
  const keep = (item: T) => {
    const last = stretches.at(-1);
    if (last && 'kept' in last) last.kept.push(item);
    else stretches.push({ kept: [item] });
  };
  const change = (side: 'removed' | 'added', item: T) => {
    const last = stretches.at(-1);
    if (last && 'removed' in last) last[side].push(item);
    else stretches.push({ removed: side === 'removed' ? [item] : [], added: side === 'added' ? [item] : [] });
  };
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    if (i < a.length && j < b.length && ka[i] === kb[j]) {
      keep(b[j]!);
      i++;
      j++;
    } else if (j < b.length && (i === a.length || lcs[i]![j + 1]! >= lcs[i + 1]![j]!)) change('added', b[j++]!);
    else change('removed', a[i++]!);
  }
  return stretches;
}

/** Words, with `[-removed-]{+added+}` around what differs and a few unchanged words on each side. */
export function wordDiff(before: string, after: string, context = 3, maxLength = 160): string {
  const words = (text: string) => collapse(text).split(' ').filter(Boolean);
  const stretches = compare(words(before), words(after), (word) => word);
  const text = stretches
    .map((stretch, index) => {
      if (!('kept' in stretch)) return `${stretch.removed.length > 0 ? `[-${stretch.removed.join(' ')}-]` : ''}${stretch.added.length > 0 ? `{+${stretch.added.join(' ')}+}` : ''}`;
      const head = index === 0 ? 0 : context;
      const tail = index === stretches.length - 1 ? 0 : context;
      const kept = stretch.kept;
      // Leaving out a single word saves nothing.
      return kept.length > head + tail + 1 ? [...kept.slice(0, head), '…', ...kept.slice(kept.length - tail)].join(' ') : kept.join(' ');
    })
    .join(' ');
  return text.length > maxLength ? `${text.slice(0, maxLength - 1)}…` : text;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const shown = (value: unknown) => {
  const text = JSON.stringify(value);
  return text.length > 60 ? `${text.slice(0, 59)}…` : text;
};

/** A field whose value differs: where it is, and what changed. */
interface FieldChange {
  path: (string | number)[];
  text: string;
}

/** The fields whose values differ, each with what changed. */
function fieldChanges(before: unknown, after: unknown, at: (string | number)[] = []): FieldChange[] {
  const change = (text: string) => [{ path: at, text: `${at.join('.')}: ${text}` }];
  if (isObject(before) && isObject(after)) {
    const keys = [...new Set([...Object.keys(after), ...Object.keys(before)])];
    return keys.flatMap((key) => fieldChanges(before[key], after[key], [...at, key]));
  }
  if (Array.isArray(before) && Array.isArray(after))
    return Array.from({ length: Math.max(before.length, after.length) }, (_, i) => fieldChanges(before[i], after[i], [...at, i])).flat();
  if (JSON.stringify(before) === JSON.stringify(after)) return [];
  if (before === undefined) return change(`added ${shown(after)}`);
  if (after === undefined) return change(`removed (was ${shown(before)})`);
  if (typeof before === 'string' && typeof after === 'string') return change(wordDiff(before, after));
  return change(`${shown(before)} → ${shown(after)}`);
}

/** A body's paragraphs and headings, whitespace collapsed, with the file line each starts on. */
function blocksOf(words: Words): { text: string; line: number }[] {
  const blocks: { text: string; line: number }[] = [];
  let current: string[] = [];
  let start = 0;
  words.body.split(/\r?\n/).forEach((line, i) => {
    if (line.trim() === '') {
      if (current.length > 0) blocks.push({ text: collapse(current.join(' ')), line: words.bodyLine + start });
      current = [];
    } else {
      if (current.length === 0) start = i;
      current.push(line);
    }
  });
  if (current.length > 0) blocks.push({ text: collapse(current.join(' ')), line: words.bodyLine + start });
  return blocks;
}

/** The paragraphs and headings that differ, each as `line N: what changed`, the line of the English as it is now. */
function bodyChanges(before: Words, after: Words): string[] {
  const stretches = compare(blocksOf(before), blocksOf(after), (block) => block.text);
  const end = after.bodyLine + after.body.split(/\r?\n/).length - 1;
  return stretches.flatMap((stretch, index) => {
    if ('kept' in stretch) return [];
    // A paragraph rewritten in place pairs with the one it replaced; the rest were added or removed.
    const next = stretches[index + 1];
    const nextLine = next && 'kept' in next ? next.kept[0]!.line : end;
    return Array.from({ length: Math.max(stretch.removed.length, stretch.added.length) }, (_, k) => {
      const old = stretch.removed[k];
      const now = stretch.added[k];
      if (old && now) return `line ${now.line}: ${wordDiff(old.text, now.text)}`;
      if (now) return `line ${now.line}: added ${wordDiff('', now.text)}`;
      return `line ${nextLine}: removed ${wordDiff(old!.text, '')}`;
    });
  });
}

/**
 * What changed from one version of an English file to another, a line each and at most a few,
 * each starting with its line in the English as it is now, for the translator to find it.
 */
export function describeChanges(beforeRaw: string, afterRaw: string, name: string): string[] {
  const before = wordsOf(beforeRaw, kindOf(name));
  const after = wordsOf(afterRaw, kindOf(name));
  const positionOf = kindOf(name) === 'yaml' ? parseYaml(afterRaw).positionOf : parseSource(afterRaw).positionOf;
  const fields = fieldChanges(before.data, after.data).map((field) => `line ${positionOf(field.path).line}, ${field.text}`);
  const all = [...fields, ...bodyChanges(before, after)];
  if (all.length <= MAX_DETAILS) return all;
  const more = all.length - (MAX_DETAILS - 1);
  return [...all.slice(0, MAX_DETAILS - 1), `… and ${more} more change${more === 1 ? '' : 's'}`];
}

/** The top folder of the repository holding a folder, or undefined outside one. */
function repositoryOf(dir: string): string | undefined {
  try {
    return execFileSync('git', ['-C', dir, 'rev-parse', '--show-toplevel'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return undefined;
  }
}

/** The committed versions of a file, newest first, as far back as `depth` commits. */
function committedVersions(file: string, depth: number): string[] {
  const repository = repositoryOf(path.dirname(file));
  if (!repository) return [];
  const relative = path.relative(repository, file).split(path.sep).join('/');
  try {
    const git = (args: string[], input?: string) => execFileSync('git', ['-C', repository, ...args], { input, stdio: ['pipe', 'pipe', 'ignore'], maxBuffer: 64 * 1024 * 1024 });
    const commits = git(['log', `-n${depth}`, '--format=%H', '--', relative]).toString('utf8').split('\n').filter(Boolean);
    if (commits.length === 0) return [];
    // One process for every version: `<id> blob <size>\n<bytes>\n` for each, or `<name> missing\n`.
    const output = git(['cat-file', '--batch'], commits.map((commit) => `${commit}:${relative}\n`).join(''));
    const versions: string[] = [];
    let at = 0;
    while (at < output.length) {
      const end = output.indexOf(10, at);
      const header = output.subarray(at, end).toString('utf8').split(' ');
      at = end + 1;
      if (header[1] !== 'blob') continue;
      const size = Number(header[2]);
      versions.push(output.subarray(at, at + size).toString('utf8'));
      at += size + 1;
    }
    return versions;
  } catch {
    return [];
  }
}

/** The version of an English file whose words have `hash`, from its history, if there. */
export function recordedVersion(file: string, hash: string, depth = HISTORY_DEPTH): string | undefined {
  const name = path.basename(file);
  return committedVersions(file, depth).find((raw) => {
    try {
      return wordsHash(raw, name) === hash;
    } catch {
      return false;
    }
  });
}

/** One translation file and what the check found. */
export interface Translation {
  language: Language;
  display: string;
  /** The English file it names (`blog/x.md`), when it names one. */
  source?: string;
  state: 'current' | 'stale' | 'invalid' | 'unreadable';
  recordedHash?: string;
  currentHash?: string;
  /** For a stale translation: what changed in the English since the recorded version. */
  changes?: string[];
}

export interface TranslationsReport {
  errors: ContentError[];
  warnings: ContentWarning[];
  translations: Translation[];
  /** By language: English files of folders it translates that have no translation yet. */
  missing: Map<Language, string[]>;
  /** By language: English files of folders it does not translate at all, and pages without a translation. */
  untranslated: Map<Language, string[]>;
}

const start: Position = { line: 1, column: 1 };

function readTranslation(contentDir: string, language: Language, relative: string, display: (file: string) => string) {
  const file = path.join(contentDir, language, relative);
  const translation: Translation = { language, display: display(file), state: 'invalid' };
  let data: Record<string, unknown>;
  let positionOf: (field: string) => Position;
  try {
    const raw = readFileSync(file, 'utf8');
    if (kindOf(relative) === 'yaml') {
      const yaml = parseYaml(raw);
      data = isObject(yaml.data) ? yaml.data : {};
      positionOf = (field) => yaml.positionOf([field]);
    } else {
      const parsed = parseSource(raw);
      data = parsed.data;
      positionOf = (field) => parsed.positionOf([field]);
    }
  } catch (error) {
    // The file's own check reports what is wrong with its syntax, once.
    if (error instanceof FrontMatterSyntaxError || error instanceof FrontMatterLanguageError) return { translation: { ...translation, state: 'unreadable' as const }, data: {}, positionOf: () => start };
    throw error;
  }
  return { translation, data, positionOf };
}

/**
 * Checks every translation under content/<language>/ (site.yml, pages/, each content type's
 * folder): each names an English file of its kind by `translationOf`, no two name the same one,
 * and each records by `sourceHash` the version of the English it was made from. A translation
 * whose English has changed since is a warning, with what changed, found in the English file's
 * history: the translated page still publishes.
 */
export function checkTranslations(contentDir: string, display: (file: string) => string): TranslationsReport {
  const errors: ContentError[] = [];
  const warnings: ContentWarning[] = [];
  const report = (file: string, at: Position, field: string, message: string, hint?: string) =>
    errors.push({ file, line: at.line, column: at.column, field, message, ...(hint ? { hint } : {}) });
  const english = translatableFiles(contentDir);
  const englishSet = new Set(english);
  const translations: Translation[] = [];
  const missing = new Map<Language, string[]>();
  const untranslated = new Map<Language, string[]>();
  const sourceText = new Map<string, string>();
  const readSource = (name: string) => {
    if (!sourceText.has(name)) sourceText.set(name, readFileSync(path.join(contentDir, name), 'utf8'));
    return sourceText.get(name)!;
  };

  for (const language of translatedLanguages) {
    const translatedSources = new Map<string, { translation: Translation; at: Position; reported?: boolean }>();
    for (const relative of translatableFiles(path.join(contentDir, language))) {
      const { translation, data, positionOf } = readTranslation(contentDir, language, relative, display);
      translations.push(translation);
      if (translation.state === 'unreadable') continue;
      const fix = `${UPDATE_COMMAND} ${translation.display}`;
      const named = data.translationOf;
      if (named === undefined || named === null || named === '') {
        const mirror = englishSet.has(relative) ? relative : undefined;
        report(translation.display, start, 'translationOf', 'is required: it names the English file this one translates', mirror ? `add "translationOf: ${mirror}" to the front matter` : `add "translationOf:" with the English file's path under content/, like ${relative.includes('/') ? `${relative.slice(0, relative.indexOf('/'))}/<file>` : 'site.yml'}`);
        continue;
      }
      const at = positionOf('translationOf');
      if (typeof named !== 'string') {
        report(translation.display, at, 'translationOf', 'must be the path of an English file under content/', `like translationOf: ${relative}`);
        continue;
      }
      const source = named.trim().replace(/^\.?\//, '');
      const otherLanguage = translatedLanguages.find((other) => source.startsWith(`${other}/`));
      if (otherLanguage) {
        report(translation.display, at, 'translationOf', `names "${named}", which is itself a translation into ${englishName(otherLanguage)}`, `name the English file it translates, the one outside content/${otherLanguage}/`);
        continue;
      }
      if (!englishSet.has(source)) {
        const stripped = source.replace(/^content\//, '');
        const sameShape = english.filter((name) => shapeOf(name) === shapeOf(relative));
        const suggestion = englishSet.has(stripped) ? stripped : (closest(source, sameShape) ?? closest(source, english));
        report(translation.display, at, 'translationOf', `names "${named}", which does not exist`, suggestion ? `did you mean "${suggestion}"?` : 'write the English file\'s path under content/, like blog/first-week-home-preventing-readmissions.md');
        continue;
      }
      translation.source = source;
      if (shapeOf(source) !== shapeOf(relative)) {
        report(translation.display, at, 'translationOf', `names "${source}", a file of another kind than ${translation.display}`, `a translation sits in the folder of its English file, as the same kind of file: content/${language}/${source.includes('/') ? source.slice(0, source.lastIndexOf('/') + 1) : ''}`);
        continue;
      }
      const other = translatedSources.get(source);
      if (other) {
        const hint = `one ${englishName(language)} file per English file: keep one of the two`;
        report(translation.display, at, 'translationOf', `names "${source}", which ${other.translation.display} also translates`, hint);
        if (!other.reported) {
          report(other.translation.display, other.at, 'translationOf', `names "${source}", which ${translation.display} also translates`, hint);
          other.reported = true;
        }
        other.translation.state = 'invalid';
        continue;
      }
      translatedSources.set(source, { translation, at });

      const sourceFile = path.join(contentDir, source);
      let current: string;
      try {
        current = wordsHash(readSource(source), source);
      } catch (error) {
        // The English file's own check reports what is wrong with it.
        if (error instanceof FrontMatterSyntaxError || error instanceof FrontMatterLanguageError) continue;
        throw error;
      }
      translation.currentHash = current;
      const recorded = data.sourceHash;
      if (recorded === undefined || recorded === null || recorded === '') {
        report(translation.display, start, 'sourceHash', `is required: it records the version of ${display(sourceFile)} this translation was made from`, `record it: ${fix}`);
        continue;
      }
      const hashAt = positionOf('sourceHash');
      if (typeof recorded !== 'string' || !new RegExp(`^[0-9a-f]{${SOURCE_HASH_LENGTH}}$`).test(recorded)) {
        report(translation.display, hashAt, 'sourceHash', `"${String(recorded)}" is not a hash the command records`, `record it again: ${fix}`);
        continue;
      }
      translation.recordedHash = recorded;
      if (recorded === current) {
        translation.state = 'current';
        continue;
      }
      translation.state = 'stale';
      const before = recordedVersion(sourceFile, recorded);
      translation.changes = before
        ? describeChanges(before, readSource(source), source)
        : [`the version recorded is not in this checkout's history of ${display(sourceFile)} (a shallow clone, or a version never committed): compare the translation with the English as it is now`];
      warnings.push({
        file: translation.display,
        line: hashAt.line,
        column: hashAt.column,
        field: 'sourceHash',
        message: `translates ${display(sourceFile)}, which has changed since this translation (recorded ${recorded}, now ${current})`,
        hint: `bring the ${englishName(language)} up to date, then record it: ${fix}`,
        details: translation.changes,
      });
    }
    // A folder with no translation is not translated into this language; one with some should be whole.
    // The pages are translated one by one, some never (those for agencies and facilities).
    const folderOf = (name: string) => shapeOf(name).split('|')[0]!;
    const translatedFolders = new Set([...translatedSources.keys()].map(folderOf));
    const withoutTranslation = english.filter((name) => !translatedSources.has(name));
    const expected = (name: string) => name === 'site.yml' || (translatedFolders.has(folderOf(name)) && folderOf(name) !== 'pages');
    missing.set(language, withoutTranslation.filter(expected));
    untranslated.set(language, withoutTranslation.filter((name) => !expected(name)));
  }
  return { errors, warnings, translations, missing, untranslated };
}

export class TranslationUpdateError extends Error {}

/**
 * The text of a translation with `sourceHash` set to `hash`: its line's value replaced, or a line
 * added right after `translationOf`. Every other byte of the file stays as it is.
 */
export function withSourceHash(raw: string, hash: string, name: string): string {
  const newline = raw.includes('\r\n') ? '\r\n' : '\n';
  const lines = raw.split('\n');
  // The lines of YAML: all of a .yml file, a Markdown file's front matter between its --- lines.
  let first = 0;
  let end = lines.length;
  if (kindOf(name) === 'markdown') {
    if (lines[0]?.replace(/\r$/, '').trim() !== '---') throw new TranslationUpdateError('has no front matter: add translationOf first');
    first = 1;
    end = lines.findIndex((line, i) => i > 0 && /^(---|\.\.\.)\s*$/.test(line.replace(/\r$/, '')));
    if (end < 0) throw new TranslationUpdateError('has no end to its front matter (a line of ---)');
  }
  const topLevel = (key: string) => lines.findIndex((line, i) => i >= first && i < end && new RegExp(`^${key}\\s*:`).test(line));
  const value = `sourceHash: "${hash}"`;
  const existing = topLevel('sourceHash');
  if (existing >= 0) {
    lines[existing] = value + (lines[existing]!.endsWith('\r') ? '\r' : '');
    return lines.join('\n');
  }
  const named = topLevel('translationOf');
  if (named < 0) throw new TranslationUpdateError('has no translationOf: name the English file it translates first');
  // A value continued on indented lines stays whole.
  let after = named + 1;
  while (after < end && /^[ \t]+\S/.test(lines[after]!)) after++;
  lines.splice(after, 0, value + (newline === '\r\n' ? '\r' : ''));
  return lines.join('\n');
}

/** Where a translation file is, by a path as typed: relative to the working folder, or to the project (content/es/...). */
export function resolveTranslation(contentDir: string, typed: string): string | undefined {
  const candidates = [path.resolve(typed), path.resolve(path.dirname(contentDir), typed), path.resolve(contentDir, typed)];
  const file = candidates.find((candidate) => existsSync(candidate));
  if (!file) return undefined;
  const relative = path.relative(contentDir, file).split(path.sep);
  return translatedLanguages.includes(relative[0] as (typeof translatedLanguages)[number]) && relative.length > 1 ? file : undefined;
}

/**
 * Records in a translation the hash of its English file as it is now, after a translator has
 * brought it up to date. Returns the English file's path under content/ and the hash.
 */
export function recordSourceHash(contentDir: string, file: string): { source: string; hash: string; changed: boolean } {
  const raw = readFileSync(file, 'utf8');
  const name = path.basename(file);
  let data: Record<string, unknown>;
  try {
    const parsed = kindOf(name) === 'yaml' ? parseYaml(raw).data : parseSource(raw).data;
    data = isObject(parsed) ? parsed : {};
  } catch (error) {
    if (error instanceof FrontMatterSyntaxError || error instanceof FrontMatterLanguageError) throw new TranslationUpdateError(`cannot be read: ${error.message} (npm run content -- --check says where)`);
    throw error;
  }
  if (typeof data.translationOf !== 'string' || !data.translationOf.trim()) throw new TranslationUpdateError('has no translationOf: name the English file it translates first');
  const source = data.translationOf.trim().replace(/^\.?\//, '');
  const sourceFile = path.join(contentDir, source);
  if (!existsSync(sourceFile) || translatedLanguages.some((language) => source.startsWith(`${language}/`)))
    throw new TranslationUpdateError(`names "${source}", which is not an English file under content/ (npm run content -- --check suggests one)`);
  const hash = wordsHash(readFileSync(sourceFile, 'utf8'), source);
  const updated = withSourceHash(raw, hash, name);
  if (updated !== raw) writeFileSync(file, updated);
  return { source, hash, changed: updated !== raw };
}

/**
 * Warnings as printed after the errors: for people, a line each as errors are with what changed
 * indented below; for GitHub Actions, `::warning` annotations, what changed on the lines after
 * the message.
 */
export function formatWarnings(warnings: readonly ContentWarning[], format: ErrorFormat): string[] {
  if (warnings.length === 0) return [];
  if (format === 'github')
    return warnings.map(({ details = [], hint, ...warning }) =>
      formatGithub({ ...warning, message: [warning.message + (hint ? ` (${hint})` : ''), ...details].join('\n') }, 'warning'),
    );
  const group = (heading: string, each: readonly ContentWarning[]) =>
    each.length === 0 ? [] : [heading, '', ...each.flatMap(({ details = [], kind: _kind, ...warning }) => [formatError(warning), ...details.map((line) => `    ${line}`)]), ''];
  const stale = warnings.filter((warning) => warning.kind === undefined);
  const words = warnings.filter((warning) => warning.kind === 'glossary');
  return [
    ...group(`${stale.length === 1 ? '1 translation is' : `${stale.length} translations are`} out of date (the translated pages still publish):`, stale),
    ...group(`${words.length === 1 ? '1 word differs' : `${words.length} words differ`} from the glossary's (the pages still publish):`, words),
  ];
}

const stateWidth = 'not translated'.length;

/**
 * The state of every translation, language by language: current, out of date with what changed,
 * or wrong (the check says how); then the English files of translated folders without one, and
 * what is not translated at all.
 */
export function formatTranslationList(report: TranslationsReport, contentDir: string, display: (file: string) => string): string[] {
  const lines: string[] = [];
  const row = (state: string, text: string) => lines.push(`  ${state.padEnd(stateWidth)}  ${text}`);
  const english = (name: string) => display(path.join(contentDir, name));
  for (const language of translatedLanguages) {
    const translations = report.translations.filter((translation) => translation.language === language);
    const missing = report.missing.get(language) ?? [];
    const stale = translations.filter((translation) => translation.state === 'stale').length;
    const counts = [`${translations.length} translation${translations.length === 1 ? '' : 's'}`, `${stale} out of date`, `${missing.length} missing`];
    lines.push(`${englishName(language)} (${language}): ${counts.join(', ')}`);
    for (const translation of translations) {
      const of = translation.source ? `  translates ${english(translation.source)}` : '';
      if (translation.state === 'current') row('current', translation.display + of);
      else if (translation.state === 'stale') {
        row('out of date', `${translation.display}${of} (recorded ${translation.recordedHash}, now ${translation.currentHash})`);
        for (const change of translation.changes ?? []) lines.push(`  ${' '.repeat(stateWidth)}    ${change}`);
      } else {
        const problems = report.errors.filter((error) => error.file === translation.display).map((error) => `${error.field} ${error.message}`);
        row('wrong', `${translation.display}${of}: ${problems.join('; ') || 'cannot be read (npm run content -- --check says where)'}`);
      }
    }
    for (const name of missing) row('missing', english(name));
    // Whole folders in one line, the pages one by one.
    const untranslated = report.untranslated.get(language) ?? [];
    const folders = new Map<string, string[]>();
    for (const name of untranslated) {
      const folder = name.includes('/') ? name.slice(0, name.indexOf('/') + 1) : name;
      folders.set(folder, [...(folders.get(folder) ?? []), name]);
    }
    for (const [folder, names] of folders) {
      if (folder === 'pages/' || folder === 'site.yml') for (const name of names) row('not translated', english(name));
      else row('not translated', `${english(folder)}/ (${names.length} file${names.length === 1 ? '' : 's'})`);
    }
    lines.push('');
  }
  return lines;
}
