import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, readlinkSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { root } from '../content/paths';
import { LISTING_PAGE_SIZE } from '../../src/features/search/pagination';
import { createPeerWorkspace, installPeer, PEER_DIR, peerAstroVersion, peerSite } from './astro-peer';
import { generatePosts } from './generate-posts';

const dir = mkdtempSync(path.join(tmpdir(), 'bench-astro-peer-test-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

interface Manifest {
  dependencies: Record<string, string>;
  devDependencies?: Record<string, string>;
}
const readJson = <T>(file: string) => JSON.parse(readFileSync(file, 'utf8')) as T;

describe('a workspace of the Astro peer', () => {
  const nodeModules = path.join(dir, 'modules');
  mkdirSync(nodeModules);
  const workspace = createPeerWorkspace(5, { nodeModules });
  afterAll(() => workspace.remove());

  it('has the generated posts the site’s bench workspace gets, byte for byte, and nothing else in posts/', () => {
    const posts = generatePosts(5);
    expect(readdirSync(path.join(workspace.dir, 'posts')).sort()).toEqual(posts.map((post) => post.file));
    for (const post of posts) expect(readFileSync(path.join(workspace.dir, 'posts', post.file), 'utf8')).toBe(post.markdown);
  });

  it('has every picture the posts name, and the mark its cards show', () => {
    const images = new Set(generatePosts(50).map((post) => /^image: (.+)$/m.exec(post.markdown)![1]!));
    for (const image of [...images, '/favicon.svg']) expect(existsSync(path.join(workspace.dir, 'public', image)), image).toBe(true);
  });

  it('lists the posts by the site’s own listing page size and shows the site’s name and address', () => {
    const site = readJson<ReturnType<typeof peerSite>>(path.join(workspace.dir, 'src', 'site.json'));
    expect(site).toEqual({ name: 'CareBridge Connect', url: 'https://www.carebridgeconnect.com', listingPageSize: LISTING_PAGE_SIZE });
  });

  it('links the node_modules given and carries the peer’s own sources', () => {
    expect(readlinkSync(path.join(workspace.dir, 'node_modules'))).toBe(nodeModules);
    expect(readFileSync(path.join(workspace.dir, 'package.json'), 'utf8')).toBe(readFileSync(path.join(PEER_DIR, 'package.json'), 'utf8'));
    expect(existsSync(path.join(workspace.dir, 'src', 'pages', 'blog', '[slug].astro'))).toBe(true);
  });
});

describe('the Astro peer’s packages', () => {
  const manifest = readJson<Manifest>(path.join(PEER_DIR, 'package.json'));
  const lock = readJson<{ packages: Record<string, Manifest & { version?: string }> }>(path.join(PEER_DIR, 'package-lock.json'));

  it('are pinned to exact versions, as its lock file installs them', () => {
    for (const [name, version] of Object.entries(manifest.dependencies)) {
      expect(version, name).toMatch(/^\d+\.\d+\.\d+$/);
      expect(lock.packages[`node_modules/${name}`]?.version, name).toBe(version);
    }
    expect(lock.packages['']!.dependencies).toEqual(manifest.dependencies);
    expect(peerAstroVersion()).toBe(manifest.dependencies.astro);
  });

  it('draw the cards with the versions of satori, resvg and Inter the site draws its own with', () => {
    const project = readJson<Manifest>(path.join(root, 'package.json'));
    for (const name of ['satori', '@resvg/resvg-js', '@fontsource/inter']) expect(manifest.dependencies[name], name).toBe(project.devDependencies![name]);
  });

  it('are not the project’s: its own package.json names no Astro', () => {
    const project = readJson<Manifest>(path.join(root, 'package.json'));
    expect(Object.keys({ ...project.dependencies, ...project.devDependencies }).filter((name) => name.startsWith('astro') || name.startsWith('@astrojs/'))).toEqual([]);
  });
});

describe('installing the Astro peer’s packages', () => {
  const peer = path.join(dir, 'peer');
  mkdirSync(peer);
  writeFileSync(path.join(peer, 'package.json'), '{}');
  const cache = path.join(dir, 'cache');

  it('runs once per lock file, in a folder of that lock file’s own with its package files', () => {
    writeFileSync(path.join(peer, 'package-lock.json'), '{"lockfileVersion":3}');
    const installs: string[] = [];
    const first = installPeer({ peer, cache, install: (at) => installs.push(at) });
    expect(first.installed).toBe(true);
    expect(installs).toHaveLength(1);
    expect(first.nodeModules).toBe(path.join(installs[0]!, 'node_modules'));
    expect(readFileSync(path.join(installs[0]!, 'package-lock.json'), 'utf8')).toBe('{"lockfileVersion":3}');
    expect(installPeer({ peer, cache, install: (at) => installs.push(at) })).toEqual({ nodeModules: first.nodeModules, installed: false });
    expect(installs).toHaveLength(1);

    writeFileSync(path.join(peer, 'package-lock.json'), '{"lockfileVersion":3,"packages":{}}');
    const changed = installPeer({ peer, cache, install: (at) => installs.push(at) });
    expect(changed.installed).toBe(true);
    expect(changed.nodeModules).not.toBe(first.nodeModules);
  });

  it('runs again after an install that failed', () => {
    writeFileSync(path.join(peer, 'package-lock.json'), '{"lockfileVersion":3,"name":"failed"}');
    expect(() =>
      installPeer({
        peer,
        cache,
        install: () => {
          throw new Error('npm ci failed');
        },
      }),
    ).toThrow('npm ci failed');
    const installs: string[] = [];
    expect(installPeer({ peer, cache, install: (at) => installs.push(at) }).installed).toBe(true);
    expect(installs).toHaveLength(1);
  });
});
