import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { appendFileSync, cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWorkspace, type Workspace } from './bench/workspace';

// Whole builds of a copy of the site, cards and search index on. A warm build (the cache of the
// builds before it) must give the site a cold build of the same tree gives, byte for byte, after
// any change; a cache changed by someone else must give that site or no site at all.

const POST = 'houston-home-health-landscape';
const PHOTO = path.join('public', 'images', 'blog', 'cache-test.jpg');
/** libfaketime, which moves the build's clock to another day (Debian's faketime, which .ci/run installs). */
const FAKETIME = ['x86_64-linux-gnu', 'aarch64-linux-gnu'].map((arch) => `/usr/lib/${arch}/faketime/libfaketime.so.1`).find((file) => existsSync(file));

let warm: Workspace;
let cold: Workspace;

interface Built {
  status: number | null;
  log: string;
}

function build(workspace: Workspace, env: Record<string, string> = {}): Built {
  const result = spawnSync(process.execPath, ['scripts/build.mjs'], { cwd: workspace.dir, env: { ...process.env, ...workspace.buildEnv, ...env }, encoding: 'utf8' });
  return { status: result.status, log: `${result.stdout}\n${result.stderr}` };
}

function built(workspace: Workspace, env: Record<string, string> = {}): string {
  const { status, log } = build(workspace, env);
  if (status !== 0) throw new Error(`The build failed:\n${log}`);
  return log;
}

/** The reference: the same tree built with an empty cache of its own. */
function builtCold(env: Record<string, string> = {}): string {
  rmSync(cold.buildEnv.BUILD_CACHE_DIR, { recursive: true, force: true });
  return built(cold, { ...env, BUILD_CACHE_DIR: mkdtempSync(path.join(tmpdir(), 'cold-cache-')) });
}

const filesOf = (dir: string) => (readdirSync(dir, { recursive: true, withFileTypes: true }) as import('node:fs').Dirent[]).filter((entry) => entry.isFile()).map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name))).sort();

/** Every file either site has that the other does not have with the same bytes. */
function differences(): string[] {
  const [a, b] = [warm, cold].map((workspace) => path.join(workspace.dir, 'dist', 'client'));
  const [filesA, filesB] = [filesOf(a!), filesOf(b!)];
  const all = new Set([...filesA, ...filesB]);
  return [...all].filter((file) => !filesA.includes(file) || !filesB.includes(file) || !readFileSync(path.join(a!, file)).equals(readFileSync(path.join(b!, file))));
}

/** Applies a change to both copies of the site. */
function change(edit: (dir: string) => void): void {
  for (const workspace of [warm, cold]) edit(workspace.dir);
}

function replaceIn(dir: string, file: string, from: string | RegExp, to: string): void {
  const target = path.join(dir, file);
  const text = readFileSync(target, 'utf8');
  const next = text.replace(from, to);
  if (next === text) throw new Error(`${file} does not hold ${String(from)}`);
  writeFileSync(target, next);
}

/** A photo-like picture: noise, blown up (flat colour would compress to nothing). */
const photo = (mean: number) =>
  sharp({ create: { width: 120, height: 80, channels: 3, background: '#6b8cae', noise: { type: 'gaussian', mean, sigma: 40 } } })
    .resize(1200, 800, { kernel: 'cubic' })
    .jpeg({ quality: 85 })
    .toBuffer();

// The noise is drawn anew at each call: both copies of the site get the one picture.
let replacement: Promise<Buffer> | undefined;
const otherPhoto = () => (replacement ??= photo(90));

beforeAll(async () => {
  warm = createWorkspace(0);
  cold = createWorkspace(0);
  const picture = await photo(120);
  change((dir) => {
    mkdirSync(path.dirname(path.join(dir, PHOTO)), { recursive: true });
    writeFileSync(path.join(dir, PHOTO), picture);
    replaceIn(dir, path.join('content', 'blog', `${POST}.md`), /^image: .*$/m, `image: /${PHOTO.split(path.sep).slice(1).join('/')}`);
  });
  built(warm);
}, 180_000);

