import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { formatError } from './errors';
import { runPipeline } from './pipeline';
import { ScaffoldError, scaffold, scaffoldTypes, slugify, templatePlaceholders, writeScaffold, type ScaffoldType } from './scaffold';

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

  it('refuses a published post that still holds its template, at each line, saying what to write there', () => {
    const dir = siteCopy();
    const contentDir = path.join(dir, 'content');
    const item = scaffold('post', 'A test post', '2026-11-23');
    writeFileSync(path.join(contentDir, item.file), item.text.replace('\ndraft: true\n', '\n'));
    const options = { contentDir, publicDir: path.join(dir, 'public'), displayRoot: dir, today: '2026-11-23' };
    expect(runPipeline({ ...options, includeDrafts: false }).errors.map(formatError)).toEqual([
      'content/blog/a-test-post.md:4:10  excerpt  still holds the template\'s "Write one or two sentences about the post."  (write one or two sentences about this post, for its card and search results)',
      'content/blog/a-test-post.md:5:9  author  still holds the template\'s "Your Name"  (write the author as it should be printed, like Maria Delgado, RN)',
      'content/blog/a-test-post.md:10:8  image  still holds the template\'s "/images/placeholder.svg"  (put the post\'s picture under public/images/blog/ and write its address, like /images/blog/wound-care.jpg)',
      'content/blog/a-test-post.md:11:11  imageAlt  still holds the template\'s "Describe what the image shows"  (write what the image shows, like A nurse changing a dressing at a kitchen table)',
      'content/blog/a-test-post.md:14:1  body  still holds the template\'s "# First heading"  (write the post\'s first heading)',
      'content/blog/a-test-post.md:16:1  body  still holds the template\'s "Write the post here. Link to pages with their path, like [how it works](/how-it-works)."  (write the post in place of this line)',
    ]);
  });

  it.each(Object.keys(scaffoldTypes) as ScaffoldType[])('refuses each placeholder of a published %s and keeps passing it as a draft', (type) => {
    const dir = siteCopy();
    const contentDir = path.join(dir, 'content');
    const item = scaffold(type, 'A test entry', '2026-11-23');
    const options = { contentDir, publicDir: path.join(dir, 'public'), displayRoot: dir, today: '2026-11-23', includeDrafts: false };
    writeScaffold(contentDir, item);
    expect(runPipeline(options).errors).toEqual([]);
    writeFileSync(path.join(contentDir, item.file), item.text.replace('\ndraft: true\n', '\n'));
    const reported = runPipeline(options).errors;
    const { fields, body } = templatePlaceholders(type);
    const expected = [...Object.values(fields), ...body];
    expect(expected.length).toBeGreaterThan(0);
    expect(reported.map((error) => error.message)).toEqual(expect.arrayContaining(expected.map((p) => `still holds the template's "${p.text}"`)));
    expect(reported).toHaveLength(expected.length);
  });

  it('reads its placeholders from the templates it writes', () => {
    for (const type of Object.keys(scaffoldTypes) as ScaffoldType[]) {
      const { text } = scaffold(type, 'A test entry', '2026-11-23');
      const { fields, body } = templatePlaceholders(type);
      for (const placeholder of [...Object.values(fields), ...body]) expect(text).toContain(placeholder.text);
    }
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
