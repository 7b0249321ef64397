import { readFileSync } from 'node:fs';
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { ENCODINGS, isCompressible, type Encoding } from '../../src/server/encodings';

/** Below this a compressed answer saves less than its headers and the work cost. */
export const MIN_BYTES = 1024;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * Brotli's highest quality takes about 100 ms for a 70 KB page against 2 ms at quality 6, for a
 * file about 12% smaller. The few assets every visitor loads (scripts and styles under assets/,
 * named by their content and cached for good) get the highest; pages and data, whose number grows
 * with the content (a thousand posts are a thousand pages), get quality 6, so the build stays fast,
 * but for the pages it brings into the first round trip (FIRST_ROUND_TRIP_BYTES).
 */
export const BROTLI_QUALITY = { assets: zlib.constants.BROTLI_MAX_QUALITY, pages: 6 } as const;

/**
 * Gzip serves only the clients without brotli (every current browser has it). Level 9 for the
 * assets; level 1 for pages and data, 2.6 times faster than 9 on a post page (0.30 against
 * 0.78 ms) for a file 14% larger: on a large site gzip at 9 was a fifth of the build's work.
 */
export const GZIP_LEVEL = { assets: 9, pages: 1 } as const;

type Kind = keyof typeof BROTLI_QUALITY;

/**
 * What a page's whole document may weigh, brotli, to come in the server's first round trip: ten
 * TCP segments of 1,460 B, less the response's status line and headers. Lighthouse's simulation
 * paints nothing before it has the whole document, and a second round trip is 150 ms of a phone's
 * largest paint.
 */
export const FIRST_ROUND_TRIP_BYTES = 14_000;

/**
 * Brotli's highest quality makes a page 7 to 9% smaller than quality 6 for about thirty times the
 * time. It is spent on a page only where that brings its document into the first round trip:
 * a page above FIRST_ROUND_TRIP_BYTES at quality 6 by less than this share. A page already within
 * it, or too large to come in one round trip whatever the quality, keeps quality 6, since a
 * smaller document in the same round trips is not sooner.
 */
const HIGHEST_QUALITY_REACH = 0.12;

const worthHighest = (fast: Buffer) => fast.length > FIRST_ROUND_TRIP_BYTES && fast.length <= FIRST_ROUND_TRIP_BYTES * (1 + HIGHEST_QUALITY_REACH);
const smaller = (a: Buffer, b: Buffer) => (b.length < a.length ? b : a);

const isAsset = (file: string, root: string) => path.relative(root, file).split(path.sep)[0] === 'assets';

