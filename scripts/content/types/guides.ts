import { z } from 'zod';
import { cardCrops } from '../../../src/components/primitives/responsive-image';
import { guideCategories } from '../../../src/content/categories';
import { guides as collection } from '../../../src/content/collections/guides';
import { calendarDate, imageSource, text, updatedNotBeforeDate } from '../../../src/content/schema-fields';
import type { Published, ResponsiveImage } from '../../../src/content/entry-types';
import { placeholderImage } from './blog';
import { newestFirst, oneOf, quote, withSlug, defineContentType } from './define';

/** The front matter of a guide, content/guides/*.md. */
export const guideSchema = z.strictObject({
  /** Title shown on the card. */
  title: text('title'),
  /** One of the guides filter categories. */
  category: z.enum(guideCategories),
  /** One or two sentences shown on the card and searched. */
  description: text('description'),
  /** Cover image: a file under public/ or an https address. */
  coverImage: imageSource,
  /** What the cover shows. */
  coverImageAlt: text('coverImageAlt'),
  /** Publication day (YYYY-MM-DD); a later day than today (in Houston) keeps it out of the site until that day. */
  date: calendarDate,
  /** The day the guide last changed in substance (YYYY-MM-DD), a calendar date like `date` and never before it. */
  updated: calendarDate.optional(),
  /** The downloadable file: a file under public/ (like /guides/x.pdf) or an https address. */
  downloadLink: imageSource,
  /** Drafts show in development and are left out of the built site. */
  draft: z.boolean().default(false),
}).check(updatedNotBeforeDate);
export type GuideFrontMatter = z.output<typeof guideSchema>;
export type Guide = Published<GuideFrontMatter> & { coverImageSet?: ResponsiveImage };

// It exists under public/, so a new draft passes the check until the author adds their own.
const placeholderDownload = '/guides/placeholder.pdf';

const placeholders = {
  fields: {
    description: { text: 'Write one or two sentences about the guide.', hint: 'write one or two sentences about this guide, for its card and search results' },
    coverImage: { text: placeholderImage, hint: "put the guide's cover under public/images/guides/ and write its address, like /images/guides/intake.jpg" },
    coverImageAlt: { text: 'Describe what the cover shows', hint: 'write what the cover shows, like A clipboard with a ticked checklist' },
    downloadLink: { text: placeholderDownload, hint: 'put the guide under public/guides/ and write its address, like /guides/intake.pdf' },
  },
  body: [{ text: 'Write a short summary of the guide here.', hint: 'write a short summary of the guide in place of this line' }],
};

/** Downloadable guides: the /resources/guides listing and its search. */
export const guides = defineContentType<GuideFrontMatter>({
  collection,
  schema: guideSchema,
  count: { one: 'guide' },
  fileFields: ['coverImage', 'downloadLink'],
  image: { field: 'coverImage', use: 'guideCoverImage', crop: cardCrops.tall },
  scaffold: {
    command: 'guide',
    placeholders,
    previewPath: () => collection.listing.base,
    frontMatter: (title, date, slug) => [
      `title: ${quote(title)}`,
      oneOf(guideCategories),
      `category: ${guideCategories[0]}`,
      `description: ${placeholders.fields.description.text}`,
      '# Put the cover under public/images/guides/ and write its address here.',
      `coverImage: ${placeholders.fields.coverImage.text}`,
      `coverImageAlt: ${placeholders.fields.coverImageAlt.text}`,
      `date: ${date}`,
      `# Put the file under public/guides/ (like /guides/${slug}.pdf) and write its address here.`,
      `downloadLink: ${placeholders.fields.downloadLink.text}`,
    ],
  },
  searchText: (guide: Guide) => guide.description,
  output: (entries) => ({ listed: (entries.map(withSlug) as Guide[]).sort(newestFirst) }),
});
