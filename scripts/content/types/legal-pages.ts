import { z } from 'zod';
import { legalPageNames, type LegalPageName } from '../../../src/content/categories';
import { legalPages as collection } from '../../../src/content/collections/legal-pages';
import { calendarDate, text } from '../../../src/content/schema-fields';
import { dataFiles } from '../../../src/content/data-files';
import type { RenderedBody } from '../../../src/content/entry-types';
import { rendered, defineContentType } from './define';

/** The front matter of a legal page, content/pages/<name>.md. */
export const legalPageSchema = z.strictObject({
  /** Page heading and title. */
  title: text('title'),
  /** One sentence for search engines. */
  description: text('description'),
  /** Day the text last changed (YYYY-MM-DD). */
  updated: calendarDate,
});
export type LegalPageFrontMatter = z.output<typeof legalPageSchema>;
export type LegalPage = LegalPageFrontMatter & RenderedBody & { name: LegalPageName };

/** The legal pages, each at the address of its file name (content/pages/privacy.md is /privacy). */
export const legalPages = defineContentType<LegalPageFrontMatter>({
  collection,
  schema: legalPageSchema,
  count: { one: 'legal page' },
  naming: { names: legalPageNames, noun: 'page', hint: (name) => `the /${name} page is written there` },
  output: (entries) => ({
    files: entries.map(({ data, source, markdown }): [string, LegalPage] => {
      const name = source.name as LegalPageName;
      const { tree, toc } = rendered(markdown);
      return [dataFiles.legalPage(name), { ...data, name, body: tree, toc }];
    }),
  }),
});
