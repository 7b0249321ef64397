import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { isPair, isScalar, isSeq, parseDocument, visit } from 'yaml';
import { translatedLanguages } from '../../src/config/languages';
import type { SiteConfig } from '../../src/content/types';
import type { ContentError } from './errors';
import { parseSource } from './front-matter';
import type { SourceFile } from './parse-entry';

/**
 * The site's phone number, email address and street address are written once, in site.yml, and
 * referred to everywhere else (`{site.phone.display}`): a copy written out stays behind when
 * site.yml changes. This check finds such copies, in the forms people write them.
 */

/** A fact of site.yml that other files refer to, and how a copy of it is found. */
export interface BrandFact {
  /** What it is, as a message names it ("phone number"). */
  name: string;
  /** Every way of writing it, as a global pattern. */
  pattern: RegExp;
  /** The reference to write instead of the text found (a link's address has its own). */
  hint: (written: string) => string;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** What people put between a phone number's digits: spaces, brackets, dots, hyphens and dashes. */
const between = '[\\s().\\-\\u2010-\\u2015/]{0,3}';

/**
 * A phone number's digits, however they are grouped or punctuated, with or without its country
 * code (`+1`, `1`, `001`), alone or in a `tel:` address. The country code is what `tel` has
 * before the digits `display` shows.
 */
function phonePattern(phone: SiteConfig['phone']): RegExp {
  const tel = phone.tel.replace(/\D/g, '');
  const shown = phone.display.replace(/\D/g, '');
  const [country, national] = tel.length > shown.length && tel.endsWith(shown) ? [tel.slice(0, -shown.length), shown] : ['', tel];
  const digits = (text: string) => [...text].join(between);
  const code = country ? `(?:(?:\\+|%2B|00)?${digits(country)}${between})?` : '(?:\\+|%2B)?';
  return new RegExp(`(?<!\\d)(?:tel:)?${code}\\(?${digits(national)}(?!\\d)`, 'gi');
}

/** The email address in any case, alone or in a `mailto:` address (its @ written or encoded). */
function emailPattern(email: string): RegExp {
  const [local = '', domain = ''] = email.split('@');
  return new RegExp(`(?<![\\w.%+-])(?:mailto:)?${escape(local)}(?:@|%40)${escape(domain)}(?![\\w-]|\\.[\\w-])`, 'gi');
}

/**
 * The street address from its number and first word on (`2450 Holcombe`), with as much of the
 * rest as is written the same (`Blvd.`, `, Suite 300`), in any case and spacing.
 */
function streetPattern(street: string): RegExp {
  const [first = [], ...others] = street.split(',').map((part) => part.trim().split(/\s+/).filter(Boolean));
  const word = (text: string) => `${escape(text.replace(/\.$/, ''))}\\.?`;
  const more = (words: string[]) => words.map((each) => `(?:\\s+${word(each)})?`).join('');
  const rest = others.map((words) => `(?:\\s*,?\\s*${words.map(word).join('\\s+')})?`).join('');
  return new RegExp(`(?<!\\w)${first.slice(0, 2).map(word).join('\\s+')}${more(first.slice(2))}${rest}(?!\\w)`, 'gi');
}

/** What to look for, from the site facts of each language (a translation may have its own phone, email or address), each once. */
export function brandFacts(sites: readonly SiteConfig[]): BrandFact[] {
  const facts = sites.flatMap((site): BrandFact[] => [
    {
      name: 'phone number',
      pattern: phonePattern(site.phone),
      hint: (written) => (/^tel:/i.test(written) ? 'write tel:{site.phone.tel}' : 'write {site.phone.display} (or tel:{site.phone.tel} in a link)'),
    },
    {
      name: 'email address',
      pattern: emailPattern(site.email),
      hint: (written) => (/^mailto:/i.test(written) ? 'write mailto:{site.email}' : 'write {site.email} (or mailto:{site.email} in a link)'),
    },
    {
      name: 'street address',
      pattern: streetPattern(site.address.street),
      hint: () => 'write {site.address.street} (then {site.address.city}, {site.address.region} {site.address.postalCode})',
    },
  ]);
  return facts.filter((fact, i) => facts.findIndex((other) => other.pattern.source === fact.pattern.source) === i);
}

/** Each fact written out in a text, where it starts (0-based offset), first to last. */
export function writtenFacts(text: string, facts: readonly BrandFact[]): { index: number; written: string; fact: BrandFact }[] {
  return facts
    .flatMap((fact) => [...text.matchAll(fact.pattern)].map((match) => ({ index: match.index, written: match[0], fact })))
    .sort((a, b) => a.index - b.index);
}

/**
 * The dotted path of the YAML value written at an offset of a text (`errors.phone`,
 * `sections.2.description`), or undefined when the text is not YAML or no value is there.
 */
function fieldAt(text: string, offset: number): string | undefined {
  const document = parseDocument(text);
  if (document.errors.length > 0) return undefined;
  let field: string | undefined;
  visit(document, {
    Scalar(key, node, ancestors) {
      const [start, end] = node.range ?? [];
      if (key === 'key' || start === undefined || end === undefined || offset < start || offset >= end) return undefined;
      const chain = [...ancestors, node];
      field = chain
        .flatMap((each, i) => {
          if (isPair(each) && isScalar(each.key)) return [String(each.key.value)];
          if (isSeq(each)) return [String(each.items.indexOf(chain[i + 1] as never))];
          return [];
        })
        .join('.');
      return visit.BREAK;
    },
  });
  return field;
}

/** The field a Markdown file holds at an offset: a front-matter field, or the body. */
function markdownFieldAt(raw: string, offset: number): string {
  let bodyLine: number;
  try {
    ({ bodyLine } = parseSource(raw));
  } catch {
    return 'file';
  }
  const lines = raw.split('\n');
  const frontMatterEnd = lines.slice(0, bodyLine - 1).join('\n').length;
  if (bodyLine === 1 || offset >= frontMatterEnd) return 'body';
  // The front matter with its --- lines blanked: the same offsets, read as YAML.
  const yaml = lines.slice(0, bodyLine - 1).map((line) => (/^---/.test(line) ? ' '.repeat(line.length) : line)).join('\n');
  return fieldAt(yaml, offset) ?? 'front matter';
}

/** The line starts of a text, for `placeOf`. */
export const lineStartsOf = (raw: string) => [0, ...[...raw.matchAll(/\n/g)].map((match) => match.index + 1)];

/** Where an offset of a content file is, as messages name it: its line, column and field (a YAML value's path, a front-matter field, or the body). */
export function placeOf(file: string, raw: string, index: number, lineStarts = lineStartsOf(raw)): { line: number; column: number; field: string } {
  const line = lineStarts.findLastIndex((start) => start <= index) + 1;
  const field = file.endsWith('.md') ? markdownFieldAt(raw, index) : (fieldAt(raw, index) ?? 'file');
  return { line, column: index - lineStarts[line - 1]! + 1, field };
}

export interface BrandFactsOptions {
  contentDir: string;
  /** How a file is named in messages. */
  display: (file: string) => string;
  /** The site facts of every language: English, and each translation's. */
  sites: readonly SiteConfig[];
  /** Content files already read, by the name messages print; the others are read here. */
  sources?: ReadonlyMap<string, SourceFile[]>;
}

/**
 * Every file of the content folder but the site facts themselves (site.yml, and each language's)
 * and the authors' guide beside them: each phone number, email address or street address of
 * site.yml written out is an error at its line and column, naming the reference to write.
 */
export function checkBrandFacts(options: BrandFactsOptions): ContentError[] {
  const facts = brandFacts(options.sites);
  const read = new Map([...(options.sources?.values() ?? [])].flat().map((source) => [source.display, source.raw]));
  const errors: ContentError[] = [];
  for (const file of contentFiles(options.contentDir)) {
    const display = options.display(file);
    const raw = read.get(display) ?? readFileSync(file, 'utf8');
    const found = writtenFacts(raw, facts);
    if (found.length === 0) continue;
    const lineStarts = lineStartsOf(raw);
    for (const { index, written, fact } of found) {
      const { line, column, field } = placeOf(file, raw, index, lineStarts);
      errors.push({ file: display, line, column, field, message: `"${written}" is the ${fact.name} of site.yml, written out`, hint: fact.hint(written) });
    }
  }
  return errors;
}

/** The Markdown and YAML files under the content folder, but site.yml of each language and the Markdown at its top (the authors' guide). */
function contentFiles(contentDir: string): string[] {
  if (!existsSync(contentDir)) return [];
  const siteFiles = new Set(['site.yml', ...translatedLanguages.map((language) => path.join(language, 'site.yml'))]);
  return (readdirSync(contentDir, { recursive: true, encoding: 'utf8' }) as string[])
    .filter((name) => /\.(md|ya?ml)$/.test(name) && !siteFiles.has(name) && !(name.endsWith('.md') && !name.includes(path.sep)))
    .sort()
    .map((name) => path.join(contentDir, name));
}
