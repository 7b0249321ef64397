import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runPipeline } from '../content/pipeline';
import { generatePosts } from './generate-posts';

const root = path.resolve(import.meta.dirname, '../..');
const dir = mkdtempSync(path.join(tmpdir(), 'bench-posts-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('synthetic benchmark posts', () => {
  it('are the same on every run', () => {
    expect(generatePosts(5)).toEqual(generatePosts(5));
  });

  it('are about 800 words long', () => {
    const words = generatePosts(20).map((post) => post.markdown.split(/\s+/).length);
    for (const count of words) expect(count).toBeGreaterThan(650);
    for (const count of words) expect(count).toBeLessThan(1100);
  });

  it('pass the content check beside the real content', () => {
    cpSync(path.join(root, 'content'), path.join(dir, 'content'), { recursive: true });
    for (const post of generatePosts(40)) writeFileSync(path.join(dir, 'content', 'blog', post.file), post.markdown);
    const result = runPipeline({ contentDir: path.join(dir, 'content'), publicDir: path.join(root, 'public'), includeDrafts: false, displayRoot: dir });
    expect(result.errors).toEqual([]);
    expect(result.blogSlugs.filter((slug) => slug.startsWith('bench-'))).toHaveLength(40);
  });
});
