import { z } from 'zod';
import {
  blogPostSchema,
  faqSchema,
  guideSchema,
  jobSchema,
  legalPageSchema,
  resourceSchema,
  siteSchema,
  websiteDesignSchema,
} from '../../src/content/schemas';
import { sectionPageSchema } from '../../src/content/page-schema';

/** The folder, from the repository root, that holds the generated schemas and what each covers. */
export const schemaDir = '.vscode/schemas';
export const contentSchemas = {
  blog: { schema: blogPostSchema, files: 'content/blog/*.md' },
  resources: { schema: resourceSchema, files: 'content/resources/*.md' },
  guides: { schema: guideSchema, files: 'content/guides/*.md' },
  faq: { schema: faqSchema, files: 'content/faq/*.md' },
  jobs: { schema: jobSchema, files: 'content/jobs/*.md' },
  pages: { schema: legalPageSchema, files: 'content/pages/*.md' },
  'marketing-pages': { schema: sectionPageSchema, files: 'content/pages/*.yml' },
  site: { schema: siteSchema, files: 'content/site.yml' },
  'website-design': { schema: websiteDesignSchema, files: 'content/website-design.yml' },
} as const;

/**
 * JSON Schema text per content type, from the zod schemas, as the author writes it (`io:
 * 'input'`: fields with a default are optional). Checks zod cannot express in JSON Schema, such as
 * "a real calendar date" or "the file exists", stay with `npm run content`.
 */
export function renderJsonSchemas(): Map<string, string> {
  const files = new Map<string, string>();
  for (const [name, { schema }] of Object.entries(contentSchemas)) {
    const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' });
    files.set(`${name}.json`, `${JSON.stringify(json, null, 2)}\n`);
  }
  return files;
}
