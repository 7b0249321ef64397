import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import type { ResponsiveImage } from '../../src/content/types';
import { IMAGE_DIR, imageCacheDir, linkFromCache } from './build-cache';
import { cropName, cropVariants, sameProportions, SOURCE_FORMATS, variantHeight, variantPath, type CardCrop, type ImageFormat } from '../../src/components/primitives/responsive-image';

/**
 * The widths made of a raster image (never above the source's own width). The steps follow what
 * phones ask for: a picture across a 375 px phone at 2x is about 690 px and takes the 720, one at
 * 3x about 1070 and takes the 1200; a card of a desktop listing at 2x takes the 960.
 */
export const IMAGE_WIDTHS: readonly number[] = [400, 720, 960, 1200, 1600];
/** The widest a crop for a card is made: a card is never wider than a phone's screen. */
const CROP_WIDEST = 1200;

/** Bump when the code changes what it writes for the same source and options: it retires every cache entry. */
const ENCODER_VERSION = 2;

/**
 * What a 12-megapixel phone photo costs here, its five widths from the decoded pixels on one core
 * (the benchmark's photo; sizes at 720 px):
 * - AVIF at 50, effort 0: 0.35 s, 27 KB. About a third smaller than WebP, which is what a phone on
 *   a slow network waits for. libaom's slower efforts made files no smaller (27.6 KB at effort 2)
 *   in four times the time, and effort 4 in thirty.
 * - WebP at 72, effort 0: 0.14 s, 43 KB, for browsers without AVIF (Safari before 16). Effort 4
 *   made 42 KB in 0.49 s.
 * - The fallback, for browsers with neither and for feeds: progressive JPEG at 75 from
 *   libjpeg-turbo, 0.11 s, 57 KB (mozjpeg made 44 KB in 0.40 s, for files nearly nobody fetches),
 *   or lossless PNG when the picture has transparency.
 */
const ENCODING = {
  avif: { quality: 50, effort: 0 },
  webp: { quality: 72, effort: 0 },
  jpeg: { quality: 75, progressive: true },
  png: { compressionLevel: 9 },
} as const;

// The build runs one worker thread per core, each encoding its images one after another, so the
// workers already fill the cores and more libvips threads per operation only compete with them:
// two workers made six 4032x3024 photos in 2.1 s with one thread each, 2.6 s with two and 3.2 s
// with four (best of four runs). The operation cache saved no time (every image is decoded once)
// and holds memory, so it is off. Both settings are process-wide.
sharp.concurrency(1);
sharp.cache(false);

export interface ImageJob {
  /** The site address content uses, like `/images/blog/team.jpg`. */
  sitePath: string;
  /** Absolute path of the source file. */
  file: string;
  /** The proportions of the cards that show it, each made as a crop of its own (see CardCrop). */
  crops: readonly CardCrop[];
}

export interface ImageResult {
  sitePath: string;
  image: ResponsiveImage;
  /** Every variant written into the built site, with its size. */
  files: { path: string; bytes: number }[];
  /** Variants encoded in this call; 0 when all came from the cache. */
  encoded: number;
}

export interface ImageOptions {
  /** The built site; variants go to `<clientDir>/media/`. */
  clientDir: string;
  /** Where encoded variants are kept between builds, outside the built site. */
  cacheDir: string;
}

/**
 * What the cache keeps of an image: everything of its ResponsiveImage but the base, because the
 * same bytes under another file name share the entry and get their own base.
 */
type CachedImage = Omit<ResponsiveImage, 'base'>;

/** The widths to make for a picture `width` pixels wide, ascending, the widest at most `atMost` (the largest of IMAGE_WIDTHS). */
export function widthsFor(width: number, atMost = Math.max(...IMAGE_WIDTHS)): number[] {
  const widest = Math.min(width, atMost);
  return [...IMAGE_WIDTHS.filter((w) => w < widest), widest];
}

/**
 * The box of a picture `width` x `height` cut to `crop`'s proportions about its centre (where
 * object-fit: cover cuts it), or none when it already has them: a card then shows the picture.
 */
export function cropBox({ width, height }: { width: number; height: number }, crop: CardCrop): { left: number; top: number; width: number; height: number } | undefined {
  if (sameProportions({ width, height }, crop)) return undefined;
  const ratio = crop.width / crop.height;
  const cut = width / height > ratio ? { width: Math.round(height * ratio), height } : { width, height: Math.round(width / ratio) };
  return { left: Math.floor((width - cut.width) / 2), top: Math.floor((height - cut.height) / 2), ...cut };
}

