import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { routePath, staticRoutes } from '../../src/config/routes';
import { siteRoutes } from '../../src/content/collections/routes';
import type { SectionPage } from '../../src/content/page-schema';
import type { SiteConfig } from '../../src/content/types';
import { formatError, sortErrors } from './errors';
import { parseYaml } from './front-matter';
import type { SourceFile } from './parse-entry';
import { codePageNames, compileSectionPages, contentRoutes, takenAddresses } from './section-pages';
import { contentTypes } from './types';

const site = parseYaml(readFileSync(path.resolve(import.meta.dirname, '../../tests/fixtures/site/content/site.yml'), 'utf8')).data as SiteConfig;
const fixturePages = path.resolve(import.meta.dirname, '../../tests/fixtures/site/content/pages');
/** The fixture site's page file: valid, and as small as its page allows. */
const fixture = (name: string) => readFileSync(path.join(fixturePages, `${name}.yml`), 'utf8');

/** The fixture file's lines above its sections: the page's head. */
const fixtureHead = (name: string) => fixture(name).slice(0, fixture(name).indexOf('sections:'));
/** A file given without any field of its head gets the fixture's, after its sections, so that a test shows only what it is about. */
const withHead = (name: string, raw: string | null) => (raw === null || /^(title|description|also):/m.test(raw) ? raw : `${raw.replace(/\n?$/, '\n')}${fixtureHead(name)}`);

/** The fixture site's page files, by name: those the site's code draws and those drawn wholly from their sections. */
const fixtureNames = readdirSync(fixturePages).flatMap((file) => (file.endsWith('.yml') ? [file.slice(0, -4)] : []));
/** The pages whose layout is code, as the pipeline names them. */
const codePages = codePageNames(staticRoutes);
const sourcesOf = (written: Record<string, string | null>, folder = 'content/pages'): SourceFile[] =>
  Object.entries(written).flatMap(([name, raw]) => (raw === null ? [] : [{ display: `${folder}/${name}.yml`, name, raw }]));

