import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { printedLinkAddresses } from '../../src/styles/GlobalStyle';
import { cssAddresses, describeThirdParty, loadPolicy, mayLoadThirdParty, srcsetUrls, thirdPartyInSite, thirdPartyLoads } from './third-party';

const SITE = 'https://www.carebridgeconnect.com';
const FORM_HOST = 'https://forms.example-forms.com';
const policy = loadPolicy({ url: SITE, forms: { contact: `${FORM_HOST}/f/contact`, provider: '/forms/provider-application' } });
const page = (body: string, head = '') =>
  `<!doctype html><html lang="en-US"><head><meta charset="UTF-8" /><title>Home</title>${head}</head><body><div id="root">${body}</div></body></html>`;
const loads = (html: string) => thirdPartyLoads(html, policy);

describe('thirdPartyLoads finds what a page would fetch from another site', () => {
  it.each([
    [
      'an analytics script',
      page('', '<script async src="https://www.googletagmanager.com/gtag/js?id=G-TEST123"></script>'),
      [{ element: '<script src>', address: 'https://www.googletagmanager.com/gtag/js?id=G-TEST123' }],
    ],
    [
      'a tracking pixel, even in noscript',
      page('<noscript><img height="1" width="1" style="display:none" src="https://www.facebook.com/tr?id=123&amp;ev=PageView&amp;noscript=1"/></noscript>'),
      [{ element: '<img src>', address: 'https://www.facebook.com/tr?id=123&ev=PageView&noscript=1' }],
    ],
    [
      'a Google Fonts style sheet and its preconnect',
      page('', '<link rel="preconnect" href="https://fonts.gstatic.com" crossorigin><link rel="stylesheet" href="https://fonts.googleapis.com/css2?family=Inter&amp;display=swap">'),
      [
        { element: '<link rel="preconnect">', address: 'https://fonts.gstatic.com' },
        { element: '<link rel="stylesheet">', address: 'https://fonts.googleapis.com/css2?family=Inter&display=swap' },
      ],
    ],
    [
      'a CSS url() to another host in a style element',
      page('', '<style>.hero{background:#fff url("https://images.example-cdn.com/hero.jpg") center/cover}</style>'),
      [{ element: '<style> url()', address: 'https://images.example-cdn.com/hero.jpg' }],
    ],
    [
      'a CSS url() in a style attribute, and an @import',
      page('<div style="background-image: url(//images.example-cdn.com/a.png)">Hi</div>', '<style>@import "https://fonts.googleapis.com/css?family=Lato";</style>'),
      [
        { element: '<style> @import', address: 'https://fonts.googleapis.com/css?family=Lato' },
        { element: '<div style> url()', address: '//images.example-cdn.com/a.png' },
      ],
    ],
    [
      'a url() written with CSS escapes',
      page('', '<style>.a{background:\\75rl(https://images.example-cdn.com/a.png)}</style>'),
      [{ element: '<style> url()', address: 'https://images.example-cdn.com/a.png' }],
    ],
    [
      'a quoted url() cut short by a backslash that ends the CSS',
      page('<div style=\'background:url("//pixel.example\\\'>Hi</div>'),
      [{ element: '<div style> url()', address: '//pixel.example\\' }],
    ],
    [
      'the second candidate of a srcset, and a picture source',
      page('<picture><source srcset="https://img.example-cdn.com/a.webp 1x"><img src="/images/a.png" srcset="/images/a.png 1x, https://img.example-cdn.com/a@2x.png 2x" alt="A"></picture>'),
      [
        { element: '<source srcset>', address: 'https://img.example-cdn.com/a.webp' },
        { element: '<img srcset>', address: 'https://img.example-cdn.com/a@2x.png' },
      ],
    ],
    [
      'an address hidden behind character references',
      page('<img src="https&#58;&#x2F;&#x2f;tracker.example.net/p.gif" alt="">'),
      [{ element: '<img src>', address: 'https://tracker.example.net/p.gif' }],
    ],
    [
      'frames, media, objects and the video poster',
      page(
        '<iframe src="https://www.youtube.com/embed/x" title="Video"></iframe><video poster="https://i.ytimg.com/p.jpg"><track src="https://subs.example.net/a.vtt"></video><object data="https://media.example.net/a.swf"></object><embed src="https://media.example.net/b.swf">',
      ),
      [
        { element: '<iframe src>', address: 'https://www.youtube.com/embed/x' },
        { element: '<video poster>', address: 'https://i.ytimg.com/p.jpg' },
        { element: '<track src>', address: 'https://subs.example.net/a.vtt' },
        { element: '<object data>', address: 'https://media.example.net/a.swf' },
        { element: '<embed src>', address: 'https://media.example.net/b.swf' },
      ],
    ],
    [
      'an SVG image, a ping beacon and a refresh to another site',
      page('<svg><image href="https://img.example-cdn.com/a.png"/></svg><a href="/about" ping="https://beacon.example.net/hit">About</a>', '<meta http-equiv="refresh" content="5; URL=\'https://ads.example.net/\'">'),
      [
        { element: '<meta http-equiv="refresh">', address: 'https://ads.example.net/' },
        { element: '<image href>', address: 'https://img.example-cdn.com/a.png' },
        { element: '<a ping>', address: 'https://beacon.example.net/hit' },
      ],
    ],
    [
      'a base element that sends every relative address to another host',
      page('<img src="/images/logo.svg" alt="Logo">', '<base href="https://cdn.example.net/">'),
      [
        { element: '<base href>', address: 'https://cdn.example.net/' },
        { element: '<img src>', address: '/images/logo.svg' },
      ],
    ],
    [
      'what the page scripts load: an embedded form and its script from a host that is not the configured one',
      page('<div data-embed-src="https://forms.other-vendor.com/f/1" data-embed-script="https://cdn.other-vendor.com/embed.js"></div>'),
      [
        { element: '<div data-embed-src>', address: 'https://forms.other-vendor.com/f/1' },
        { element: '<div data-embed-script>', address: 'https://cdn.other-vendor.com/embed.js' },
      ],
    ],
    [
      'a frame whose srcdoc loads a script',
      page('<iframe title="Ad" srcdoc="&lt;script src=&quot;https://ads.example.net/a.js&quot;&gt;&lt;/script&gt;"></iframe>'),
      [{ element: '<iframe srcdoc> <script src>', address: 'https://ads.example.net/a.js' }],
    ],
  ])('%s', (_name, html, expected) => {
    expect(loads(html)).toEqual(expected);
  });
});

