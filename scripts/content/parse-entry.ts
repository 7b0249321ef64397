import type { RenderedBody } from '../../src/content/entry-types';
import { parseSource } from './front-matter';
import { renderMarkdown, type MarkdownFacts, type RenderedMarkdown } from './markdown';

export interface SourceFile {
  /** Path as printed in messages, like content/blog/x.md. */
  display: string;
  /** File name without .md. */
  name: string;
  raw: string;
}

/**
 * A content file as a build worker parsed it: its front matter, and its rendered body, or for a
 * blog post only what is known of it (the worker keeps the body for the post's page).
 */
export interface ParsedEntry {
  data: Record<string, unknown>;
  markdown: RenderedMarkdown | MarkdownFacts;
}

/**
 * What a build worker makes of a content file: its front matter and body for the pipeline, and, with
 * `keepBody` (a post), the body apart, for the page the worker renders; undefined when the front
 * matter does not parse (the pipeline parses such a file again and reports why). Validation is the
 * pipeline's.
 */
export function parseEntry(source: SourceFile, keepBody: boolean): { parsed: ParsedEntry; body?: RenderedBody } | undefined {
  let front;
  try {
    front = parseSource(source.raw);
  } catch {
    return undefined;
  }
  const markdown = renderMarkdown(front.body, front.bodyLine - 1);
  if (!keepBody) return { parsed: { data: front.data, markdown } };
  const { tree, toc, text: _text, ...facts } = markdown;
  return { parsed: { data: front.data, markdown: facts }, body: { body: tree, toc } };
}
