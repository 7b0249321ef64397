import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { formatError } from './errors';
import { runPipeline } from './pipeline';
import { ScaffoldError, scaffold, scaffoldTypes, slugify, writeScaffold, type ScaffoldType } from './scaffold';

const fixtureSite = path.resolve(import.meta.dirname, '../../tests/fixtures/site');
const temporary: string[] = [];

function siteCopy() {
  const dir = mkdtempSync(path.join(tmpdir(), 'scaffold-'));
  temporary.push(dir);
  cpSync(fixtureSite, dir, { recursive: true });
  return dir;
}

afterEach(() => {
  for (const dir of temporary.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('slugify', () => {
  it.each([
    ['Wound Care at Home: What Families Should Expect', 'wound-care-at-home-what-families-should-expect'],
    ["Café & Patients' Rights", 'cafe-and-patients-rights'],
    ['  --Hello   World--  ', 'hello-world'],
  ])('%s -> %s', (title, slug) => {
    expect(slugify(title)).toBe(slug);
  });
});

describe('scaffold', () => {
  it.each(Object.keys(scaffoldTypes) as ScaffoldType[])('writes a %s that passes the content check as a draft', (type) => {
    const dir = siteCopy();
    const contentDir = path.join(dir, 'content');
    const item = scaffold(type, 'Wound Care at Home: "What" Families #1 Should Expect', '2026-11-23');
    writeScaffold(contentDir, item);
    const options = { contentDir, publicDir: path.join(dir, 'public'), displayRoot: dir };
    expect(runPipeline({ ...options, includeDrafts: true }).errors.map(formatError)).toEqual([]);
    // A draft stays out of the build until the author removes draft: true.
    expect(readFileSync(path.join(contentDir, item.file), 'utf8')).toContain('\ndraft: true\n');
  });

  it('names the post after its title and previews it at its own address', () => {
    const item = scaffold('post', 'Wound Care at Home', '2026-11-23');
    expect(item.file).toBe('blog/wound-care-at-home.md');
    expect(item.previewPath).toBe('/blog/wound-care-at-home');
    expect(item.text).toContain('\ndate: 2026-11-23\n');
    expect(item.text).toContain('# One of: Patient Care, Technology, Industry News, Best Practices, Case Management\ncategory: Patient Care\n');
  });

  it('refuses a title without letters or digits', () => {
    expect(() => scaffold('faq', '?!', '2026-11-23')).toThrow(ScaffoldError);
  });

  it('refuses to overwrite an existing file and leaves it unchanged', () => {
    const dir = siteCopy();
    const contentDir = path.join(dir, 'content');
    const existing = path.join(contentDir, 'blog', 'first-post.md');
    writeFileSync(existing, 'mine');
    expect(() => writeScaffold(contentDir, scaffold('post', 'First Post', '2026-11-23'))).toThrow(
      'content/blog/first-post.md already exists; choose another title or edit that file.',
    );
    expect(readFileSync(existing, 'utf8')).toBe('mine');
  });
});
