import { getCollection, type CollectionEntry } from 'astro:content';

export type Post = CollectionEntry<'blog'>;

/** Every post, newest first (then by id, so the order is the same on every build). */
export async function newestFirst(): Promise<Post[]> {
  const posts = await getCollection('blog');
  return posts.sort((a, b) => b.data.date.getTime() - a.data.date.getTime() || a.id.localeCompare(b.id));
}

export const postPath = (post: Post) => `/blog/${post.id}`;

export const formatDate = (date: Date) => date.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

/** Minutes to read at 200 words a minute, as the site shows. */
export const readMinutes = (body: string | undefined) => Math.max(1, Math.round((body ?? '').split(/\s+/).filter(Boolean).length / 200));
