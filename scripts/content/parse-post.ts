import type { BlogPost } from '../../src/content/types';
import { parseSource } from './front-matter';
import { renderMarkdown, type MarkdownFacts } from './markdown';

export interface SourceFile {
  /** Path as printed in messages, like content/blog/x.md. */
  display: string;
  /** File name without .md. */
  name: string;
  raw: string;
}

/** A blog post as a build worker parsed it: its front matter and what is known of its body. */
export interface ParsedPost {
  data: Record<string, unknown>;
  markdown: MarkdownFacts;
}

/**
 * What a build worker makes of a post: its front matter and the facts of its body for the
 * pipeline, and the body itself for the page; undefined when the front matter does not parse
 * (the pipeline parses such a file again and reports why). Validation is the pipeline's.
 */
export function parsePost(source: SourceFile): { parsed: ParsedPost; body: Pick<BlogPost, 'body' | 'toc'> } | undefined {
  let front;
  try {
    front = parseSource(source.raw);
  } catch {
    return undefined;
  }
  const { tree, toc, text: _text, ...markdown } = renderMarkdown(front.body, front.bodyLine - 1);
  return { parsed: { data: front.data, markdown }, body: { body: tree, toc } };
}
