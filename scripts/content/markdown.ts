import type { Element, Root } from 'hast';
import type { Root as MdRoot } from 'mdast';
import { toString } from 'hast-util-to-string';
import rehypeSanitize, { defaultSchema } from 'rehype-sanitize';
import rehypeSlug from 'rehype-slug';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import type { TocEntry } from '../../src/content/entry-types';

export interface MarkdownLink {
  url: string;
  line: number;
  column: number;
}

/** What the content checks and the listings need of a Markdown body, without the body itself. */
export interface MarkdownFacts {
  words: number;
  links: MarkdownLink[];
  /** Every image of the body, where it is written (`![alt][ref]` at the reference, with its definition's address), with its alt text. */
  images: (MarkdownLink & { alt: string })[];
  /** Every heading's id, for links to a fragment of the page. */
  headingIds: Set<string>;
}

export interface RenderedMarkdown extends MarkdownFacts {
  tree: Root;
  toc: TocEntry[];
  text: string;
}

/**
 * Heading ids carry this prefix, so no heading can take the name of a property of the page's
 * `window` or `document` (`constructor`, `__proto__`, `toString`) and clobber it.
 */
export const HEADING_ID_PREFIX = 'h-';

// No `allowDangerousHtml`: raw HTML in Markdown is dropped, and the sanitiser removes any
// script, event handler or `javascript:` address that could still get through.
// tel: joins the default link schemes so a phone number in an answer can be tapped.
const sanitizeSchema = { ...defaultSchema, protocols: { ...defaultSchema.protocols, href: [...(defaultSchema.protocols?.href ?? []), 'tel'] } };
const processor = unified().use(remarkParse).use(remarkRehype).use(rehypeSanitize, sanitizeSchema).use(rehypeSlug, { prefix: HEADING_ID_PREFIX });

/** Renders Markdown to a serialisable HTML tree and gathers what the checks need. */
export function renderMarkdown(markdown: string, lineOffset = 0): RenderedMarkdown {
  const mdast = processor.parse(markdown) as MdRoot;
  const links: MarkdownLink[] = [];
  // A reference image takes the address of its definition, wherever in the body that is: known
  // once the whole tree is walked (one walk: a second one cost a fifth of the Markdown's time).
  const definitions = new Map<string, string>();
  const found: (Omit<MarkdownFacts['images'][number], 'url'> & ({ url: string } | { identifier: string }))[] = [];
  const at = (node: { position?: { start: { line: number; column: number } } }) => ({
    line: (node.position?.start.line ?? 1) + lineOffset,
    column: node.position?.start.column ?? 1,
  });
  visit(mdast, (node) => {
    if (node.type === 'link' || node.type === 'definition') links.push({ url: node.url, ...at(node) });
    if (node.type === 'definition' && !definitions.has(node.identifier)) definitions.set(node.identifier, node.url);
    if (node.type === 'image') found.push({ url: node.url, alt: node.alt ?? '', ...at(node) });
    if (node.type === 'imageReference') found.push({ identifier: node.identifier, alt: node.alt ?? '', ...at(node) });
  });
  const images: MarkdownFacts['images'] = found.flatMap(({ alt, line, column, ...address }) => {
    const url = 'url' in address ? address.url : definitions.get(address.identifier);
    return url === undefined ? [] : [{ url, alt, line, column }];
  });

  const tree = processor.runSync(mdast) as Root;
  const toc: TocEntry[] = [];
  const headingIds = new Set<string>();
  visit(tree, 'element', (node: Element) => {
    if (/^h[1-6]$/.test(node.tagName) && typeof node.properties.id === 'string') headingIds.add(node.properties.id);
    if ((node.tagName === 'h1' || node.tagName === 'h2') && typeof node.properties.id === 'string') {
      toc.push({ id: node.properties.id, text: toString(node), level: node.tagName === 'h1' ? 1 : 2 });
    }
  });
  // Authors link to a heading by its words (#the-end); the anchor is the prefixed id.
  visit(tree, 'element', (node: Element) => {
    const href = node.tagName === 'a' ? node.properties.href : undefined;
    if (typeof href === 'string' && href.startsWith('#') && !headingIds.has(href.slice(1)) && headingIds.has(HEADING_ID_PREFIX + href.slice(1))) {
      node.properties.href = `#${HEADING_ID_PREFIX}${href.slice(1)}`;
    }
  });
  // Positions are for error messages only; they would double the size of the JSON.
  visit(tree, (node) => {
    delete node.position;
  });
  const text = toString(tree);
  const words = text.split(/\s+/).filter(Boolean).length;
  return { tree, toc, text, words, links, images, headingIds };
}
