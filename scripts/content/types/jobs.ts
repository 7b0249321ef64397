import { z } from 'zod';
import { jobs as collection } from '../../../src/content/collections/jobs';
import { calendarDate, text } from '../../../src/content/schema-fields';
import { dataFiles } from '../../../src/content/data-files';
import type { Published } from '../../../src/content/entry-types';
import { oneOf, quote, withSlug, defineContentType } from './define';

/** The front matter of an opening, content/jobs/*.md. */
export const jobSchema = z.strictObject({
  /** Job title. */
  title: text('title'),
  /** Team the role belongs to. */
  department: text('department'),
  /** Where the work happens, as printed (e.g. "Houston, TX (hybrid)"). */
  location: text('location'),
  /** schema.org employment type. */
  employmentType: z.enum(['FULL_TIME', 'PART_TIME', 'CONTRACTOR', 'TEMPORARY', 'INTERN']).default('FULL_TIME'),
  /** Day the opening was posted (YYYY-MM-DD). */
  datePosted: calendarDate,
  /** Last day the opening is listed (YYYY-MM-DD); from the next day it leaves the careers page and the search data. */
  validThrough: calendarDate.optional(),
  /** Two or three sentences about the role. */
  description: text('description'),
  /** What the person will do. */
  responsibilities: z.array(text('a responsibility')).min(1),
  /** What the person needs to bring. */
  requirements: z.array(text('a requirement')).min(1),
  /** Drafts show in development and are left out of the built site. */
  draft: z.boolean().default(false),
});
export type JobFrontMatter = z.output<typeof jobSchema>;
export type Job = Published<JobFrontMatter>;

const placeholders = {
  fields: {
    department: { text: 'Team name', hint: 'write the team, like Care Coordination' },
    description: { text: 'Write two or three sentences about the role.', hint: 'write two or three sentences about the role' },
    responsibilities: { text: 'Write what the person will do, one line each', hint: 'write what the person will do, one line each' },
    requirements: { text: 'Write what the person needs to bring, one line each', hint: 'write what the person needs to bring, one line each' },
  },
  body: [],
};

/** Open positions: the careers page and its job postings' structured data. */
export const jobs = defineContentType<JobFrontMatter>({
  collection,
  schema: jobSchema,
  count: { one: 'job' },
  body: false,
  scaffold: {
    command: 'job',
    placeholders,
    previewPath: () => '/careers',
    frontMatter: (title, date) => [
      `title: ${quote(title)}`,
      `department: ${placeholders.fields.department.text}`,
      'location: Houston, TX',
      oneOf(jobSchema.shape.employmentType.unwrap().options),
      'employmentType: FULL_TIME',
      `datePosted: ${date}`,
      `description: ${placeholders.fields.description.text}`,
      'responsibilities:',
      `  - ${placeholders.fields.responsibilities.text}`,
      'requirements:',
      `  - ${placeholders.fields.requirements.text}`,
    ],
  },
  output: (entries) => ({ files: [[dataFiles.jobs, (entries.map(withSlug) as Job[]).sort((a, b) => a.title.localeCompare(b.title))]] }),
});
