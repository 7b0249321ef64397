import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import type { CmsConfig } from '@sveltia/cms';
import { sectionPageSchema } from '../../src/content/page-schema';
import { siteSchema, websiteDesignSchema } from '../../src/content/schemas';
import { TRANSLATION_FIELDS } from '../content/translations';
import type { ContentType } from '../content/types';
import { fieldsOf, labelOf, type EditorField, type FieldOptions } from './fields';
import { schemaDocs, type LiteralDocs } from './schema-docs';

/** What the editor's configuration is made from: the content model. */
export interface EditorModel {
  /** The registry of content types (scripts/content/types). */
  types: readonly ContentType[];
  /** The English interface words (content/interface/en.yml): their keys are every language's. */
  interfaceWords: Record<string, unknown>;
  /** The English files under content/ that a translation may name, by folder (`blog` -> `blog/a-post.md`). */
  englishFiles: Readonly<Record<string, readonly string[]>>;
  /** The folders under content/es/ that hold translations (`blog`, `pages`...). */
  translatedFolders: readonly string[];
  /** The schemas' doc comments, for the hints (editorDocs). */
  docs: readonly LiteralDocs[];
}

/**
 * The sources of the schemas, read for their doc comments (the hints of the editor's fields): the
 * content types' modules, the page sections' and the YAML files' schemas.
 */
export function editorDocs(root: string): LiteralDocs[] {
  const typesDir = path.join(root, 'scripts', 'content', 'types');
  const typeModules = readdirSync(typesDir).filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts')).map((file) => path.join(typesDir, file));
  return schemaDocs([...typeModules, path.join(root, 'src/content/page-schema.ts'), path.join(root, 'src/content/schemas.ts')]);
}

