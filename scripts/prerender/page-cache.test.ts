import { spawnSync } from 'node:child_process';
import { appendFileSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWorkspace, type Workspace } from '../bench/workspace';
import { inputDigest, keptFiles, keyWith, readPageRecords, recordOf, sharedKey, writePageRecords, type PageCache } from './page-cache';

describe('the page cache', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'page-cache-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const page = (name: string, text: string) => {
    const file = path.join(dir, name);
    writeFileSync(file, text);
    return { file, data: Buffer.from(text) };
  };

  it('keeps a page whose inputs are the same and whose files are the bytes written', () => {
    const files = [page('about.html', '<p>About</p>'), page('about.html.br', 'compressed')];
    const record = recordOf([['data/site.json', inputDigest('{"name":"A"}')]], files, dir, { path: '/about' });
    expect(record.files).toEqual([['about.html', expect.any(String)], ['about.html.br', expect.any(String)]]);
    const now = (json: string) => () => inputDigest(json);
    expect(keptFiles(record, now('{"name":"A"}'), dir)?.map(({ file, data, kept }) => [path.basename(file), data.toString(), kept])).toEqual([
      ['about.html', '<p>About</p>', true],
      ['about.html.br', 'compressed', true],
    ]);
    // A file it read has changed: rendered again.
    expect(keptFiles(record, now('{"name":"B"}'), dir)).toBeUndefined();
    // Its compressed form was written over since (a build stopped halfway, a hand): rendered again.
    page('about.html.br', 'other bytes');
    expect(keptFiles(record, now('{"name":"A"}'), dir)).toBeUndefined();
    rmSync(path.join(dir, 'about.html.br'));
    expect(keptFiles(record, now('{"name":"A"}'), dir)).toBeUndefined();
  });

  it("tells a post's file apart by the source its body was made from, and a file that is not there", () => {
    expect(inputDigest('{}', 'source one')).not.toBe(inputDigest('{}', 'source two'));
    expect(inputDigest(undefined)).not.toBe(inputDigest(''));
  });

  it('shares one key between pages of the same code, mode, templates, images and day in Houston', () => {
    const base = { code: 'code', mode: 'production', templates: ['<html>', '<forms>'], images: '[]', today: new Date('2026-11-27T12:00:00Z') };
    expect(sharedKey(base)).toBe(sharedKey({ ...base, today: new Date('2026-11-27T18:00:00Z') }));
    for (const changed of [{ code: 'other' }, { mode: 'development' }, { templates: ['<html lang>', '<forms>'] }, { images: '[["/a.jpg",{}]]' }]) {
      expect(sharedKey({ ...base, ...changed })).not.toBe(sharedKey(base));
    }
    // 05:00 UTC is the evening before in Houston; 07:00 UTC is the next day there.
    expect(sharedKey({ ...base, today: new Date('2026-11-28T05:00:00Z') })).not.toBe(sharedKey({ ...base, today: new Date('2026-11-28T07:00:00Z') }));
    expect(keyWith('key', { en: { 'search-results': '/a' } })).not.toBe(keyWith('key', { en: { 'search-results': '/b' } }));
  });

  it("reads every worker's records made under the key, and none under another", () => {
    const cache: PageCache = { access: { dir, key: Buffer.from('a key of this test, long enough to be one') }, key: 'one' };
    const record = recordOf([], [], dir, { path: '/' });
    writePageRecords(cache, 0, new Map([['/', record]]));
    writePageRecords(cache, 1, new Map([['/about', record]]));
    expect([...readPageRecords(cache).keys()].sort()).toEqual(['/', '/about']);
    expect(readPageRecords({ ...cache, key: 'two' }).size).toBe(0);
    expect(readPageRecords({ ...cache, access: { ...cache.access, dir: path.join(dir, 'none') } }).size).toBe(0);
  });
});

// The whole build on a copy of the site, built again after each change an author or a build makes.
describe('a build after a build', () => {
  const POST = 'houston-home-health-landscape';
  let workspace: Workspace;
  const logs: string[] = [];

  function build(): string {
    const result = spawnSync(process.execPath, ['scripts/build.mjs'], {
      cwd: workspace.dir,
      env: { ...process.env, ...workspace.buildEnv, SOCIAL_CARDS: 'off', SEARCH_INDEX: 'off' },
      encoding: 'utf8',
    });
    if (result.status !== 0) throw new Error(`The build failed:\n${result.stdout}\n${result.stderr}`);
    logs.push(result.stdout);
    return result.stdout;
  }
  /** How many pages the build rendered and how many it kept as the last one wrote them. */
  const counted = (log: string) => {
    const match = /Prerendered (\d+) pages(?: \((\d+) as the last build wrote them)?/.exec(log);
    if (!match) throw new Error(`No count of pages in the build's log:\n${log}`);
    return { pages: Number(match[1]), kept: Number(match[2] ?? 0) };
  };
  const built = (...parts: string[]) => readFileSync(path.join(workspace.dir, 'dist', 'client', ...parts), 'utf8');

  beforeAll(() => {
    workspace = createWorkspace(0);
    build();
  }, 120_000);
  afterAll(() => workspace?.remove());

  it('keeps every page it would render the same, but the home page, whose file the bundle build takes over', () => {
    const { pages, kept } = counted(build());
    expect(pages).toBeGreaterThan(50);
    expect(kept).toBe(pages - 1);
  }, 60_000);

  it("renders a post whose body an author changed, with the change, and keeps pages that do not show it", () => {
    appendFileSync(path.join(workspace.dir, 'content', 'blog', `${POST}.md`), '\nA sentence added by an author after the last build.\n');
    const { pages, kept } = counted(build());
    expect(built('blog', `${POST}.html`)).toContain('A sentence added by an author after the last build.');
    expect(kept).toBeGreaterThan(0);
    expect(kept).toBeLessThan(pages - 1);
  }, 60_000);

  it("renders every page that shows the English site's facts when they change, each with the new ones, and keeps pages that read none of them", () => {
    // The blurb every page's footer shows.
    const site = path.join(workspace.dir, 'content', 'site.yml');
    writeFileSync(site, readFileSync(site, 'utf8').replace('place patients with the right home health agency, fast.', 'place patients with the right agency, the same day.'));
    const { pages, kept } = counted(build());
    // Pages that read none of the English facts (the Spanish pages, which show their own, and the
    // form pages, which show no blurb) are kept; every other page is rendered.
    expect(kept).toBeLessThan(pages / 2);
    expect(kept).toBeGreaterThan(0);
    const english = (readdirSync(path.join(workspace.dir, 'dist', 'client'), { recursive: true }) as string[]).filter(
      (file) => file.endsWith('.html') && file !== 'es.html' && !file.startsWith(`es${path.sep}`) && built(file).includes('<footer class='),
    );
    expect(english.length).toBeGreaterThan(30);
    for (const file of english) {
      expect(built(file), file).toContain('place patients with the right agency, the same day.');
      expect(built(file), file).not.toContain('place patients with the right home health agency, fast.');
    }
  }, 60_000);

  it('renders again a page whose compressed form is not what the last build wrote', () => {
    const br = path.join(workspace.dir, 'dist', 'client', 'privacy.html.br');
    writeFileSync(br, 'damaged');
    const { pages, kept } = counted(build());
    expect(kept).toBe(pages - 2);
    expect(brotliDecompressSync(readFileSync(br)).toString()).toBe(built('privacy.html'));
  }, 60_000);
});
