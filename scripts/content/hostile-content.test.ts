import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { render } from '../../src/entry-server';
import { NotFoundError } from '../../src/data/source';
import { contentDir } from './paths';
import { runPipeline } from './pipeline';

const fixtures = path.resolve(import.meta.dirname, '../../tests/fixtures');
const dir = mkdtempSync(path.join(tmpdir(), 'hostile-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

cpSync(path.join(fixtures, 'site'), dir, { recursive: true });
cpSync(path.join(fixtures, 'hostile'), path.join(dir, 'content'), { recursive: true });
// The pages render with the site's own interface strings: the fixture's catalogue holds a few only.
cpSync(path.join(contentDir, 'interface'), path.join(dir, 'content', 'interface'), { recursive: true });
const result = runPipeline({ contentDir: path.join(dir, 'content'), publicDir: path.join(dir, 'public'), includeDrafts: false, displayRoot: dir, today: '2026-11-23' });
const source = {
  load: async (file: string) => {
    if (!result.files.has(file)) throw new NotFoundError(file);
    return result.files.get(file);
  },
};

describe('content the check accepts, however hostile, builds into harmless pages', () => {
  it('passes the check', () => {
    expect(result.errors).toEqual([]);
  });

  it.each(['/blog/accepted-but-hostile', '/blog'])('%s renders without a crash and runs nothing of the author', async (pagePath) => {
    const page = await render(pagePath, source);
    expect(page.status).toBe(200);
    const html = page.appHtml + page.headHtml;
    // Only our own scripts (the theme boot script, the route data, JSON-LD), and the author's text
    // inside them cannot close them and open markup of its own.
    const scripts = [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, , body] of scripts) expect(body).not.toMatch(/<\/?script|<img|<iframe|<b>|^\s*alert\(/i);
    expect(html).not.toMatch(/<iframe|<style>body|\son[a-z]+="|javascript:/i);
    expect(html).not.toMatch(/<img[^>]*src="x"/);
  });

  it('keeps the hostile text as text', async () => {
    const { appHtml } = await render('/blog/accepted-but-hostile', source);
    expect(appHtml).toContain('Accepted but &lt;script&gt;alert(&#x27;title&#x27;)&lt;/script&gt; hostile');
    expect(appHtml).toContain('id="h-constructor"');
    expect(appHtml).toContain('<a href="tel:+17135550142">call us</a>');
  });
});
