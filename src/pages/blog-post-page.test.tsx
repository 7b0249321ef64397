import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { contentWithEdit } from '../../tests/support/edited-content';
import { render } from '../entry-server';

const dir = mkdtempSync(path.join(tmpdir(), 'post-content-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The site built from a copy of content/ where an author has edited one post's front matter. */
const buildWith = (post: string, edit: (markdown: string) => string) => contentWithEdit(dir, post, edit);

/** The page's Article structured data. */
const articleOf = (headHtml: string) =>
  [...headHtml.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((match) => JSON.parse(match[1]!)).find((block) => block['@type'] === 'Article');

describe('a post updated after it was published', () => {
  it('says so beside its date in the page’s language, and gives search engines the day it changed', async () => {
    const source = buildWith('es/blog/primera-semana-en-casa.md', (markdown) => markdown.replace(/^date: 2025-03-01$/m, '$&\nupdated: 2026-11-20'));
    const { appHtml, headHtml } = await render('/es/blog/primera-semana-en-casa', source);
    expect(appHtml.replaceAll('<!-- -->', '')).toMatch(/<time datetime="2025-03-01" data-field="date">1 de marzo de 2025<\/time> · <span>Actualizado el <time datetime="2026-11-20">20 de noviembre de 2026<\/time><\/span> · /i);
    expect(articleOf(headHtml)).toMatchObject({ datePublished: '2025-03-01', dateModified: '2026-11-20' });
  });
});
