import { z } from 'zod';
import { jobPath } from '../../../src/config/routes';
import { employmentTypes, salaryUnits } from '../../../src/content/categories';
import { jobs as collection } from '../../../src/content/collections/jobs';
import { calendarDate, requiredCalendarDate, text } from '../../../src/content/schema-fields';
import { dataFiles } from '../../../src/content/data-files';
import type { Published, RenderedBody } from '../../../src/content/entry-types';
import { oneOf, quote, defineContentType } from './define';

const amount = (name: string) => z.number({ error: `${name} must be a number, like 65000` }).positive({ error: `${name} must be more than 0` });

/** The pay of an opening, for the page and for search engines: one amount, or a range. */
const baseSalary = z
  .strictObject({
    /** The currency, as its three-letter code (ISO 4217). */
    currency: z.string().regex(/^[A-Z]{3}$/, { error: 'must be a three-letter currency code, like USD' }).default('USD'),
    /** The amount, when the pay is one figure. */
    value: amount('value').optional(),
    /** The lowest pay of a range (with maxValue). */
    minValue: amount('minValue').optional(),
    /** The highest pay of a range (with minValue). */
    maxValue: amount('maxValue').optional(),
    /** What the amount is paid per. */
    unitText: z.enum(salaryUnits).default('YEAR'),
  })
  .superRefine((salary, context) => {
    const range = salary.minValue !== undefined || salary.maxValue !== undefined;
    const fail = (message: string, hint: string) => context.addIssue({ code: 'custom', path: [], input: salary, message, params: { hint } });
    if (salary.value !== undefined && range) fail('gives both a value and a range', 'write either value: 65000 or minValue: 60000 and maxValue: 75000');
    else if (salary.value === undefined && !range) fail('gives no amount', 'write value: 65000, or minValue: 60000 and maxValue: 75000');
    else if (range && (salary.minValue === undefined || salary.maxValue === undefined)) fail('gives half a range', 'write both minValue and maxValue, or one value');
    else if (range && salary.minValue! > salary.maxValue!) fail(`minValue ${salary.minValue} is more than maxValue ${salary.maxValue}`, 'write the lower amount as minValue');
  }, { when: ({ issues }) => issues.length === 0 });

/** The last day to apply is never before the day the opening was posted; checked once both are real days. */
const validThroughNotBeforeDatePosted = z.superRefine<{ datePosted: string; validThrough: string }>(
  (job, context) => {
    if (job.validThrough >= job.datePosted) return;
    context.addIssue({
      code: 'custom',
      path: ['validThrough'],
      input: job.validThrough,
      message: `${job.validThrough} is before datePosted, ${job.datePosted}`,
      params: { hint: `write the last day to apply, ${job.datePosted} or later` },
    });
  },
  { when: ({ issues }) => !issues.some((issue) => issue.path?.[0] === 'datePosted' || issue.path?.[0] === 'validThrough') },
);

/** The front matter of an opening, content/jobs/*.md. Its address is /careers/{file name}. */
export const jobSchema = z
  .strictObject({
    /** Job title, the page's h1. */
    title: text('title'),
    /** Team the role belongs to. */
    department: text('department'),
    /** Where the work happens, as printed (e.g. "Houston, TX (hybrid)"). */
    location: text('location'),
    /**
     * Where the work happens for search engines (the JobPosting's jobLocation), when it is not the
     * office whose address is in content/site.yml (the default).
     */
    address: z
      .strictObject({
        /** Street and suite, when the place has one. */
        street: text('street').optional(),
        /** City. */
        city: text('city'),
        /** State, as its two-letter code (TX). */
        region: z.string().regex(/^[A-Z]{2}$/, { error: 'must be a two-letter state code, like TX' }),
        /** ZIP code, when the place has one. */
        postalCode: z.string().regex(/^\d{5}$/, { error: 'must be a five-digit ZIP code, like "77021"' }).optional(),
        /** Country, as its two-letter code. */
        country: z.string().regex(/^[A-Z]{2}$/, { error: 'must be a two-letter country code, like US' }).default('US'),
      })
      .optional(),
    /** Kind of employment, as search engines name it; shown in words ("Full-time"). */
    employmentType: z.enum(employmentTypes).default('FULL_TIME'),
    /** Day the opening was posted (YYYY-MM-DD). */
    datePosted: calendarDate,
    /**
     * Last day to apply (YYYY-MM-DD), in Houston: shown as "Apply by …" and given to search
     * engines. From the next day the opening leaves the careers page, the sitemap and the search,
     * and its page says the position has been filled.
     */
    validThrough: requiredCalendarDate(
      'add "validThrough:" with the last day to apply, like validThrough: 2027-03-31; the day after, the opening leaves the careers page and its page says the position has been filled',
    ),
    /** Two or three sentences about the role: the top of its page, the careers page and search results. */
    description: text('description'),
    /** What the person will do. */
    responsibilities: z.array(text('a responsibility')).min(1),
    /** What the person needs to bring. */
    requirements: z.array(text('a requirement')).min(1),
    /** The pay, when it is published: shown on the page and given to search engines. */
    baseSalary: baseSalary.optional(),
    /** Our own reference for the opening (like CBC-2026-014), given to search engines. */
    identifier: text('identifier').optional(),
    /** Drafts show in development and are left out of the built site. */
    draft: z.boolean().default(false),
  })
  .check(validThroughNotBeforeDatePosted);
