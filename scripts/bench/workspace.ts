import { cpSync, existsSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { root } from '../content/paths';
import { generatePosts } from './generate-posts';

/** What a build reads; copied so the benchmark never writes into the project's own content or dist. */
const projectFiles = ['content', 'public', 'src', 'scripts', 'index.html', 'forms.html', 'vite.config.ts', 'tsconfig.json', 'package.json'];

export interface Workspace {
  dir: string;
  remove(): void;
}

/** A copy of the project with `posts` synthetic posts added to content/blog, sharing node_modules. */
export function createWorkspace(posts: number): Workspace {
  const dir = mkdtempSync(path.join(tmpdir(), `bench-${posts}-`));
  for (const name of projectFiles) {
    const from = path.join(root, name);
    if (!existsSync(from)) continue;
    // Generated data is rebuilt in the copy, never carried over.
    cpSync(from, path.join(dir, name), { recursive: true, filter: (source) => !source.startsWith(path.join(root, 'public', 'data')) });
  }
  symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  for (const post of generatePosts(posts)) writeFileSync(path.join(dir, 'content', 'blog', post.file), post.markdown);
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
