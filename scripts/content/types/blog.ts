import { z } from 'zod';
import { cardCrops } from '../../../src/components/primitives/responsive-image';
import { blogPostPath } from '../../../src/config/routes';
import { blogCategories } from '../../../src/content/categories';
import { blog as collection, RELATED_POSTS } from '../../../src/content/collections/blog';
import { calendarDate, imageSource, slug as slugField, text, updatedNotBeforeDate } from '../../../src/content/schema-fields';
import { dataFiles } from '../../../src/content/data-files';
import type { Published, RenderedBody, WithImageSet } from '../../../src/content/entry-types';
import { readingTime } from '../reading-time';
import { newestFirst, oneOf, quote, defineContentType } from './define';

/** The front matter of a post, content/blog/*.md. */
export const blogPostSchema = z.strictObject({
  /** Headline of the article, shown on the card and as the page's h1. */
  title: text('title'),
  /** One or two sentences shown on cards, under the title and in search results. */
  excerpt: text('excerpt'),
  /** Who wrote it, as it should be printed. */
  author: text('author'),
  /** Publication day (YYYY-MM-DD), a calendar date shown the same everywhere; a later day than today (in Houston) keeps the post out of the site until that day. */
  date: calendarDate,
  /** The day the post last changed in substance (YYYY-MM-DD), a calendar date like `date` and never before it; shown beside the date, and search engines read it. */
  updated: calendarDate.optional(),
  /** One of the blog's filter categories. */
  category: z.enum(blogCategories),
  /** Card and header image: a file under public/ (like /images/blog/x.svg) or an https address. */
  image: imageSource,
  /** What the image shows, for people who cannot see it. */
  imageAlt: text('imageAlt'),
  /** Address of the post (/blog/{slug}); defaults to the file name. */
  slug: slugField.optional(),
  /** Drafts show in development and are left out of the built site. */
  draft: z.boolean().default(false),
}).check(updatedNotBeforeDate);
export type BlogPostFrontMatter = z.output<typeof blogPostSchema>;

/** A blog post as listings see it: everything but the body. */
export type BlogPostSummary = Published<BlogPostFrontMatter> &
  WithImageSet & {
    /** Minutes to read, computed from the words of the body. */
    readTime: number;
  };
export type BlogPost = BlogPostSummary &
  RenderedBody & {
    /** The three most recent other posts, newest first ('Keep Reading'). */
    related: BlogPostSummary[];
  };

// Both files exist under public/, so a new draft passes the check until the author adds their own.
export const placeholderImage = '/images/placeholder.svg';

const placeholders = {
  fields: {
    excerpt: { text: 'Write one or two sentences about the post.', hint: 'write one or two sentences about this post, for its card and search results' },
    author: { text: 'Your Name', hint: 'write the author as it should be printed, like Maria Delgado, RN' },
    image: { text: placeholderImage, hint: "put the post's picture under public/images/blog/ and write its address, like /images/blog/wound-care.jpg" },
    imageAlt: { text: 'Describe what the image shows', hint: 'write what the image shows, like A nurse changing a dressing at a kitchen table' },
  },
  body: [
    { text: '# First heading', hint: "write the post's first heading" },
    { text: 'Write the post here. Link to pages with their path, like [how it works](/how-it-works).', hint: 'write the post in place of this line' },
  ],
};

/** Blog posts: a page each at /blog/{slug}, the /blog listing, its search and the RSS feed. */
export const blog = defineContentType<BlogPostFrontMatter>({
  collection,
  schema: blogPostSchema,
  count: { one: 'post' },
  naming: 'slug',
  entryPage: blogPostPath,
  entryFile: dataFiles.blogPost,
  fileFields: ['image'],
  image: { field: 'image', use: 'postImage', crop: cardCrops.wide },
  scaffold: {
    command: 'post',
    placeholders,
    previewPath: blogPostPath,
    frontMatter: (title, date) => [
      `title: ${quote(title)}`,
      '# One or two sentences shown on cards, under the title and in search results.',
      `excerpt: ${placeholders.fields.excerpt.text}`,
      `author: ${placeholders.fields.author.text}`,
      `date: ${date}`,
      oneOf(blogCategories),
      `category: ${blogCategories[0]}`,
      '# Put the illustration under public/images/blog/ and write its address here.',
      `image: ${placeholders.fields.image.text}`,
      `imageAlt: ${placeholders.fields.imageAlt.text}`,
    ],
  },
  searchText: (post: BlogPostSummary) => post.excerpt,
  output(entries) {
    // A post parsed by a build worker has its body and table of contents added there.
    const posts: (Omit<BlogPost, 'related' | 'body' | 'toc'> & Partial<Pick<BlogPost, 'body' | 'toc'>>)[] = entries
      .map(({ data: { slug: _slug, ...data }, markdown, slug }) => ({
        ...data,
        slug,
        readTime: readingTime(markdown.words),
        ...('tree' in markdown ? { body: markdown.tree, toc: markdown.toc } : {}),
      }))
      .sort((a, b) => newestFirst(a, b) || a.slug.localeCompare(b.slug));
    const summaries: BlogPostSummary[] = posts.map(({ body: _body, toc: _toc, ...summary }) => summary);
    // The newest posts but this one: the first RELATED_POSTS + 1 are enough to choose from.
    const newest = summaries.slice(0, RELATED_POSTS + 1);
    return {
      listed: summaries,
      files: posts.map((post) => [dataFiles.blogPost(post.slug), { ...post, related: newest.filter((other) => other.slug !== post.slug).slice(0, RELATED_POSTS) }]),
    };
  },
});