/** Every page file valid and tiny, but for the ones given; `spanish` are files of content/es/pages/, checked as the translation they are. */
function compile(files: Record<string, string | null>, options: { site?: SiteConfig | undefined; spanish?: Record<string, string> } = {}) {
  const given = Object.fromEntries(Object.entries(files).map(([name, raw]) => [name, withHead(name, raw)]));
  const sources = sourcesOf({ ...Object.fromEntries(fixtureNames.map((name) => [name, fixture(name)])), ...given });
  const spanish = sourcesOf(options.spanish ?? {}, 'content/es/pages');
  const routes = siteRoutes(undefined, contentRoutes(sources, new Map([['es', spanish]]), codePages));
  const common = {
    site: 'site' in options ? options.site : site,
    checkLink: (url: string) => (url.startsWith('/nowhere') ? { message: `links to "${url}", which does not exist`, hint: 'use a page of this site' } : undefined),
    codePages,
    taken: takenAddresses(contentTypes),
  };
  const english = compileSectionPages({ ...common, sources, displayOf: (name) => `content/pages/${name}.yml`, routes });
  if (!options.spanish) return english;
  // The Spanish pages given, and no other: the fixture site has no translation of its own.
  const spanishRoutes = routes.flatMap((route) => (routePath(route, 'es') && options.spanish![route.page] ? [{ ...route, path: routePath(route, 'es')! }] : []));
  const translated = compileSectionPages({
    ...common,
    sources: spanish,
    displayOf: (name) => `content/es/pages/${name}.yml`,
    routes: spanishRoutes,
    translation: 'es',
    englishPages: sources.map((source) => source.name),
  });
  return { ...translated, errors: [...english.errors, ...translated.errors], english };
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
        search: null,
      }),
    ).toEqual([
      'content/pages/hom.yml:1:1  path  is required  (add "path:" with the page\'s address, like /services/hom (or, for the home page, name the file home.yml))',
      'content/pages/home.yml:6:15  sections.0.links.0.href  links to "/nowhere", which does not exist  (use a page of this site)',
      "content/pages/search.yml:1:1  file  is missing  (the search page's sections are written there)",
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
      'content/pages/about.yml:24:11  sections.3.kind  the about page draws no "steps" section  (its kinds: hero, story, features, timeline, call-to-action)',
    ]);
  });

  it("refuse a sitemap that leaves a group of the site's pages without its heading", () => {
    const sitemap = fixture('sitemap').replace(/^ {6}legal: .*\n/m, '');
    expect(messages({ sitemap })).toEqual([
      'content/pages/sitemap.yml:8:5  sections.1.groups  has no title for the "legal" group  (add "legal:" with the group\'s heading)',
    ]);
  });

  it('refuse a group of the sitemap page that lists nothing, and a page placed in a group it does not title', () => {
    const sitemap = fixture('sitemap').replace('company: Company', 'compnay: Company');
    const groups = 'main, how-it-works, services, resources, compnay, legal (the groups of content/pages/sitemap.yml)';
    expect(messages({ sitemap })).toEqual([
      `content/pages/about.yml:2:10  sitemap.group  "company" is not a group of the sitemap page  (did you mean "compnay"? groups: ${groups})`,
      `content/pages/contact.yml:2:10  sitemap.group  "company" is not a group of the sitemap page  (did you mean "compnay"? groups: ${groups})`,
      'content/pages/sitemap.yml:8:5  sections.1.groups  has no title for the "company" group  (add "company:" with the group\'s heading)',
      'content/pages/sitemap.yml:13:7  sections.1.groups.compnay  is a group of the sitemap page that lists no page  (list a page in it with "sitemap:" and "group: compnay" in the page\'s file, or remove the group)',
    ]);
  });

  it('refuse a milestone whose year is not a year', () => {
    const about = fixture('about').replace('year: "{site.foundingYear}"', 'year: soon');
    expect(messages({ about })).toEqual(['content/pages/about.yml:21:15  sections.2.milestones.0.year  must be a year, like 2024']);
  });

  it('report a missing or empty description, and a missing title, at the file and line of the head', () => {
    expect(messages({ about: `title: About Us\n${fixture('about').slice(fixture('about').indexOf('sections:'))}`, solutions: `title: Our Solutions\ndescription: ""\npath: /solutions\n${homeHero}` })).toEqual([
      'content/pages/about.yml:1:1  description  is required  (add "description:" to the page file)',
      'content/pages/solutions.yml:2:14  description  is required',
    ]);
    expect(messages({ solutions: `description: Answers.\npath: /solutions\n${homeHero}` })).toEqual([
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
        'path: /for-providers',
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
    expect(messages({ services: `title: Services\ndescription: What we do.\nalso:\n  /our-services:\n    title: Our Services\n    description: Us.\n${homeHero}` })).toEqual([
      'content/pages/services.yml:4:3  also./our-services  "/our-services" is not an address of the services page  (its addresses: /services)',
    ]);
    expect(messages({ 'for-partners': `path: /solutions/for-partners\ntitle: Partners\ndescription: Us.\nalso:\n  /solutions/for-partners:\n    title: Partners\n    description: Us.\n${homeHero}` })).toEqual([
      'content/pages/for-partners.yml:4:1  also  holds every address of the page  (leave its own address, /solutions/for-partners, to "title:" and "description:")',
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
      'content/pages/home.yml:4:1  post  is not a known field  (this page\'s file holds "sitemap:", "title:", "description:", "also:", "sections:")',
    ]);
  });

  it("report an opening's heading or a form's words left out, at their section", () => {
    expect(messages({ careers: fixture('careers').replace(/^ {4}details: .*\n/m, '') })).toEqual([
      'content/pages/careers.yml:6:5  sections.1.details  is required  (add "details:" to the section)',
    ]);
    expect(messages({ contact: fixture('contact').replace(/^ {6}heading: Reach Us Directly\n/m, '') })).toEqual([
      'content/pages/contact.yml:14:7  sections.1.unavailable.heading  is required  (add "heading:" to the section)',
    ]);
  });

  it('leave references alone when site.yml has errors of its own, and still check the sections', () => {
    const { errors } = compile({ home: 'sections:\n  - kind: hero\n    title: "{site.name}"\n' }, { site: undefined });
    expect(errors).toEqual([]);
  });
});

