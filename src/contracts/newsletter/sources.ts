/**
 * Where a subscription came from. One list for the forms and the subscribe-newsletter function:
 * the function rejects any other value, and a request without one is recorded as `website`.
 */
export const newsletterSources = ['homepage', 'footer', 'resources', 'guides', 'blog', 'blog-banner', 'website'] as const;

export type NewsletterSource = (typeof newsletterSources)[number];

export const defaultNewsletterSource: NewsletterSource = 'website';

/** The function's address on this site. */
export const subscribeEndpoint = '/api/subscribe-newsletter';
