import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { filesEndingWith, htmlFiles } from './site-files';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'site-files-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('htmlFiles', () => {
  it('lists the .html files at every depth, sorted and relative to the folder, and nothing else', async () => {
    mkdirSync(path.join(dir, 'blog', 'older'), { recursive: true });
    mkdirSync(path.join(dir, 'odd.html'));
    for (const file of ['index.html', 'blog/post.html', 'blog/older/page-2.html', 'blog/post.html.br', 'about.htm', 'assets.css']) writeFileSync(path.join(dir, file), '');
    expect(await htmlFiles(dir)).toEqual([path.join('blog', 'older', 'page-2.html'), path.join('blog', 'post.html'), 'index.html']);
  });

  it('filesEndingWith lists the files with any of the endings', async () => {
    mkdirSync(path.join(dir, 'demos'));
    for (const file of ['demos/demo.css', 'demos/demo.html', 'demos/demo.css.br', 'logo.svg']) writeFileSync(path.join(dir, file), '');
    expect(await filesEndingWith(dir, ['.html', '.css'])).toEqual([path.join('demos', 'demo.css'), path.join('demos', 'demo.html')]);
  });
});
