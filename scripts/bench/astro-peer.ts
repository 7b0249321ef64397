/**
 * The Astro peer of the build benchmark: an Astro site (scripts/bench/astro-peer/) that does the
 * blog's share of the site's build with the same generated posts, built beside the site's build to
 * judge it against the same work. Its packages are its own, from its own lock file, installed
 * with npm ci once per lock file into a folder under node_modules/.cache and shared by its copies.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parse as parseYaml } from 'yaml';
import { contentDir, publicDir, root } from '../content/paths';
import { LISTING_PAGE_SIZE } from '../../src/features/search/pagination';
import { generatePosts } from './generate-posts';

/** The peer project as kept in the repository. */
export const PEER_DIR = path.join(root, 'scripts', 'bench', 'astro-peer');

/** The files of the site's public/ that the peer's pages show: the posts' pictures and the mark. */
const PEER_PUBLIC = ['favicon.svg', path.join('images', 'blog')];

/** The exact Astro version the peer's lock file installs. */
export function peerAstroVersion(peer = PEER_DIR): string {
  const lock = JSON.parse(readFileSync(path.join(peer, 'package-lock.json'), 'utf8')) as { packages: Record<string, { version?: string }> };
  const version = lock.packages['node_modules/astro']?.version;
  if (!version) throw new Error(`${path.join(peer, 'package-lock.json')} installs no astro`);
  return version;
}

export interface PeerInstall {
  nodeModules: string;
  /** False when an earlier run had installed the same lock file. */
  installed: boolean;
}

const npmCi = (dir: string) => {
  const result = spawnSync('npm', ['ci', '--ignore-scripts', '--no-audit', '--no-fund'], { cwd: dir, stdio: ['ignore', 'ignore', 'inherit'] });
  if (result.status !== 0) throw new Error(`npm ci failed in ${dir}`);
};

/**
 * The peer's packages, installed with `npm ci --ignore-scripts` into `cache`/<the lock file's
 * hash>, unless a run before did: a changed lock file gets a folder of its own.
 */
export function installPeer({ peer = PEER_DIR, cache = path.join(root, 'node_modules', '.cache', 'bench-astro-peer'), install = npmCi } = {}): PeerInstall {
  const lock = readFileSync(path.join(peer, 'package-lock.json'));
  const dir = path.join(cache, createHash('sha256').update(lock).digest('hex').slice(0, 16));
  const nodeModules = path.join(dir, 'node_modules');
  // Written once the install succeeded: a folder without it is an install cut short.
  const done = path.join(dir, '.installed');
  if (existsSync(done)) return { nodeModules, installed: false };
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  for (const file of ['package.json', 'package-lock.json']) cpSync(path.join(peer, file), path.join(dir, file));
  install(dir);
  writeFileSync(done, '');
  return { nodeModules, installed: true };
}

/** What the peer's pages and cards show of the site, and the listing's page size. */
export interface PeerSite {
  name: string;
  url: string;
  listingPageSize: number;
}

export function peerSite(content = contentDir): PeerSite {
  const site = parseYaml(readFileSync(path.join(content, 'site.yml'), 'utf8')) as { name: string; url: string };
  return { name: site.name, url: site.url, listingPageSize: LISTING_PAGE_SIZE };
}

export interface PeerWorkspace {
  dir: string;
  remove(): void;
}

export interface PeerWorkspaceOptions {
  peer?: string;
  nodeModules: string;
  site?: PeerSite;
  publicFrom?: string;
}

/**
 * A copy of the peer with `posts` generated posts in posts/, the same files a bench workspace of
 * the site gets in content/blog, and the pictures they name.
 */
export function createPeerWorkspace(posts: number, { peer = PEER_DIR, nodeModules, site = peerSite(), publicFrom = publicDir }: PeerWorkspaceOptions): PeerWorkspace {
  const dir = mkdtempSync(path.join(tmpdir(), `bench-astro-${posts}-`));
  for (const name of ['package.json', 'astro.config.mjs', 'tsconfig.json', 'src']) cpSync(path.join(peer, name), path.join(dir, name), { recursive: true });
  for (const name of PEER_PUBLIC) cpSync(path.join(publicFrom, name), path.join(dir, 'public', name), { recursive: true });
  writeFileSync(path.join(dir, 'src', 'site.json'), JSON.stringify(site));
  mkdirSync(path.join(dir, 'posts'));
  for (const post of generatePosts(posts)) writeFileSync(path.join(dir, 'posts', post.file), post.markdown);
  symlinkSync(nodeModules, path.join(dir, 'node_modules'), 'dir');
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** What a cold build of the peer must not find: its output and Astro's caches. */
export const PEER_OUTPUT = ['dist', '.astro', '.astro-cache'];
