import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { staticRoutes } from '../../src/config/routes';
import { sectionPageNames, type SectionPage } from '../../src/content/page-schema';
import type { SiteConfig } from '../../src/content/types';
import { formatError, sortErrors } from './errors';
import { parseYaml } from './front-matter';
import { compileSectionPages } from './section-pages';

const site = parseYaml(readFileSync(path.resolve(import.meta.dirname, '../../tests/fixtures/site/content/site.yml'), 'utf8')).data as SiteConfig;
const fixturePages = path.resolve(import.meta.dirname, '../../tests/fixtures/site/content/pages');
/** The fixture site's page file: valid, and as small as its page allows. */
const fixture = (name: string) => readFileSync(path.join(fixturePages, `${name}.yml`), 'utf8');

/** The fixture file's lines above its sections: the page's head. */
const fixtureHead = (name: string) => fixture(name).slice(0, fixture(name).indexOf('sections:'));
/** A file given without any field of its head gets the fixture's, after its sections, so that a test shows only what it is about. */
const withHead = (name: string, raw: string | null) => (raw === null || /^(title|description|also):/m.test(raw) ? raw : `${raw.replace(/\n?$/, '\n')}${fixtureHead(name)}`);

/** Every page file valid and tiny, but for the ones given. */
function compile(files: Record<string, string | null>, options: { site?: SiteConfig | undefined } = {}) {
  const given = Object.fromEntries(Object.entries(files).map(([name, raw]) => [name, withHead(name, raw)]));
  const written = { ...Object.fromEntries(sectionPageNames.map((name) => [name, fixture(name)])), ...given };
  return compileSectionPages({
    sources: Object.entries(written).flatMap(([name, raw]) => (raw === null ? [] : [{ display: `content/pages/${name}.yml`, name, raw }])),
    displayOf: (name) => `content/pages/${name}.yml`,
    site: 'site' in options ? options.site : site,
    checkLink: (url) => (url.startsWith('/nowhere') ? { message: `links to "${url}", which does not exist`, hint: 'use a page of this site' } : undefined),
    routes: staticRoutes,
  });
}
const homeHero = 'sections:\n  - kind: hero\n    title: Home\n';
const messages = (files: Record<string, string | null>) => sortErrors(compile(files).errors).map(formatError);