describe('thirdPartyLoads allows what is not a load, or is the site or its form host', () => {
  it('links to other sites, share links, the canonical and alternate addresses, and a form that posts elsewhere', () => {
    const html = page(
      [
        '<a href="https://www.linkedin.com/company/carebridge-connect" target="_blank" rel="noopener">LinkedIn</a>',
        '<a href="https://twitter.com/intent/tweet?url=https%3A%2F%2Fwww.carebridgeconnect.com%2Fblog">Share</a>',
        '<form action="https://payments.example.net/charge" method="post"><button>Pay</button></form>',
        '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path d="M0 0"/></svg>',
      ].join(''),
      `<link rel="canonical" href="${SITE}/blog"><link rel="alternate" hreflang="en-US" href="${SITE}/blog"><link rel="me" href="https://x.com/carebridgehou">`,
    );
    expect(loads(html)).toEqual([]);
  });

  it('the configured form host, framed or by the page script', () => {
    const html = page(`<div data-embed-src="${FORM_HOST}/f/contact"><noscript><iframe src="${FORM_HOST}/f/contact" title="Contact form"></iframe></noscript></div>`);
    expect(loads(html)).toEqual([]);
  });

  it("the site's own files, relative or absolute, data: URIs, and addresses in text, scripts' text and structured data", () => {
    const html = page(
      [
        `<img src="/images/a.svg" alt="A"><img src="${SITE}/og-image.jpg" alt="B"><img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" alt="">`,
        '<p>Read https://www.cms.gov/medicare for the rules.</p>',
        '<script type="application/ld+json">{"@context":"https://schema.org","logo":"https://cdn.example.net/logo.png"}</script>',
        '<script>var img = new Image(); /* "https://not-parsed.example.net" */</script>',
        '<div style="background:url(/images/bg.svg)"></div>',
      ].join(''),
      '<script type="module" crossorigin src="/assets/entry-client.js"></script><link rel="stylesheet" href="/assets/site.css"><link rel="icon" href="/favicon.svg">',
    );
    expect(loads(html)).toEqual([]);
  });

  it('an image from a host of site.yml imageHosts is allowed, and from any other host refused', () => {
    const withImageHost = loadPolicy({ url: SITE, forms: { contact: null, provider: null }, imageHosts: ['https://images.example.org'] });
    const html = page('<img src="https://images.example.org/team.jpg" alt="Team"><img src="https://cdn.example.net/team.jpg" alt="Team">');
    expect(thirdPartyLoads(html, withImageHost)).toEqual([{ element: '<img src>', address: 'https://cdn.example.net/team.jpg' }]);
    expect(thirdPartyLoads(html, loadPolicy({ url: SITE, forms: { contact: null, provider: null } }))).toHaveLength(2);
  });

  it('another host is refused once no form host is configured', () => {
    const withoutForms = loadPolicy({ url: SITE, forms: { contact: null, provider: null } });
    expect(withoutForms).toEqual({ site: SITE, allowed: new Set() });
    expect(thirdPartyLoads(page(`<iframe src="${FORM_HOST}/f/contact" title="Form"></iframe>`), withoutForms)).toEqual([{ element: '<iframe src>', address: `${FORM_HOST}/f/contact` }]);
  });
});

