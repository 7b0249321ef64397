import { cpSync, existsSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { root } from '../content/paths';
import { buildSources } from '../build-sources';
import { generatePosts } from './generate-posts';

export interface Workspace {
  dir: string;
  remove(): void;
}

/** A copy of the project with `posts` synthetic posts added to content/blog, sharing node_modules. */
export function createWorkspace(posts: number): Workspace {
  const dir = mkdtempSync(path.join(tmpdir(), `bench-${posts}-`));
  // What a build reads, copied so the benchmark never writes into the project's own content or
  // dist; generated data is rebuilt in the copy, never carried over.
  const generated = buildSources.generated.map((name) => path.join(root, name));
  for (const name of buildSources.files) {
    const from = path.join(root, name);
    if (!existsSync(from)) continue;
    cpSync(from, path.join(dir, name), { recursive: true, filter: (source) => !generated.some((skipped) => source === skipped || source.startsWith(`${skipped}${path.sep}`)) });
  }
  symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  for (const post of generatePosts(posts)) writeFileSync(path.join(dir, 'content', 'blog', post.file), post.markdown);
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
