import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { contentDir, publicDir } from '../../scripts/content/paths';
import { runPipeline } from '../../scripts/content/pipeline';
import { NotFoundError } from '../data/source';
import { render } from '../entry-server';

const dir = mkdtempSync(path.join(tmpdir(), 'pages-content-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The site built from a copy of content/ where an author has edited one page file. */
function buildWith(page: string, edit: (yaml: string) => string) {
  cpSync(contentDir, dir, { recursive: true });
  const file = path.join(dir, 'pages', `${page}.yml`);
  writeFileSync(file, edit(readFileSync(file, 'utf8')));
  const { errors, files } = runPipeline({ contentDir: dir, publicDir, includeDrafts: false });
  expect(errors).toEqual([]);
  return {
    load: async (name: string) => {
      if (!files.has(name)) throw new NotFoundError(name);
      return files.get(name);
    },
  };
}

describe('a marketing page from content', () => {
  it("shows the author's edit of the home headline as the page's h1", async () => {
    const source = buildWith('home', (yaml) => yaml.replace(/^( {4}title: ).*$/m, '$1Home Health, Arranged Before Lunch'));
    const { appHtml } = await render('/', source);
    expect(appHtml.match(/<h1[^>]*>(.*?)<\/h1>/g)).toEqual([expect.stringMatching(/>Home Health, Arranged Before Lunch<\/h1>$/)]);
  });

  it('shows the brand facts its text refers to', async () => {
    const source = buildWith('for-facilities', (yaml) => yaml.replace(/^( {4}badge: ).*$/m, '$1"{site.name} for facilities"'));
    const { appHtml } = await render('/for-facilities', source);
    expect(appHtml).toContain('>CareBridge Connect for facilities</p>');
  });
});

describe('pages whose layout is code', () => {
  it("show the About page's words from about.yml, with the founding year from site.yml inside a sentence", async () => {
    const source = buildWith('about', (yaml) => yaml.replace('heading: Our Story', 'heading: How It Began'));
    const { appHtml } = await render('/about', source);
    expect(appHtml).toContain('<h3>How It Began</h3><p>We started in 2022 in Houston');
  });

  it("title the Sitemap page's groups from sitemap.yml", async () => {
    const source = buildWith('sitemap', (yaml) => yaml.replace('company: Company', 'company: Our Company'));
    const { appHtml } = await render('/sitemap', source);
    expect(appHtml).toContain('<h2>Our Company</h2>');
  });
});

describe('the page components', () => {
  // Pages whose headings are still written in code: a post's and a job's fixed labels, the framed
  // form pages and the error boundary. The list only shrinks.
  const stillInCode = [
    'BlogPostPage.tsx: Become a Provider',
    'BlogPostPage.tsx: Keep Reading',
    'BlogPostPage.tsx: Post Not Found',
    'CareersPage.tsx: Requirements',
    'CareersPage.tsx: Responsibilities',
    'FormPages.tsx: Apply to join our provider network',
    'FormPages.tsx: Send us a message',
  ];

  it('write no heading text of their own beyond those: headings are content', () => {
    const pagesDir = path.dirname(fileURLToPath(import.meta.url));
    const found = readdirSync(pagesDir)
      .filter((file) => file.endsWith('.tsx') && !file.includes('.test.'))
      .flatMap((file) =>
        [...readFileSync(path.join(pagesDir, file), 'utf8').matchAll(/<h[1-6](?:\s[^>]*)?>([^<{]*[A-Za-z][^<{]*)</g)].map((match) => `${file}: ${match[1]!.trim()}`),
      )
      .sort();
    expect(found).toEqual(stillInCode);
  });
});
