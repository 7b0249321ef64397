import { describe, expect, it } from 'vitest';
import { checkLinkTarget, type LinkTargets } from './links';

const targets = (headingIds?: string[]): LinkTargets => ({
  pages: new Set(['/', '/how-it-works', '/resources', '/resources/guides']),
  fileExists: (pathname) => pathname === '/guides/intake.pdf',
  ...(headingIds ? { headingIds: new Set(headingIds) } : {}),
});

describe('checkLinkTarget', () => {
  it.each(['/how-it-works', '/how-it-works/', '/resources?category=Guides', '/guides/intake.pdf', 'https://a.example/', 'HTTP://a.example/', 'mailto:a@b.c', 'tel:+17135550142', '#'])(
    'accepts %s',
    (url) => {
      expect(checkLinkTarget(url, targets(['intro']))).toBeUndefined();
    },
  );

  it('matches #x to a heading whose id is x or h-x, so prefixed heading ids keep working', () => {
    expect(checkLinkTarget('#intro', targets(['h-intro']))).toBeUndefined();
    expect(checkLinkTarget('#intro', targets(['intro']))).toBeUndefined();
    expect(checkLinkTarget('#intro', targets(['h-other']))?.hint).toBe('headings of this page: #other');
  });

  it('leaves fragments alone where the headings are not known, as in front-matter fields', () => {
    expect(checkLinkTarget('#anything', targets())).toBeUndefined();
  });

  it('suggests a page only for a near miss, not for any page that looks a little alike', () => {
    expect(checkLinkTarget('/resorces/guides', targets())?.hint).toBe('did you mean /resources/guides?');
    expect(checkLinkTarget('/about-us', targets())?.hint).toBe('use a page of this site, /blog/<slug> of a published post, or a file under public/');
  });

  describe('a link to a post by part of its slug', () => {
    const posts: LinkTargets = {
      pages: new Set(['/', '/blog', '/resources/guides', ...['discharge-planning-checklist-for-case-managers', 'care-transitions-hospital-to-home', 'first-week-home-preventing-readmissions'].map((slug) => `/blog/${slug}`)]),
      fileExists: () => false,
    };
    it.each([
      ['/blog/discharge-checklist', '/blog/discharge-planning-checklist-for-case-managers'],
      ['/blog/checklist-for-discharge-planning', '/blog/discharge-planning-checklist-for-case-managers'],
      ['/blog/dischage-planing-checklist', '/blog/discharge-planning-checklist-for-case-managers'],
      ['/blog/care-transitions', '/blog/care-transitions-hospital-to-home'],
      ['/discharge-planning-checklist-for-case-managers', '/blog/discharge-planning-checklist-for-case-managers'],
      ['/blog/preventing-readmissions/', '/blog/first-week-home-preventing-readmissions'],
    ])('%s suggests %s', (url, page) => {
      expect(checkLinkTarget(url, posts)?.hint).toBe(`did you mean ${page}?`);
    });

    it('suggests nothing when a word of the link is in no slug', () => {
      expect(checkLinkTarget('/blog/discharge-billing', posts)?.hint).toBe('use a page of this site, /blog/<slug> of a published post, or a file under public/');
    });
  });

  it('refuses schemes a visitor cannot follow, whatever their case', () => {
    expect(checkLinkTarget('JavaScript:alert(1)', targets())?.message).toBe('link "JavaScript:alert(1)" uses "javascript:", which is not allowed');
  });
});
