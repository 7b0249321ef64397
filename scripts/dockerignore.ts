import path from 'node:path';

/**
 * What Docker leaves out of a build context, from .dockerignore read as Docker reads it: a line
 * starting with `#` is a comment; a pattern is trimmed, `!` before it makes it an exception, and it
 * is cleaned as a path (`a//b/` is `a/b`, a leading `/` dropped). In a pattern `*` matches any
 * characters but `/`, `?` one of them, `[...]` one of a set, `\` escapes the next character and
 * `**` any number of folders (`**` alone, everything). A path is left out when the last pattern
 * matching it or one of its folders is not an exception.
 */
export interface IgnorePattern {
  /** The pattern, cleaned, without its `!`. */
  pattern: string;
  exception: boolean;
  matches(file: string): boolean;
}

/** A path as Go's filepath.Clean writes it: no empty, `.` or resolvable `..` parts, no trailing slash. */
function clean(file: string): string {
  const cleaned = path.posix.normalize(file);
  return cleaned.length > 1 && cleaned.endsWith('/') ? cleaned.slice(0, -1) : cleaned;
}

/** Characters a regular expression reads as syntax that are plain in a pattern. */
const PLAIN = new Set([...'.+()|{}$']);

/** How a cleaned pattern matches a path: the whole path, a prefix (`dir/**`), a suffix (`**` then plain text) or an expression. */
function matcher(pattern: string): (file: string) => boolean {
  let expression = '^';
  let kind: 'exact' | 'prefix' | 'suffix' | 'expression' = 'exact';
  for (let i = 0, step = 0; i < pattern.length; step++) {
    const char = pattern[i++]!;
    if (char === '*' && pattern[i] === '*') {
      i++;
      if (pattern[i] === '/') i++;
      if (i < pattern.length) {
        expression += '(.*/)?';
        kind = 'expression';
      } else if (kind === 'exact') kind = 'prefix';
      else {
        expression += '.*';
        kind = 'expression';
      }
      if (step === 0) kind = 'suffix';
    } else if (char === '*' || char === '?') {
      expression += char === '*' ? '[^/]*' : '[^/]';
      kind = 'expression';
    } else if (PLAIN.has(char)) {
      expression += `\\${char}`;
    } else if (char === '\\') {
      const next = pattern[i++];
      if (next === undefined) expression += '\\\\';
      else {
        expression += /\w/.test(next) ? next : `\\${next}`;
        kind = 'expression';
      }
    } else if (char === '[' || char === ']') {
      expression += char;
      kind = 'expression';
    } else {
      expression += char;
    }
  }
  switch (kind) {
    case 'exact':
      return (file) => file === pattern;
    case 'prefix':
      return (file) => file.startsWith(pattern.slice(0, -2));
    case 'suffix': {
      const suffix = pattern.slice(2);
      return (file) => file.endsWith(suffix) || (suffix.startsWith('/') && file === suffix.slice(1));
    }
    case 'expression': {
      const regexp = new RegExp(`${expression}$`);
      return (file) => regexp.test(file);
    }
  }
}

/** The patterns of a .dockerignore file, in order. */
export function readDockerignore(text: string): IgnorePattern[] {
  const patterns: IgnorePattern[] = [];
  for (const line of text.replace(/^\uFEFF/, '').split(/\r?\n/)) {
    if (line.startsWith('#')) continue;
    let pattern = line.trim();
    if (pattern === '') continue;
    const exception = pattern.startsWith('!');
    if (exception) pattern = pattern.slice(1).trim();
    if (pattern === '') throw new Error('.dockerignore: "!" without a pattern');
    pattern = clean(pattern);
    if (pattern.length > 1 && pattern.startsWith('/')) pattern = pattern.slice(1);
    patterns.push({ pattern, exception, matches: matcher(pattern) });
  }
  return patterns;
}

/** Whether Docker leaves `file` (a path from the context's root, with `/`) out of the context. */
export function isIgnored(patterns: readonly IgnorePattern[], file: string): boolean {
  const cleaned = clean(file);
  if (cleaned === '.') return false;
  const parts = cleaned.split('/');
  const folders = parts.slice(0, -1).map((_, i) => parts.slice(0, i + 1).join('/'));
  let ignored = false;
  for (const pattern of patterns) {
    // An exception only matters once the path is left out, and a pattern only until then.
    if (pattern.exception !== ignored) continue;
    if (pattern.matches(cleaned) || folders.some((folder) => pattern.matches(folder))) ignored = !pattern.exception;
  }
  return ignored;
}
