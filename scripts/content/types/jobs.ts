import { jobs as collection } from '../../../src/content/collections/jobs';
import { jobSchema, type JobFrontMatter } from '../../../src/content/schemas';
import { dataFiles, type Job } from '../../../src/content/types';
import { oneOf, quote, withSlug, defineContentType } from './define';

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
