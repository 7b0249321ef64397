import type { Element, Root } from 'hast';
import { toString } from 'hast-util-to-string';
import { visit } from 'unist-util-visit';
import { dataPrefix, DEFAULT_LANGUAGE, translatedLanguages } from '../../src/config/languages';
import type { RenderedBody } from '../../src/content/entry-types';
import { dataFiles, type SiteConfig } from '../../src/content/types';
import { closest } from './errors';
import type { MarkdownFacts, RenderedMarkdown } from './markdown';

/**
 * References to the site's facts, `{site.name}`, `{site.phone.display}`: one resolver for every
 * kind of content that holds words (page files, front matter and Markdown bodies, the interface
 * words, website-design.yml), so a fact is written once, in site.yml.
 */

/** Every fact of site.yml a text may refer to, by its dotted path: texts, numbers and lists of texts. */
export type SiteFacts = ReadonlyMap<string, string | number | string[]>;

export function siteFacts(site: SiteConfig): SiteFacts {
  const facts = new Map<string, string | number | string[]>();
  const walk = (node: unknown, at: string) => {
    if (typeof node === 'string' || typeof node === 'number') facts.set(at, node);
    else if (Array.isArray(node)) {
      if (node.every((item) => typeof item === 'string')) facts.set(at, node as string[]);
    } else if (node && typeof node === 'object') for (const [key, value] of Object.entries(node)) walk(value, at ? `${at}.${key}` : key);
  };
  walk(site, '');
  return facts;
}

const reference = /\{site\.([A-Za-z0-9_.]+)\}/g;
const wholeReference = /^\{site\.([A-Za-z0-9_.]+)\}$/;
/** The attributes holding an address, where the Markdown renderer has percent-encoded a reference's braces. */
const addressProperties = new Set(['href', 'src']);
const addressReference = /(?:\{|%7B)site\.([A-Za-z0-9_.]+)(?:\}|%7D)/gi;

export interface ReferenceProblem {
  message: string;
  hint: string;
}

/** What is wrong with a reference inside a text, if anything: a fact site.yml lacks (with the one meant), or a list. */
function problemOf(written: string, name: string, facts: SiteFacts): ReferenceProblem | undefined {
  const fact = facts.get(name);
  if (typeof fact === 'string' || typeof fact === 'number') return undefined;
  if (fact) return { message: `"${written}" is a list, which cannot stand inside a sentence`, hint: 'write it alone as the whole value' };
  const suggestion = closest(name, [...facts.keys()]);
  return { message: `"${written}" is not a fact of site.yml`, hint: suggestion ? `did you mean "{site.${suggestion}}"?` : 'refer to a field of content/site.yml, like {site.name}' };
}

/** A text with each reference replaced by its fact; a reference that has none is left as written and reported. */
export function resolveText(text: string, facts: SiteFacts, fail: (problem: ReferenceProblem) => void = () => {}): string {
  return text.replace(reference, (written, name: string) => {
    const problem = problemOf(written, name, facts);
    if (!problem) return String(facts.get(name));
    fail(problem);
    return written;
  });
}

/**
 * Data read from YAML with each `{site.…}` replaced by its fact. A text that is only a reference
 * to a list (`{site.claims.valuePoints}`) becomes the list; a list inside a sentence is refused.
 */
export function resolveReferences(
  node: unknown,
  at: (string | number)[],
  facts: SiteFacts,
  fail: (path: (string | number)[], message: string, hint: string) => void,
): unknown {
  if (Array.isArray(node)) return node.map((item, i) => resolveReferences(item, [...at, i], facts, fail));
  if (node && typeof node === 'object')
    return Object.fromEntries(Object.entries(node).map(([key, value]) => [key, resolveReferences(value, [...at, key], facts, fail)]));
  if (typeof node !== 'string') return node;
  const whole = wholeReference.exec(node)?.[1];
  if (whole !== undefined && Array.isArray(facts.get(whole))) return facts.get(whole);
  return resolveText(node, facts, (problem) => fail(at, problem.message, problem.hint));
}

