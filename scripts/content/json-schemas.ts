import { z } from 'zod';
import { glossarySchema, siteSchema, websiteDesignSchema } from '../../src/content/schemas';
import { sectionPageSchema } from '../../src/content/page-schema';
import { contentTypes, type ContentType } from './types';

/** The folder, from the repository root, that holds the generated schemas and what each covers. */
export const schemaDir = '.vscode/schemas';

/** The schema of each content type's files, then of the YAML files of content/, by schema name. */
export function schemasOf(types: readonly ContentType[]): Record<string, { schema: z.ZodType; files: string }> {
  return {
    ...Object.fromEntries(types.map(({ collection: { name }, schema }) => [name, { schema, files: `content/${name}/*.md` }])),
    'marketing-pages': { schema: sectionPageSchema, files: 'content/pages/*.yml' },
    site: { schema: siteSchema, files: 'content/site.yml' },
    'website-design': { schema: websiteDesignSchema, files: 'content/website-design.yml' },
    glossary: { schema: glossarySchema, files: 'content/*/glossary.yml' },
  };
}
export const contentSchemas = schemasOf(contentTypes);

/**
 * JSON Schema text per content type, from the zod schemas, as the author writes it (`io:
 * 'input'`: fields with a default are optional). Checks zod cannot express in JSON Schema, such as
 * "a real calendar date" or "the file exists", stay with `npm run content`.
 */
export function renderJsonSchemas(types: readonly ContentType[] = contentTypes): Map<string, string> {
  const files = new Map<string, string>();
  for (const [name, { schema }] of Object.entries(schemasOf(types))) {
    const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' });
    files.set(`${name}.json`, `${JSON.stringify(json, null, 2)}\n`);
  }
  return files;
}
