import matter from 'gray-matter';
import { LineCounter, parseDocument, isPair, isScalar, type Node, type YAMLError } from 'yaml';

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
    /** What to write instead, in the author's words. */
    readonly hint?: string,
    /** The field of the line at fault, when the line has one. */
    readonly field?: string,
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

/** A line written `key: value`, split; the key is the text before the first colon. */
const fieldLine = /^(\s*)([A-Za-z_][\w.-]*):(?:[ \t]+(.*?))?\s*$/;

/** A value in YAML quotes: double quotes unless it holds some, in which case single quotes. */
function quoted(value: string): string {
  if (!/["\\]/.test(value)) return `"${value}"`;
  return value.includes("'") ? JSON.stringify(value) : `'${value}'`;
}

/** What a value starting with a character means to YAML, for the characters an author may type first. */
const startMeanings: Record<string, string> = {
  '[': 'the start of a list',
  '{': 'the start of a group of fields',
  '*': 'a reference to another value',
  '&': 'a name for the value',
  '!': 'a type tag',
  '@': 'a reserved character',
  '`': 'a reserved character',
  '|': 'the start of a block of text',
  '>': 'the start of a block of text',
  '%': 'a directive',
};

interface YamlProblem {
  line: number;
  column: number;
  field?: string;
  message: string;
  hint?: string;
}

/**
 * A YAML parser's error told in an author's words, for the mistakes authors make: a colon or a
 * bracket in an unquoted value, a tab, an unclosed quote, a field written twice. `lines` are the
 * YAML text's lines and `at` the parser's position (1-based); the problem may point at an earlier
 * line, where the mistake is written.
 */
function describeYamlError(error: YAMLError, lines: readonly string[], at: { line: number; col: number }): YamlProblem {
  const parts = (line: number) => {
    const match = fieldLine.exec(lines[line - 1] ?? '');
    return match ? { indent: match[1]!, key: match[2]!, value: match[3] ?? '', column: match[1]!.length + match[2]!.length + 3 } : undefined;
  };
  // The field a line belongs to: its own key, or that of the nearest unindented line above.
  const fieldOf = (line: number) => {
    for (let n = line; n >= 1; n--) {
      const own = parts(n);
      if (own && (n === line || own.indent === '')) return own.key;
    }
    return undefined;
  };
  const here = parts(at.line);
  const quoteHint = (part: { key: string; value: string }) => `put the value in double quotes: ${part.key}: ${quoted(part.value)}`;

  if (error.code === 'TAB_AS_INDENT')
    return { line: at.line, column: at.col, field: fieldOf(at.line), message: 'is indented with a tab', hint: 'indent with spaces instead, like "  - one line"' };
  if (error.code === 'DUPLICATE_KEY' && here)
    return { line: at.line, column: here.indent.length + 1, field: here.key, message: 'is written twice', hint: `keep one "${here.key}:" line` };

  const unclosed = /^Missing closing (["'])quote/.exec(error.message)?.[1];
  if (unclosed) {
    for (let n = at.line; n >= 1; n--) {
      const part = parts(n);
      if (part?.value.startsWith(unclosed))
        return {
          line: n,
          column: part.column,
          field: part.key,
          message: `has a ${unclosed} that is never closed`,
          hint: `end the value with ${unclosed} on the same line: ${part.key}: ${part.value}${unclosed}`,
        };
    }
  }

  // A value whose first character YAML reads as syntax; the error may be reported lines below it.
  for (let n = at.line; n >= 1; n--) {
    const part = parts(n);
    if (!part) continue;
    const first = part.value.charAt(0);
    if ((first === '"' || first === "'") && n === at.line)
      return { line: n, column: part.column, field: part.key, message: `has more text after its closing ${first}`, hint: `put the whole value in quotes: ${part.key}: ${quoted(part.value)}` };
    const meaning = startMeanings[first] ?? (part.value.startsWith('- ') ? 'the start of a list' : undefined);
    if (meaning)
      return { line: n, column: part.column, field: part.key, message: `starts with "${first}", which YAML reads as ${meaning}`, hint: quoteHint(part) };
    if (part.indent === '' && n < at.line) break;
  }

  if (here && (/:\s/.test(here.value) || here.value.endsWith(':')))
    return { line: at.line, column: here.column, field: here.key, message: 'has a colon in its value, which YAML reads as the start of another field', hint: quoteHint(here) };
  const next = parts(at.line + 1);
  if (here && next && next.indent.length > here.indent.length)
    return {
      line: at.line + 1,
      column: next.indent.length + 1,
      field: next.key,
      message: `is indented, so YAML reads it as part of "${here.key}"`,
      hint: 'start it at the beginning of its line, like the other fields',
    };
  const glued = /^(\s*)([A-Za-z_][\w.-]*):(\S.*)$/.exec(lines[at.line - 1] ?? '');
  if (glued) return { line: at.line, column: at.col, field: glued[2], message: 'has no space after its colon', hint: `write it as ${glued[2]}: ${glued[3]}` };

  return {
    line: at.line,
    column: at.col,
    field: fieldOf(at.line),
    message: `is not valid YAML: ${error.message.split('\n')[0] ?? 'invalid YAML'}`,
    hint: 'check this line and the one above it: quotes and brackets must close, and each field starts at the beginning of its line',
  };
}

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
    const problem = describeYamlError(error, text.split(/\r?\n/), pos);
    throw new FrontMatterSyntaxError(problem.message, { line: problem.line + firstLine - 1, column: problem.column }, problem.hint, problem.field);
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