/** The model of the content folder as the build finds it. */
export function readEditorModel(root: string, types: readonly ContentType[]): EditorModel {
  const contentDir = path.join(root, 'content');
  const filesOf = (folder: string) => (existsSync(path.join(contentDir, folder)) ? readdirSync(path.join(contentDir, folder)).filter((file) => /\.(md|yml)$/.test(file)).sort().map((file) => `${folder}/${file}`) : []);
  const folders = [...new Set([...types.map((type) => type.collection.name), 'pages'])];
  const translatedDir = path.join(contentDir, TRANSLATED);
  return {
    types,
    interfaceWords: parse(readFileSync(path.join(contentDir, 'interface', 'en.yml'), 'utf8')) as Record<string, unknown>,
    englishFiles: Object.fromEntries(folders.map((folder) => [folder, filesOf(folder)])),
    translatedFolders: existsSync(translatedDir) ? readdirSync(translatedDir, { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name) : [],
    docs: editorDocs(root),
  };
}

/** The language the other collections translate into, as content/ names its folder. */
const TRANSLATED = 'es';

/**
 * The configuration of the content editor (Sveltia CMS), generated at build time from the content
 * model: a collection per content type of the registry, the page files with their sections as
 * typed blocks, site.yml, website-design.yml and the interface words, and each Spanish folder as
 * collections of its own. GitHub backend with the editorial workflow: every change is a branch
 * and a pull request, which CI checks; nothing is written to the branch directly.
 */
export function cmsConfig(model: EditorModel): CmsConfig {
  const { docs } = model;
  const english = model.types.flatMap((type) => typeCollections(type, docs, ''));
  const spanish = model.types
    .filter((type) => model.translatedFolders.includes(type.collection.name))
    .flatMap((type) => typeCollections(type, docs, TRANSLATED, model.englishFiles));
  const pages = (language: string) => pageCollection(docs, language, model.englishFiles);
  const config = {
    // The repository and branch are the server's settings, added by the editor's page when it
    // starts (/api/editor-settings): one build serves any deployment.
    backend: {
      name: 'github',
      // Sign-in goes through the site's own functions (/api/auth), never a third party's.
      auth_endpoint: 'api/auth',
    },
    publish_mode: 'editorial_workflow',
    media_folder: 'public/images',
    public_folder: '/images',
    // Our slug rule (schema-fields.ts `slug`): lower-case ASCII words joined by single hyphens.
    slug: { encoding: 'ascii', clean_accents: true, sanitize_replacement: '-', trim: true, lowercase: true },
    collections: [
      ...english,
      pages(''),
      fileCollection('site', 'Site facts', [
        { name: 'site', label: 'Site facts (site.yml)', file: 'content/site.yml', fields: fieldsOf(siteSchema, { docs }) },
        { name: 'website-design', label: 'Website design packages (website-design.yml)', file: 'content/website-design.yml', fields: fieldsOf(websiteDesignSchema, { docs }) },
      ]),
      fileCollection('interface', 'Interface words', [
        { name: 'en', label: 'English', file: 'content/interface/en.yml', fields: wordFields(model.interfaceWords) },
        { name: TRANSLATED, label: 'Spanish', file: `content/interface/${TRANSLATED}.yml`, fields: wordFields(model.interfaceWords) },
      ]),
      ...spanish,
      ...(model.translatedFolders.includes('pages') ? [pages(TRANSLATED)] : []),
      fileCollection(`${TRANSLATED}-site`, 'Site facts (Spanish)', [
        {
          name: 'site',
          label: 'Site facts in Spanish (es/site.yml)',
          file: `content/${TRANSLATED}/site.yml`,
          fields: [...translationFields(['site.yml']), ...fieldsOf(siteSchema, { docs, partial: true })],
        },
      ]),
    ],
  };
  return config as unknown as CmsConfig;
}

/** The collections of one content type in a language ('' for English): its Markdown files, the body last. */
function typeCollections(type: ContentType, docs: readonly LiteralDocs[], language: string, englishFiles: EditorModel['englishFiles'] = {}): Record<string, unknown>[] {
  const { name } = type.collection;
  const media: FieldOptions['media'] = {
    images: type.image ? { [type.image.field]: { folder: `/images/${name}` } } : {},
    files: Object.fromEntries((type.fileFields ?? []).filter((field) => field !== type.image?.field).map((field) => [field, { folder: `/${name}` }])),
  };
  const fields: EditorField[] = [
    ...(language ? translationFields(englishFiles[name]?.filter((file) => file.endsWith('.md')) ?? []) : []),
    ...fieldsOf(type.schema, { docs, media }),
    ...(type.body === false ? [] : [{ name: 'body', label: name === 'faq' ? 'Answer' : 'Body', widget: 'markdown', required: true }]),
  ];
  const identifier = ['title', 'question'].find((field) => fields.some((each) => each.name === field));
  const fixedNames = typeof type.naming === 'object';
  return [
    {
      name: language ? `${language}-${name}` : name,
      label: `${labelOf(type.count.other ?? `${type.count.one}s`)}${language ? ' (Spanish)' : ''}`,
      label_singular: labelOf(type.count.one),
      folder: path.posix.join('content', language, name),
      extension: 'md',
      format: 'frontmatter',
      // A type named by a fixed list of files (the legal pages) gets no new file from the editor.
      create: !fixedNames,
      delete: !fixedNames,
      ...(identifier ? { identifier_field: identifier } : {}),
      ...(type.naming === 'slug' ? { slug: '{{slug}}' } : {}),
      fields,
    },
  ];
}

/** The section pages (content/pages/*.yml, and a language's): a page is one file, its sections a list of blocks keyed by `kind`. */
function pageCollection(docs: readonly LiteralDocs[], language: string, englishFiles: EditorModel['englishFiles']): Record<string, unknown> {
  return {
    name: language ? `${language}-marketing-pages` : 'marketing-pages',
    label: language ? 'Pages (Spanish)' : 'Pages',
    label_singular: 'Page',
    folder: path.posix.join('content', language, 'pages'),
    extension: 'yml',
    format: 'yaml',
    create: true,
    identifier_field: 'title',
    fields: [...(language ? translationFields(englishFiles.pages?.filter((file) => file.endsWith('.yml')) ?? []) : []), ...fieldsOf(sectionPageSchema, { docs })],
  };
}

/** A translation's own fields: the English file it translates, and the version of it recorded by `npm run translations -- --update`. */
function translationFields(englishFiles: readonly string[]): EditorField[] {
  const [translationOf, sourceHash] = TRANSLATION_FIELDS;
  return [
    { name: translationOf, label: 'Translation of', widget: 'select', options: [...englishFiles], required: true, hint: 'The English file this one translates, under content/.' },
    {
      name: sourceHash,
      label: 'Source version',
      widget: 'string',
      readonly: true,
      required: true,
      hint: 'The version of the English file this translation was made from; recorded by npm run translations -- --update, never typed.',
    },
  ];
}

function fileCollection(name: string, label: string, files: Record<string, unknown>[]): Record<string, unknown> {
  return { name, label, format: 'yaml', files };
}

/** The fields of the interface words: the English file's keys, nested as it nests them. */
function wordFields(words: Record<string, unknown>): EditorField[] {
  return Object.entries(words).map(([key, value]): EditorField =>
    value !== null && typeof value === 'object' && !Array.isArray(value)
      ? { name: key, label: labelOf(key), widget: 'object', required: true, fields: wordFields(value as Record<string, unknown>) }
      : { name: key, label: labelOf(key), widget: 'string', required: true },
  );
}