/** Each reference of a text that has no fact to stand for, where it is written (0-based offset). */
export function referenceProblems(text: string, facts: SiteFacts): (ReferenceProblem & { index: number })[] {
  return [...text.matchAll(reference)].flatMap((match) => {
    const problem = problemOf(match[0], match[1]!, facts);
    return problem ? [{ ...problem, index: match.index }] : [];
  });
}

/** Whether a text holds a reference at all: most files hold none, and are passed over. */
export const hasReferences = (text: string) => text.includes('{site.');

/**
 * A rendered Markdown tree with each reference replaced by its fact, in its text and in its
 * elements' attributes (a link's `tel:{site.phone.tel}`, whose braces the renderer encoded). The
 * tree given is left as it is (and returned when it holds none). The check reports a reference
 * without a fact from the source.
 */
export function resolveTree(tree: Root, facts: SiteFacts): Root {
  let found = false;
  visit(tree, (node) => {
    found ||= (node.type === 'text' && hasReferences(node.value)) || (node.type === 'element' && Object.values((node as Element).properties).some((value) => typeof value === 'string' && (hasReferences(value) || /%7Bsite\./i.test(value))));
    return found ? false : undefined;
  });
  if (!found) return tree;
  const resolved = structuredClone(tree);
  visit(resolved, (node) => {
    if (node.type === 'text') node.value = resolveText(node.value, facts);
    if (node.type !== 'element') return;
    const { properties } = node as Element;
    for (const [name, value] of Object.entries(properties)) {
      if (typeof value !== 'string') continue;
      properties[name] = addressProperties.has(name)
        ? value.replace(addressReference, (written, fact: string) => {
            const value = facts.get(fact);
            return typeof value === 'string' || typeof value === 'number' ? encodeURI(String(value)) : written;
          })
        : resolveText(value, facts);
    }
  });
  return resolved;
}

/** A rendered body and its table of contents with their references replaced: a post's, where a build worker renders it. */
export function resolveBody(body: RenderedBody, facts: SiteFacts): RenderedBody {
  return { body: resolveTree(body.body, facts), toc: body.toc.map((entry) => ({ ...entry, text: resolveText(entry.text, facts) })) };
}

/**
 * A rendered Markdown body with its references replaced, or only its facts, as they are, when a
 * build worker keeps the body (a post's, resolved where it renders). The word count stays the
 * source's, so a post's read time is the same whoever rendered it.
 */
export function resolveMarkdown(markdown: RenderedMarkdown | MarkdownFacts, facts: SiteFacts): RenderedMarkdown | MarkdownFacts {
  if (!('tree' in markdown)) return markdown;
  const { body, toc } = resolveBody({ body: markdown.tree, toc: markdown.toc }, facts);
  return { ...markdown, tree: body, toc, text: toString(body) };
}

/** The facts made of each set of generated files, by site file: read once however many posts refer to them. */
const madeFacts = new WeakMap<ReadonlyMap<string, string>, Map<string, SiteFacts>>();

/**
 * The facts a generated file's references read: those of its language (`es/blog/posts/x.json` is
 * Spanish), from that language's site file among the generated files (JSON text by data path).
 */
export function factsOfDataFile(file: string, data: ReadonlyMap<string, string>): SiteFacts {
  const language = translatedLanguages.find((each) => file.startsWith(dataPrefix(each))) ?? DEFAULT_LANGUAGE;
  const siteFile = dataPrefix(language) + dataFiles.site;
  if (!madeFacts.has(data)) madeFacts.set(data, new Map());
  const made = madeFacts.get(data)!;
  if (!made.has(siteFile)) {
    const site = data.get(siteFile);
    if (site === undefined) throw new Error(`The generated files have no site facts for ${file} (${siteFile})`);
    made.set(siteFile, siteFacts(JSON.parse(site) as SiteConfig));
  }
  return made.get(siteFile)!;
}