describe('a page drawn wholly from its file', () => {
  const hero = 'sections:\n  - kind: hero\n    title: Senior Living\n    description: Care where you live.\n';
  /** A new page's file: its address, head and place, then its sections. */
  const seniorLiving = (place = 'path: /services/senior-living\nparent: /services\nsitemap:\n  group: services\n  order: 5\n') =>
    `${place}title: Senior Living Communities\ndescription: Home health for residents of Houston's senior living communities.\n${hero}`;
  const spanishSeniorLiving = (place = 'path: /es/servicios/residencias\nparent: /es\n') =>
    `translationOf: pages/senior-living.yml\nsourceHash: "000000000000"\n${place}title: Residencias para mayores\ndescription: Atención en casa para quienes viven en residencias.\n${hero}`;

  it('is a page of its own with nothing but its file: its address, its head, its place on the sitemap page and its parent', () => {
    const { errors, files, heads, places, parents } = compile({ 'senior-living': seniorLiving() });
    expect(errors).toEqual([]);
    expect((files.get('pages/senior-living.json') as SectionPage).sections[0]).toMatchObject({ kind: 'hero', title: 'Senior Living' });
    expect(heads.get('/services/senior-living')).toEqual({ title: 'Senior Living Communities', description: "Home health for residents of Houston's senior living communities." });
    expect(places.get('/services/senior-living')).toEqual({ group: 'services', order: 5 });
    expect(parents.get('/services/senior-living')).toBe('/services');
  });

  it('gives its addresses to the route list before any page is checked: its own, those under "also:", and its translation\'s', () => {
    const english = sourcesOf({
      'senior-living': seniorLiving('path: /services/senior-living\npriority: 0.6\nalso:\n  /senior-living:\n    title: Senior Living\n    description: Us.\n    priority: 0.4\n'),
      home: fixture('home'),
    });
    const spanish = sourcesOf({ 'senior-living': spanishSeniorLiving() }, 'content/es/pages');
    expect(contentRoutes(english, new Map([['es', spanish]]), codePages)).toEqual([
      { path: '/services/senior-living', page: 'senior-living', priority: 0.6, es: '/es/servicios/residencias' },
      { path: '/senior-living', page: 'senior-living', priority: 0.4 },
    ]);
  });

  it('is checked with its translation, which gives its Spanish address and parent', () => {
    const result = compile({ 'senior-living': seniorLiving() }, { spanish: { 'senior-living': spanishSeniorLiving() } });
    expect(result.errors).toEqual([]);
    expect(result.heads.get('/es/servicios/residencias')).toEqual({ title: 'Residencias para mayores', description: 'Atención en casa para quienes viven en residencias.' });
    expect(result.parents.get('/es/servicios/residencias')).toBe('/es');
    expect(result.files.has('pages/senior-living.json')).toBe(true);
  });

  it('says which field is missing, and refuses an address written wrong or in the other language\'s folder', () => {
    expect(messages({ 'senior-living': seniorLiving('') })).toEqual([
      'content/pages/senior-living.yml:1:1  path  is required  (add "path:" with the page\'s address, like /services/senior-living)',
    ]);
    expect(messages({ 'senior-living': seniorLiving('path: /Services/Senior Living/\n') })).toEqual([
      'content/pages/senior-living.yml:1:7  path  is not an address of a page: write lower-case words joined by hyphens, each part after a slash, like /services/senior-living (no slash at the end)',
    ]);
    expect(messages({ 'senior-living': seniorLiving('path: /es/residencias\n') })).toEqual([
      'content/pages/senior-living.yml:1:7  path  "/es/residencias" is in the folder of the Spanish pages  (an English page\'s address is outside /es/; its translation\'s file gives its address there)',
    ]);
    expect(sortErrors(compile({ 'senior-living': seniorLiving() }, { spanish: { 'senior-living': spanishSeniorLiving('path: /residencias\n') } }).errors).map(formatError)).toEqual([
      'content/es/pages/senior-living.yml:3:7  path  "/residencias" is not an address of a Spanish page  (a Spanish page\'s address starts with /es/, like /es/senior-living)',
    ]);
  });

  it('refuses an address another page has, or one under the addresses of posts and listings', () => {
    expect(messages({ 'senior-living': seniorLiving('path: /services\n') })).toEqual([
      'content/pages/senior-living.yml:1:7  path  "/services" is the address of the services page  (choose another address: the site\'s route list gives it to that page)',
    ]);
    expect(messages({ 'senior-living': seniorLiving('path: /for-facilities\n') })).toEqual([
      'content/pages/for-facilities.yml:1:7  path  "/for-facilities" is the address of the senior-living page  (choose another address: content/pages/senior-living.yml gives it to that page)',
      'content/pages/senior-living.yml:1:7  path  "/for-facilities" is the address of the for-facilities page  (choose another address: content/pages/for-facilities.yml gives it to that page)',
    ]);
    expect(messages({ 'senior-living': seniorLiving('path: /blog/senior-living\n') })).toEqual([
      'content/pages/senior-living.yml:1:7  path  "/blog/senior-living" is under /blog/, where the pages of the blog entries are  (choose an address no other page has)',
    ]);
    expect(messages({ 'senior-living': seniorLiving('path: /resources/page/2\n') })).toEqual([
      'content/pages/senior-living.yml:1:7  path  "/resources/page/2" is under /resources/page/, where the later pages of the /resources listing are  (choose an address no other page has)',
    ]);
    expect(messages({ 'senior-living': seniorLiving('path: /senior-living\nalso:\n  /Senior_Living:\n    title: Senior Living\n    description: Us.\n') })).toEqual([
      'content/pages/senior-living.yml:3:3  also./Senior_Living  is not an address of a page: write lower-case words joined by hyphens, each part after a slash, like /services/senior-living (no slash at the end)',
    ]);
    expect(messages({ 'senior-living': seniorLiving('path: /senior-living\nalso:\n  /about:\n    title: About\n    description: Us.\n') })).toEqual([
      'content/pages/senior-living.yml:3:3  also./about  "/about" is the address of the about page  (choose another address: the site\'s route list gives it to that page)',
    ]);
  });

  it('names the groups of the sitemap page for a group it does not have, and the fields it takes for one it does not know', () => {
    expect(messages({ 'senior-living': seniorLiving('path: /services/senior-living\nsitemap:\n  group: servics\n') })).toEqual([
      'content/pages/senior-living.yml:3:10  sitemap.group  "servics" is not a group of the sitemap page  (did you mean "services"? groups: main, how-it-works, services, resources, company, legal (the groups of content/pages/sitemap.yml))',
    ]);
    expect(messages({ 'senior-living': seniorLiving('path: /services/senior-living\nsitemap:\n  group: services\n  ordr: 2\n') })).toEqual([
      'content/pages/senior-living.yml:4:3  sitemap.ordr  is not a known field  (did you mean "order"?)',
    ]);
    expect(messages({ 'senior-living': seniorLiving('pth: /services/senior-living\n') })).toEqual([
      'content/pages/senior-living.yml:1:1  path  is required  (add "path:" with the page\'s address, like /services/senior-living)',
      'content/pages/senior-living.yml:1:1  pth  is not a known field  (did you mean "path"?)',
    ]);
  });

  it('refuses a parent that is no page, or one that leads back to the page', () => {
    expect(messages({ 'senior-living': seniorLiving('path: /services/senior-living\nparent: /servics\n') })).toEqual([
      'content/pages/senior-living.yml:2:9  parent  "/servics" is not the address of a page  (did you mean "/services"?)',
    ]);
    expect(
      messages({
        'senior-living': seniorLiving('path: /services/senior-living\nparent: /services/assisted-living\n'),
        'assisted-living': seniorLiving('path: /services/assisted-living\nparent: /services/senior-living\n'),
      }),
    ).toEqual([
      'content/pages/assisted-living.yml:2:9  parent  leads back to this page (/services/assisted-living > /services/senior-living > /services/assisted-living)  (a page\'s parents lead up to the home page: write the address of a page above this one)',
      'content/pages/senior-living.yml:2:9  parent  leads back to this page (/services/senior-living > /services/assisted-living > /services/senior-living)  (a page\'s parents lead up to the home page: write the address of a page above this one)',
    ]);
  });

  it('draws only the sections a page without code draws, and a page whose layout is code gives no address', () => {
    expect(messages({ 'senior-living': `${seniorLiving()}  - kind: listing\n    heading: Posts\n` })).toEqual([
      'content/pages/senior-living.yml:12:11  sections.1.kind  a page drawn wholly from its sections has no "listing" section  (its kinds: hero, features, steps, testimonials, call-to-action)',
    ]);
    expect(messages({ services: `path: /our-services\n${fixture('services')}` })).toEqual([
      'content/pages/services.yml:1:1  path  is not written in the services page\'s file  (the site\'s route list (src/config/routes.ts) gives this page its address and place: remove "path:")',
    ]);
  });
});
