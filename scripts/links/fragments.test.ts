import { describe, expect, it } from 'vitest';
import { checkFragments } from './fragments';

const SITE = 'http://127.0.0.1:4000';
const page = (body: string) => `<!doctype html><html lang="en"><head><title>Page</title></head><body>${body}</body></html>`;
const site = (pages: Record<string, string>) => new Map(Object.entries(pages).map(([path, body]) => [`${SITE}${path}`, page(body)]));

describe('checkFragments', () => {
  it('finds a fragment missing on another page and on the same page, with the page that links', () => {
    const pages = site({
      '/': '<main id="main"><a href="/faq#billing">Billing</a> <a href="/faq#no-such-question">Gone</a> <a href="#mian">Skip</a></main>',
      '/faq': '<h2 id="billing">Billing</h2>',
    });
    expect(checkFragments(pages)).toEqual({
      checked: 3,
      broken: [
        { page: `${SITE}/`, href: '/faq#no-such-question', target: `${SITE}/faq`, fragment: 'no-such-question' },
        { page: `${SITE}/`, href: '#mian', target: `${SITE}/`, fragment: 'mian' },
      ],
    });
  });

  it('accepts ids, <a name>, the top of the page, encoded ids, and links from an image map', () => {
    const pages = site({
      '/': [
        '<a href="#">Top</a><a href="#top">Top</a><a href="#TOP">Top</a>',
        '<a href="/about#our-story">Story</a><a href="/about?ref=home#values">Values</a><a href="/about#old-anchor">Old</a>',
        '<a href="#caf%C3%A9">Café</a><h2 id="café">Café</h2>',
        '<map name="m"><area href="/about#values" alt="Values"></map>',
      ].join(''),
      '/about': '<section id="our-story"></section><a name="old-anchor"></a>',
      '/about?ref=home': '<section id="values"></section>',
    });
    expect(checkFragments(pages)).toEqual({ checked: 8, broken: [{ page: `${SITE}/`, href: '/about#values', target: `${SITE}/about`, fragment: 'values' }] });
  });

  it('follows a redirected address to its page', () => {
    const pages = site({ '/': '<a href="/about/#values">Values</a><a href="/about/#vision">Vision</a>', '/about': '<section id="values"></section>' });
    expect(checkFragments(pages, new Map([[`${SITE}/about/`, `${SITE}/about`]])).broken).toEqual([{ page: `${SITE}/`, href: '/about/#vision', target: `${SITE}/about`, fragment: 'vision' }]);
  });

  it('leaves links it cannot judge to the link check: other sites, files that are not pages, pages that did not load', () => {
    const pages = site({
      '/': '<a href="https://www.cms.gov/medicare#eligibility">CMS</a><a href="/guides/intake.pdf#page=2">Guide</a><a href="/missing#x">Missing</a>',
    });
    expect(checkFragments(pages)).toEqual({ checked: 0, broken: [] });
  });

  it('reads ids from the markup, not from text, comments or scripts', () => {
    const pages = site({
      '/': '<a href="#a">A</a><a href="#b">B</a><a href="#c">C</a><p>id="a"</p><!-- <div id="b"></div> --><script>document.body.innerHTML = \'<div id="c"></div>\'</script>',
    });
    expect(checkFragments(pages).broken.map((broken) => broken.fragment)).toEqual(['a', 'b', 'c']);
  });
});
