import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
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
