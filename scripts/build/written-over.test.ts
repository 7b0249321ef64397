import { linkSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildStart, keepWritten, removeUnwritten, writeOver } from './written-over';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'written-over-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const write = (file: string) => {
  mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
  writeFileSync(path.join(dir, file), file);
};
const files = () => (readdirSync(dir, { recursive: true }) as string[]).sort();

describe('removeUnwritten', () => {
  it('keeps what was written since the start and removes the rest, with the folders it empties', async () => {
    for (const file of ['index.html', 'blog/kept.html', 'blog/gone.html', 'blog/gone.html.br', 'social/blog/gone.png', 'empty-later/a.txt']) write(file);
    mkdirSync(path.join(dir, 'made-empty'));
    // The file system's clock moves in ticks of a few milliseconds.
    await sleep(30);
    const start = buildStart(dir);
    write('index.html');
    write('blog/kept.html');
    write('blog/new.html');
    // Writing over a file keeps its inode but changes its change time, whatever its modification time says.
    utimesSync(path.join(dir, 'blog/kept.html'), new Date(0), new Date(0));
    expect(await removeUnwritten(dir, start)).toBe(4);
    expect(files()).toEqual(['blog', path.join('blog', 'kept.html'), path.join('blog', 'new.html'), 'index.html', 'made-empty']);
  });

  it('keeps a file the build kept as it was, with its bytes and modification time', async () => {
    write('blog/unchanged.html');
    write('blog/unchanged.html.br');
    const before = statSync(path.join(dir, 'blog/unchanged.html'));
    await sleep(30);
    const start = buildStart(dir);
    keepWritten(path.join(dir, 'blog/unchanged.html'));
    expect(await removeUnwritten(dir, start)).toBe(1);
    expect(files()).toEqual(['blog', path.join('blog', 'unchanged.html')]);
    const after = statSync(path.join(dir, 'blog/unchanged.html'));
    expect(after.mtimeMs).toBe(before.mtimeMs);
    expect(after.mode).toBe(before.mode);
    expect(readFileSync(path.join(dir, 'blog/unchanged.html'), 'utf8')).toBe('blog/unchanged.html');
  });

  it('leaves no mark of its own and does nothing without the folder', async () => {
    mkdirSync(path.join(dir, 'site'));
    const start = buildStart(dir);
    expect(readdirSync(dir)).toEqual(['site']);
    expect(await removeUnwritten(path.join(dir, 'missing'), start)).toBe(0);
  });
});

describe('writeOver', () => {
  it('writes over a longer or shorter file in place, keeping its inode, and makes a missing one', () => {
    const file = path.join(dir, 'page.html');
    writeFileSync(file, 'the previous build wrote a longer page');
    const inode = statSync(file).ino;
    writeOver(file, Buffer.from('shorter'));
    expect(readFileSync(file, 'utf8')).toBe('shorter');
    writeOver(file, Buffer.from('a longer page than before, again'));
    expect(readFileSync(file, 'utf8')).toBe('a longer page than before, again');
    expect(statSync(file).ino).toBe(inode);
    writeOver(path.join(dir, 'new.html'), Buffer.from('new'));
    expect(readFileSync(path.join(dir, 'new.html'), 'utf8')).toBe('new');
  });

  it('replaces a file linked from elsewhere rather than writing through the link', () => {
    const cached = path.join(dir, 'cached.png');
    writeFileSync(cached, 'cached');
    linkSync(cached, path.join(dir, 'linked.png'));
    writeOver(path.join(dir, 'linked.png'), Buffer.from('new'));
    expect(readFileSync(cached, 'utf8')).toBe('cached');
    expect(readFileSync(path.join(dir, 'linked.png'), 'utf8')).toBe('new');
  });
});
