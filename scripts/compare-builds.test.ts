import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { compareBuilds, firstDifference } from './compare-builds';

async function build(files: Record<string, string>): Promise<string> {
  const dist = await mkdtemp(path.join(tmpdir(), 'build-'));
  for (const [name, text] of Object.entries(files)) {
    const file = path.join(dist, 'client', name);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, text);
  }
  return dist;
}

describe('compareBuilds', () => {
  it('finds nothing between two builds that serve the same bytes', async () => {
    const files = { 'index.html': '<h1>Home</h1>', 'blog/a.html': '<p>a</p>', 'assets/app-1a2b.js': 'x' };
    expect(await compareBuilds(await build(files), await build(files))).toEqual([]);
  });

  it('names a page that differs, one missing, one new and a renamed asset', async () => {
    const before = await build({ 'index.html': '<h1>Home</h1>', 'about.html': 'a', 'assets/app-1a2b.js': 'x' });
    const after = await build({ 'index.html': '<h1>Homes</h1>', 'faq.html': 'f', 'assets/app-3c4d.js': 'x' });
    const report = await compareBuilds(before, after);
    expect(report).toContain('missing: about.html');
    expect(report).toContain('new: faq.html');
    expect(report).toContain(`missing: ${path.join('assets', 'app-1a2b.js')}`);
    expect(report).toContain(`new: ${path.join('assets', 'app-3c4d.js')}`);
    expect(report.find((line) => line.startsWith('differs: index.html'))).toContain('character 8');
  });
});

describe('firstDifference', () => {
  it('gives the line and the text around the first change', () => {
    expect(firstDifference('one\ntwo\nthree', 'one\ntwo\nthree!', 3)).toContain('line 3, character 13');
  });
});
