import { z } from 'zod';
import { cardCrops } from '../../../src/components/primitives/responsive-image';
import { resourceCategories } from '../../../src/content/categories';
import { resources as collection } from '../../../src/content/collections/resources';
import { calendarDate, imageSource, sitePathOrHttps, text } from '../../../src/content/schema-fields';
import type { Published, WithImageSet } from '../../../src/content/entry-types';
import { placeholderImage } from './blog';
import { newestFirst, oneOf, quote, withSlug, defineContentType } from './define';

/** The front matter of a resource card, content/resources/*.md. */
export const resourceSchema = z.strictObject({
  /** Title shown on the card. */
  title: text('title'),
  /** One of the resources filter categories. */
  category: z.enum(resourceCategories),
  /** One or two sentences shown on the card and searched. */
  description: text('description'),
  /** Card image: a file under public/ or an https address. */
  image: imageSource,
  /** What the image shows. */
  imageAlt: text('imageAlt'),
  /** Publication day (YYYY-MM-DD); a later day than today (in Houston) keeps it out of the site until that day. */
  date: calendarDate,
  /** Where the card leads: a page of this site or an https address. */
  link: sitePathOrHttps('must be a page of this site (starting with /) or an https:// address'),
  /** Drafts show in development and are left out of the built site. */
  draft: z.boolean().default(false),
});
export type ResourceFrontMatter = z.output<typeof resourceSchema>;
export type Resource = Published<ResourceFrontMatter> & WithImageSet;

const placeholders = {
  fields: {
    description: { text: 'Write one or two sentences about the resource.', hint: 'write one or two sentences about this resource, for its card and search results' },
    image: { text: placeholderImage, hint: "put the resource's picture under public/images/resources/ and write its address, like /images/resources/webinar.jpg" },
    imageAlt: { text: 'Describe what the image shows', hint: 'write what the image shows, like Two coordinators talking on a video call' },
    link: { text: '/resources', hint: 'write where the card leads: a page of this site (/...) or an https:// address' },
  },
  body: [{ text: 'Write a short summary here.', hint: 'write a short summary of the resource in place of this line' }],
};

/** Webinars, case studies, white papers...: the /resources listing and its search. */
export const resources = defineContentType<ResourceFrontMatter>({
  collection,
  schema: resourceSchema,
  count: { one: 'resource' },
  fileFields: ['image'],
  image: { field: 'image', use: 'resourceImage', crop: cardCrops.wide },
  linkFields: ['link'],
  scaffold: {
    command: 'resource',
    placeholders,
    previewPath: () => collection.listing.base,
    frontMatter: (title, date) => [
      `title: ${quote(title)}`,
      oneOf(resourceCategories),
      `category: ${resourceCategories[0]}`,
      `description: ${placeholders.fields.description.text}`,
      '# Put the image under public/images/resources/ and write its address here.',
      `image: ${placeholders.fields.image.text}`,
      `imageAlt: ${placeholders.fields.imageAlt.text}`,
      `date: ${date}`,
      '# Where the card leads: a page of this site (/...) or an https:// address.',
      `link: ${placeholders.fields.link.text}`,
    ],
  },
  searchText: (resource: Resource) => resource.description,
  output: (entries) => ({ listed: (entries.map(withSlug) as Resource[]).sort(newestFirst) }),
});
