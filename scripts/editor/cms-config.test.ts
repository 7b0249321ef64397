import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Ajv } from 'ajv';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { blogCategories } from '../../src/content/categories';
import { iconNames } from '../../src/content/icon-names';
import { sectionKinds } from '../../src/content/page-schema';
import { calendarDate } from '../../src/content/schema-fields';
import { contentTypes, defineContentType, type ContentType } from '../content/types';
import { blog } from '../content/types/blog';
import { cmsConfig, readEditorModel } from './cms-config';
import type { EditorField } from './fields';

const root = path.resolve(import.meta.dirname, '../..');
const model = readEditorModel(root, contentTypes);
const config = cmsConfig(model) as unknown as { backend: Record<string, unknown>; publish_mode: string; collections: { name: string; fields?: EditorField[]; files?: { name: string; fields: EditorField[] }[] }[] };
const collection = (name: string) => config.collections.find((each) => each.name === name)!;
const field = (fields: readonly EditorField[] | undefined, name: string) => fields?.find((each) => each.name === name);

describe('the content editor configuration', () => {
  it("validates against Sveltia CMS's own JSON Schema", () => {
    const schema = JSON.parse(readFileSync(path.join(root, 'node_modules/@sveltia/cms/schema/sveltia-cms.json'), 'utf8')) as object;
    const validate = new Ajv({ strict: false, allErrors: true, validateFormats: false, logger: false }).compile(schema);
    // As the editor's page starts it, with the repository of the server's settings.
    const valid = validate({ ...config, backend: { ...config.backend, repo: 'carebridge/website', branch: 'main', base_url: 'https://www.carebridgeconnect.com' } });
    expect(valid ? [] : validate.errors!.slice(0, 5).map((error) => `${error.instancePath} ${error.message} ${JSON.stringify(error.params)}`)).toEqual([]);
  });

  it('writes through the GitHub backend with the editorial workflow, signing in through our own functions', () => {
    expect(config.backend).toEqual({ name: 'github', auth_endpoint: 'api/auth' });
    expect(config.publish_mode).toBe('editorial_workflow');
  });

  it('has a collection for every content type of the registry, the pages, the site files and the interface words, and the Spanish folders', () => {
    const names = config.collections.map((each) => each.name);
    expect(names).toEqual(expect.arrayContaining([...contentTypes.map((type) => type.collection.name), 'marketing-pages', 'site', 'interface', 'es-blog', 'es-faq', 'es-resources', 'es-marketing-pages', 'es-pages', 'es-site']));
  });

  it('gives each field the widget, requirement and hint of its schema', () => {
    const post = collection('blog').fields;
    expect(field(post, 'category')).toMatchObject({ widget: 'select', options: [...blogCategories], required: true });
    expect(field(post, 'date')).toMatchObject({ widget: 'datetime', type: 'date', required: true });
    expect(field(post, 'updated')).toMatchObject({ widget: 'datetime', required: false });
    expect(field(post, 'draft')).toMatchObject({ widget: 'boolean', default: false, required: false });
    expect(field(post, 'image')).toMatchObject({ widget: 'image', media_folder: '/public/images/blog', public_folder: '/images/blog' });
    expect(field(post, 'title')!.hint).toBe("Headline of the article, shown on the card and as the page's h1.");
    expect(field(post, 'slug')).toMatchObject({ widget: 'string', required: false, pattern: [expect.stringContaining('[a-z0-9]'), expect.any(String)] });
    expect(field(collection('guides').fields, 'downloadLink')).toMatchObject({ widget: 'file', media_folder: '/public/guides' });
  });

  it("gives a page's sections as a list of blocks keyed by kind, each block's fields from its section's schema", () => {
    const sections = field(collection('marketing-pages').fields, 'sections') as EditorField & { typeKey: string; types: { name: string; fields: EditorField[] }[] };
    expect(sections.typeKey).toBe('kind');
    expect(sections.types.map((type) => type.name)).toEqual(sectionKinds);
    const hero = sections.types.find((type) => type.name === 'hero')!.fields;
    expect(field(hero, 'title')).toMatchObject({ widget: 'string', required: true, hint: "The page's one h1." });
    expect(field(hero, 'kind')).toBeUndefined();
    const cards = field(sections.types.find((type) => type.name === 'features')!.fields, 'items') as EditorField & { fields: EditorField[] };
    expect(field(cards.fields, 'icon')).toMatchObject({ widget: 'select', options: [...iconNames], required: false });
    expect(iconNames).toHaveLength(58);
    // The heads of other addresses, keyed by address, have no widget: kept as the file has them.
    expect(field(collection('marketing-pages').fields, 'also')).toEqual({ name: 'also', label: 'Also', widget: 'hidden' });
  });

  it('has each Spanish file name the English file it translates from a list of the English files', () => {
    const spanishPost = collection('es-blog').fields;
    expect(field(spanishPost, 'translationOf')).toMatchObject({ widget: 'select', required: true });
    expect(field(spanishPost, 'translationOf')!.options).toContain('blog/care-transitions-hospital-to-home.md');
    expect(field(collection('es-marketing-pages').fields, 'translationOf')!.options).toContain('pages/home.yml');
    // A translation of site.yml gives only the words it changes.
    const spanishSite = collection('es-site').files![0]!.fields;
    expect(field(spanishSite, 'tagline')).toMatchObject({ required: false });
  });

  it('shows a field added to a schema, with no other change', () => {
    const withField = defineContentType({ ...(blog as ContentType<object>), schema: (blog.schema as unknown as z.ZodObject).extend({ reviewedOn: calendarDate.optional() }) } as ContentType<object>);
    const types = contentTypes.map((type) => (type === blog ? withField : type));
    const changed = cmsConfig({ ...model, types }) as unknown as typeof config;
    const added = changed.collections.find((each) => each.name === 'blog')!.fields!;
    expect(field(added, 'reviewedOn')).toMatchObject({ widget: 'datetime', type: 'date', required: false });
    expect(field(collection('blog').fields, 'reviewedOn')).toBeUndefined();
  });
});