const brotliOptions = (data: Buffer, quality: number): zlib.BrotliOptions => ({
  params: {
    [zlib.constants.BROTLI_PARAM_QUALITY]: quality,
    [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
    [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
  },
});

/** On the thread pool, a few files at a time (the build's last step). */
const compressors: Record<Encoding, (data: Buffer, kind: Kind) => Promise<Buffer>> = {
  br: async (data, kind) => {
    const made = await brotli(data, brotliOptions(data, BROTLI_QUALITY[kind]));
    return kind === 'pages' && worthHighest(made) ? smaller(made, await brotli(data, brotliOptions(data, BROTLI_QUALITY.assets))) : made;
  },
  gzip: (data, kind) => gzip(data, { level: GZIP_LEVEL[kind] }),
};
/** On the calling thread: a prerender worker has a core of its own and nothing else to wait for. */
const brotliSync = (data: Buffer, quality: number) => zlib.brotliCompressSync(data, brotliOptions(data, quality));
const compressorsSync: Record<Encoding, (data: Buffer, kind: Kind) => Buffer> = {
  br: (data, kind) => {
    const made = brotliSync(data, BROTLI_QUALITY[kind]);
    return kind === 'pages' && worthHighest(made) ? smaller(made, brotliSync(data, BROTLI_QUALITY.assets)) : made;
  },
  gzip: (data, kind) => zlib.gzipSync(data, { level: GZIP_LEVEL[kind] }),
};

export interface PrecompressedFile {
  file: string;
  size: number;
  /** The size of each compressed file written; an encoding is missing when it saved nothing. */
  written: Partial<Record<Encoding, number>>;
}

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

const shouldCompress = (file: string, data: Buffer) => isCompressible(file) && data.length >= MIN_BYTES;
const kindOf = (file: string, root: string): Kind => (isAsset(file, root) ? 'assets' : 'pages');

/**
 * Writes the compressed forms of one file whose bytes are at hand, under the same rules as
 * precompressDir: compressible types of MIN_BYTES or more, and a form only when it is smaller.
 * `root` is the served folder, which tells an asset from a page.
 */
export async function precompressData(file: string, data: Buffer, root: string, kind: Kind = kindOf(file, root)): Promise<PrecompressedFile | undefined> {
  if (!shouldCompress(file, data)) return undefined;
  const written: PrecompressedFile['written'] = {};
  for (const { name, suffix } of ENCODINGS) {
    const compressed = await compressors[name](data, kind);
    if (compressed.length >= data.length) continue;
    await writeFile(`${file}${suffix}`, compressed);
    written[name] = compressed.length;
  }
  return { file, size: data.length, written };
}

const decompressorsSync: Record<Encoding, (data: Buffer) => Buffer> = {
  br: (data) => zlib.brotliDecompressSync(data),
  gzip: (data) => zlib.gunzipSync(data),
};

/** A file's bytes, or undefined when there is no such file. */
export function readIfThere(file: string): Buffer | undefined {
  try {
    return readFileSync(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/** A file to put in the built site: its bytes, and whether the previous build left those very bytes there. */
export interface SiteFile {
  file: string;
  data: Buffer;
  /** Already in place from the previous build: to be kept, not written. */
  kept?: true;
}

/**
 * A page and its compressed forms, for a build that writes over the previous one's site: what the
 * previous build left that is still right is kept rather than made and written again. The page is
 * kept when its bytes are the same; a compressed form when it decodes to the page's bytes (a
 * fifth of a millisecond for a post, where brotli takes five), whatever settings made it. Made on
 * the calling thread and not written: for a prerender worker, which has a core of its own and
 * leaves the writing to one writer (files created by two threads at once each took twice as long).
 */
export function pageFilesOver(file: string, data: Buffer, root: string): SiteFile[] {
  const page: SiteFile = readIfThere(file)?.equals(data) ? { file, data, kept: true } : { file, data };
  if (!shouldCompress(file, data)) return [page];
  const forms = ENCODINGS.map(({ name, suffix }): SiteFile | undefined => {
    const formFile = `${file}${suffix}`;
    // A form left beside an unchanged page is checked; beside a changed one it cannot be right.
    const previous = page.kept ? readIfThere(formFile) : undefined;
    // A brotli form in reach of the first round trip may be one that quality 6 made before it was given the highest.
    const current = previous && !(name === 'br' && kindOf(file, root) === 'pages' && worthHighest(previous));
    if (current && decodesTo(previous, name, data)) return { file: formFile, data: previous, kept: true };
    const compressed = compressorsSync[name](data, kindOf(file, root));
    return compressed.length < data.length ? { file: formFile, data: compressed } : undefined;
  });
  return [page, ...forms.filter((form) => form !== undefined)];
}

/** Whether `compressed` decodes to `data` (a damaged file is simply not the same). */
function decodesTo(compressed: Buffer, encoding: Encoding, data: Buffer): boolean {
  try {
    return decompressorsSync[encoding](compressed).equals(data);
  } catch {
    return false;
  }
}

/**
 * Writes `file.br` and `file.gz` beside every compressible file of `dir` of MIN_BYTES or more,
 * so the server never compresses on the fly. A compressed file that is not smaller is not written.
 * `done` lists files already compressed as they were written (the prerendered pages); `under`,
 * a folder of `dir`, limits the work to its files (the assets, as soon as they are built).
 */
export async function precompressDir(
  dir: string,
  {
    concurrency = 4,
    done = new Set<string>(),
    under = dir,
    files,
    lighter = new Set<string>(),
  }: {
    concurrency?: number;
    done?: ReadonlySet<string>;
    under?: string;
    /** The files to compress, as a build listed them, rather than those found under `under`. */
    files?: readonly string[];
    /**
     * Assets that few visitors load, compressed as pages are: the content editor's, 9 MB of
     * them, whose script alone took 2.6 s at the highest quality against 57 ms at quality 6, for
     * a file 10% smaller that only the site's authors fetch.
     */
    lighter?: ReadonlySet<string>;
  } = {},
): Promise<PrecompressedFile[]> {
  const candidates: string[] = [];
  for (const file of files ?? (await filesUnder(under))) {
    if (!done.has(file) && isCompressible(file) && (await stat(file)).size >= MIN_BYTES) candidates.push(file);
  }
  const results: PrecompressedFile[] = [];
  // zlib's async calls run on the libuv pool; a few at a time keep the machine responsive.
  const workers = Array.from({ length: Math.max(1, concurrency) }, async () => {
    for (let file = candidates.shift(); file !== undefined; file = candidates.shift()) {
      const compressed = await precompressData(file, await readFile(file), dir, lighter.has(file) ? 'pages' : undefined);
      if (compressed) results.push(compressed);
    }
  });
  await Promise.all(workers);
  return results.sort((a, b) => a.file.localeCompare(b.file));
}
