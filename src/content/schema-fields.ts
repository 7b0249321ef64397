import { z } from 'zod';

import { slugPattern } from './categories';

// The pieces the content types' schemas (scripts/content/types/) and the YAML files' schemas
// (./schemas.ts) are built from, so a rule for a date, an address or a slug is written once.

/**
 * How a required field says what to write when it is missing: its error message starts with this,
 * and the rest is the hint the content check prints after "is required" (see describeIssues).
 */
export const REQUIRED_HINT = 'is required; ';

/** A calendar date written as YYYY-MM-DD, whose "is required" hint, when given, says what day to write. */
const calendarDateField = (requiredHint?: string) =>
  z
    .string({ error: (issue) => (issue.input === undefined && requiredHint ? `${REQUIRED_HINT}${requiredHint}` : 'must be a date written as YYYY-MM-DD') })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'must be a date written as YYYY-MM-DD' })
    .refine(
      (value) => {
        const [y, m, d] = value.split('-').map(Number) as [number, number, number];
        const date = new Date(Date.UTC(y, m - 1, d));
        return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
      },
      { error: 'is not a real calendar date' },
    );

/** A calendar date written as YYYY-MM-DD; kept as that string so no time zone can shift it. */
export const calendarDate = calendarDateField();

/** A calendar date that must be written, with what the author is told to write when it is missing. */
export const requiredCalendarDate = (hint: string) => calendarDateField(hint);

/**
 * The check of an entry's `updated`, the calendar day it last changed: never before its `date`, the
 * day it was published. Calendar dates written YYYY-MM-DD compare as strings, so the two are
 * compared only once each is one; until then the author reads the date's own mistake alone.
 */
export const updatedNotBeforeDate = z.superRefine<{ date: string; updated?: string | undefined }>(
  (entry, context) => {
    if (entry.updated === undefined || entry.updated >= entry.date) return;
    context.addIssue({
      code: 'custom',
      path: ['updated'],
      input: entry.updated,
      message: `${entry.updated} is before date, ${entry.date}`,
      params: { hint: `write the day it last changed, ${entry.date} or later, or remove updated` },
    });
  },
  { when: ({ issues }) => !issues.some((issue) => issue.path?.[0] === 'date' || issue.path?.[0] === 'updated') },
);

/**
 * An address on this site: one leading slash and no second one or backslash after it, since a
 * browser reads `//host` and `/\\host` as another site.
 */
export const sitePathPattern = /^\/(?![/\\])\S*$/;

/** An absolute https address with a host: no `javascript:`, `data:` or plain `http:`. */
export function isHttpsUrl(value: string): boolean {
  if (/\s/.test(value)) return false;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname !== '';
  } catch {
    return false;
  }
}

/**
 * An https origin (scheme, host and port), like `https://images.example.org`: no path, query,
 * fragment or credentials, since a browser's Content-Security-Policy and our checks allow whole
 * origins. Kept as the origin itself, host in lower case and without a trailing slash.
 */
export function isHttpsOrigin(value: string): boolean {
  if (!isHttpsUrl(value) || /[?#]/.test(value)) return false;
  const url = new URL(value);
  return url.pathname === '/' && url.username === '' && url.password === '';
}

/** An address on this site or an https address; nothing else can load or run in a visitor's browser. */
export const sitePathOrHttps = (error: string) => z.string({ error }).refine((value) => sitePathPattern.test(value) || isHttpsUrl(value), { error });

/** An absolute https address. */
export const httpsUrl = (error: string) => z.string({ error }).refine(isHttpsUrl, { error });

/** A file under public/ (starting with /) or an absolute https address. */
export const imageSource = sitePathOrHttps('must start with / (a file under public/) or https://');

/** A name in an address: lower-case words joined by hyphens. */
export const slug = z.string().regex(slugPattern, {
  error: 'must be lower-case words joined by single hyphens, like "my-first-post"',
});

/** Text that may not be empty once trimmed; `what` names the field in the message. */
export const text = (what: string) => z.string({ error: `${what} is required` }).trim().min(1, { error: `${what} is required` });
