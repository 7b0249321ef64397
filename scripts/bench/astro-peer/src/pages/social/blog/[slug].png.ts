import type { APIRoute, GetStaticPaths } from 'astro';
import { cardsOn } from '../../../lib/cards-on';
import { drawCard } from '../../../lib/cards';
import { newestFirst, type Post } from '../../../lib/posts';

// One card per post, drawn when the build runs with PEER_SOCIAL_CARDS=on.
export const getStaticPaths = (async () => (cardsOn ? (await newestFirst()).map((post) => ({ params: { slug: post.id }, props: { post } })) : [])) satisfies GetStaticPaths;

export const GET: APIRoute = async ({ props }) => {
  const { post } = props as { post: Post };
  const png = await drawCard({ title: post.data.title, kicker: post.data.category, author: post.data.author });
  return new Response(new Uint8Array(png), { headers: { 'Content-Type': 'image/png' } });
};