describe('mayLoadThirdParty, which spares most pages the parse', () => {
  it('passes a page that names only this site, in links, namespaces and JSON-LD included', () => {
    const html = page(
      `<a href="https://www.linkedin.com/share?u=1">Share</a><svg xmlns="http://www.w3.org/2000/svg"></svg><img src="/images/a.svg" alt=""><a href="${SITE}/about">About</a>`,
      '<script type="application/ld+json">{"@context":"https://schema.org","sameAs":["https://x.com/cb"]}</script>',
    );
    expect(mayLoadThirdParty(html, policy)).toBe(false);
    expect(mayLoadThirdParty(page(`<iframe src="${FORM_HOST}/f/contact" title="Form"></iframe>`), policy)).toBe(false);
  });

  it("passes the print rules every post carries, which name this site's pages and no other host", () => {
    const rules = (printedLinkAddresses as unknown[]).map(String).join('');
    expect(rules).toContain("[href^='/']");
    expect(mayLoadThirdParty(page(`<style>.prose{${rules}}</style><a href="/about">About</a>`), policy)).toBe(false);
  });

  it.each([
    ['another host', '<img src="https://pixel.example/p.gif" alt="">'],
    ['a protocol-relative address', '<script src="//cdn.example/t.js"></script>'],
    ['a link that pings', '<a href="/about" ping="https://beacon.example/p">About</a>'],
    ['slashes written as references', '<img src="https:&#47;&#x2F;pixel.example/p.gif" alt="">'],
    ['a named slash', '<img src="https:&sol;&sol;pixel.example/p.gif" alt="">'],
    ['backslashes', '<img src="\\\\pixel.example/p.gif" alt="">'],
    ['a CSS escape', '<div style="background: url(\\2f\\2f pixel.example/p.gif)"></div>'],
    ['an address of another scheme without slashes', '<img src="http:pixel.example/p.gif" alt="">'],
    ['a script that names another host', '<script type="module">fetch("//t.example")</script>'],
  ])('parses a page with %s', (_, body) => {
    expect(mayLoadThirdParty(page(body), policy)).toBe(true);
  });
});

