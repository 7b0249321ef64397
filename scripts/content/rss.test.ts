import { describe, expect, it } from 'vitest';
import type { BlogPostSummary, SiteConfig } from '../../src/content/types';
import { rssXml } from './rss';

const site = {
  name: 'CareBridge Connect',
  legalName: 'CareBridge Connect, LLC',
  url: 'https://www.example.org',
  feed: { title: 'CareBridge Connect Blog', description: 'Home health news, referral insights and straightforward strategies from CareBridge Connect.' },
} as SiteConfig;
const post = (slug: string, date: string, title: string): BlogPostSummary => ({
  slug,
  date,
  title,
  excerpt: `About ${title} & more`,
  author: 'A. Writer',
  category: 'Patient Care',
  image: `/images/blog/${slug}.svg`,
  imageAlt: 'An illustration',
  draft: false,
  readTime: 4,
});

describe('the blog RSS feed', () => {
  // The build gives a photo's largest JPEG, or the post's social card where its picture is an SVG.
  const pictures = new Map([
    ['newest-post', { path: '/media/newest-post-0123456789-1200.jpg', type: 'image/jpeg', bytes: 81234 }],
    ['older-post', { path: '/social/blog/older-post.png', type: 'image/png', bytes: 40321 }],
  ]);
  const xml = rssXml(site, [post('newest-post', '2026-03-01', 'Newest <post>'), post('older-post', '2025-01-31', 'Older post')], (item) => pictures.get(item.slug));

  it('is RSS 2.0 with the blog as its channel and its own address', () => {
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="utf-8"\?>\s*<rss version="2.0"/);
    expect(xml).toContain('<link>https://www.example.org/blog</link>');
    expect(xml).toContain('<atom:link href="https://www.example.org/blog/rss.xml" rel="self" type="application/rss+xml"/>');
  });

  it('lists every post in order with absolute links and calendar dates that do not shift', () => {
    const links = [...xml.matchAll(/<item>[\s\S]*?<link>([^<]+)<\/link>/g)].map((match) => match[1]);
    expect(links).toEqual(['https://www.example.org/blog/newest-post', 'https://www.example.org/blog/older-post']);
    expect(xml).toContain('<pubDate>Sun, 01 Mar 2026 12:00:00 GMT</pubDate>');
    expect(xml).toContain('<pubDate>Fri, 31 Jan 2025 12:00:00 GMT</pubDate>');
  });

  it("carries each post's picture as a raster enclosure with its real type and length", () => {
    const enclosures = [...xml.matchAll(/<enclosure ([^>]*)\/>/g)].map((match) => match[1]);
    expect(enclosures).toEqual([
      'length="81234" type="image/jpeg" url="https://www.example.org/media/newest-post-0123456789-1200.jpg"',
      'length="40321" type="image/png" url="https://www.example.org/social/blog/older-post.png"',
    ]);
    expect(rssXml(site, [post('newest-post', '2026-03-01', 'Newest')], () => undefined)).not.toContain('<enclosure');
  });

  it('keeps markup in titles and excerpts as text', () => {
    expect(xml).toContain('<![CDATA[Newest <post>]]>');
    expect(xml).toContain('<![CDATA[About Newest <post> & more]]>');
  });
});
