/**
 * The words of a translation's files that the check reads as words: the note the site adds after
 * a link to a page in English only ("(en inglés)"), which the content must not write itself, and
 * the translation's glossary (content/<language>/glossary.yml), whose variants to avoid are
 * warnings naming the preferred words.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_LANGUAGE, translatedLanguages, type Language } from '../../src/config/languages';
import { pageLanguageOf } from '../../src/lib/links';
import { glossarySchema, type Glossary } from '../../src/content/schemas';
import { lineStartsOf, placeOf } from './brand-facts';
import { describeIssues, type ContentError } from './errors';
import { FrontMatterSyntaxError, parseYaml } from './front-matter';
import type { ContentWarning } from './translations';

/** A translation's glossary, in its folder of content/. */
export const GLOSSARY_FILE = 'glossary.yml';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Words as a pattern: any run of spaces (a no-break space too) between them. */
const words = (text: string) => text.trim().split(/\s+/).map(escape).join('[\\s\\u00a0]+');
const letter = '[\\p{L}\\p{N}]';

/** A variant to avoid as a pattern of whole words in any case; a final * stands for any ending. */
export function variantPattern(variant: string): RegExp {
  const open = variant.endsWith('*');
  return new RegExp(`(?<!${letter})${words(open ? variant.slice(0, -1) : variant)}${open ? `${letter}*` : `(?!${letter})`}`, 'giu');
}

/** Markdown and YAML files under a folder, at any depth, sorted. */
function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return (readdirSync(dir, { recursive: true, encoding: 'utf8' }) as string[])
    .filter((name) => /\.(md|ya?ml)$/.test(name))
    .sort()
    .map((name) => path.join(dir, name));
}

export interface TranslatedWordsOptions {
  contentDir: string;
  /** How a file is named in messages. */
  display: (file: string) => string;
  /** The note the site adds after a link to a page in English only, in each translated language (the catalogue's shell.inEnglish). */
  englishNotes: ReadonlyMap<Language, string>;
}

export interface TranslatedWordsResult {
  errors: ContentError[];
  warnings: ContentWarning[];
}

/** Checks every translated language's files: the note written by hand is an error, a glossary's variant a warning. */
export function checkTranslatedWords(options: TranslatedWordsOptions): TranslatedWordsResult {
  const result: TranslatedWordsResult = { errors: [], warnings: [] };
  for (const language of translatedLanguages) {
    const dir = path.join(options.contentDir, language);
    const files = filesUnder(dir).filter((file) => file !== path.join(dir, GLOSSARY_FILE));
    const note = options.englishNotes.get(language);
    if (note) for (const file of files) result.errors.push(...writtenNotes(file, readFileSync(file, 'utf8'), note, options.display(file)));
    const glossary = readGlossary(path.join(dir, GLOSSARY_FILE), options.display, result.errors);
    if (!glossary) continue;
    const catalogue = path.join(options.contentDir, 'interface', `${language}.yml`);
    const glossaryDisplay = options.display(path.join(dir, GLOSSARY_FILE));
    for (const file of existsSync(catalogue) ? [...files, catalogue] : files)
      result.warnings.push(...glossaryVariants(file, readFileSync(file, 'utf8'), glossary, { ...options, glossaryDisplay }));
  }
  return result;
}

/**
 * The note written into a file: as written ("(en inglés)"), or as the last words of a link's text
 * to a page in English ("[Política de privacidad en inglés](/privacy)"), which the site follows
 * with the note, so it would read twice.
 */
export function writtenNotes(file: string, raw: string, note: string, display: string): ContentError[] {
  const errors: ContentError[] = [];
  const lineStarts = lineStartsOf(raw);
  const inner = note.replace(/^\(|\)$/g, '');
  const report = (index: number, message: string, hint: string) => errors.push({ file: display, ...placeOf(file, raw, index, lineStarts), message, hint });
  for (const match of raw.matchAll(new RegExp(words(note), 'giu')))
    report(match.index, `"${match[0]}" is written here, and the site adds "${note}" itself after every link to a page in English only`, `remove "${match[0]}": the site writes it after the link, so it would show twice`);
  for (const match of raw.matchAll(new RegExp(`\\[([^\\]]*?)[\\s\\u00a0]+(${words(inner)})\\]\\(([^)\\s]+)\\)`, 'giu'))) {
    if (pageLanguageOf(match[3]!) !== DEFAULT_LANGUAGE) continue;
    const index = match.index + 1 + match[1]!.length + 1;
    report(index, `the link's words end in "${match[2]}", and the site adds "${note}" itself after a link to a page in English`, `end the link with the page's name, like [${match[1]}](${match[3]}): the site adds "${note}" after it`);
  }
  return errors;
}

/** A glossary, checked against its schema; undefined, with its problems reported, when it is wrong, and when there is none. */
function readGlossary(file: string, display: (file: string) => string, errors: ContentError[]): Glossary | undefined {
  if (!existsSync(file)) return undefined;
  const shown = display(file);
  try {
    const yaml = parseYaml(readFileSync(file, 'utf8'));
    const parsed = glossarySchema.safeParse(yaml.data);
    if (parsed.success) return parsed.data;
    for (const problem of describeIssues(parsed.error.issues, (yaml.data ?? {}) as Record<string, unknown>, Object.keys(glossarySchema.shape))) {
      const at = yaml.positionOf(problem.path, problem.part);
      errors.push({ file: shown, line: at.line, column: at.column, field: problem.field, message: problem.message, ...(problem.hint ? { hint: problem.hint } : {}) });
    }
  } catch (error) {
    if (!(error instanceof FrontMatterSyntaxError)) throw error;
    errors.push({ file: shown, ...error.position, field: error.field ?? 'file', message: error.message, ...(error.hint ? { hint: error.hint } : {}) });
  }
  return undefined;
}

/** Each variant to avoid found in a file, but where an exception of the glossary names its words on that line. */
export function glossaryVariants(
  file: string,
  raw: string,
  glossary: Glossary,
  options: Pick<TranslatedWordsOptions, 'contentDir' | 'display'> & { glossaryDisplay: string },
): ContentWarning[] {
  const warnings: ContentWarning[] = [];
  const relative = path.relative(options.contentDir, file).split(path.sep).join('/');
  const lineStarts = lineStartsOf(raw);
  const lines = raw.split('\n');
  for (const term of glossary.terms) {
    const exceptions = term.exceptions.filter((exception) => exception.file === relative);
    for (const variant of term.avoid) {
      for (const match of raw.matchAll(variantPattern(variant))) {
        const place = placeOf(file, raw, match.index, lineStarts);
        const line = lines[place.line - 1]!;
        const excused = exceptions.some((exception) => {
          const start = line.indexOf(exception.text);
          return start >= 0 && start <= place.column - 1 && place.column - 1 + match[0].length <= start + exception.text.length;
        });
        if (excused) continue;
        warnings.push({
          kind: 'glossary',
          file: options.display(file),
          ...place,
          message: `"${match[0]}" is a variant to avoid for "${term.concept}"${term.note ? ` (${term.note})` : ''}`,
          hint: `write "${term.preferred}", as ${options.glossaryDisplay} says; where "${match[0]}" means something else, add an exception there`,
        });
      }
    }
  }
  return warnings;
}
