import { glob } from 'astro/loaders';
import { defineCollection, z } from 'astro:content';

// The posts as the site's content holds them: Markdown with front matter, checked as they load.
const blog = defineCollection({
  loader: glob({ pattern: '*.md', base: './posts' }),
  schema: z.object({
    title: z.string().min(1),
    excerpt: z.string().min(1),
    author: z.string().min(1),
    date: z.coerce.date(),
    category: z.string().min(1),
    image: z.string().startsWith('/images/'),
    imageAlt: z.string().min(1),
  }),
});

export const collections = { blog };
