import type { Element, Root } from 'hast';
import type { Root as MdRoot } from 'mdast';
import { toString } from 'hast-util-to-string';
import rehypeSanitize from 'rehype-sanitize';
import rehypeSlug from 'rehype-slug';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import type { TocEntry } from '../../src/content/types';

export interface MarkdownLink {
  url: string;
  line: number;
  column: number;
}

export interface RenderedMarkdown {
  tree: Root;
  toc: TocEntry[];
  text: string;
  words: number;
  links: MarkdownLink[];
  /** Images written without alt text. */
  imagesWithoutAlt: MarkdownLink[];
}

// No `allowDangerousHtml`: raw HTML in Markdown is dropped, and the sanitiser removes any
// script, event handler or `javascript:` address that could still get through.
const processor = unified().use(remarkParse).use(remarkRehype).use(rehypeSanitize).use(rehypeSlug);

/** Renders Markdown to a serialisable HTML tree and gathers what the checks need. */
export function renderMarkdown(markdown: string, lineOffset = 0): RenderedMarkdown {
  const mdast = processor.parse(markdown) as MdRoot;
  const links: MarkdownLink[] = [];
  const imagesWithoutAlt: MarkdownLink[] = [];
  const at = (node: { position?: { start: { line: number; column: number } } }) => ({
    line: (node.position?.start.line ?? 1) + lineOffset,
    column: node.position?.start.column ?? 1,
  });
  visit(mdast, (node) => {
    if (node.type === 'link' || node.type === 'definition') links.push({ url: node.url, ...at(node) });
    if (node.type === 'image' && !node.alt?.trim()) imagesWithoutAlt.push({ url: node.url, ...at(node) });
  });

  const tree = processor.runSync(mdast) as Root;
  const toc: TocEntry[] = [];
  visit(tree, 'element', (node: Element) => {
    if ((node.tagName === 'h1' || node.tagName === 'h2') && typeof node.properties.id === 'string') {
      toc.push({ id: node.properties.id, text: toString(node), level: node.tagName === 'h1' ? 1 : 2 });
    }
  });
  // Positions are for error messages only; they would double the size of the JSON.
  visit(tree, (node) => {
    delete node.position;
  });
  const text = toString(tree);
  const words = text.split(/\s+/).filter(Boolean).length;
  return { tree, toc, text, words, links, imagesWithoutAlt };
}

/** Minutes to read at 200 words a minute, at least one. */
export function readingTime(words: number): number {
  return Math.max(1, Math.ceil(words / 200));
}
