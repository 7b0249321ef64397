import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { blogPostSchema } from '../../scripts/content/types/blog';
import { guideSchema } from '../../scripts/content/types/guides';
import { resourceSchema } from '../../scripts/content/types/resources';
import { siteSchema } from './schemas';

const fixtureSite = parse(readFileSync(path.resolve(import.meta.dirname, '../../tests/fixtures/site/content/site.yml'), 'utf8')) as Record<string, unknown>;

const withForms = (forms: Record<string, unknown>) => ({ ...fixtureSite, forms: { contact: null, provider: null, ...forms } });

/** Addresses that would load or run something other than an https page or a page of ours. */
const unsafe = [
  'javascript:alert(1)',
  'JavaScript:alert(1)',
  ' javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'http://forms.example.com/contact',
  '//evil.example/form',
  '/\\evil.example/form',
  'https://',
  'vbscript:msgbox(1)',
  'file:///etc/passwd',
  'forms.example.com/contact',
];

describe('site.yml addresses that reach a visitor are https or our own paths', () => {
  it.each(['contact', 'provider', 'embedScript'])('forms.%s refuses every unsafe scheme', (field) => {
    for (const address of unsafe) {
      const result = siteSchema.safeParse(withForms({ [field]: address }));
      expect(result.success, address).toBe(false);
      expect(result.error?.issues[0]?.path).toEqual(['forms', field]);
    }
  });

  it.each(['contact', 'provider', 'embedScript'])('forms.%s accepts https and a path of this site', (field) => {
    for (const address of ['https://forms.example.com/contact?embed=1', '/forms/contact']) {
      expect(siteSchema.safeParse(withForms({ [field]: address })).success, address).toBe(true);
    }
  });

  it('refuses social links that are not https', () => {
    const site = { ...fixtureSite, social: [{ name: 'LinkedIn', url: 'javascript:alert(1)' }] };
    expect(siteSchema.safeParse(site).success).toBe(false);
  });

  it('refuses a navigation link to another host written as //host', () => {
    const site = { ...fixtureSite, navigation: [{ label: 'Home', href: '//evil.example' }] };
    expect(siteSchema.safeParse(site).success).toBe(false);
  });
});

describe('site.yml imageHosts', () => {
  const withImageHosts = (imageHosts: unknown) => siteSchema.safeParse({ ...fixtureSite, imageHosts });

  it('is empty unless listed', () => {
    expect(siteSchema.parse(fixtureSite).imageHosts).toEqual([]);
  });

  it('keeps each https origin as the origin itself', () => {
    expect(withImageHosts(['https://images.example.org', 'https://CDN.Example.org:8443/']).data?.imageHosts).toEqual(['https://images.example.org', 'https://cdn.example.org:8443']);
  });

  it.each([...unsafe, 'https://images.example.org/photos', 'https://images.example.org/?v=1', 'https://images.example.org#x', 'https://user@images.example.org'])('refuses %s', (host) => {
    const result = withImageHosts([host]);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['imageHosts', 0]);
  });
});

describe("site.yml's office point", () => {
  const withGeo = (geo: unknown) => siteSchema.safeParse({ ...fixtureSite, geo });

  it('keeps the five decimals written', () => {
    expect(withGeo({ latitude: 29.70349, longitude: -95.38281 }).data?.geo).toEqual({ latitude: 29.70349, longitude: -95.38281 });
  });

  it.each([
    ['a point in Dallas', { latitude: 32.77664, longitude: -96.79699 }, ['latitude', 'longitude']],
    ['latitude and longitude swapped', { latitude: -95.38281, longitude: 29.70349 }, ['latitude', 'longitude']],
    ['a point in the Gulf, south of Galveston', { latitude: 29.1, longitude: -95.38281 }, ['latitude']],
    ['a point east of Baytown', { latitude: 29.70349, longitude: -94.8 }, ['longitude']],
  ])('refuses %s, naming each coordinate outside Houston', (_, geo, refused) => {
    const result = withGeo(geo);
    expect(result.error?.issues.map((issue) => issue.path)).toEqual(refused.map((name) => ['geo', name]));
    expect(result.error?.issues[0]?.message).toMatch(/^is not in the Houston area/);
  });
});

describe('the day an entry last changed (updated)', () => {
  const post = { title: 'T', excerpt: 'E', author: 'A', date: '2025-03-01', category: 'Technology', image: '/images/x.svg', imageAlt: 'An illustration' };
  const guide = { title: 'T', category: 'Clinical', description: 'D', coverImage: '/images/x.svg', coverImageAlt: 'A cover', date: '2025-03-01', downloadLink: '/guides/x.pdf' };

  it.each([
    ['a post', blogPostSchema, post],
    ['a guide', guideSchema, guide],
  ] as const)('is optional on %s, and may be its date or any later day', (_, schema, entry) => {
    expect(schema.safeParse(entry).success).toBe(true);
    expect(schema.safeParse({ ...entry, updated: '2025-03-01' }).data).toMatchObject({ date: '2025-03-01', updated: '2025-03-01' });
    expect(schema.safeParse({ ...entry, updated: '2026-01-15' }).data).toMatchObject({ updated: '2026-01-15' });
  });

  it.each([
    ['a post', blogPostSchema, post],
    ['a guide', guideSchema, guide],
  ] as const)('is refused on %s when it is before the date, or no calendar date', (_, schema, entry) => {
    for (const updated of ['2025-02-28', '2025-02-30', '03/02/2025']) {
      const result = schema.safeParse({ ...entry, updated });
      expect(result.success, updated).toBe(false);
      expect(new Set(result.error?.issues.map((issue) => issue.path.join('.')))).toEqual(new Set(['updated']));
    }
  });
});

describe('content images and links', () => {
  const post = {
    title: 'T',
    excerpt: 'E',
    author: 'A',
    date: '2025-03-01',
    category: 'Technology',
    image: '/images/x.svg',
    imageAlt: 'An illustration',
  };

  it.each(['//evil.example/x.png', '/\\evil.example/x.png', 'http://images.example.com/x.png', 'data:image/svg+xml,<svg/>'])('refuses the image %s', (image) => {
    expect(blogPostSchema.safeParse({ ...post, image }).success).toBe(false);
  });

  it('accepts an image under public/ and an https image', () => {
    expect(blogPostSchema.safeParse(post).success).toBe(true);
    expect(blogPostSchema.safeParse({ ...post, image: 'https://images.example.com/x.png' }).success).toBe(true);
  });

  it('refuses a resource link written as //host', () => {
    const resource = { title: 'T', category: 'Guides', description: 'D', image: '/i.svg', imageAlt: 'I', date: '2025-03-01', link: '//evil.example' };
    expect(resourceSchema.safeParse(resource).success).toBe(false);
    expect(resourceSchema.safeParse({ ...resource, link: '/resources/guides' }).success).toBe(true);
  });
});
