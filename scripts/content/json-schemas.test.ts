import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { contentSchemas, renderJsonSchemas, schemaDir } from './json-schemas';

const root = path.resolve(import.meta.dirname, '../..');

describe('the editor schemas', () => {
  it('are up to date with the zod schemas (run npm run content:schema when this fails)', () => {
    for (const [name, text] of renderJsonSchemas()) {
      expect(readFileSync(path.join(root, schemaDir, name), 'utf8'), name).toBe(text);
    }
  });

  it('list the allowed categories and refuse unknown fields, as the content check does', () => {
    const blog = JSON.parse(renderJsonSchemas().get('blog.json')!) as {
      properties: Record<string, { enum?: string[] }>;
      required: string[];
      additionalProperties: boolean;
    };
    expect(blog.properties.category?.enum).toContain('Patient Care');
    expect(blog.required).not.toContain('draft');
    expect(blog.additionalProperties).toBe(false);
  });

  it('are mapped in .vscode/settings.json to the YAML files, the ones the YAML extension reads', () => {
    const settings = JSON.parse(readFileSync(path.join(root, '.vscode/settings.json'), 'utf8')) as { 'yaml.schemas': Record<string, string> };
    const yamlFiles = Object.entries(contentSchemas).filter(([, { files }]) => files.endsWith('.yml'));
    expect(settings['yaml.schemas']).toEqual(
      Object.fromEntries(yamlFiles.map(([name, { files }]) => [`./${schemaDir}/${name}.json`, files])),
    );
  });
});