/** A file name's stem as it may appear in an address: `Team Photo (1).JPG` -> `team-photo-1`. */
export function urlStem(file: string): string {
  const stem = path
    .basename(file, path.extname(file))
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return stem || 'image';
}

/** The cache key: the source's bytes, its crops, the encoding and the encoder's version, so any change misses. */
export function cacheKey(source: Buffer, crops: readonly CardCrop[] = []): string {
  return createHash('sha256')
    .update(JSON.stringify({ version: ENCODER_VERSION, widths: IMAGE_WIDTHS, encoding: ENCODING, crops: crops.map(cropName).sort() }))
    .update(source)
    .digest('hex');
}

/** The variants of an entry, as (name inside the cache entry, name in the site): the picture's own, then each crop's. */
function variantFiles(image: ResponsiveImage): { cached: string; site: string }[] {
  const sets = [
    { cachedBase: 'variant', set: image },
    ...(image.crops ?? []).map((crop) => ({ cachedBase: `variant-${crop.crop}`, set: cropVariants(image, crop) })),
  ];
  return sets.flatMap(({ cachedBase, set }) =>
    set.widths.flatMap((width) =>
      [...SOURCE_FORMATS, set.fallback].map((format) => ({ cached: variantPath({ base: cachedBase }, width, format), site: variantPath(set, width, format) })),
    ),
  );
}

/** True when some pixel of an 8-bit interleaved buffer is less than fully opaque. */
function usesAlpha(pixels: Buffer, channels: number): boolean {
  if (channels !== 2 && channels !== 4) return false;
  for (let i = channels - 1; i < pixels.length; i += channels) if (pixels[i] !== 255) return true;
  return false;
}

type Raw = { data: Buffer; info: { width: number; height: number; channels: 1 | 2 | 3 | 4 } };

/** Encodes raw pixels at each of `widths` as AVIF, WebP and `fallback`, into `<dir>/<base>-<width>.<ext>`. */
async function encodeWidths(decoded: Raw, widths: number[], fallback: ResponsiveImage['fallback'], dir: string, base: string): Promise<void> {
  const raw = decoded.info;
  for (const width of widths) {
    let pixels = sharp(decoded.data, { raw });
    if (width !== raw.width) pixels = pixels.resize({ width, height: variantHeight(raw, width), fit: 'fill' });
    // An alpha channel no pixel uses would only make the AVIF and WebP larger.
    if (fallback === 'jpeg' && raw.channels === 4) pixels = pixels.removeAlpha();
    const name = (format: ImageFormat) => path.join(dir, variantPath({ base }, width, format));
    await pixels.clone().avif(ENCODING.avif).toFile(name('avif'));
    await pixels.clone().webp(ENCODING.webp).toFile(name('webp'));
    await (fallback === 'png' ? pixels.clone().png(ENCODING.png) : pixels.clone().jpeg(ENCODING.jpeg)).toFile(name(fallback));
  }
}

/**
 * Encodes every variant into `dir`. The source is decoded once, upright, in sRGB, at the widest
 * variant's size (a JPEG decodes at a fraction of its size when that is enough, which is most of
 * the time saved), into raw pixels: the smaller widths and the crops are made from those pixels,
 * and raw pixels carry no EXIF, GPS, XMP, IPTC, comments or ICC profile, so no variant can keep any.
 * A crop's size is counted at the decoded size, which keeps its proportions.
 */
async function encodeVariants(source: Buffer, crops: readonly CardCrop[], dir: string): Promise<CachedImage> {
  const { autoOrient } = await sharp(source).metadata();
  const upright = { width: autoOrient.width, height: autoOrient.height };
  const widths = widthsFor(upright.width);
  const widest = widths[widths.length - 1]!;
  const decoded = (await sharp(source)
    .autoOrient()
    .resize({ width: widest, height: variantHeight(upright, widest), fit: 'fill' })
    .toColourspace('srgb')
    .raw({ depth: 'uchar' })
    .toBuffer({ resolveWithObject: true })) as Raw;
  const fallback = usesAlpha(decoded.data, decoded.info.channels) ? 'png' : 'jpeg';
  await encodeWidths(decoded, widths, fallback, dir, 'variant');
  const made: CachedImage['crops'] = [];
  for (const crop of crops) {
    const box = cropBox(decoded.info, crop);
    if (!box) continue;
    const { data, info } = (await sharp(decoded.data, { raw: decoded.info }).extract(box).raw().toBuffer({ resolveWithObject: true })) as Raw;
    const cropWidths = widthsFor(info.width, CROP_WIDEST);
    await encodeWidths({ data, info }, cropWidths, fallback, dir, `variant-${cropName(crop)}`);
    made.push({ crop: cropName(crop), widths: cropWidths, width: info.width, height: info.height, fallback });
  }
  return { widths, width: upright.width, height: upright.height, fallback, ...(made.length > 0 ? { crops: made } : {}) };
}

