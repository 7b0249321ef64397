import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { contentWithEdit } from '../../tests/support/edited-content';
import { render } from '../entry-server';

const dir = mkdtempSync(path.join(tmpdir(), 'pages-content-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The site built from a copy of content/ where an author has edited one page file. */
const buildWith = (page: string, edit: (yaml: string) => string) => contentWithEdit(dir, path.join('pages', `${page}.yml`), edit);

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

/** The components' files under a folder of src/, tests aside. */
function componentFiles(folder: string): string[] {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  return readdirSync(path.join(root, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.tsx') && !file.includes('.test.'))
    .map((file) => path.join(root, folder, file));
}

describe('the components', () => {
  it('write no heading text of their own: headings are content', () => {
    const found = ['pages', 'components', 'features'].flatMap(componentFiles).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/<h[1-6](?:\s[^>]*)?>([^<{]*[A-Za-z][^<{]*)</g)].map((match) => `${path.basename(file)}: ${match[1]!.trim()}`),
    );
    // The shell's labels come from the interface catalogue (content/interface): none is left in code.
    expect(found).toEqual([]);
  });

  it('give no name, title, heading, description, intro, label or text a literal sentence of their own: those are content', () => {
    const found = componentFiles('pages').flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/\b(?:name|title|heading|description|intro|label|text)\s*:\s*(['"`])([A-Z][^'"`]*\s[^'"`]*)\1/g)].map((match) => `${path.basename(file)}: ${match[2]}`),
    );
    expect(found).toEqual([]);
  });
});
