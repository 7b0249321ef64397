import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { contentTypes, type ContentType, type ScaffoldTemplate, type TemplatePlaceholders } from './types';

export type { Placeholder, TemplatePlaceholders } from './types';

/** The types `npm run new` can create, by its word for each (`post`). */
export function scaffoldTemplates(types: readonly ContentType[] = contentTypes): Map<string, ScaffoldTemplate & { folder: string }> {
  return new Map(types.flatMap((type) => (type.scaffold ? [[type.scaffold.command, { ...type.scaffold, folder: type.collection.name }] as const] : [])));
}

/** What `npm run new` can create, and the folder of content/ each goes to. */
export const scaffoldTypes = Object.fromEntries([...scaffoldTemplates()].map(([command, { folder }]) => [command, folder])) as Readonly<Record<string, string>>;
export type ScaffoldType = string;

/** The placeholders the template of a type writes, for the check that refuses them once published. */
export function templatePlaceholders(type: ScaffoldType): TemplatePlaceholders {
  const template = scaffoldTemplates().get(type);
  if (!template) throw new Error(`No template for ${type}`);
  return template.placeholders;
}

/** Lower-case ASCII words joined by hyphens; accents are dropped, so "Café Care" is "cafe-care". */
export function slugify(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** A reason the command refuses, written as a sentence for the author. */
export class ScaffoldError extends Error {}

export interface Scaffold {
  /** Path inside content/, like blog/my-post.md. */
  file: string;
  text: string;
  /** Where the draft shows under `npm run dev`. */
  previewPath: string;
}

/** A template's body: its placeholder lines, a blank line before each. */
const body = (template: TemplatePlaceholders) => template.body.map((line) => `\n${line.text}\n`).join('');

/** The Markdown file of a new draft with valid front matter; pure, so every type can be tested. */
export function scaffold(type: ScaffoldType, title: string, date: string, types: readonly ContentType[] = contentTypes): Scaffold {
  const template = scaffoldTemplates(types).get(type);
  if (!template) throw new ScaffoldError(`There is no content type "${type}" to create.`);
  const slug = slugify(title);
  if (!slug) throw new ScaffoldError(`The title "${title}" has no letters or digits to make a file name from.`);
  return {
    file: `${template.folder}/${slug}.md`,
    previewPath: template.previewPath(slug),
    text: `---\n${[...template.frontMatter(title, date, slug), 'draft: true'].join('\n')}\n---\n${body(template.placeholders)}`,
  };
}

/** Writes a scaffold under contentDir; never overwrites an existing file. Returns the path written. */
export function writeScaffold(contentDir: string, item: Scaffold): string {
  const target = path.join(contentDir, item.file);
  if (existsSync(target)) throw new ScaffoldError(`${path.basename(contentDir)}/${item.file} already exists; choose another title or edit that file.`);
  mkdirSync(path.dirname(target), { recursive: true });
  writeFileSync(target, item.text, { flag: 'wx' });
  return target;
}
