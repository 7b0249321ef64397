import { describe, expect, it } from 'vitest';
import type { PageHeads } from '../../content/page-heads';
import type { SiteConfig } from '../../content/types';
import { cardText, headTags, type HeadTag } from './head';

const site = { name: 'CareBridge Connect', tagline: 'Home Health Care Coordination Platform', url: 'https://www.example.org', keywords: [], address: { city: 'Houston', region: 'TX' }, geo: { latitude: 1, longitude: 2 } } as unknown as SiteConfig;
/** The fixed pages' heads, as content/pages/ gives them: a section is named by its own page's title there. */
const pages: PageHeads = {
  '/': { title: null, description: 'Home.' },
  '/services': { title: 'Our Services', description: 'Services.' },
  '/resources': { title: 'Resources', description: 'Resources.' },
  '/blog': { title: 'Blog', description: 'Blog.' },
};
const content = (tags: HeadTag[], property: string) => tags.find((tag) => tag.attrs.property === property || tag.attrs.name === property)?.attrs.content;

describe("a page's social card", () => {
  it("says a post's title, category and author, and the head names it with its size, type and alt text", () => {
    const options = { title: 'Medicare Eligibility', path: '/blog/medicare', card: { kicker: 'Patient Care', author: 'Jane Doe' } };
    expect(cardText(options, site, pages)).toEqual({ title: 'Medicare Eligibility', kicker: 'Patient Care', author: 'Jane Doe' });
    const tags = headTags(options, site, pages);
    expect(content(tags, 'og:image')).toBe('https://www.example.org/social/blog/medicare.png');
    expect(content(tags, 'twitter:image')).toBe('https://www.example.org/social/blog/medicare.png');
    expect([content(tags, 'og:image:width'), content(tags, 'og:image:height'), content(tags, 'og:image:type')]).toEqual(['1200', '630', 'image/png']);
    expect(content(tags, 'og:image:alt')).toBe('Medicare Eligibility — Patient Care article by Jane Doe, CareBridge Connect');
  });

  it("names a page's section by the section's own page, and the tagline on a top-level page", () => {
    expect(cardText({ title: 'Referral Coordination', path: '/services/referral-coordination' }, site, pages)?.kicker).toBe('Our Services');
    expect(cardText({ title: 'Guides', path: '/resources/guides' }, site, pages)?.kicker).toBe('Resources');
    expect(cardText({ title: 'Blog - Page 2 of 3', path: '/blog/page/2' }, site, pages)?.kicker).toBe('Blog');
    expect(cardText({ title: 'Services', path: '/services' }, site, pages)?.kicker).toBe(site.tagline);
    expect(cardText({ path: '/' }, site, pages)).toEqual({ title: site.tagline, kicker: 'Houston, TX' });
  });

  it('is left out of pages that are not indexed, which keep the site picture', () => {
    const options = { title: 'Page Not Found', path: '/nowhere', noIndex: true };
    expect(cardText(options, site, pages)).toBeUndefined();
    const tags = headTags(options, site, pages);
    expect([content(tags, 'og:image'), content(tags, 'og:image:type')]).toEqual(['https://www.example.org/og-image.jpg', 'image/jpeg']);
  });
});

describe("a not-found page's head", () => {
  it('keeps it out of the index and names no address of its own, since that address answers 404', () => {
    const tags = headTags({ title: 'Page Not Found', path: '/es/404', notFound: true }, site, pages);
    expect(content(tags, 'robots')).toBe('noindex, nofollow');
    expect(tags.filter((tag) => tag.tag === 'link' && ['canonical', 'alternate'].includes(tag.attrs.rel ?? ''))).toEqual([]);
    expect(content(tags, 'og:url')).toBeUndefined();
  });

  it('differs from a page kept out of the index that answers: that one still names its address', () => {
    const tags = headTags({ title: 'Contact Form', path: '/forms/contact', noIndex: true }, site, pages);
    expect(content(tags, 'robots')).toBe('noindex, nofollow');
    expect(tags.find((tag) => tag.attrs.rel === 'canonical')?.attrs.href).toBe('https://www.example.org/forms/contact');
  });
});
