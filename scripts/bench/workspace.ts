import { randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { root } from '../content/paths';
import { buildSources } from '../build-sources';
import { generatePosts } from './generate-posts';

export interface Workspace {
  dir: string;
  /**
   * What a build of the copy runs with: a build cache of its own in `.build-cache/`, and a key of
   * its own for it (on CI, where no key file is kept, builds of the copy share it as CI's builds
   * share their secret).
   */
  buildEnv: { BUILD_CACHE_DIR: string; BUILD_CACHE_KEY: string };
  remove(): void;
}

export interface WorkspaceOptions {
  /** The project to copy: this one, or another revision of it checked out elsewhere. */
  from?: string;
  /** The node_modules the copy links to: the project's own unless the source has other packages. */
  nodeModules?: string;
}

/** The files a build of `from` reads, by that project's own list when it has one. */
function sourcesOf(from: string): { files: string[]; generated: string[] } {
  const list = path.join(from, 'scripts', 'build-sources.json');
  if (from === root || !existsSync(list)) return buildSources;
  return JSON.parse(readFileSync(list, 'utf8')) as { files: string[]; generated: string[] };
}

/** A copy of the project with `posts` synthetic posts added to content/blog, sharing node_modules. */
export function createWorkspace(posts: number, { from = root, nodeModules = path.join(root, 'node_modules') }: WorkspaceOptions = {}): Workspace {
  const dir = mkdtempSync(path.join(tmpdir(), `bench-${posts}-`));
  // What a build reads, copied so the benchmark never writes into the project's own content or
  // dist; generated data is rebuilt in the copy, never carried over.
  const sources = sourcesOf(from);
  const generated = sources.generated.map((name) => path.join(from, name));
  for (const name of sources.files) {
    const source = path.join(from, name);
    if (!existsSync(source)) continue;
    cpSync(source, path.join(dir, name), { recursive: true, filter: (file) => !generated.some((skipped) => file === skipped || file.startsWith(`${skipped}${path.sep}`)) });
  }
  symlinkSync(nodeModules, path.join(dir, 'node_modules'), 'dir');
  for (const post of generatePosts(posts)) writeFileSync(path.join(dir, 'content', 'blog', post.file), post.markdown);
  const buildEnv = { BUILD_CACHE_DIR: path.join(dir, '.build-cache'), BUILD_CACHE_KEY: randomBytes(32).toString('hex') };
  return { dir, buildEnv, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