afterAll(() => {
  warm?.remove();
  cold?.remove();
});

describe('a warm build', () => {
  it('gives the site a cold build gives when nothing changed, taking what it can from the cache', () => {
    const log = built(warm);
    expect(log).toMatch(/Social cards: \d+ \(0 made/);
    expect(log).toMatch(/its index, from the cache/);
    expect(log).toMatch(/as the last build wrote them/);
    builtCold();
    expect(differences()).toEqual([]);
    // The security headers are written once the search index is: a cold build's cover it too.
    expect(readFileSync(path.join(cold.dir, 'dist', 'client', '_headers'), 'utf8')).toMatch(/^\/pagefind\/\*\n {2}Content-Security-Policy: /m);
  }, 120_000);

  const changes: [string, (dir: string) => void | Promise<void>][] = [
    ['a layout component', (dir) => replaceIn(dir, 'src/components/layout/Footer.tsx', '<p>{t(\'footer.newsletterText\')}</p>', '<p>{t(\'footer.newsletterText\')} </p>')],
    ["a section's CSS", (dir) => replaceIn(dir, 'src/components/sections/PageHero.tsx', 'padding: ${theme.space(20)} 0;', 'padding: ${theme.space(18)} 0;')],
    ['site.yml', (dir) => replaceIn(dir, 'content/site.yml', 'tagline: Home Health Care Coordination Platform', 'tagline: Home Health Care Coordination')],
    ['the interface words', (dir) => replaceIn(dir, 'content/interface/en.yml', 'Home health news and referral insights in your inbox.', 'Home health news in your inbox.')],
    ["a post's date", (dir) => replaceIn(dir, path.join('content', 'blog', `${POST}.md`), /^date: .*$/m, 'date: 2026-01-05')],
    ['an image replaced under the same name', async (dir) => writeFileSync(path.join(dir, PHOTO), await otherPhoto())],
    ["a translation's source", (dir) => appendFileSync(path.join(dir, 'content', 'blog', 'care-transitions-hospital-to-home.md'), '\nOne more sentence in English.\n')],
    ['a dependency in the lock file', (dir) => replaceIn(dir, 'package-lock.json', '"name": "carebridge-website"', '"name": "carebridge-website" ')],
    ['the palette', (dir) => replaceIn(dir, 'src/styles/theme.ts', "textMuted: '#475569',", "textMuted: '#465569',")],
    ["the cards' drawing code", (dir) => replaceIn(dir, 'scripts/images/draw-social-card.ts', 'fontSize: 26, fontWeight: 600', 'fontSize: 25, fontWeight: 600')],
  ];

  it.each(changes)('gives the site a cold build gives after a change to %s', async (_, edit) => {
    for (const workspace of [warm, cold]) await edit(workspace.dir);
    built(warm);
    builtCold();
    expect(differences()).toEqual([]);
  }, 180_000);

  it.skipIf(!FAKETIME)('gives the site a cold build gives on the next day', () => {
    const tomorrow = new Date(Date.now() + 24 * 3600_000).toISOString().slice(0, 10);
    // Noon in Houston; file times stay the kernel's, which the build compares with each other.
    const nextDay = { LD_PRELOAD: FAKETIME!, FAKETIME: `@${tomorrow} 18:00:00`, NO_FAKE_STAT: '1' };
    built(warm, nextDay);
    builtCold(nextDay);
    expect(differences()).toEqual([]);
    // Back to today, for the tests below.
    built(warm);
  }, 180_000);
});

describe('a build cache changed by someone else', () => {
  const cacheDir = () => warm.buildEnv.BUILD_CACHE_DIR;
  const saved = path.join(tmpdir(), `cache-saved-${randomBytes(4).toString('hex')}`);
  beforeAll(() => {
    built(warm);
    builtCold();
    cpSync(cacheDir(), saved, { recursive: true });
  }, 180_000);
  afterAll(() => rmSync(saved, { recursive: true, force: true }));

  const restore = () => {
    rmSync(cacheDir(), { recursive: true, force: true });
    cpSync(saved, cacheDir(), { recursive: true });
  };
  const entry = (...parts: string[]) => path.join(cacheDir(), ...parts);
  /** Replaces `from` with `to` in a cache file's bytes (the entry's header kept). */
  const tamper = (file: string, from: string, to: string) => {
    const bytes = readFileSync(file);
    const at = bytes.indexOf(Buffer.from(from));
    if (at < 0) throw new Error(`${file} does not hold ${from}`);
    writeFileSync(file, Buffer.concat([bytes.subarray(0, at), Buffer.from(to), bytes.subarray(at + from.length)]));
  };
  /** The cache entry under `folder` whose bytes are the built site's `file` (earlier builds' entries stay beside it). */
  const entryOf = (folder: string, file: string) => {
    const bytes = readFileSync(path.join(warm.dir, 'dist', 'client', file));
    const found = readdirSync(entry(folder), { recursive: true })
      .map((name) => entry(folder, String(name)))
      .find((name) => name.endsWith(path.extname(file)) && readFileSync(name).subarray(52).equals(bytes));
    if (!found) throw new Error(`No entry under ${folder} holds ${file}`);
    return found;
  };

  /** The build fails, names the cache and how to clear it, and leaves no build npm start would serve. */
  const expectRefused = () => {
    const { status, log } = build(warm);
    expect(status).not.toBe(0);
    expect(log).toContain('changed after it was made');
    expect(log).toContain(`rm -rf "${cacheDir()}"`);
    expect(existsSync(path.join(warm.dir, 'dist', 'build-info.json'))).toBe(false);
    restore();
  };

  it('refuses a script added to a cached tree of a post', () => {
    const parsed = readdirSync(entry('parsed')).map((file) => entry('parsed', file)).find((file) => readFileSync(file).includes('Houston'))!;
    // As long as the word it replaces, so that only the tree's bytes change.
    tamper(parsed, 'Houston', '<script');
    expectRefused();
  }, 120_000);

  it('refuses a link added to a page record', () => {
    tamper(entry('pages', 'pages-0.bin'), '/blog', 'https:');
    expectRefused();
  }, 120_000);

  it("refuses a bundle file of the search index with a path outside its folder, or its script changed", () => {
    tamper(entry('search-bundles.bin'), 'pagefind.js', '../../x.js!');
    expectRefused();
    tamper(entry('search-bundles.bin'), 'pagefind', 'alert(1);');
    expectRefused();
  }, 120_000);

  it('refuses a social card replaced, and an image variant replaced', () => {
    tamper(entryOf('cards', path.join('social', 'about.png')), 'IHDR', 'IEND');
    expectRefused();
    const variant = readdirSync(path.join(warm.dir, 'dist', 'client', 'media')).find((file) => file.endsWith('.webp'))!;
    tamper(entryOf('images', path.join('media', variant)), 'WEBP', 'HTML');
    expectRefused();
  }, 180_000);

  it('takes nothing from entries made under another key (a fork, which has no secret): the site a cold build gives', () => {
    const forked = { ...warm, buildEnv: { ...warm.buildEnv, BUILD_CACHE_KEY: randomBytes(32).toString('hex') } };
    // Every entry written again by a build under the fork's key, then a card and a parsed tree changed.
    rmSync(cacheDir(), { recursive: true, force: true });
    built(forked);
    tamper(entryOf('cards', path.join('social', 'about.png')), 'IHDR', 'IEND');
    const { log } = build(warm);
    expect(log).toMatch(/Social cards: (\d+) \(\1 made/);
    expect(differences()).toEqual([]);
    restore();
  }, 180_000);
});