describe('page files', () => {
  it('compile to their sections, with references to site.yml replaced by its facts', () => {
    const { errors, files } = compile({
      home: [
        'sections:',
        '  - kind: hero',
        '    title: Welcome to {site.name}',
        '    description: "Call {site.phone.display}."',
        '  - kind: stats',
        '    heading: Figures',
        '    items:',
        '      - value: "{site.claims.rating.value}"',
        '        label: Rating',
        '        rating: true',
        '    points:',
        '      label: Promises',
        '      items: "{site.claims.valuePoints}"',
        '',
      ].join('\n'),
    });
    expect(errors).toEqual([]);
    const home = files.get('pages/home.json') as SectionPage;
    expect(home.sections[0]).toMatchObject({ kind: 'hero', title: `Welcome to ${site.name}`, description: `Call ${site.phone.display}.` });
    expect(home.sections[1]).toMatchObject({ items: [{ value: String(site.claims.rating.value) }], points: { items: site.claims.valuePoints } });
  });

  it('report a hero without its title at the file and line of the hero', () => {
    expect(messages({ home: 'sections:\n  - kind: hero\n    badge: Welcome\n' })).toEqual([
      'content/pages/home.yml:2:5  sections.0.title  is required  (add "title:" to the section)',
    ]);
  });

  it('suggest the section kind meant by a misspelt one', () => {
    expect(messages({ home: `${homeHero}  - kind: testimonals\n    heading: Said\n` })).toEqual([
      'content/pages/home.yml:4:11  sections.1.kind  "testimonals" is not a section kind  (did you mean "testimonials"? kinds: hero, features, steps, testimonials, stats, newsletter, listing, faq, openings, form, contact, story, timeline, directory, search, call-to-action)',
    ]);
  });

  it('suggest the icon meant by a misspelt one', () => {
    const [message] = messages({
      home: `${homeHero}  - kind: features\n    heading: Why\n    items:\n      - icon: shield-chek\n        title: Safe\n        description: Checked.\n`,
    });
    expect(message).toMatch(/^content\/pages\/home\.yml:7:15 {2}sections\.1\.items\.0\.icon {2}"shield-chek" is not one of the allowed values {2}\(did you mean "shield-check"\? allowed: activity, /);
  });

  it('suggest the icons a misspelt word of their names may mean', () => {
    const [message] = messages({
      home: `${homeHero}  - kind: features\n    heading: Why\n    items:\n      - icon: hart\n        title: Care\n        description: Kind.\n`,
    });
    expect(message).toMatch(/^content\/pages\/home\.yml:7:15 {2}sections\.1\.items\.0\.icon {2}"hart" is not one of the allowed values {2}\(did you mean "heart-handshake" or "heart-pulse"\? allowed: activity, /);
  });

  it('refuse a reference to a fact site.yml does not have, suggesting the one meant', () => {
    expect(messages({ home: 'sections:\n  - kind: hero\n    title: Call {site.phone.dispaly}\n' })).toEqual([
      'content/pages/home.yml:3:12  sections.0.title  "{site.phone.dispaly}" is not a fact of site.yml  (did you mean "{site.phone.display}"?)',
    ]);
  });

  it('report a link to a page that does not exist, an unknown file and a missing one', () => {
    expect(
      messages({
        home: 'sections:\n  - kind: hero\n    title: Home\n    links:\n      - text: Go\n        href: /nowhere\n',
        hom: fixture('home'),
        solutions: null,
      }),
    ).toEqual([
      'content/pages/hom.yml:1:1  file  is not a known page  (did you mean home.yml?)',
      'content/pages/home.yml:6:15  sections.0.links.0.href  links to "/nowhere", which does not exist  (use a page of this site)',
      "content/pages/solutions.yml:1:1  file  is missing  (the solutions page's sections are written there)",
    ]);
  });

  it('open with a hero and hold the sections their page draws', () => {
    expect(messages({ blog: 'sections:\n  - kind: listing\n' })).toEqual([
      'content/pages/blog.yml:1:1  post  is required  (add "post:" to the page file)',
      'content/pages/blog.yml:1:1  sections  has no "newsletter" section  (the blog page draws one: add a section with "kind: newsletter")',
      'content/pages/blog.yml:2:5  sections.0  is not a hero  (a page opens with its hero: put the "kind: hero" section first)',
    ]);
  });

  it("resolve a fact inside a paragraph and a year written as a reference to site.yml's", () => {
    const { errors, files } = compile({});
    expect(errors).toEqual([]);
    const about = files.get('pages/about.json') as SectionPage;
    expect(about.sections[1]).toMatchObject({ story: { paragraphs: [`We started in ${site.foundingYear}.`] } });
    expect(about.sections[2]).toMatchObject({ milestones: [{ year: site.foundingYear }] });
  });

  it('refuse a kind the page does not draw, naming the kinds it does', () => {
    expect(messages({ about: `${fixture('about')}  - kind: steps\n    heading: How\n    steps:\n      - title: One\n        description: First.\n` })).toEqual([
      'content/pages/about.yml:21:11  sections.3.kind  the about page draws no "steps" section  (its kinds: hero, story, features, timeline, call-to-action)',
    ]);
  });

  it("refuse a sitemap that leaves a group of the site's pages without its heading", () => {
    const sitemap = fixture('sitemap').replace(/^ {6}legal: .*\n/m, '');
    expect(messages({ sitemap })).toEqual([
      'content/pages/sitemap.yml:8:5  sections.1.groups  has no title for the "legal" group  (add "legal:" with the group\'s heading)',
    ]);
  });

  it('suggest the sitemap group meant by a misspelt key', () => {
    const sitemap = fixture('sitemap').replace('company: Company', 'compnay: Company');
    expect(messages({ sitemap })).toEqual([
      'content/pages/sitemap.yml:8:5  sections.1.groups  has no title for the "company" group  (add "company:" with the group\'s heading)',
      'content/pages/sitemap.yml:13:7  sections.1.groups.compnay  "compnay" is not a group of the sitemap  (did you mean "company"? groups: main, how-it-works, services, resources, company, legal)',
    ]);
  });

  it('refuse a milestone whose year is not a year', () => {
    const about = fixture('about').replace('year: "{site.foundingYear}"', 'year: soon');
    expect(messages({ about })).toEqual(['content/pages/about.yml:18:15  sections.2.milestones.0.year  must be a year, like 2024']);
  });

  it('report a missing or empty description, and a missing title, at the file and line of the head', () => {
    expect(messages({ about: `title: About Us\n${fixture('about').slice(fixture('about').indexOf('sections:'))}`, solutions: `title: Our Solutions\ndescription: ""\n${homeHero}` })).toEqual([
      'content/pages/about.yml:1:1  description  is required  (add "description:" to the page file)',
      'content/pages/solutions.yml:2:14  description  is required',
    ]);
    expect(messages({ solutions: `description: Answers.\n${homeHero}` })).toEqual([
      'content/pages/solutions.yml:1:1  title  is required  (add "title:" with the page\'s title in search results and the browser tab)',
    ]);
  });

  it("refuse a title on the home page, whose head keeps the site's own", () => {
    expect(messages({ home: `title: Home\ndescription: Welcome.\n${homeHero}` })).toEqual([
      'content/pages/home.yml:1:1  title  is not written on the home page  (its head keeps the site\'s own title, "{site.name} - {site.tagline}": remove "title:")',
    ]);
  });

  it('give each address of a page file its head: its own, and those under "also:"', () => {
    const { errors, heads } = compile({
      'for-providers': [
        'title: For {site.name} Providers',
        'description: Join {site.claims.agencies} agencies.',
        'also:',
        '  /solutions/for-providers:',
        '    title: Solutions for Providers',
        '    description: Referrals that fit.',
        homeHero,
      ].join('\n'),
    });
    expect(errors).toEqual([]);
    expect(heads.get('/for-providers')).toEqual({ title: `For ${site.name} Providers`, description: `Join ${site.claims.agencies} agencies.` });
    expect(heads.get('/solutions/for-providers')).toEqual({ title: 'Solutions for Providers', description: 'Referrals that fit.' });
    expect(heads.get('/')).toEqual({ title: null, description: expect.any(String) });
  });

  it('report an address of a page file without a head of its own, and a head for an address the page does not have', () => {
    expect(messages({ 'for-providers': `title: For Providers\ndescription: Join.\n${homeHero}` })).toEqual([
      'content/pages/for-providers.yml:2:1  description  is the head of /solutions/for-providers and /for-providers  (each address has a head of its own: write those of /for-providers under "also:")',
    ]);
    expect(messages({ 'for-partners': `title: Partners\ndescription: Us.\nalso:\n  /partners:\n    title: Partners\n    description: Us.\n${homeHero}` })).toEqual([
      'content/pages/for-partners.yml:4:3  also./partners  "/partners" is not an address of the for-partners page  (its addresses: /solutions/for-partners)',
    ]);
    expect(messages({ 'for-partners': `title: Partners\ndescription: Us.\nalso:\n  /solutions/for-partners:\n    title: Partners\n    description: Us.\n${homeHero}` })).toEqual([
      'content/pages/for-partners.yml:3:1  also  holds every address of the page  (leave its own address, /solutions/for-partners, to "title:" and "description:")',
    ]);
  });

  it("compile the blog's words around a post beside its sections, and check their link", () => {
    const { errors, files } = compile({});
    expect(errors).toEqual([]);
    expect((files.get('pages/blog.json') as SectionPage).post).toMatchObject({ related: 'Keep Reading', provider: { button: { href: '/become-a-provider' } } });
    expect(messages({ blog: fixture('blog').replace('href: /become-a-provider', 'href: /nowhere') })).toEqual([
      'content/pages/blog.yml:18:13  post.provider.button.href  links to "/nowhere", which does not exist  (use a page of this site)',
    ]);
  });

  it("report the blog's missing words around a post, a missing one among them, and a page field on another page", () => {
    expect(messages({ blog: fixture('blog').replace(/^post:[^]*$/m, '') })).toEqual(['content/pages/blog.yml:1:1  post  is required  (add "post:" to the page file)']);
    expect(messages({ blog: fixture('blog').replace(/^ {2}related: .*\n/m, '') })).toEqual([
      'content/pages/blog.yml:11:3  post.related  is required  (add "related:" to the page file)',
    ]);
    expect(messages({ home: `${homeHero}post:\n  back: Back\n` })).toEqual([
      'content/pages/home.yml:4:1  post  is not a known field  (this page\'s file holds "title:", "description:", "also:", "sections:")',
    ]);
  });

  it("report an opening's heading or a form's words left out, at their section", () => {
    expect(messages({ careers: fixture('careers').replace(/^ {4}details: .*\n/m, '') })).toEqual([
      'content/pages/careers.yml:6:5  sections.1.details  is required  (add "details:" to the section)',
    ]);
    expect(messages({ contact: fixture('contact').replace(/^ {6}heading: Reach Us Directly\n/m, '') })).toEqual([
      'content/pages/contact.yml:11:7  sections.1.unavailable.heading  is required  (add "heading:" to the section)',
    ]);
  });

  it('leave references alone when site.yml has errors of its own, and still check the sections', () => {
    const { errors } = compile({ home: 'sections:\n  - kind: hero\n    title: "{site.name}"\n' }, { site: undefined });
    expect(errors).toEqual([]);
  });
});
