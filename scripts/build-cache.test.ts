import { randomBytes } from 'node:crypto';
import { existsSync, linkSync, lstatSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BuildCache, LOCAL_KEY_FILE, openBuildCache, TamperedCacheError } from './build-cache';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'build-cache-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const cacheIn = (folder: string, key: Uint8Array = Buffer.from('the key of this test, long enough to be one')) => new BuildCache({ dir: path.join(dir, folder), key });

describe('BuildCache', () => {
  it('gives back what was written under its name, and nothing for a name never written', () => {
    const cache = cacheIn('cache');
    cache.write('cards/abc.png', Buffer.from('a picture'));
    expect(cache.read('cards/abc.png')?.toString()).toBe('a picture');
    expect(cache.read('cards/other.png')).toBeUndefined();
    expect(cache.list('cards')).toEqual(['abc.png']);
    cache.remove('cards/abc.png');
    expect(cache.read('cards/abc.png')).toBeUndefined();
  });

  it('takes nothing made under another key: a fork, another key or an older format is a miss', () => {
    const cache = cacheIn('cache');
    const other = cacheIn('cache', randomBytes(32));
    other.write('parsed/parsed-0.bin', Buffer.from('made by a build that has no secret'));
    expect(cache.read('parsed/parsed-0.bin')).toBeUndefined();
    writeFileSync(path.join(cache.dir, 'parsed', 'parsed-1.bin'), 'written as the cache was before it had keys');
    expect(cache.read('parsed/parsed-1.bin')).toBeUndefined();
  });

  it('stops the build at an entry of its key changed since it was made, naming the cache and how to clear it', () => {
    const cache = cacheIn('cache');
    cache.write('pages/pages-0.bin', Buffer.from('<p>The page</p>'));
    const file = path.join(cache.dir, 'pages', 'pages-0.bin');
    writeFileSync(file, Buffer.concat([readFileSync(file), Buffer.from('<script>alert(1)</script>')]));
    expect(() => cache.read('pages/pages-0.bin')).toThrow(TamperedCacheError);
    expect(() => cache.read('pages/pages-0.bin')).toThrow(`pages/pages-0.bin, in ${cache.dir}`);
    expect(() => cache.read('pages/pages-0.bin')).toThrow(`rm -rf "${cache.dir}"`);
  });

  it('ties an entry to its name: an entry moved under another name is refused', () => {
    const cache = cacheIn('cache');
    cache.write('cards/a.png', Buffer.from('card a'));
    cache.write('cards/b.png', Buffer.from('card b'));
    writeFileSync(path.join(cache.dir, 'cards', 'b.png'), readFileSync(path.join(cache.dir, 'cards', 'a.png')));
    expect(() => cache.read('cards/b.png')).toThrow(TamperedCacheError);
  });

  it.each(['../outside', '/etc/passwd', 'cards/../../x', '.hidden', 'a//b', ''])('refuses the name %j, which could lead out of its folder', (name) => {
    const cache = cacheIn('cache');
    expect(() => cache.write(name, Buffer.from('x'))).toThrow(/Not a build cache entry's name/);
    expect(() => cache.read(name)).toThrow(/Not a build cache entry's name/);
  });

  it('copies an entry into the site as a file of its own, and keeps a file already holding its bytes', () => {
    const cache = cacheIn('cache');
    cache.write('cards/a.png', Buffer.from('card a'));
    const target = path.join(dir, 'a.png');
    expect(cache.copyOut('cards/a.png', target)).toBe(6);
    expect(readFileSync(target, 'utf8')).toBe('card a');
    expect(lstatSync(target).nlink).toBe(1);
    const inode = statSync(target).ino;
    expect(cache.copyOut('cards/a.png', target)).toBe(6);
    expect(statSync(target).ino).toBe(inode);
    writeFileSync(target, 'something else entirely');
    cache.copyOut('cards/a.png', target);
    expect(readFileSync(target, 'utf8')).toBe('card a');
    expect(cache.copyOut('cards/none.png', path.join(dir, 'none.png'))).toBeUndefined();
    // A site file that an earlier build linked to a file of the cache folder becomes a file of its own.
    const linked = path.join(cache.dir, 'old-card.png');
    writeFileSync(linked, 'card a');
    rmSync(target);
    linkSync(linked, target);
    cache.copyOut('cards/a.png', target);
    expect(lstatSync(target).nlink).toBe(1);
    writeFileSync(linked, 'changed in the cache since');
    expect(readFileSync(target, 'utf8')).toBe('card a');
    expect(existsSync(path.join(dir, 'none.png'))).toBe(false);
  });
});

describe('openBuildCache', () => {
  const open = (env: NodeJS.ProcessEnv) => openBuildCache(dir, env);

  it('keeps the cache in node_modules/.cache/carebridge, or where BUILD_CACHE_DIR says', () => {
    expect(open({}).cache.dir).toBe(path.join(dir, 'node_modules', '.cache', 'carebridge'));
    expect(open({ BUILD_CACHE_DIR: '/ci/cache' }).cache.dir).toBe('/ci/cache');
  });

  it('on a developer machine, makes a key once, readable by its owner only, outside the cache, and keeps using it', () => {
    const first = open({});
    expect(first.keySource).toBe('local');
    const keyFile = path.join(dir, LOCAL_KEY_FILE);
    expect(statSync(keyFile).mode & 0o777).toBe(0o600);
    first.cache.write('x', Buffer.from('kept'));
    expect(open({}).cache.read('x')?.toString()).toBe('kept');
  });

  it('uses BUILD_CACHE_KEY when it is set, and refuses one too short to be a secret', () => {
    const secret = randomBytes(32).toString('hex');
    const opened = open({ BUILD_CACHE_KEY: secret, CI: 'true' });
    expect(opened.keySource).toBe('BUILD_CACHE_KEY');
    opened.cache.write('x', Buffer.from('kept'));
    expect(open({ BUILD_CACHE_KEY: secret, CI: 'true' }).cache.read('x')?.toString()).toBe('kept');
    expect(open({ BUILD_CACHE_KEY: `${secret}!`, CI: 'true' }).cache.read('x')).toBeUndefined();
    expect(() => open({ BUILD_CACHE_KEY: 'hunter2' })).toThrow(/at least 32/);
    expect(existsSync(path.join(dir, LOCAL_KEY_FILE))).toBe(false);
  });

  it('on CI or a build host without BUILD_CACHE_KEY, uses nothing from the cache and keeps no key in the checkout', () => {
    for (const host of [{ CI: 'true' }, { NETLIFY: 'true' }, { CF_PAGES: '1' }, { GITHUB_ACTIONS: 'true' }, { CI: 'true', BUILD_CACHE_KEY: '' }]) {
      const one = open(host);
      expect(one.keySource).toBe('none');
      one.cache.write('x', Buffer.from('made by this build'));
      expect(open(host).cache.read('x')).toBeUndefined();
    }
    expect(existsSync(path.join(dir, LOCAL_KEY_FILE))).toBe(false);
  });

  it('refuses a cache folder that holds its own key', () => {
    expect(() => open({ BUILD_CACHE_DIR: dir })).toThrow(/holds the build cache's key/);
  });
});
