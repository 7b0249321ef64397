/**
 * The entries of the index that have no page of their own, as records: each FAQ question (at its
 * place on the FAQ page), guide and resource (their card in their listing, found by its title).
 * A job opening has its page, which is indexed as it is built (searched-pages). Only what the build publishes: the compiled lists hold no
 * draft and no scheduled entry, and a body is read only for an entry they hold.
 */
import matter from 'gray-matter';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { allLanguages, dataPrefix, DEFAULT_LANGUAGE, type Language } from '../../src/config/languages';
import { pathIn } from '../../src/content/collections/routes';
import type { FaqEntry, Guide, Resource } from '../../src/content/types';
import type { SearchKind } from '../../src/features/site-search/search-kinds';
import type { ContentSources } from '../content/pipeline';
import type { SearchRecord } from './site-index';

interface MarkdownNode {
  type: string;
  value?: string;
  children?: MarkdownNode[];
}

const textOf = (node: MarkdownNode): string => node.value ?? (node.children ?? []).map(textOf).join('');

/** A Markdown body as blocks of text: its headings, and each paragraph, list item or quote. */
export function markdownBlocks(markdown: string): SearchRecord['blocks'] {
  const tree = unified().use(remarkParse).parse(matter(markdown).content) as MarkdownNode;
  const blocks: SearchRecord['blocks'] = [];
  const visit = (node: MarkdownNode) => {
    if (node.type === 'heading') blocks.push({ heading: true, text: textOf(node) });
    else if (node.type === 'paragraph' || node.type === 'code') blocks.push({ text: textOf(node) });
    else for (const child of node.children ?? []) visit(child);
  };
  visit(tree);
  return blocks.filter((block) => block.text.trim() !== '');
}

const paragraphs = (...texts: (string | undefined)[]) => texts.filter((text): text is string => !!text).map((text) => ({ text }));

/** The compiled content the records are made of, by data file (each language's under its prefix). */
export type CompiledFiles = ReadonlyMap<string, unknown>;

/** Every record of every language that has the content. */
export function searchRecords(files: CompiledFiles, sources: ContentSources): SearchRecord[] {
  const translations = translatedEntries(sources);
  return allLanguages.flatMap((language) => languageRecords(language, files, sources, translations));
}

/**
 * The languages each entry of the default language is translated into, by its type and name
 * (`faq/cost`), from the translations' `translationOf: faq/cost.md`. Only entries of the default
 * language are translated: a translation names the English entry it is made from.
 */
function translatedEntries(sources: ContentSources): Map<string, Language[]> {
  const translations = new Map<string, Language[]>();
  for (const language of allLanguages) {
    const prefix = dataPrefix(language);
    if (prefix === '') continue;
    for (const [type, files] of sources) {
      if (!type.startsWith(prefix)) continue;
      for (const file of files) {
        const source = matter(file.raw).data.translationOf;
        if (typeof source !== 'string') continue;
        const entry = source.replace(/\.md$/, '');
        translations.set(entry, [...(translations.get(entry) ?? []), language]);
      }
    }
  }
  return translations;
}

function languageRecords(language: Language, files: CompiledFiles, sources: ContentSources, translations: Map<string, Language[]>): SearchRecord[] {
  const prefix = dataPrefix(language);
  const list = <T>(file: string) => (files.get(prefix + file) as T[] | undefined) ?? [];
  const bodies = (type: string) => new Map((sources.get(prefix + type) ?? []).map((source) => [source.name, source.raw]));
  const records: SearchRecord[] = [];
  const translatedOf = (type: string, name: string) => (language === DEFAULT_LANGUAGE ? translations.get(`${type}/${name}`) : undefined);
  const add = (kind: SearchKind, page: string, url: (at: string) => string, title: string, blocks: SearchRecord['blocks'], translated?: Language[]) => {
    const at = pathIn(language, page);
    if (at !== undefined) records.push({ url: url(at), language, kind, title, blocks, ...(translated ? { translated } : {}) });
  };
  const byTitle = (title: string) => (at: string) => `${at}?q=${encodeURIComponent(title)}`;

  for (const item of list<FaqEntry>('faq.json')) add('faq', '/faq', (at) => `${at}#faq-${item.id}`, item.question, paragraphs(item.answerText), translatedOf('faq', item.id));
  const guideBodies = bodies('guides');
  for (const guide of list<Guide>('guides.json'))
    add('guides', '/resources/guides', byTitle(guide.title), guide.title, [...paragraphs(guide.description), ...markdownBlocks(guideBodies.get(guide.slug) ?? '')], translatedOf('guides', guide.slug));
  const resourceBodies = bodies('resources');
  for (const resource of list<Resource>('resources.json'))
    add('resources', '/resources', byTitle(resource.title), resource.title, [...paragraphs(resource.description), ...markdownBlocks(resourceBodies.get(resource.slug) ?? '')], translatedOf('resources', resource.slug));
  return records;
}
