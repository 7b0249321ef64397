import type { z } from 'zod';
import { REQUIRED_HINT } from '../../src/content/schema-fields';

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

/**
 * The known names a misspelt one may mean: the closest whole name, or else the names with a word
 * close to it (`hart`: heart-handshake, heart-pulse), those whose nearest such word comes first.
 */
export function closestNames(name: string, known: readonly string[]): string[] {
  const whole = closest(name, known);
  if (whole) return [whole];
  const typed = name.toLowerCase();
  const limit = Math.max(1, Math.floor(typed.length / 3));
  // Ranked by how far the word is, then by where it stands in the name: a name's first word says most.
  const ranked = known.flatMap((candidate) => {
    const ranks = candidate.toLowerCase().split('-').map((word, index) => ({ far: distance(typed, word), index })).filter(({ far }) => far <= limit);
    const best = ranks.sort((a, b) => a.far - b.far || a.index - b.index)[0];
    return best && candidate.includes('-') ? [{ candidate, ...best }] : [];
  });
  const top = ranked.sort((a, b) => a.far - b.far || a.index - b.index)[0];
  return top ? ranked.filter(({ far, index }) => far === top.far && index === top.index).slice(0, 3).map(({ candidate }) => candidate) : [];
}

/** `did you mean "a"?`, `did you mean "a" or "b"?`, or nothing. */
const didYouMean = (names: readonly string[]) =>
  names.length === 0 ? '' : `did you mean ${names.map((name) => `"${name}"`).join(', ').replace(/, ([^,]*)$/, ' or $1')}? `;

type Issue = z.core.$ZodIssue;

/** One problem of a zod result, in the author's words, and where it is written (a field's key or its value). */
export interface Problem {
  path: (string | number)[];
  part: 'key' | 'value';
  field: string;
  message: string;
  hint?: string;
}

const months = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];
const monthNumber = (name: string) => {
  const word = name.toLowerCase().replace(/\.$/, '');
  const i = word.length >= 3 ? months.findIndex((month) => month.startsWith(word)) : -1;
  return i < 0 ? NaN : i + 1;
};

/**
 * A date written another way (11/26/2026 as in the US, 2026/11/26, 2026-11-5, November 26, 2026,
 * 26 November 2026, a date and time) as YYYY-MM-DD, or undefined when it cannot be read or is not
 * a real day.
 */
export function readableDate(text: string): string | undefined {
  const value = text.trim();
  let parts: [number, number, number] | undefined;
  let match: RegExpExecArray | null;
  if ((match = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(value))) parts = [+match[3]!, +match[1]!, +match[2]!];
  else if ((match = /^(\d{4})[/.-](\d{1,2})[/.-](\d{1,2})(?:[T ].*)?$/.exec(value))) parts = [+match[1]!, +match[2]!, +match[3]!];
  else if ((match = /^([a-z]+\.?)\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+(\d{4})$/i.exec(value))) parts = [+match[3]!, monthNumber(match[1]!), +match[2]!];
  else if ((match = /^(\d{1,2})(?:st|nd|rd|th)?\s+([a-z]+\.?),?\s+(\d{4})$/i.exec(value))) parts = [+match[3]!, monthNumber(match[2]!), +match[1]!];
  if (!parts) return undefined;
  const [y, m, d] = parts;
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return undefined;
  return date.toISOString().slice(0, 10);
}

/**
 * Missing fields that belong with another: reported on that field's line (alt text under its
 * picture) with what to write, rather than at the front matter's first line.
 */
const requiredWith: Record<string, { field: string; hint: string }> = {
  imageAlt: {
    field: 'image',
    hint: 'add "imageAlt:" under image:, saying what the picture shows, like imageAlt: A nurse changing a dressing at a kitchen table; people who cannot see the picture hear this text instead',
  },
  coverImageAlt: {
    field: 'coverImage',
    hint: 'add "coverImageAlt:" under coverImage:, saying what the cover shows, like coverImageAlt: A clipboard with a ticked checklist; people who cannot see the picture hear this text instead',
  },
};

