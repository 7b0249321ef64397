import { z } from 'zod';
import { faqCategories, howItWorksGroups } from '../../../src/content/categories';
import { faq as collection } from '../../../src/content/collections/faq';
import { text } from '../../../src/content/schema-fields';
import type { Root } from 'hast';
import { dataFiles } from '../../../src/content/data-files';
import { oneOf, quote, rendered, defineContentType } from './define';

/** The front matter of a question, content/faq/*.md; its body is the answer. */
export const faqSchema = z.strictObject({
  /** The question, as a visitor would ask it. */
  question: text('question'),
  /** One of the FAQ page's categories. */
  category: z.enum(faqCategories),
  /** Position within its category, smallest first. */
  order: z.number({ error: 'order must be a whole number' }).int().min(1),
  /** Also shown in this group of the How it works page. */
  howItWorks: z.enum(howItWorksGroups).optional(),
  /** Drafts show in development and are left out of the built site. */
  draft: z.boolean().default(false),
});
export type FaqFrontMatter = z.output<typeof faqSchema>;
export type FaqEntry = Omit<FaqFrontMatter, 'draft'> & {
  id: string;
  /** The answer as a rendered tree, and as plain text for searching. */
  answer: Root;
  answerText: string;
};

/** Questions and answers: the FAQ page, and by their group the How it works page. */
export const faq = defineContentType<FaqFrontMatter>({
  collection,
  schema: faqSchema,
  count: { one: 'FAQ' },
  scaffold: {
    command: 'faq',
    placeholders: { fields: {}, body: [{ text: 'Write the answer here.', hint: 'write the answer in place of this line' }] },
    previewPath: () => '/faq',
    frontMatter: (title) => [
      `question: ${quote(title)}`,
      oneOf(faqCategories),
      `category: ${faqCategories[0]}`,
      '# Position within its category, smallest first.',
      'order: 1',
      `# To also show it on the How it works page, add "howItWorks:" with one of: ${howItWorksGroups.join(', ')}`,
    ],
  },
  output(entries) {
    const questions: FaqEntry[] = entries
      .map(({ data: { draft: _draft, ...data }, source, markdown }) => ({
        ...data,
        id: source.name,
        answer: rendered(markdown).tree,
        answerText: rendered(markdown).text.trim(),
      }))
      .sort((a, b) => a.category.localeCompare(b.category) || a.order - b.order);
    return { files: [[dataFiles.faq, questions]] };
  },
});
