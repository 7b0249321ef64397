import matter from 'gray-matter';
import { LineCounter, parseDocument, isPair, isScalar, type Node } from 'yaml';

export interface Position {
  line: number;
  column: number;
}

export interface ParsedSource {
  data: Record<string, unknown>;
  /** The Markdown after the front matter. */
  body: string;
  /** Line of the file where the body's first line stands. */
  bodyLine: number;
  /** Where a field (or its value) is written, for error messages; the file's start when absent. */
  positionOf(path: readonly (string | number)[], part?: 'key' | 'value'): Position;
}

export class FrontMatterSyntaxError extends Error {
  constructor(
    message: string,
    readonly position: Position,
  ) {
    super(message);
  }
}

/** Front matter written in another language than YAML (`---js`, `---json`, ...). */
export class FrontMatterLanguageError extends Error {
  constructor(
    readonly language: string,
    readonly position: Position,
  ) {
    super(`front matter must be YAML, not "${language}"`);
  }
}

const start: Position = { line: 1, column: 1 };

export interface ParsedYaml {
  data: unknown;
  positionOf(path: readonly (string | number)[], part?: 'key' | 'value'): Position;
}

/**
 * Parses YAML with the `yaml` package (YAML 1.2: dates stay strings, so no time zone can move
 * them), keeping positions. `firstLine` is the file line where the YAML text starts.
 */
export function parseYaml(text: string, firstLine = 1): ParsedYaml {
  const lineCounter = new LineCounter();
  const document = parseDocument(text, { lineCounter, prettyErrors: false, uniqueKeys: true });
  const [error] = document.errors;
  if (error) {
    const pos = lineCounter.linePos(error.pos[0]);
    throw new FrontMatterSyntaxError(error.message.split('\n')[0] ?? 'invalid YAML', {
      line: pos.line + firstLine - 1,
      column: pos.col,
    });
  }

  const positionOf: ParsedYaml['positionOf'] = (path, part = 'value') => {
    let node: unknown = document.contents;
    let found: Node | undefined;
    for (const key of path) {
      if (!node || typeof node !== 'object' || !('items' in node)) break;
      const items = (node as { items: unknown[] }).items;
      const item =
        typeof key === 'number'
          ? items[key]
          : items.find((entry) => isPair(entry) && isScalar(entry.key) && entry.key.value === key);
      if (!item) break;
      if (isPair(item)) {
        found = (part === 'key' || !item.value ? item.key : item.value) as Node;
        node = item.value;
      } else {
        found = item as Node;
        node = item;
      }
    }
    const offset = found?.range?.[0];
    if (offset === undefined) return { line: firstLine, column: 1 };
    const pos = lineCounter.linePos(offset);
    return { line: pos.line + firstLine - 1, column: pos.col };
  };

  return { data: document.toJS() ?? {}, positionOf };
}

/**
 * The language gray-matter would read after the opening `---` (`---js` -> "js"), found the way it
 * finds it: the rest of the first line, unless the line opens with `----` (then there is no
 * front matter at all).
 */
function frontMatterLanguage(raw: string): string {
  if (!raw.startsWith('---') || raw.charAt(3) === '-') return '';
  return (/^[^\r\n]*/.exec(raw.slice(3))?.[0] ?? '').trim();
}

/** gray-matter's JavaScript engine runs the front matter with `eval`; it must never be reached. */
const refuse = (language: string) => () => {
  throw new FrontMatterLanguageError(language, start);
};

/**
 * Splits front matter from Markdown with gray-matter and parses the front matter as YAML. Any
 * other language named after the opening `---` is refused before gray-matter sees the file, and
 * its other engines are replaced by ones that refuse, so nothing in a content file is evaluated.
 */
export function parseSource(raw: string): ParsedSource {
  const language = frontMatterLanguage(raw);
  if (language && !['yaml', 'yml'].includes(language.toLowerCase())) throw new FrontMatterLanguageError(language, { line: 1, column: 4 });
  let yaml: ParsedYaml | undefined;
  const file = matter(raw, {
    engines: {
      javascript: refuse('javascript'),
      js: refuse('js'),
      json: refuse('json'),
      // gray-matter hands over the text after the opening `---`, starting with its line break.
      yaml: (text: string) => {
        yaml = parseYaml(text, 1);
        return yaml.data as object;
      },
    },
  });
  const data = (file.data ?? {}) as Record<string, unknown>;
  const consumed = raw.length - file.content.length;
  const bodyLine = raw.slice(0, consumed).split('\n').length;
  return {
    data,
    body: file.content,
    bodyLine,
    positionOf: (path, part) => yaml?.positionOf(path, part) ?? start,
  };
}