/** Turns one zod issue into the author's words. */
function describeIssue(issue: Issue, input: Record<string, unknown>, knownFields: readonly string[]): Problem[] {
  const path = issue.path.map((key) => key as string | number);
  const field = path.map(String).join('.') || 'front matter';
  const value = path.reduce<unknown>(
    (node, key) => (node && typeof node === 'object' ? (node as Record<PropertyKey, unknown>)[key] : undefined),
    input,
  );
  if (issue.code === 'unrecognized_keys') {
    // Only the top level's fields are known here; a nested object's are not listed.
    const nested = path.length > 0;
    return issue.keys.map((key) => {
      const suggestion = nested ? undefined : closest(key, knownFields);
      return {
        path: [...path, key],
        part: 'key',
        field: [...path, key].join('.'),
        message: 'is not a known field',
        hint: suggestion ? `did you mean "${suggestion}"?` : nested ? 'check its spelling, or remove it' : `known fields: ${knownFields.join(', ')}`,
      };
    });
  }
  const at = { path, part: 'value' as const, field };
  if (value === undefined && issue.code === 'invalid_type') {
    const partner = path.length === 1 ? requiredWith[field] : undefined;
    if (partner) return [{ path: [partner.field], part: 'key', field, message: 'is required', hint: partner.hint }];
    // A field may say what to write in its place (requiredCalendarDate).
    const own = issue.message.startsWith(REQUIRED_HINT) ? issue.message.slice(REQUIRED_HINT.length) : undefined;
    return [{ ...at, message: 'is required', hint: own ?? `add "${path.at(-1)?.toString()}:" to the front matter` }];
  }
  if (issue.code === 'invalid_value' && 'values' in issue) {
    const options = issue.values.map(String);
    if (value === null || value === '') return [{ ...at, message: 'is empty', hint: `write one of: ${options.join(', ')}` }];
    const suggestions = typeof value === 'string' ? closestNames(value, options) : [];
    return [
      {
        ...at,
        message: `"${String(value)}" is not one of the allowed values`,
        hint: `${didYouMean(suggestions)}allowed: ${options.join(', ')}`,
      },
    ];
  }
  // A check that knows what to write instead gives its own hint.
  const given = issue.code === 'custom' && typeof issue.params?.hint === 'string' ? (issue.params.hint as string) : undefined;
  const written = /date/i.test(issue.message) && typeof value === 'string' ? readableDate(value) : undefined;
  const hint = given ?? (written && written !== value ? `write it as ${written}` : /date/i.test(issue.message) ? 'write it as YYYY-MM-DD, like 2025-03-01' : undefined);
  const message = issue.message.startsWith(field) ? issue.message.slice(field.length + 1) : issue.message;
  return [{ ...at, message, ...(hint ? { hint } : {}) }];
}

/**
 * Turns a zod result's issues into the author's words, one message per mistake: a value that
 * fails several checks (a date neither written as YYYY-MM-DD nor a real day) gets the first, and
 * a misspelt field is not also reported as the field it meant, missing. Every zod error of the
 * pipeline goes through here, so messages read the same for every content type.
 */
export function describeIssues(issues: readonly Issue[], input: Record<string, unknown>, knownFields: readonly string[]): Problem[] {
  const problems = issues.flatMap((issue) => describeIssue(issue, input, knownFields));
  const meant = new Set(problems.flatMap((problem) => (problem.part === 'key' ? (/^did you mean "(.*)"\?$/.exec(problem.hint ?? '')?.[1] ?? []) : [])));
  const seen = new Set<string>();
  return problems.filter((problem) => {
    const key = `${problem.part} ${JSON.stringify(problem.path)}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return !(problem.message === 'is required' && meant.has(problem.field));
  });
}

/** How problems are printed: `text` for people, `github` for GitHub Actions annotations. */
export const errorFormats = ['text', 'github'] as const;
export type ErrorFormat = (typeof errorFormats)[number];

// GitHub's workflow-command escaping: the message may not hold line breaks or a bare %, and
// property values additionally not the `:` and `,` that separate them.
const escapeData = (text: string) => text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
const escapeProperty = (text: string) => escapeData(text).replace(/:/g, '%3A').replace(/,/g, '%2C');

/** One problem as a GitHub Actions `::error` annotation (or `::warning`), shown on the pull request's diff. */
export function formatGithub(error: ContentError, level: 'error' | 'warning' = 'error'): string {
  const properties = [
    `file=${escapeProperty(error.file)}`,
    `line=${error.line}`,
    `col=${error.column}`,
    `title=${escapeProperty(error.field)}`,
  ].join(',');
  return `::${level} ${properties}::${escapeData(error.message + (error.hint ? ` (${error.hint})` : ''))}`;
}