describe('the pieces', () => {
  it('loadPolicy takes the origins of https form addresses only, not the pages of the site', () => {
    expect(policy).toEqual({ site: SITE, allowed: new Set([FORM_HOST]) });
  });

  it('loadPolicy takes the image hosts of site.yml beside the form host', () => {
    expect(loadPolicy({ url: SITE, forms: { contact: `${FORM_HOST}/f/contact`, provider: null }, imageHosts: ['https://images.example.org'] }).allowed).toEqual(
      new Set([FORM_HOST, 'https://images.example.org']),
    );
  });

  it("loadPolicy takes the form host's embed script beside a hosted form, and not without one", () => {
    const embedScript = 'https://cdn.example-forms.com/embed.js';
    expect(loadPolicy({ url: SITE, forms: { contact: `${FORM_HOST}/f/contact`, provider: null, embedScript } }).allowed).toEqual(
      new Set([FORM_HOST, 'https://cdn.example-forms.com']),
    );
    expect(loadPolicy({ url: SITE, forms: { contact: '/forms/contact', provider: null, embedScript } }).allowed).toEqual(new Set());
  });

  it('srcsetUrls reads each candidate as a browser does: a data: URI keeps its commas', () => {
    expect(srcsetUrls(' a.png 1x,b.png  2x ,  c.png, d.png,')).toEqual(['a.png', 'b.png', 'c.png', 'd.png']);
    expect(srcsetUrls('data:image/png;base64,AAAA,BBBB 1x, https://x.example/y.png 2x')).toEqual(['data:image/png;base64,AAAA,BBBB', 'https://x.example/y.png']);
    // Without a space after it, a comma inside a URL is part of it.
    expect(srcsetUrls('a.png,https://x.example/b.png')).toEqual(['a.png,https://x.example/b.png']);
  });

  it('cssAddresses reads url(), src(), @import and image-set() strings, not comments or namespaces', () => {
    expect(
      cssAddresses(
        '@namespace svg url(http://www.w3.org/2000/svg); /* url(https://comment.example) */ @import url("a.css"); @import \'b.css\' screen; .x { background: image-set("c.png" 1x, url(d.png) 2x); src: url(e.woff2) format("woff2") }',
      ).map(({ kind, address }) => `${kind} ${address}`),
    ).toEqual(['url() a.css', '@import b.css', 'image-set() c.png', 'url() d.png', 'url() e.woff2']);
  });
});

describe('thirdPartyInSite and the message', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'third-party-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it("reads the pages and style sheets it is given, no other file, and names each file, element and address", async () => {
    mkdirSync(path.join(dir, 'demos'));
    mkdirSync(path.join(dir, 'assets'));
    const tracker = page('', '<script src="https://www.googletagmanager.com/gtag/js?id=G-1"></script>');
    writeFileSync(path.join(dir, 'index.html'), tracker);
    writeFileSync(path.join(dir, 'about.html'), tracker);
    writeFileSync(path.join(dir, 'demos/startup.html'), tracker);
    writeFileSync(path.join(dir, 'assets/site.css'), 'body{font-family:Inter}@font-face{src:url(https://fonts.gstatic.com/s/inter.woff2)}');
    writeFileSync(path.join(dir, 'assets/site.js'), 'fetch("https://www.google-analytics.com/collect")');
    const findings = await thirdPartyInSite(dir, ['about.html', 'demos/startup.html', 'assets/site.css', 'assets/site.js'], policy);
    expect(findings).toEqual([
      { file: 'about.html', element: '<script src>', address: 'https://www.googletagmanager.com/gtag/js?id=G-1' },
      { file: path.join('assets', 'site.css'), element: 'CSS url()', address: 'https://fonts.gstatic.com/s/inter.woff2' },
      { file: path.join('demos', 'startup.html'), element: '<script src>', address: 'https://www.googletagmanager.com/gtag/js?id=G-1' },
    ]);
    expect(describeThirdParty([...findings, { file: 'index.html', element: '<script src>', address: 'https://www.googletagmanager.com/gtag/js?id=G-1' }], policy)).toBe(
      [
        `Third-party loads in the built site: a page may load only from ${SITE}, ${FORM_HOST} (links to other sites are fine).`,
        '  <script src> loads https://www.googletagmanager.com/gtag/js?id=G-1  (about.html, demos/startup.html, index.html)',
        '  CSS url() loads https://fonts.gstatic.com/s/inter.woff2  (assets/site.css)',
        'Serve the file from this site (under public/) or remove it: each request tells that host who is reading about which care.',
      ].join('\n'),
    );
  });

  it('groups a load found in many pages into one line', () => {
    const findings = ['a.html', 'b.html', 'c.html', 'd.html', 'e.html'].map((file) => ({ file, element: '<img src>', address: 'https://px.example.net/p.gif' }));
    expect(describeThirdParty(findings, policy).split('\n')[1]).toBe('  <img src> loads https://px.example.net/p.gif  (a.html, b.html, c.html and 2 more)');
  });
});
