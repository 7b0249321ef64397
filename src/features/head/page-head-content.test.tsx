import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { formatError } from '../../../scripts/content/errors';
import { contentDir, publicDir } from '../../../scripts/content/paths';
import { runPipeline } from '../../../scripts/content/pipeline';
import { NotFoundError } from '../../data/source';
import { render } from '../../entry-server';

const dir = mkdtempSync(path.join(tmpdir(), 'page-heads-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The content check of a copy of content/ where an author has edited one page file (`about.yml`, `privacy.md`). */
function checkWith(page: string, edit: (text: string) => string) {
  const copy = path.join(dir, 'content');
  rmSync(copy, { recursive: true, force: true });
  cpSync(contentDir, copy, { recursive: true });
  const file = path.join(copy, 'pages', page);
  writeFileSync(file, edit(readFileSync(file, 'utf8')));
  return runPipeline({ contentDir: copy, publicDir, includeDrafts: false, displayRoot: dir });
}

/** The site built from that copy, as the prerenderer reads it. */
function buildWith(page: string, edit: (text: string) => string) {
  const { errors, files } = checkWith(page, edit);
  expect(errors).toEqual([]);
  return {
    load: async (name: string) => {
      if (!files.has(name)) throw new NotFoundError(name);
      return files.get(name);
    },
  };
}

const metaContent = (html: string, name: string) => new RegExp(`<meta (?:name|property)="${name}" content="([^"]*)">`).exec(html)?.[1];

describe("a page's head from its file in content/pages/", () => {
  it("shows the author's edit of a page's description as its meta description", async () => {
    const source = buildWith('for-facilities.yml', (yaml) => yaml.replace(/^description: .*$/m, 'description: Discharges to home health, coordinated by {site.name}.'));
    const { headHtml } = await render('/for-facilities', source);
    expect([metaContent(headHtml, 'description'), metaContent(headHtml, 'og:description')]).toEqual([
      'Discharges to home health, coordinated by CareBridge Connect.',
      'Discharges to home health, coordinated by CareBridge Connect.',
    ]);
  });

  it("shows the author's edit of a page's title in its head, on the Sitemap page and on the cards of the pages within it", async () => {
    const source = buildWith('services.yml', (yaml) => yaml.replace(/^title: .*$/m, 'title: What We Do'));
    expect((await render('/services', source)).headHtml).toContain('<title>What We Do | CareBridge Connect</title>');
    expect((await render('/sitemap', source)).appHtml).toContain('<a href="/services">What We Do</a>');
    expect((await render('/services/growth-marketing', source)).card?.text.kicker).toBe('What We Do');
  });

  it('gives a second address showing the same page file the head written for it under "also:"', async () => {
    const source = buildWith('for-providers.yml', (yaml) => yaml.replace(/^( {4}description: ).*$/m, '$1Referrals matched to your agency.'));
    expect(metaContent((await render('/solutions/for-providers', source)).headHtml, 'description')).toBe('Referrals matched to your agency.');
    expect(metaContent((await render('/for-providers', source)).headHtml, 'description')).toMatch(/^Join our Houston provider network/);
  });

  it("shows the author's edit of a legal page's description, written in its front matter", async () => {
    const source = buildWith('privacy.md', (text) => text.replace(/^description: .*$/m, 'description: What we keep, and why.'));
    expect(metaContent((await render('/privacy', source)).headHtml, 'description')).toBe('What we keep, and why.');
  });

  it('fails the check of a page file without its description, naming the file, line and field', () => {
    const { errors } = checkWith('for-facilities.yml', (yaml) => yaml.replace(/^description: .*\n/m, ''));
    expect(errors.map(formatError)).toEqual(['content/pages/for-facilities.yml:1:1  description  is required  (add "description:" to the page file)']);
  });
});