/** True when `value` names widths, a size and a fallback format, as every set of variants does. */
const isVariants = (value: unknown): boolean => {
  const image = value as Partial<CachedImage> | null;
  return (
    typeof image === 'object' &&
    image !== null &&
    Array.isArray(image.widths) &&
    image.widths.length > 0 &&
    image.widths.every((width) => Number.isInteger(width)) &&
    Number.isInteger(image.width) &&
    Number.isInteger(image.height) &&
    (image.fallback === 'jpeg' || image.fallback === 'png')
  );
};

const isCachedImage = (value: unknown): value is CachedImage => {
  if (!isVariants(value)) return false;
  const { crops } = value as CachedImage;
  return crops === undefined || (Array.isArray(crops) && crops.every((crop) => isVariants(crop) && typeof crop.crop === 'string'));
};

async function readEntry(entryDir: string): Promise<CachedImage | undefined> {
  try {
    const meta: unknown = JSON.parse(await readFile(path.join(entryDir, 'meta.json'), 'utf8'));
    return isCachedImage(meta) ? meta : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Makes the entry of an image in the cache. It is written into a folder of its own and renamed into
 * place only when complete, so a build stopped halfway leaves no entry a later build would trust.
 * `damaged` says the entry in place lost a variant and must be replaced.
 */
async function writeEntry(source: Buffer, crops: readonly CardCrop[], entryDir: string, damaged: boolean): Promise<CachedImage> {
  const tempDir = `${entryDir}.tmp-${process.pid}-${randomBytes(4).toString('hex')}`;
  await mkdir(tempDir, { recursive: true });
  try {
    const image = await encodeVariants(source, crops, tempDir);
    await writeFile(path.join(tempDir, 'meta.json'), `${JSON.stringify(image)}\n`);
    try {
      await rename(tempDir, entryDir);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code !== 'ENOTEMPTY' && code !== 'EEXIST') throw error;
      // A sound entry here was made by another worker that finished the same image first, and it
      // may be copying from it: it stays. Anything else was damaged from outside and goes.
      if (!damaged && (await readEntry(entryDir))) return image;
      await rm(entryDir, { recursive: true, force: true });
      await rename(tempDir, entryDir);
    }
    return image;
  } finally {
    await rm(tempDir, { recursive: true, force: true });
  }
}

/** Links an entry's variants into the site, or undefined when the entry has lost one (it is then encoded again). */
function linkVariants(image: ResponsiveImage, entryDir: string, clientDir: string): ImageResult['files'] | undefined {
  const files: ImageResult['files'] = [];
  for (const { cached, site } of variantFiles(image)) {
    const bytes = linkFromCache(path.join(entryDir, cached), path.join(clientDir, site));
    if (bytes === undefined) return undefined;
    files.push({ path: site, bytes });
  }
  return files;
}

/**
 * Turns one raster image into its responsive variants in `<clientDir>/media/`: AVIF, WebP and a JPEG
 * (or PNG) fallback at each of widthsFor(its upright width), orientation applied, metadata
 * stripped. Encoded once per source and kept in the cache; later calls link the files (linkFromCache).
 * From worker threads, load sharp in the main thread too: a worker that ends would otherwise
 * unload its native libraries, which crashes the process on glibc.
 */
export async function makeResponsiveImage(job: ImageJob, options: ImageOptions): Promise<ImageResult> {
  const source = await readFile(job.file);
  const key = cacheKey(source, job.crops);
  const entryDir = path.join(imageCacheDir(options.cacheDir), key);
  const base = `/${IMAGE_DIR}/${urlStem(job.file)}-${key.slice(0, 10)}`;
  await mkdir(path.join(options.clientDir, IMAGE_DIR), { recursive: true });

  const cached = await readEntry(entryDir);
  if (cached) {
    const image = { base, ...cached };
    const files = linkVariants(image, entryDir, options.clientDir);
    if (files) return { sitePath: job.sitePath, image, files, encoded: 0 };
  }
  const image = { base, ...(await writeEntry(source, job.crops, entryDir, cached !== undefined)) };
  const files = linkVariants(image, entryDir, options.clientDir);
  if (!files) throw new Error(`The cache entry of ${job.sitePath} lost a variant as soon as it was written (${entryDir})`);
  return { sitePath: job.sitePath, image, files, encoded: files.length };
}
