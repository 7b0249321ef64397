/** Whether this build draws the posts' social cards (the bench's build "with both" sets it). */
export const cardsOn = process.env.PEER_SOCIAL_CARDS === 'on';

export const cardPath = (slug: string) => `/social/blog/${slug}.png`;
