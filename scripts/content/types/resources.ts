import { cardCrops } from '../../../src/components/primitives/responsive-image';
import { resourceCategories } from '../../../src/content/categories';
import { resources as collection } from '../../../src/content/collections/resources';
import { resourceSchema, type ResourceFrontMatter } from '../../../src/content/schemas';
import type { Resource } from '../../../src/content/types';
import { placeholderImage } from './blog';
import { newestFirst, oneOf, quote, withSlug, defineContentType } from './define';

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