export type JobFrontMatter = z.output<typeof jobSchema>;
/** An opening as the careers page lists it. */
export type Job = Published<JobFrontMatter>;
/** What an opening's page reads: the opening with its body (more about the role, in Markdown; may be empty). */
export type JobPosting = Job & RenderedBody & { filled?: undefined };
/** What the page of an opening past its `validThrough` reads: enough to say which position has been filled. */
export interface FilledJob {
  filled: true;
  slug: string;
  title: string;
  department: string;
  validThrough: string;
}
/** The data file of an opening's page. */
export type JobPage = JobPosting | FilledJob;

const placeholders = {
  fields: {
    department: { text: 'Team name', hint: 'write the team, like Care Coordination' },
    description: { text: 'Write two or three sentences about the role.', hint: 'write two or three sentences about the role' },
    responsibilities: { text: 'Write what the person will do, one line each', hint: 'write what the person will do, one line each' },
    requirements: { text: 'Write what the person needs to bring, one line each', hint: 'write what the person needs to bring, one line each' },
  },
  body: [
    {
      text: 'Write more about the role here (the team, a typical week, the schedule), or delete this line.',
      hint: 'write more about the role in place of this line, or delete it: the description alone is enough',
    },
  ],
};

/** The day `days` after a calendar date (YYYY-MM-DD). */
const daysAfter = (date: string, days: number) => {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
};

/** How long a new opening is listed unless its author says otherwise. */
const LISTED_DAYS = 60;

/** Open positions: the careers page, and a page each at /careers/{slug} with its job posting's structured data. */
export const jobs = defineContentType<JobFrontMatter>({
  collection,
  schema: jobSchema,
  count: { one: 'job' },
  entryPage: jobPath,
  entryFile: dataFiles.job,
  scaffold: {
    command: 'job',
    placeholders,
    previewPath: jobPath,
    frontMatter: (title, date) => [
      `title: ${quote(title)}`,
      `department: ${placeholders.fields.department.text}`,
      '# Where the work happens, as the page prints it.',
      'location: Houston, TX',
      '# Only when the work is not at the office of content/site.yml (search engines read it):',
      '# address: { city: Katy, region: TX, postalCode: "77494" }',
      oneOf(jobSchema.shape.employmentType.unwrap().options),
      'employmentType: FULL_TIME',
      `datePosted: ${date}`,
      '# The last day to apply. The day after, the opening leaves the careers page and its page says the position has been filled.',
      `validThrough: ${daysAfter(date, LISTED_DAYS)}`,
      `description: ${placeholders.fields.description.text}`,
      'responsibilities:',
      `  - ${placeholders.fields.responsibilities.text}`,
      'requirements:',
      `  - ${placeholders.fields.requirements.text}`,
      `# The pay, when it is published: one value, or minValue and maxValue; unitText is one of ${salaryUnits.join(', ')}.`,
      '# baseSalary: { currency: USD, minValue: 60000, maxValue: 75000, unitText: YEAR }',
    ],
  },
  output(entries) {
    // A job parsed by a build worker has its body added there, for its page.
    const openings = entries
      .map(({ data, markdown, slug }) => ({ ...data, slug, ...('tree' in markdown ? { body: markdown.tree, toc: markdown.toc } : {}) }))
      .sort((a, b) => a.title.localeCompare(b.title));
    const listed: Job[] = openings.map(({ body: _body, toc: _toc, ...job }) => job);
    return { files: [[dataFiles.jobs, listed], ...openings.map((job): [string, unknown] => [dataFiles.job(job.slug), job])] };
  },
  ended: (entries) =>
    entries.map(({ data, slug }): [string, FilledJob] => [dataFiles.job(slug), { filled: true, slug, title: data.title, department: data.department, validThrough: data.validThrough }]),
});
