import { createHash } from 'node:crypto';
import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import type { ResponsiveImage } from '../../src/content/types';
import type { BuildCache } from '../build-cache';
import { cropName, cropVariants, sameProportions, SOURCE_FORMATS, variantHeight, variantPath, type CardCrop, type ImageFormat } from '../../src/components/primitives/responsive-image';

/**
 * The widths made of a raster image (never above the source's own width). The steps follow what
 * phones ask for: a picture across a 375 px phone at 2x is about 690 px and takes the 720, one at
 * 3x about 1070 and takes the 1200; a card of a desktop listing at 2x takes the 960.
 */
export const IMAGE_WIDTHS: readonly number[] = [400, 720, 960, 1200, 1600];
/** The widest a crop for a card is made: a card is never wider than a phone's screen. */
const CROP_WIDEST = 1200;

/** The folder of the built site that holds every image variant. */
export const IMAGE_DIR = 'media';

/** This module, whose code (and every package and source it imports: sharp's version) is part of each image's key (see codeDigest). */
export const IMAGE_ENCODER = 'scripts/images/responsive.ts';

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
  cache: BuildCache;
  /** The digest of this module's code and what it imports (codeDigest of IMAGE_ENCODER). */
  encoder: string;
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

/** The cache key: the source's bytes, its crops and the encoder's code, so any change misses. */
export function cacheKey(source: Buffer, encoder: string, crops: readonly CardCrop[] = []): string {
  return createHash('sha256')
    .update(JSON.stringify({ encoder, crops: crops.map(cropName).sort() }))
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

/** Encodes raw pixels at each of `widths` as AVIF, WebP and `fallback`, into `files` as `<base>-<width>.<ext>`. */
async function encodeWidths(decoded: Raw, widths: number[], fallback: ResponsiveImage['fallback'], files: Map<string, Buffer>, base: string): Promise<void> {
  const raw = decoded.info;
  for (const width of widths) {
    let pixels = sharp(decoded.data, { raw });
    if (width !== raw.width) pixels = pixels.resize({ width, height: variantHeight(raw, width), fit: 'fill' });
    // An alpha channel no pixel uses would only make the AVIF and WebP larger.
    if (fallback === 'jpeg' && raw.channels === 4) pixels = pixels.removeAlpha();
    const name = (format: ImageFormat) => variantPath({ base }, width, format);
    files.set(name('avif'), await pixels.clone().avif(ENCODING.avif).toBuffer());
    files.set(name('webp'), await pixels.clone().webp(ENCODING.webp).toBuffer());
    files.set(name(fallback), await (fallback === 'png' ? pixels.clone().png(ENCODING.png) : pixels.clone().jpeg(ENCODING.jpeg)).toBuffer());
  }
}

/**
 * Encodes every variant into `files`, by its name in the cache entry. The source is decoded once, upright, in sRGB, at the widest
 * variant's size (a JPEG decodes at a fraction of its size when that is enough, which is most of
 * the time saved), into raw pixels: the smaller widths and the crops are made from those pixels,
 * and raw pixels carry no EXIF, GPS, XMP, IPTC, comments or ICC profile, so no variant can keep any.
 * A crop's size is counted at the decoded size, which keeps its proportions.
 */
async function encodeVariants(source: Buffer, crops: readonly CardCrop[], files: Map<string, Buffer>): Promise<CachedImage> {
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
  await encodeWidths(decoded, widths, fallback, files, 'variant');
  const made: CachedImage['crops'] = [];
  for (const crop of crops) {
    const box = cropBox(decoded.info, crop);
    if (!box) continue;
    const { data, info } = (await sharp(decoded.data, { raw: decoded.info }).extract(box).raw().toBuffer({ resolveWithObject: true })) as Raw;
    const cropWidths = widthsFor(info.width, CROP_WIDEST);
    await encodeWidths({ data, info }, cropWidths, fallback, files, `variant-${cropName(crop)}`);
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

/** The entry's metadata, or undefined when the cache has none (or none this build can read). */
function readEntry(cache: BuildCache, entry: string): CachedImage | undefined {
  const data = cache.read(`${entry}/meta.json`);
  if (data === undefined) return undefined;
  try {
    const meta: unknown = JSON.parse(data.toString('utf8'));
    return isCachedImage(meta) ? meta : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Makes the entry of an image in the cache: each variant, then the metadata that names them, so a
 * build stopped halfway leaves no metadata a later build would go by.
 */
async function writeEntry(source: Buffer, crops: readonly CardCrop[], cache: BuildCache, entry: string): Promise<CachedImage> {
  const files = new Map<string, Buffer>();
  const image = await encodeVariants(source, crops, files);
  for (const [name, data] of files) cache.write(`${entry}/${name}`, data);
  cache.write(`${entry}/meta.json`, Buffer.from(`${JSON.stringify(image)}\n`));
  return image;
}

/** Copies an entry's variants into the site, or undefined when the entry has lost one (it is then encoded again). */
function copyVariants(image: ResponsiveImage, cache: BuildCache, entry: string, clientDir: string): ImageResult['files'] | undefined {
  const files: ImageResult['files'] = [];
  for (const { cached, site } of variantFiles(image)) {
    const bytes = cache.copyOut(`${entry}/${cached}`, path.join(clientDir, site));
    if (bytes === undefined) return undefined;
    files.push({ path: site, bytes });
  }
  return files;
}

/**
 * Turns one raster image into its responsive variants in `<clientDir>/media/`: AVIF, WebP and a JPEG
 * (or PNG) fallback at each of widthsFor(its upright width), orientation applied, metadata
 * stripped. Encoded once per source and kept in the build cache; later calls copy the files out.
 * From worker threads, load sharp in the main thread too: a worker that ends would otherwise
 * unload its native libraries, which crashes the process on glibc.
 */
export async function makeResponsiveImage(job: ImageJob, { clientDir, cache, encoder }: ImageOptions): Promise<ImageResult> {
  const source = await readFile(job.file);
  const key = cacheKey(source, encoder, job.crops);
  const entry = `images/${key}`;
  const base = `/${IMAGE_DIR}/${urlStem(job.file)}-${key.slice(0, 10)}`;
  await mkdir(path.join(clientDir, IMAGE_DIR), { recursive: true });

  const cached = readEntry(cache, entry);
  if (cached) {
    const image = { base, ...cached };
    const files = copyVariants(image, cache, entry, clientDir);
    if (files) return { sitePath: job.sitePath, image, files, encoded: 0 };
  }
  const image = { base, ...(await writeEntry(source, job.crops, cache, entry)) };
  const files = copyVariants(image, cache, entry, clientDir);
  if (!files) throw new Error(`The cache entry of ${job.sitePath} lost a variant as soon as it was written (${path.join(cache.dir, entry)})`);
  return { sitePath: job.sitePath, image, files, encoded: files.length };
}
