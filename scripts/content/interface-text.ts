import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { allLanguages, DEFAULT_LANGUAGE, languages, type Language } from '../../src/config/languages';
import { interfaceTextFile, placeholdersOf, type InterfaceText } from '../../src/i18n/text';
import type { ContentError } from './errors';
import { FrontMatterSyntaxError, parseYaml, type Position } from './front-matter';
import { resolveText, type SiteFacts } from './references';

export interface InterfaceTextResult {
  errors: ContentError[];
  /** Each language's catalogue by data file; empty when there are errors. */
  files: Map<string, InterfaceText>;
}

/** The folder of the catalogues under content/, one file per language. */
export const INTERFACE_DIR = 'interface';

interface Catalogue {
  display: string;
  strings: Map<string, string>;
  positionOf: (key: string) => Position;
}

/**
 * The interface strings of every language (content/interface/<language>.yml), flattened to dotted
 * keys. English names every key; each other language must give every one of them, with the same
 * placeholders, and no other: a key missing in Spanish fails the check with its name. A string's
 * `{site.…}` references are replaced by the facts of its language (`facts` has none when site.yml
 * has errors of its own: the references then stay as written).
 */
export function interfaceTextStep(contentDir: string, display: (file: string) => string, facts: ReadonlyMap<Language, SiteFacts>): InterfaceTextResult {
  const errors: ContentError[] = [];
  const report = (file: string, at: Position, field: string, message: string, hint?: string) =>
    errors.push({ file, line: at.line, column: at.column, field, message, ...(hint ? { hint } : {}) });
  const catalogues = new Map<Language, Catalogue>();
  for (const language of allLanguages) {
    const file = path.join(contentDir, INTERFACE_DIR, `${language}.yml`);
    const catalogue = readCatalogue(file, display(file), report);
    const languageFacts = facts.get(language);
    if (catalogue && languageFacts)
      for (const [key, value] of catalogue.strings)
        catalogue.strings.set(key, resolveText(value, languageFacts, (problem) => report(catalogue.display, catalogue.positionOf(key), key, problem.message, problem.hint)));
    if (catalogue) catalogues.set(language, catalogue);
  }
  const english = catalogues.get(DEFAULT_LANGUAGE);
  if (english) {
    for (const [language, catalogue] of catalogues) {
      if (language === DEFAULT_LANGUAGE) continue;
      const name = languages[language].englishName;
      for (const [key, value] of english.strings) {
        const translated = catalogue.strings.get(key);
        if (translated === undefined) {
          report(catalogue.display, { line: 1, column: 1 }, key, `is missing: every key of ${english.display} needs its ${name} words`, `add "${key}" (English: "${value}")`);
          continue;
        }
        const wanted = placeholdersOf(value);
        const given = placeholdersOf(translated);
        if (wanted.join() !== given.join())
          report(
            catalogue.display,
            catalogue.positionOf(key),
            key,
            `must hold the placeholders of the English string (${wanted.map((p) => `{${p}}`).join(', ') || 'none'}), not ${given.map((p) => `{${p}}`).join(', ') || 'none'}`,
            'a placeholder is filled by the site: keep its name as it is and translate the words around it',
          );
      }
      for (const key of catalogue.strings.keys())
        if (!english.strings.has(key))
          report(catalogue.display, catalogue.positionOf(key), key, `is not a key of ${english.display}`, 'add it there first, or check its spelling');
    }
  }
  if (errors.length > 0 || catalogues.size !== allLanguages.length) return { errors, files: new Map() };
  return { errors, files: new Map([...catalogues].map(([language, { strings }]) => [interfaceTextFile(language), Object.fromEntries(strings)])) };
}

function readCatalogue(file: string, display: string, report: (file: string, at: Position, field: string, message: string, hint?: string) => void): Catalogue | undefined {
  if (!existsSync(file)) {
    report(display, { line: 1, column: 1 }, 'file', 'is missing', 'each language has its interface strings there');
    return undefined;
  }
  let yaml;
  try {
    yaml = parseYaml(readFileSync(file, 'utf8'));
  } catch (error) {
    if (!(error instanceof FrontMatterSyntaxError)) throw error;
    report(display, error.position, error.field ?? 'file', error.message, error.hint);
    return undefined;
  }
  const strings = new Map<string, string>();
  const paths = new Map<string, string[]>();
  let valid = true;
  const walk = (node: unknown, at: string[]) => {
    if (typeof node === 'string') {
      strings.set(at.join('.'), node);
      paths.set(at.join('.'), at);
    } else if (node && typeof node === 'object' && !Array.isArray(node)) {
      for (const [key, value] of Object.entries(node)) walk(value, [...at, key]);
    } else {
      valid = false;
      report(display, yaml.positionOf(at), at.join('.') || 'file', 'must be a text', 'each key holds one string, or keys of its own');
    }
  };
  walk(yaml.data, []);
  if (!valid) return undefined;
  return { display, strings, positionOf: (key) => yaml.positionOf(paths.get(key) ?? []) };
}
