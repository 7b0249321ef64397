import { randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { contentSources, runPipeline } from '../content/pipeline';
import { markdownBlocks, searchRecords } from './records';
import { jobPaths, searchedPages } from './searched-pages';
import { BuildCache, TamperedCacheError } from '../build-cache';
import { bundleFilePath, isNoIndex, pageHtml, recordHtml, SiteSearchIndex, type SearchRecord } from './site-index';

const fixtures = path.resolve(import.meta.dirname, '../../tests/fixtures');
const temporary: string[] = [];
afterEach(() => {
  for (const dir of temporary.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A copy of the valid fixture site (it has a draft post) with the scheduled guide and resource added. */
function fixtureSite() {
  const dir = mkdtempSync(path.join(tmpdir(), 'search-'));
  temporary.push(dir);
  cpSync(path.join(fixtures, 'site'), dir, { recursive: true });
  for (const file of ['guides/scheduled-guide.md', 'resources/scheduled-resource.md']) cpSync(path.join(fixtures, 'schedule', file), path.join(dir, 'content', file));
  // A draft guide with words of its own, which must never be found.
  writeFileSync(
    path.join(dir, 'content', 'guides', 'unfinished.md'),
    '---\ntitle: Unfinished\ncategory: Clinical\ndescription: Zanzibar quokka notes.\ncoverImage: /images/test.svg\ncoverImageAlt: A test cover\ndate: 2025-02-10\ndownloadLink: /guides/test.pdf\ndraft: true\n---\n\nZanzibarquokka.\n',
  );
  return dir;
}

function compiled(dir: string) {
  const sources = contentSources(path.join(dir, 'content'), dir);
  const result = runPipeline({ contentDir: path.join(dir, 'content'), publicDir: path.join(dir, 'public'), includeDrafts: false, displayRoot: dir, today: '2026-12-01', sources });
  expect(result.errors).toEqual([]);
  return { files: result.files, sources };
}

/** The text of every fragment of a written index: what a search can show. */
function fragments(dir: string): { url: string; content: string; filters: Record<string, string[]>; meta: Record<string, string> }[] {
  const folder = path.join(dir, 'fragment');
  return readdirSync(folder).map((file) => {
    const text = gunzipSync(readFileSync(path.join(folder, file))).toString('utf8');
    return JSON.parse(text.slice(text.indexOf('{'))) as ReturnType<typeof fragments>[number];
  });
}

describe('searchRecords', () => {
  it('makes a record of each published FAQ answer, guide and resource, at its place on the site, and none of a draft or scheduled entry', () => {
    const { files, sources } = compiled(fixtureSite());
    const records = searchRecords(files, sources);
    const urls = records.map((record) => record.url);
    expect(urls).toContain('/faq#faq-what-is-it');
    expect(urls).toContain('/resources/guides?q=Basics');
    expect(records.find((record) => record.url === '/faq#faq-what-is-it')).toMatchObject({ kind: 'faq', language: 'en', title: 'What is it?', blocks: [{ text: 'A referral coordination service.' }] });
    expect(records.find((record) => record.title === 'Basics')?.blocks).toEqual([{ text: 'The basics.' }, { heading: true, text: 'Basics' }, { text: 'Text.' }]);
    for (const left of ['Unfinished', 'Scheduled Guide', 'Scheduled Resource']) expect(records.map((record) => record.title)).not.toContain(left);
    // A job opening has its own page, searched as a page.
    expect(records.filter((record) => record.kind === 'jobs')).toEqual([]);
    expect(JSON.stringify(records)).not.toMatch(/zanzibar/i);
  });

  it('marks an English entry that has a translation with the translation\'s language', () => {
    const files = new Map<string, unknown>([
      ['faq.json', [{ id: 'cost', question: 'What does it cost?', answerText: 'Nothing.' }]],
      ['es/faq.json', [{ id: 'costo', question: '¿Cuánto cuesta?', answerText: 'Nada.' }]],
    ]);
    const sources = new Map([
      ['faq', [{ display: 'content/faq/cost.md', name: 'cost', raw: '---\nquestion: What does it cost?\n---\nNothing.' }]],
      ['es/faq', [{ display: 'content/es/faq/costo.md', name: 'costo', raw: '---\ntranslationOf: faq/cost.md\nquestion: ¿Cuánto cuesta?\n---\nNada.' }]],
    ]);
    const records = searchRecords(files, sources);
    expect(records.find((record) => record.language === 'en')).toMatchObject({ url: '/faq#faq-cost', translated: ['es'] });
    expect(records.find((record) => record.language === 'es')).toMatchObject({ url: '/es/preguntas-frecuentes#faq-costo' });
    expect(records.find((record) => record.language === 'es')?.translated).toBeUndefined();
  });
});

describe('markdownBlocks', () => {
  it('reads a body as its headings, paragraphs and list items, without the front matter or markup', () => {
    const blocks = markdownBlocks('---\ntitle: X\n---\n\n## Why **it** matters\n\nA [link](/faq) here.\n\n- One\n- Two\n\n> Quoted.\n');
    expect(blocks).toEqual([
      { heading: true, text: 'Why it matters' },
      { text: 'A link here.' },
      { text: 'One' },
      { text: 'Two' },
      { text: 'Quoted.' },
    ]);
  });
});

describe('searchedPages', () => {
  it("indexes each open job's page as a job, and not the careers page", () => {
    const { files } = compiled(fixtureSite());
    expect(jobPaths(files)).toEqual([['/careers/analyst', 'jobs']]);
    const pages = searchedPages([], undefined, jobPaths(files));
    expect(pages.get('/careers/analyst')).toBe('jobs');
    expect(pages.has('/careers')).toBe(false);
  });

  it('leaves out the page of a job past its validThrough, which says the position has been filled', () => {
    const dir = fixtureSite();
    cpSync(path.join(fixtures, 'schedule', 'jobs', 'expired-job.md'), path.join(dir, 'content', 'jobs', 'expired-job.md'));
    const { files } = compiled(dir);
    expect(files.get('jobs/expired-job.json')).toMatchObject({ filled: true, slug: 'expired-job' });
    expect(jobPaths(files).map(([page]) => page)).toEqual(['/careers/analyst']);
  });

  it('indexes the posts it is given and the fixed pages people read, in each language they have, but no listing, finding or form page', () => {
    const pages = searchedPages(['/blog/first-post', '/es/blog/primera']);
    expect(pages.get('/blog/first-post')).toBe('articles');
    expect(pages.get('/es/blog/primera')).toBe('articles');
    for (const page of ['/', '/es', '/about', '/how-it-works', '/es/como-funciona', '/privacy', '/es/privacidad']) expect(pages.get(page), page).toBe('pages');
    for (const page of ['/blog', '/es/blog', '/resources', '/resources/guides', '/faq', '/es/preguntas-frecuentes', '/careers', '/sitemap', '/search', '/es/buscar', '/forms/contact', '/404']) {
      expect(pages.has(page), page).toBe(false);
    }
  });
});

describe('the documents Pagefind reads', () => {
  const record: SearchRecord = { url: '/faq#faq-x', language: 'es', kind: 'faq', title: 'A <b> & "c"', blocks: [{ heading: true, text: 'H' }, { text: '1 < 2' }], translated: ['en'] };

  it('writes a record as a page of its own: its title the heading that ranks first, its kind a filter, its words escaped', () => {
    const html = recordHtml(record);
    expect(html).toContain('<html lang="es-US">');
    expect(html).toContain('<meta data-pagefind-filter="kind[content]" content="faq">');
    expect(html).toContain('<meta data-pagefind-filter="translated[content]" content="en">');
    expect(html).toContain('<main data-pagefind-body><h1>A &lt;b&gt; &amp; &quot;c&quot;</h1><h2>H</h2><p>1 &lt; 2</p></main>');
  });

  it('reads a built page\'s main content, with its kind and translations, and tells a page marked noindex', () => {
    const built = '<html lang="en-US"><head><title>T</title><style>.a{}</style></head><body><header>Menu</header><main id="main" data-pagefind-body=""><h1>T</h1></main><footer>F</footer></body></html>';
    expect(pageHtml(built, 'en', 'articles', ['es'])).toBe(
      '<!doctype html><html lang="en-US"><head><meta data-pagefind-filter="kind[content]" content="articles"><meta data-pagefind-filter="translated[content]" content="es"></head><body><main id="main" data-pagefind-body=""><h1>T</h1> </main></body></html>',
    );
    expect(() => pageHtml('<html><body>No main</body></html>', 'en', 'pages')).toThrow(/no <main>/);
    expect(isNoIndex('<head><meta name="robots" content="noindex, nofollow"></head><body>')).toBe(true);
    expect(isNoIndex('<head><meta name="robots" content="index, follow"></head><body>noindex</body>')).toBe(false);
  });
});

describe('SiteSearchIndex', () => {
  const out = mkdtempSync(path.join(tmpdir(), 'search-index-'));
  afterAll(() => rmSync(out, { recursive: true, force: true }));

  it('writes a bundle per language with the pages and records given, and the site\'s words by length; no draft or scheduled entry is in it', async () => {
    const dir = fixtureSite();
    const { files, sources } = compiled(dir);
    const index = new SiteSearchIndex();
    for (const each of searchRecords(files, sources)) index.addRecord(each);
    index.addPage('/about', 'en', 'pages', '<!doctype html><html lang="en-US"><head><title>About</title></head><body><nav>Menu words</nav><main data-pagefind-body><h1>About us</h1><h2 id="h-team">Our team</h2><p>Nurses and coordinators.</p></main></body></html>');
    index.addPage('/es', 'es', 'pages', '<!doctype html><html lang="es-US"><head><title>Inicio</title></head><body><main data-pagefind-body><h1>Inicio</h1><p>Enfermeras.</p></main></body></html>');
    index.addPage('/forms/contact', 'en', 'pages', '<!doctype html><html lang="en-US"><head><meta name="robots" content="noindex"></head><body><main data-pagefind-body><h1>Form</h1></main></body></html>');
    const written = await index.write(out);
    await index.close();

    expect(written).toEqual({
      languages: [
        { language: 'en', files: expect.any(Number), pages: 4 },
        { language: 'es', files: expect.any(Number), pages: 1 },
      ],
      reused: false,
    });
    const en = fragments(path.join(out, 'pagefind', 'en'));
    // A job opening is a page of its own, indexed as it is built (searchedPages), not a record.
    expect(en.map((fragment) => fragment.url).sort()).toEqual(['/about', '/faq#faq-what-is-it', '/resources/guides?q=Basics', '/resources?q=Checklist'].sort());
    const about = en.find((fragment) => fragment.url === '/about')!;
    expect(about.content).toContain('Nurses and coordinators.');
    expect(about.content).not.toContain('Menu words');
    expect(about.filters).toEqual({ kind: ['pages'] });
    expect(JSON.stringify(en)).not.toMatch(/zanzibar|Scheduled/i);
    // Pagefind's script, the language's WebAssembly and the index; not its own interfaces.
    const bundle = readdirSync(path.join(out, 'pagefind', 'en'));
    expect(bundle).toEqual(expect.arrayContaining(['pagefind.js', 'pagefind-entry.json', 'wasm.en.pagefind', 'index', 'fragment', 'filter', 'words-6.json']));
    expect(bundle.filter((file) => /ui|highlight|unknown/.test(file))).toEqual([]);
    expect(JSON.parse(readFileSync(path.join(out, 'pagefind', 'en', 'words-6.json'), 'utf8'))).toContain('nurses');
    expect(existsSync(path.join(out, 'pagefind', 'es', 'wasm.es.pagefind'))).toBe(true);
  }, 30_000);

  it("keeps a page's blocks apart in the index and its passages, those Pagefind joins too, and a word half in bold whole", async () => {
    const index = new SiteSearchIndex();
    const main = [
      '<h1>Eligibility</h1>',
      '<dl><div><dt>Home health benefit</dt><dd>Covered</dd></div><div><dt>Network status</dt><dd>In network</dd></div></dl>',
      '<p><a href="/a">Check your coverage</a><a href="/b">Contact us today</a></p>',
      '<p><span>Tran</span><span>Daughter of a patient</span></p>',
      '<figure><blockquote><p>One call.</p></blockquote><figcaption><cite>Grace Adeyemi</cite>Owner of an agency</figcaption></figure>',
      '<p>A <strong>care</strong>giver and a <b>Care</b><i>Bridge</i> nurse.</p>',
    ].join('');
    index.addPage('/eligibility', 'en', 'pages', `<!doctype html><html lang="en-US"><head><title>Eligibility</title></head><body><main data-pagefind-body>${main}</main></body></html>`);
    const dir = mkdtempSync(path.join(tmpdir(), 'search-blocks-'));
    temporary.push(dir);
    await index.write(dir);
    await index.close();
    const [page] = fragments(path.join(dir, 'pagefind', 'en'));
    const words = page!.content.split(/\s+/).map((word) => word.replace(/[.,]$/, ''));
    for (const joined of ['benefitCovered', 'CoveredNetwork', 'statusIn', 'coverageContact', 'TranDaughter', 'AdeyemiOwner']) expect(words).not.toContain(joined);
    expect(page!.content).toMatch(/benefit\.? Covered\.? Network status\.? In network/);
    expect(page!.content).toMatch(/coverage\.? Contact us today/);
    expect(page!.content).toMatch(/Tran\.? Daughter/);
    expect(page!.content).toMatch(/Adeyemi\.? Owner of an agency/);
    // Inline markup inside a word keeps the word whole.
    expect(words).toContain('caregiver');
  }, 30_000);

  it('uses the last index built, from its cache, when every document is the same, and makes a new one when one differs or the key changes', async () => {
    const cacheDir = mkdtempSync(path.join(tmpdir(), 'search-cache-'));
    temporary.push(cacheDir);
    const cache = new BuildCache({ dir: cacheDir, key: randomBytes(32) });
    const page = (words: string) => `<!doctype html><html lang="en-US"><head><title>About</title></head><body><main data-pagefind-body><h1>About</h1><p>${words}</p></main></body></html>`;
    const build = async (key: string, words: string, order: 'about first' | 'about last' = 'about first') => {
      const index = new SiteSearchIndex({ cache, key });
      index.start();
      const pages: [string, string][] = [['/about', page(words)], ['/how-it-works', page('Referrals, step by step.')]];
      if (order === 'about last') pages.reverse();
      for (const [url, html] of pages) index.addPage(url, 'en', 'pages', html);
      try {
        const { bundles, reused } = await index.bundles();
        const vocabulary = bundles[0]!.files.filter((file) => /^words-\d+\.json$/.test(file.path));
        const words = vocabulary.flatMap((file) => JSON.parse(Buffer.from(file.content).toString('utf8')) as string[]);
        return { reused, words, files: bundles[0]!.files.length };
      } finally {
        await index.close();
      }
    };
    const first = await build('one', 'Nurses and coordinators.');
    expect(first.reused).toBe(false);
    expect(first.words).toContain('nurses');
    // The same documents, added in another order (as the build's workers may): the cached bundles, whole.
    const again = await build('one', 'Nurses and coordinators.', 'about last');
    expect(again).toEqual({ ...first, reused: true });
    // One document changed: a new index, with its words.
    const changed = await build('one', 'Doctors and coordinators.');
    expect(changed.reused).toBe(false);
    expect(changed.words).toContain('doctors');
    expect(changed.words).not.toContain('nurses');
    // The same documents under another key (Pagefind or the index's code changed): a new index.
    expect((await build('two', 'Doctors and coordinators.')).reused).toBe(false);
    expect((await build('two', 'Doctors and coordinators.')).reused).toBe(true);
    // An entry of no key is not used.
    writeFileSync(path.join(cacheDir, 'search-bundles.bin'), 'damaged');
    expect((await build('two', 'Doctors and coordinators.')).reused).toBe(false);
  }, 60_000);

  it("refuses cached bundles changed after they were made (a script added to Pagefind's), rather than write them", async () => {
    const cacheDir = mkdtempSync(path.join(tmpdir(), 'search-cache-'));
    temporary.push(cacheDir);
    const cache = new BuildCache({ dir: cacheDir, key: randomBytes(32) });
    const build = async () => {
      const index = new SiteSearchIndex({ cache, key: 'k' });
      index.start();
      index.addPage('/about', 'en', 'pages', '<!doctype html><html lang="en-US"><head><title>About</title></head><body><main data-pagefind-body><h1>About</h1><p>Nurses.</p></main></body></html>');
      try {
        return await index.bundles();
      } finally {
        await index.close();
      }
    };
    expect((await build()).reused).toBe(false);
    const file = path.join(cacheDir, 'search-bundles.bin');
    const entry = readFileSync(file);
    const at = entry.indexOf(Buffer.from('pagefind.js'));
    expect(at).toBeGreaterThan(0);
    // pagefind.js renamed, in place, to a file as long that would land beside the repository.
    writeFileSync(file, Buffer.concat([entry.subarray(0, at), Buffer.from('../../x.js!'), entry.subarray(at + 11)]));
    await expect(build()).rejects.toThrow(TamperedCacheError);
  }, 60_000);
});

describe('bundleFilePath', () => {
  it.each(['pagefind.js', 'fragment/en_1a2b.pf_fragment', 'words-6.json'])('places %s inside its folder', (file) => {
    expect(bundleFilePath('/site/pagefind/en', file)).toBe(path.join('/site/pagefind/en', file));
  });

  it.each(['../../../../escaped.txt', '/etc/passwd', 'fragment/../../x.js', '.hidden/x', '', 'a//b'])('refuses %j, which would lead out of its folder', (file) => {
    expect(() => bundleFilePath('/site/pagefind/en', file)).toThrow(/outside its folder/);
  });
});
