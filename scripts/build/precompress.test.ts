import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BROTLI_QUALITY, FIRST_ROUND_TRIP_BYTES, GZIP_LEVEL, MIN_BYTES, pageFilesOver, precompressData, precompressDir } from './precompress';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'precompress-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const text = (bytes: number) => 'CareBridge connects patients with home health. '.repeat(Math.ceil(bytes / 47)).slice(0, bytes);

describe('precompressDir', () => {
  it('writes .br and .gz beside every text file of 1 KB or more, in nested folders, that decompress to the original', async () => {
    mkdirSync(path.join(dir, 'assets'));
    const files = ['index.html', 'assets/app.js', 'assets/app.css', 'data/site.json', 'sitemap.xml', 'logo.svg', 'robots.txt', 'site.webmanifest'];
    for (const name of files) {
      mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
      writeFileSync(path.join(dir, name), text(4000));
    }
    const results = await precompressDir(dir);
    expect(results.map((result) => path.relative(dir, result.file)).sort()).toEqual(files.map((name) => path.join(name)).sort());
    for (const name of files) {
      const original = readFileSync(path.join(dir, name));
      expect(zlib.brotliDecompressSync(readFileSync(path.join(dir, `${name}.br`)))).toEqual(original);
      expect(zlib.gunzipSync(readFileSync(path.join(dir, `${name}.gz`)))).toEqual(original);
    }
  });

  it('leaves small files, binary formats and files that do not shrink alone', async () => {
    writeFileSync(path.join(dir, 'small.html'), text(MIN_BYTES - 1));
    writeFileSync(path.join(dir, 'photo.jpg'), text(4000));
    writeFileSync(path.join(dir, 'guide.pdf'), text(4000));
    // Random bytes do not compress: neither form would be smaller.
    writeFileSync(path.join(dir, 'noise.txt'), Buffer.from(Array.from({ length: 4000 }, () => Math.floor(Math.random() * 256))));
    const results = await precompressDir(dir);
    expect(results.map((result) => path.basename(result.file))).toEqual(['noise.txt']);
    expect(results[0]!.written).toEqual({});
    for (const name of ['small.html', 'photo.jpg', 'guide.pdf', 'noise.txt']) {
      expect(existsSync(path.join(dir, `${name}.br`))).toBe(false);
      expect(existsSync(path.join(dir, `${name}.gz`))).toBe(false);
    }
  });

  it('leaves the files it is told were compressed as they were written', async () => {
    writeFileSync(path.join(dir, 'index.html'), text(4000));
    writeFileSync(path.join(dir, 'about.html'), text(4000));
    const results = await precompressDir(dir, { done: new Set([path.join(dir, 'about.html')]) });
    expect(results.map((result) => path.basename(result.file))).toEqual(['index.html']);
    expect(existsSync(path.join(dir, 'about.html.br'))).toBe(false);
  });

  it('compresses a page whose bytes are at hand like any file, and nothing that is too small or binary', async () => {
    const page = Buffer.from(text(4000));
    const result = await precompressData(path.join(dir, 'blog.html'), page, dir);
    expect(zlib.brotliDecompressSync(readFileSync(path.join(dir, 'blog.html.br')))).toEqual(page);
    expect(zlib.gunzipSync(readFileSync(path.join(dir, 'blog.html.gz')))).toEqual(page);
    expect(result?.written.br).toBe(readFileSync(path.join(dir, 'blog.html.br')).length);
    // Made on the calling thread for a prerender worker to hand over: the same bytes, not written.
    const [own, ...forms] = pageFilesOver(path.join(dir, 'post.html'), page, dir);
    expect(own).toEqual({ file: path.join(dir, 'post.html'), data: page });
    expect(forms.map((form) => path.basename(form.file))).toEqual(['post.html.br', 'post.html.gz']);
    expect(forms[0]!.data).toEqual(readFileSync(path.join(dir, 'blog.html.br')));
    expect(zlib.gunzipSync(forms[1]!.data)).toEqual(page);
    expect(existsSync(path.join(dir, 'post.html.br'))).toBe(false);
    expect(pageFilesOver(path.join(dir, 'small.html'), Buffer.from(text(MIN_BYTES - 1)), dir).map((form) => path.basename(form.file))).toEqual(['small.html']);
    expect(pageFilesOver(path.join(dir, 'photo.jpg'), page, dir).map((form) => path.basename(form.file))).toEqual(['photo.jpg']);
    expect(await precompressData(path.join(dir, 'small.html'), Buffer.from(text(MIN_BYTES - 1)), dir)).toBeUndefined();
    expect(await precompressData(path.join(dir, 'photo.jpg'), page, dir)).toBeUndefined();
    expect(existsSync(path.join(dir, 'photo.jpg.br'))).toBe(false);
  });

  it('keeps what the previous build left of an unchanged page, and makes again what changed or does not decode to it', async () => {
    const file = path.join(dir, 'post.html');
    const page = Buffer.from(text(4000));
    const written = (files: ReturnType<typeof pageFilesOver>) => files.map(({ file: name, kept }) => `${path.basename(name)}${kept ? ' kept' : ''}`);
    const first = pageFilesOver(file, page, dir);
    expect(written(first)).toEqual(['post.html', 'post.html.br', 'post.html.gz']);
    for (const { file: name, data } of first) writeFileSync(name, data);

    // The same page again: all three kept, with the bytes on disk.
    const again = pageFilesOver(file, Buffer.from(page), dir);
    expect(written(again)).toEqual(['post.html kept', 'post.html.br kept', 'post.html.gz kept']);
    expect(again[1]!.data).toEqual(readFileSync(`${file}.br`));

    // A damaged form, or one of other bytes, is made again beside the unchanged page.
    writeFileSync(`${file}.br`, Buffer.from('not brotli'));
    writeFileSync(`${file}.gz`, zlib.gzipSync(Buffer.from(text(3999))));
    const mended = pageFilesOver(file, page, dir);
    expect(written(mended)).toEqual(['post.html kept', 'post.html.br', 'post.html.gz']);
    expect(zlib.brotliDecompressSync(mended[1]!.data)).toEqual(page);
    expect(zlib.gunzipSync(mended[2]!.data)).toEqual(page);

    // A changed page: nothing kept.
    const changed = Buffer.from(`${text(4000)} changed`);
    expect(written(pageFilesOver(file, changed, dir))).toEqual(['post.html', 'post.html.br', 'post.html.gz']);
  });

  it('never compresses its own output again when run twice', async () => {
    writeFileSync(path.join(dir, 'index.html'), text(4000));
    await precompressDir(dir);
    const second = await precompressDir(dir);
    expect(second.map((result) => path.basename(result.file))).toEqual(['index.html']);
    expect(existsSync(path.join(dir, 'index.html.br.br'))).toBe(false);
  });

  it('gives the assets the highest brotli quality and gzip level, and pages and data the faster ones', async () => {
    // Varied words, so the two qualities give different bytes.
    const words = Array.from({ length: 3000 }, (_, i) => `${['referral', 'nurse', 'agency', 'county', 'visit'][(i * 7) % 5]}${(i * 2654435761) % 9973}`).join(' ');
    mkdirSync(path.join(dir, 'assets'));
    mkdirSync(path.join(dir, 'blog'));
    for (const name of ['assets/app.js', 'blog/post.html', 'index.html']) writeFileSync(path.join(dir, name), words);
    await precompressDir(dir);
    const brotliAt = (quality: number) =>
      zlib.brotliCompressSync(Buffer.from(words), {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: quality,
          [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(words),
        },
      });
    expect(BROTLI_QUALITY).toEqual({ assets: 11, pages: 6 });
    expect(brotliAt(11)).not.toEqual(brotliAt(6));
    expect(readFileSync(path.join(dir, 'assets/app.js.br'))).toEqual(brotliAt(11));
    expect(readFileSync(path.join(dir, 'blog/post.html.br'))).toEqual(brotliAt(6));
    expect(readFileSync(path.join(dir, 'index.html.br'))).toEqual(brotliAt(6));
    const gzipAt = (level: number) => zlib.gzipSync(Buffer.from(words), { level });
    expect(GZIP_LEVEL).toEqual({ assets: 9, pages: 1 });
    expect(gzipAt(9)).not.toEqual(gzipAt(1));
    expect(readFileSync(path.join(dir, 'assets/app.js.gz'))).toEqual(gzipAt(9));
    expect(readFileSync(path.join(dir, 'blog/post.html.gz'))).toEqual(gzipAt(1));
    expect(readFileSync(path.join(dir, 'index.html.gz'))).toEqual(gzipAt(1));
  });

  it('compresses the assets it is told few visitors load as pages are', async () => {
    mkdirSync(path.join(dir, 'assets'));
    const script = Buffer.from(text(40_000).replace(/home/g, () => Math.random().toString(36).slice(2)));
    for (const name of ['site.js', 'editor.js']) writeFileSync(path.join(dir, 'assets', name), script);
    await precompressDir(dir, { lighter: new Set([path.join(dir, 'assets', 'editor.js')]) });
    const at = (quality: number) =>
      zlib.brotliCompressSync(script, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: quality, [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: script.length } });
    expect(readFileSync(path.join(dir, 'assets', 'site.js.br'))).toEqual(at(11));
    expect(readFileSync(path.join(dir, 'assets', 'editor.js.br'))).toEqual(at(6));
    expect(readFileSync(path.join(dir, 'assets', 'editor.js.gz'))).toEqual(zlib.gzipSync(script, { level: 1 }));
  });

  describe('a page just above the first round trip', () => {
    const brotliAt = (data: Buffer, quality: number) =>
      zlib.brotliCompressSync(data, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: quality,
          [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
        },
      });
    /** A page of seeded words whose brotli at quality 6 is about `target` bytes. */
    function pageOf(target: number): Buffer {
      let seed = 7;
      const next = () => ((seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31);
      const vocabulary = Array.from({ length: 3000 }, (_, i) => `w${(i * 7919).toString(36)}`);
      const words: string[] = [];
      while (brotliAt(Buffer.from(words.join(' ')), 6).length < target) for (let i = 0; i < 200; i++) words.push(vocabulary[Math.floor(next() * vocabulary.length)]!);
      return Buffer.from(`<!doctype html><p>${words.join(' ')}</p>`);
    }

    it('is compressed at the highest quality when that brings it within the round trip; pages within it or far above keep quality 6', () => {
      const cases = [
        { name: 'within.html', data: pageOf(FIRST_ROUND_TRIP_BYTES - 800) },
        { name: 'above.html', data: pageOf(FIRST_ROUND_TRIP_BYTES + 600) },
        { name: 'far-above.html', data: pageOf(FIRST_ROUND_TRIP_BYTES * 1.5) },
      ];
      const [within, above, farAbove] = cases.map(({ name, data }) => pageFilesOver(path.join(dir, name), data, dir).find((file) => file.file.endsWith('.br'))!.data);
      expect(brotliAt(cases[1]!.data, 6).length).toBeGreaterThan(FIRST_ROUND_TRIP_BYTES);
      expect(above).toEqual(brotliAt(cases[1]!.data, 11));
      expect(above!.length).toBeLessThan(brotliAt(cases[1]!.data, 6).length);
      expect(within).toEqual(brotliAt(cases[0]!.data, 6));
      expect(farAbove).toEqual(brotliAt(cases[2]!.data, 6));
    });

    it("is given the same form by the build's last pass", async () => {
      const data = pageOf(FIRST_ROUND_TRIP_BYTES + 600);
      writeFileSync(path.join(dir, 'page.html'), data);
      await precompressDir(dir);
      expect(readFileSync(path.join(dir, 'page.html.br'))).toEqual(brotliAt(data, 11));
    });
  });
});
