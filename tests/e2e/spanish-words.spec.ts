/**
 * Every built Spanish page reads as Spanish: no English date, and none of the words the code
 * draws in English (the interface catalogue's, the categories' and groups' names) where the
 * Spanish catalogue has its own. The pages are read as the build wrote them, so this runs after
 * a build, as every browser test does.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { Parser } from 'htmlparser2';
import { parse } from 'yaml';
import { staticRoutes } from '../../src/config/routes';
import { blogCategories, faqCategories, howItWorksGroups, legalPageNames, resourceCategories } from '../../src/content/categories';

const root = path.resolve(import.meta.dirname, '../..');
const client = path.join(root, 'dist/client');

/** The Spanish pages of the build: the home page and everything under es/. */
const spanishPages = [
  'es.html',
  ...readdirSync(path.join(client, 'es'), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.html'))
    .map((file) => path.join('es', file)),
];

/** A catalogue's strings, by dotted key, as the site reads them. */
function catalogue(language: string): Record<string, string> {
  const strings: Record<string, string> = {};
  const flatten = (value: unknown, prefix: string) => {
    if (typeof value === 'string') strings[prefix] = value;
    else if (value && typeof value === 'object') for (const [key, inner] of Object.entries(value)) flatten(inner, prefix ? `${prefix}.${key}` : key);
  };
  flatten(parse(readFileSync(path.join(root, `content/interface/${language}.yml`), 'utf8')), '');
  return strings;
}

const placeholder = /\{[A-Za-z0-9_.]+\}/g;
const spanishStrings = new Set(Object.values(catalogue('es')));
/**
 * The English words the code draws, as whole pieces of text: a string of the English catalogue
 * whose Spanish is written differently ("Blog", "General" and the brand are the same in both),
 * its placeholders matching any words.
 */
const englishStrings = [...Object.values(catalogue('en')), ...blogCategories, ...resourceCategories, ...faqCategories, ...howItWorksGroups].filter(
  (text) => !spanishStrings.has(text) && /[a-z]{2}/.test(text.replace(placeholder, '')),
);
const englishPattern = (text: string) =>
  new RegExp(`^${text.split(placeholder).map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('.+')}$`);
const englishTexts = [...new Set(englishStrings)].map((text) => ({ text, pattern: englishPattern(text) }));

const months = 'January|February|March|April|May|June|July|August|September|October|November|December';
const englishDate = new RegExp(`\\b(${months})\\b|\\b\\d{1,2}/\\d{1,2}/\\d{4}\\b`);

/**
 * The words a reader meets on a page: its text and the attributes read out or shown (alt, title,
 * aria-label, placeholder, a meta description), outside scripts and styles and outside anything
 * marked as English (lang="en-US": the link to the English page names itself in English).
 */
function readableTexts(html: string): string[] {
  const texts: string[] = [];
  const open: { name: string; english: boolean; hidden: boolean }[] = [];
  const current = () => open.at(-1);
  new Parser(
    {
      onopentag(name, attributes) {
        const english = attributes.lang ? attributes.lang.startsWith('en') : (current()?.english ?? false);
        const hidden = name === 'script' || name === 'style' || (current()?.hidden ?? false);
        open.push({ name, english, hidden });
        if (english || hidden) return;
        for (const attribute of ['alt', 'title', 'aria-label', 'placeholder']) {
          const value = attributes[attribute]?.trim();
          if (value) texts.push(value);
        }
        if (name === 'meta' && /^(description|og:description|og:title|og:image:alt|twitter:)/.test(attributes.name ?? attributes.property ?? '') && attributes.content) {
          texts.push(attributes.content.trim());
        }
      },
      ontext(text) {
        const element = current();
        if (element && (element.english || element.hidden)) return;
        const trimmed = text.trim();
        if (trimmed) texts.push(trimmed);
      },
      onclosetag(name) {
        const index = open.findLastIndex((element) => element.name === name);
        if (index >= 0) open.length = index;
      },
    },
    { decodeEntities: true },
  ).end(html);
  return texts;
}

test('the build has Spanish pages to read', () => {
  expect(spanishPages).toContain(path.join('es', 'como-funciona.html'));
  expect(spanishPages).toContain(path.join('es', 'recursos.html'));
});

test('no Spanish page shows a date in English', () => {
  const found = spanishPages.flatMap((file) =>
    readableTexts(readFileSync(path.join(client, file), 'utf8'))
      .filter((text) => englishDate.test(text))
      .map((text) => `${file}: ${text}`),
  );
  expect(found).toEqual([]);
});

test('no Spanish page shows the English words the code draws', () => {
  const found = spanishPages.flatMap((file) =>
    readableTexts(readFileSync(path.join(client, file), 'utf8')).flatMap((text) =>
      englishTexts.filter((english) => english.pattern.test(text)).map((english) => `${file}: "${text}" (English: "${english.text}")`),
    ),
  );
  expect(found).toEqual([]);
});

test('no Spanish page says "(en inglés)" twice: the site adds it after a link, and the content does not write it', () => {
  const twice = /en[\s\u00a0]+inglés\)?[\s\u00a0.,]*\(en[\s\u00a0]+inglés\)/;
  const found = spanishPages.filter((file) => twice.test(readableTexts(readFileSync(path.join(client, file), 'utf8')).join(' ')));
  expect(found).toEqual([]);
});

test('every Spanish legal page says that the English version prevails', () => {
  const legal = staticRoutes.flatMap((route) => ((legalPageNames as readonly string[]).includes(route.page) && 'es' in route ? [`${route.es}.html`] : []));
  expect(legal).toHaveLength(legalPageNames.length);
  const without = legal.filter((file) => !readableTexts(readFileSync(path.join(client, file.slice(1)), 'utf8')).join(' ').includes('prevalece la versión en inglés'));
  expect(without).toEqual([]);
});
