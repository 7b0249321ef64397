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

describe('a link to a part of another page', () => {
  const anchored: LinkTargets = {
    ...targets(),
    pages: new Set(['/faq', '/blog/first-week', '/how-it-works']),
    anchors: new Map([
      ['/faq', new Set(['main', 'faq-what-does-it-cost', 'faq-group-general'])],
      ['/blog/first-week', new Set(['main', 'h-when-to-call'])],
      ['/how-it-works', new Set(['main'])],
    ]),
  };

  it.each(['/faq#faq-what-does-it-cost', '/faq?q=cost#faq-group-general', '/blog/first-week#h-when-to-call', '/how-it-works#top', '/how-it-works#'])('accepts %s, whose page has that part', (url) => {
    expect(checkLinkTarget(url, anchored)).toBeUndefined();
  });

  it('refuses an id the page does not have, with the one it probably meant', () => {
    expect(checkLinkTarget('/faq#faq-what-does-it-costs', anchored)).toEqual({
      message: 'links to "/faq#faq-what-does-it-costs", but no part of /faq has the id "faq-what-does-it-costs"',
      hint: 'did you mean /faq#faq-what-does-it-cost?',
    });
  });

  it("suggests a heading's id as the page has it, h- first, since a link from another page is not rewritten", () => {
    expect(checkLinkTarget('/blog/first-week#when-to-call', anchored)?.hint).toBe('did you mean /blog/first-week#h-when-to-call?');
  });

  it("lists the page's ids when none is near", () => {
    expect(checkLinkTarget('/faq#faq-does-not-exist', anchored)?.hint).toBe('the ids of /faq: #faq-group-general, #faq-what-does-it-cost, #main');
  });
});

describe('a link from a translated file', () => {
  const spanish = (own: string[] = []): LinkTargets => ({
    pages: new Set(['/how-it-works', '/es/como-funciona', '/faq', '/es/preguntas-frecuentes', '/privacy', '/es/privacidad', '/services']),
    fileExists: () => false,
    anchors: new Map([
      ['/faq', new Set(['main', 'faq-what-does-it-cost', 'faq-group-general'])],
      ['/es/preguntas-frecuentes', new Set(['main', 'faq-cuanto-cuesta', 'faq-group-general'])],
      ['/es/como-funciona', new Set(['main', 'faq-cuanto-cuesta'])],
    ]),
    translation: {
      language: 'es',
      counterparts: new Map([
        ['/how-it-works', '/es/como-funciona'],
        ['/faq', '/es/preguntas-frecuentes'],
        ['/privacy', '/es/privacidad'],
      ]),
      own: new Set(own),
      anchorCounterparts: new Map([['faq-what-does-it-cost', 'faq-cuanto-cuesta']]),
    },
  });

  it('is refused to an English page that has a Spanish one, naming the address to write', () => {
    expect(checkLinkTarget('/how-it-works', spanish())).toEqual({
      message: 'links to the English page "/how-it-works", which has a Spanish page, /es/como-funciona',
      hint: 'write /es/como-funciona: a Spanish page links to the Spanish version of a page where there is one',
    });
    expect(checkLinkTarget('/how-it-works/', spanish())?.hint).toMatch(/^write \/es\/como-funciona:/);
  });

  it("keeps the query and the part linked to, translated where the Spanish page's part has another id", () => {
    expect(checkLinkTarget('/faq?q=cost#faq-group-general', spanish())?.hint).toMatch(/^write \/es\/preguntas-frecuentes\?q=cost#faq-group-general:/);
    expect(checkLinkTarget('/faq#faq-what-does-it-cost', spanish())?.hint).toMatch(/^write \/es\/preguntas-frecuentes#faq-cuanto-cuesta:/);
    expect(checkLinkTarget('/faq#faq-who-can-my-family-call', spanish())?.hint).toBe(
      'write /es/preguntas-frecuentes with the id of the part you mean on it, one of: #faq-cuanto-cuesta, #faq-group-general, #main',
    );
  });

  it('accepts the Spanish page, an English page without one, and the English version of what the file translates', () => {
    expect(checkLinkTarget('/es/como-funciona', spanish())).toBeUndefined();
    expect(checkLinkTarget('/es/preguntas-frecuentes#faq-cuanto-cuesta', spanish())).toBeUndefined();
    expect(checkLinkTarget('/services', spanish())).toBeUndefined();
    expect(checkLinkTarget('/privacy', spanish(['/privacy']))).toBeUndefined();
  });

  it('is not a question for an English file', () => {
    const { translation: _translation, ...english } = spanish();
    expect(checkLinkTarget('/how-it-works', english)).toBeUndefined();
  });
});
