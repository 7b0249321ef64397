import type { Language } from '../config/languages';

/**
 * One language's interface strings (content/interface/<language>.yml): the shell's labels,
 * messages and accessible names, by dotted key (`header.menu`). A string may hold `{name}`
 * placeholders, filled by `translate`.
 */
export type InterfaceText = Readonly<Record<string, string>>;

/** Where a language's catalogue is written, relative to the data folder. */
export const interfaceTextFile = (language: Language) => `interface/${language}.json`;

const placeholder = /\{([A-Za-z0-9_]+)\}/g;

/** The placeholders a string holds, sorted: a translation must keep the same ones. */
export function placeholdersOf(value: string): string[] {
  return [...new Set([...value.matchAll(placeholder)].map((match) => match[1]!))].sort();
}

/**
 * A string of the catalogue with its placeholders filled. A key the catalogue lacks, or a value
 * not given, throws: the build renders every page, so a mistake stops it with the key's name.
 */
export function translate(text: InterfaceText, key: string, values: Readonly<Record<string, string | number>> = {}): string {
  const value = text[key];
  if (value === undefined) throw new Error(`Interface string "${key}" is not in the catalogue of the page's language (content/interface/)`);
  return value.replace(placeholder, (_, name: string) => {
    const given = values[name];
    if (given === undefined) throw new Error(`Interface string "${key}" needs a value for {${name}}`);
    return String(given);
  });
}

/** The strings a page is drawn with, in the page's language. */
export type Translate = (key: string, values?: Readonly<Record<string, string | number>>) => string;

export const translator = (text: InterfaceText): Translate => (key, values) => translate(text, key, values);

/**
 * A string of the catalogue as its pieces, each placeholder's value one of them (a value may be an
 * element): React writes them as it writes `By {author}` in JSX, so a translated sentence renders
 * the markup a sentence written in JSX rendered.
 */
export function translateParts<T>(text: InterfaceText, key: string, values: Readonly<Record<string, T>>): (string | T)[] {
  // Checked as `translate` checks it, each placeholder left in place to split at.
  const template = translate(text, key, Object.fromEntries(Object.keys(values).map((name) => [name, `{${name}}`])));
  return template
    .split(/(\{[A-Za-z0-9_]+\})/)
    .filter((part) => part !== '')
    .map((part) => {
      const name = /^\{([A-Za-z0-9_]+)\}$/.exec(part)?.[1];
      return name !== undefined && name in values ? values[name]! : part;
    });
}

/** The pieces of a string of the page's language, for a sentence of text and values: `parts('post.byline', { author })`. */
export type TranslateParts = <T>(key: string, values: Readonly<Record<string, T>>) => (string | T)[];

export const partsTranslator =
  (text: InterfaceText): TranslateParts =>
  (key, values) =>
    translateParts(text, key, values);
