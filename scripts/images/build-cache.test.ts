import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { linkFromCache } from './build-cache';

describe('linkFromCache', () => {
  let dir: string;
  const file = (name: string) => path.join(dir, name);
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'build-cache-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('links a cached file into the site and gives its size', () => {
    writeFileSync(file('cached.png'), 'twelve bytes');
    expect(linkFromCache(file('cached.png'), file('site.png'))).toBe(12);
    expect(statSync(file('site.png')).ino).toBe(statSync(file('cached.png')).ino);
  });

  it('says the cache has no such file, and puts nothing into the site', () => {
    expect(linkFromCache(file('missing.png'), file('site.png'))).toBeUndefined();
    expect(existsSync(file('site.png'))).toBe(false);
  });

  it('replaces a file already in the site, never writing into it (it may be a link to another cached file)', () => {
    writeFileSync(file('old.png'), 'the old card');
    writeFileSync(file('new.png'), 'the new card, longer');
    linkFromCache(file('old.png'), file('site.png'));
    expect(linkFromCache(file('new.png'), file('site.png'))).toBe(20);
    expect(readFileSync(file('site.png'), 'utf8')).toBe('the new card, longer');
    expect(readFileSync(file('old.png'), 'utf8')).toBe('the old card');
  });
});
