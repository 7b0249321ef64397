import type { z } from 'zod';

/** One problem in one content file, printed as `file:line:col  field  message  (hint)`. */
export interface ContentError {
  file: string;
  line: number;
  column: number;
  field: string;
  message: string;
  hint?: string;
}

export function formatError(error: ContentError): string {
  const hint = error.hint ? `  (${error.hint})` : '';
  return `${error.file}:${error.line}:${error.column}  ${error.field}  ${error.message}${hint}`;
}

export function sortErrors(errors: ContentError[]): ContentError[] {
  return [...errors].sort(
    (a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.column - b.column || a.field.localeCompare(b.field),
  );
}

/** Levenshtein distance: the letters to add, remove or change to turn one text into the other. */
export function distance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let previous = row[0]!;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const current = row[j]!;
      row[j] = Math.min(row[j]! + 1, row[j - 1]! + 1, previous + (a[i - 1] === b[j - 1] ? 0 : 1));
      previous = current;
    }
  }
  return row[b.length]!;
}

/**
 * The known name closest to a misspelt one, if it is close enough to be a typo. Long names such
 * as site paths pass a small `maxDistance`, or a whole other page would count as a typo.
 */
export function closest(name: string, known: readonly string[], maxDistance?: number): string | undefined {
  let best: string | undefined;
  let bestDistance = Infinity;
  for (const candidate of known) {
    const d = distance(name.toLowerCase(), candidate.toLowerCase());
    if (d < bestDistance) [best, bestDistance] = [candidate, d];
  }
  return bestDistance <= (maxDistance ?? Math.max(2, Math.floor(name.length / 3))) ? best : undefined;
}

type Issue = z.core.$ZodIssue;

/**
 * Turns one zod issue into the author's words. Every zod error of the pipeline goes through
 * here, so messages read the same for every content type.
 */
export function describeIssue(issue: Issue, input: Record<string, unknown>, knownFields: readonly string[]) {
  const field = issue.path.map(String).join('.') || 'front matter';
  const value = issue.path.reduce<unknown>(
    (node, key) => (node && typeof node === 'object' ? (node as Record<PropertyKey, unknown>)[key] : undefined),
    input,
  );
  if (issue.code === 'unrecognized_keys') {
    return issue.keys.map((key) => {
      const suggestion = closest(key, knownFields);
      return {
        field: key,
        message: 'is not a known field',
        hint: suggestion ? `did you mean "${suggestion}"?` : `known fields: ${knownFields.join(', ')}`,
      };
    });
  }
  if (value === undefined && issue.code === 'invalid_type') {
    return [{ field, message: 'is required', hint: `add "${issue.path.at(-1)?.toString()}:" to the front matter` }];
  }
  if (issue.code === 'invalid_value' && 'values' in issue) {
    const options = issue.values.map(String);
    const suggestion = typeof value === 'string' ? closest(value, options) : undefined;
    return [
      {
        field,
        message: `"${String(value)}" is not one of the allowed values`,
        hint: `${suggestion ? `did you mean "${suggestion}"? ` : ''}allowed: ${options.join(', ')}`,
      },
    ];
  }
  const hint = /date/i.test(issue.message) ? 'write it as YYYY-MM-DD, like 2025-03-01' : undefined;
  const message = issue.message.startsWith(field) ? issue.message.slice(field.length + 1) : issue.message;
  return [{ field, message, hint }];
}

/** How problems are printed: `text` for people, `github` for GitHub Actions annotations. */
export const errorFormats = ['text', 'github'] as const;
export type ErrorFormat = (typeof errorFormats)[number];

// GitHub's workflow-command escaping: the message may not hold line breaks or a bare %, and
// property values additionally not the `:` and `,` that separate them.
const escapeData = (text: string) => text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
const escapeProperty = (text: string) => escapeData(text).replace(/:/g, '%3A').replace(/,/g, '%2C');

/** One problem as a GitHub Actions `::error` annotation, shown on the pull request's diff. */
export function formatGithub(error: ContentError): string {
  const properties = [
    `file=${escapeProperty(error.file)}`,
    `line=${error.line}`,
    `col=${error.column}`,
    `title=${escapeProperty(error.field)}`,
  ].join(',');
  return `::error ${properties}::${escapeData(error.message + (error.hint ? ` (${error.hint})` : ''))}`;
}
