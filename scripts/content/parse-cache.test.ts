import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { parseEntry } from './parse-entry';
import { TamperedCacheError, type CacheAccess } from '../build-cache';
import { codeKey, parseId, readParsed, removeOtherWorkers, writeParsed, type ParseResult } from './parse-cache';

let dir: string;
let access: CacheAccess;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'parse-cache-'));
  access = { dir, key: randomBytes(32) };
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const post = { display: 'content/blog/first.md', name: 'first', raw: '---\ntitle: First\n---\n\n## A heading\n\nSome *words*.\n' };

describe('the parse cache', () => {
  it('gives back what each worker kept, from every worker\'s file, under the same key only', () => {
    const made = parseEntry(post, true);
    const other = { ...post, display: 'content/faq/x.md', raw: '---\nquestion: Why?\n---\nBecause.' };
    writeParsed({ access, key: 'code one' }, 0, new Map([[parseId(post, true), made]]));
    writeParsed({ access, key: 'code one' }, 1, new Map<string, ParseResult>([[parseId(other, false), parseEntry(other, false)]]));
    const read = readParsed({ access, key: 'code one' });
    expect(read.size).toBe(2);
    expect(read.get(parseId(post, true))).toEqual(made);
    expect(read.get(parseId(post, true))?.body?.toc).toEqual(made?.body?.toc);
    // Another key (the code changed): nothing.
    expect(readParsed({ access, key: 'code two' }).size).toBe(0);
    // No folder yet: nothing, and no error.
    expect(readParsed({ access: { ...access, dir: path.join(dir, 'none') }, key: 'code one' }).size).toBe(0);
    // Made under another key of the cache (a fork's pull request, a rotated secret): nothing.
    expect(readParsed({ access: { ...access, key: randomBytes(32) }, key: 'code one' }).size).toBe(0);
  });

  it('tells a post from another entry of the same text, and any change of the text', () => {
    expect(parseId(post, true)).not.toBe(parseId(post, false));
    expect(parseId(post, true)).not.toBe(parseId({ ...post, raw: `${post.raw} ` }, true));
    expect(parseId(post, true)).toBe(parseId({ ...post, display: 'content/blog/renamed.md' }, true));
  });

  it('keeps a file that does not parse as such, and passes over a cache file of no key', () => {
    const folder = path.join(dir, 'parsed');
    const broken = { ...post, raw: '---\ntitle: [unclosed\n---\n' };
    expect(parseEntry(broken, true)).toBeUndefined();
    writeParsed({ access, key: 'k' }, 0, new Map([[parseId(broken, true), undefined]]));
    writeFileSync(path.join(folder, 'parsed-1.bin'), 'damaged');
    const read = readParsed({ access, key: 'k' });
    expect(read.has(parseId(broken, true))).toBe(true);
    expect(read.get(parseId(broken, true))).toBeUndefined();
    expect(read.size).toBe(1);
  });

  it('removes the files of workers this machine does not have, and leaves no temporary file', () => {
    const folder = path.join(dir, 'parsed');
    for (const worker of [0, 1, 2, 3]) writeParsed({ access, key: 'k' }, worker, new Map());
    removeOtherWorkers({ access, key: 'k' }, 2);
    expect(readdirSync(folder).sort()).toEqual(['parsed-0.bin', 'parsed-1.bin']);
  });

  it('refuses a parsed tree changed in the cache (a script added to a post), rather than put it into the site', () => {
    const file = path.join(dir, 'parsed', 'parsed-0.bin');
    writeParsed({ access, key: 'k' }, 0, new Map([[parseId(post, true), parseEntry(post, true)]]));
    const entry = readFileSync(file);
    const words = entry.indexOf(Buffer.from('words'));
    expect(words).toBeGreaterThan(0);
    // The same length, so that nothing but the bytes of the tree is changed.
    writeFileSync(file, Buffer.concat([entry.subarray(0, words), Buffer.from('alert'), entry.subarray(words + 5)]));
    expect(() => readParsed({ access, key: 'k' })).toThrow(TamperedCacheError);
    expect(() => readParsed({ access, key: 'k' })).toThrow(/rm -rf/);
  });

  it('keys the code by every source file and the lock file', () => {
    for (const file of ['src/a.ts', 'scripts/b.ts', 'package-lock.json']) {
      mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      writeFileSync(path.join(dir, file), 'one');
    }
    const before = codeKey(dir);
    expect(codeKey(dir)).toBe(before);
    writeFileSync(path.join(dir, 'scripts/b.ts'), 'two');
    expect(codeKey(dir)).not.toBe(before);
    writeFileSync(path.join(dir, 'scripts/b.ts'), 'one');
    writeFileSync(path.join(dir, 'src/c.ts'), '');
    expect(codeKey(dir)).not.toBe(before);
  });
});
