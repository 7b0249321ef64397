import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cardCrops, cropVariants, variantHeight, variantPath, type CardCrop, type ImageFormat } from '../../src/components/primitives/responsive-image';
import type { ResponsiveImage } from '../../src/content/types';
import { BuildCache, TamperedCacheError } from '../build-cache';
import { cacheKey, cropBox, IMAGE_DIR, makeResponsiveImage, urlStem, widthsFor, type ImageResult } from './responsive';

let fixtures: string;
let clientDir: string;
let cacheDir: string;
let cache: BuildCache;
const ENCODER = 'encoder code';
const photo = () => path.join(fixtures, 'Team Photo.JPG');
const transparent = () => path.join(fixtures, 'logo.png');
const opaquePng = () => path.join(fixtures, 'screenshot.png');
const portrait = () => path.join(fixtures, 'portrait.jpg');
const small = () => path.join(fixtures, 'small.jpg');

/** Photo-like pixels (gradients, waves and grain), the same every run: flat colour would hide encoder trouble. */
function photoPixels(width: number, height: number, channels: 3 | 4, seed: number): Buffer {
  let state = seed >>> 0;
  const random = () => (state = (state * 1664525 + 1013904223) >>> 0) / 2 ** 32;
  const data = Buffer.alloc(width * height * channels);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const u = x / width;
      const v = y / height;
      const wave = Math.sin(u * 23 + Math.cos(v * 7) * 3) * Math.cos(v * 17 + u * 5);
      const grain = (random() - 0.5) * 24;
      const i = (y * width + x) * channels;
      data[i] = 40 + 150 * u + 40 * wave + grain;
      data[i + 1] = 60 + 120 * v - 30 * wave + grain;
      data[i + 2] = 120 + 60 * Math.sin(u * 9 + v * 13) + grain;
      if (channels === 4) data[i + 3] = 255;
    }
  }
  return data;
}

const GPS = { GPSLatitudeRef: 'N', GPSLatitude: '29/1 45/1 36/1', GPSLongitudeRef: 'W', GPSLongitude: '95/1 21/1 0/1' };

/** The GPS latitude (degrees, minutes, seconds) of a raw EXIF block, read from its TIFF structure. */
function gpsLatitude(exif: Buffer): number[] | undefined {
  const tiff = exif.subarray(exif.subarray(0, 6).toString('latin1') === 'Exif\0\0' ? 6 : 0);
  const little = tiff.toString('latin1', 0, 2) === 'II';
  const u16 = (at: number) => (little ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at));
  const u32 = (at: number) => (little ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at));
  const entries = (at: number) => Array.from({ length: u16(at) }, (_, i) => ({ tag: u16(at + 2 + i * 12), value: u32(at + 2 + i * 12 + 8) }));
  const gpsIfd = entries(u32(4)).find((entry) => entry.tag === 0x8825);
  const latitude = gpsIfd && entries(gpsIfd.value).find((entry) => entry.tag === 0x0002);
  return latitude && [0, 1, 2].map((i) => u32(latitude.value + i * 8) / u32(latitude.value + i * 8 + 4));
}

beforeAll(async () => {
  fixtures = mkdtempSync(path.join(os.tmpdir(), 'responsive-fixtures-'));
  // A phone photo as phones write them: EXIF with a GPS position, XMP, a wide-gamut profile.
  await sharp(photoPixels(4000, 3000, 3, 1), { raw: { width: 4000, height: 3000, channels: 3 } })
    .withIccProfile('p3')
    .withExif({ IFD0: { Make: 'Phone', Model: 'Camera 12', Copyright: 'Staff' }, IFD3: GPS })
    .withXmp('<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"/></x:xmpmeta>')
    .jpeg({ quality: 90 })
    .toFile(photo());
  // A logo with real transparency: a clear band down its left side and soft edges.
  const logo = photoPixels(1000, 600, 4, 2);
  for (let i = 3; i < logo.length; i += 4) logo[i] = Math.min(255, Math.max(0, (((i - 3) / 4) % 1000) - 100));
  await sharp(logo, { raw: { width: 1000, height: 600, channels: 4 } }).png().toFile(transparent());
  // An alpha channel no pixel uses, as screenshot tools write them.
  await sharp(photoPixels(1000, 600, 4, 3), { raw: { width: 1000, height: 600, channels: 4 } }).png().toFile(opaquePng());
  // Stored 1200x900 with orientation 6 (turn a quarter clockwise to show): a portrait 900x1200.
  // A red block in the stored top-left corner shows up top-right once turned.
  const stored = photoPixels(1200, 900, 3, 4);
  for (let y = 0; y < 150; y++) for (let x = 0; x < 200; x++) stored.set([255, 0, 0], (y * 1200 + x) * 3);
  await sharp(stored, { raw: { width: 1200, height: 900, channels: 3 } }).withMetadata({ orientation: 6 }).jpeg({ quality: 90 }).toFile(portrait());
  await sharp(photoPixels(300, 200, 3, 5), { raw: { width: 300, height: 200, channels: 3 } }).jpeg().toFile(small());
}, 60_000);
afterAll(() => rmSync(fixtures, { recursive: true, force: true }));

beforeEach(() => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'responsive-'));
  clientDir = path.join(dir, 'client');
  cacheDir = path.join(dir, 'cache');
  cache = new BuildCache({ dir: cacheDir, key: Buffer.from('a key of this test, long enough to be one') });
  return () => rmSync(dir, { recursive: true, force: true });
});

const make = (file: string, into = clientDir, crops: CardCrop[] = []) => makeResponsiveImage({ sitePath: `/images/${path.basename(file)}`, file, crops }, { clientDir: into, cache, encoder: ENCODER });
const built = (sitePath: string, into = clientDir) => path.join(into, sitePath);
const variants = (image: ResponsiveImage) =>
  image.widths.flatMap((width) => (['avif', 'webp', image.fallback] as ImageFormat[]).map((format) => ({ width, format, path: variantPath(image, width, format) })));
/** The format sharp reads a variant as: an AVIF is a HEIF file of AV1 pictures. */
const readAs = (format: ImageFormat) => (format === 'avif' ? 'heif' : format);

describe('widthsFor', () => {
  it.each([
    [4000, [400, 720, 960, 1200, 1600]],
    [1600, [400, 720, 960, 1200, 1600]],
    [1000, [400, 720, 960, 1000]],
    [800, [400, 720, 800]],
    [400, [400]],
    [300, [300]],
  ])('makes %i px wide sources into %j, never wider than the source', (width, expected) => {
    expect(widthsFor(width)).toEqual(expected);
  });

  it('stops at the widest asked for', () => {
    expect(widthsFor(1600, 1200)).toEqual([400, 720, 960, 1200]);
    expect(widthsFor(900, 1200)).toEqual([400, 720, 900]);
  });
});

describe('cropBox', () => {
  it.each([
    [{ width: 1600, height: 1200 }, cardCrops.wide, { left: 0, top: 150, width: 1600, height: 900 }],
    [{ width: 1600, height: 1200 }, cardCrops.tall, { left: 350, top: 0, width: 900, height: 1200 }],
    [{ width: 900, height: 1200 }, cardCrops.wide, { left: 0, top: 347, width: 900, height: 506 }],
    [{ width: 1000, height: 600 }, cardCrops.wide, { left: 0, top: 18, width: 1000, height: 563 }],
  ])('cuts %j to %j about its centre: %j', (size, crop, box) => {
    expect(cropBox(size, crop)).toEqual(box);
  });

  it('cuts nothing from a picture that has the proportions already', () => {
    expect(cropBox({ width: 1600, height: 900 }, cardCrops.wide)).toBeUndefined();
    expect(cropBox({ width: 900, height: 1200 }, cardCrops.tall)).toBeUndefined();
    expect(cropBox({ width: 1280, height: 721 }, cardCrops.wide)).toBeUndefined();
  });
});

describe('urlStem', () => {
  it.each([
    ['/a/Team Photo (1).JPG', 'team-photo-1'],
    ['/a/café_menu.jpeg', 'cafe-menu'],
    ['/a/--.png', 'image'],
  ])('makes %s into %s', (file, stem) => expect(urlStem(file)).toBe(stem));
});

describe('makeResponsiveImage', () => {
  it('makes a phone photo into AVIF, WebP and progressive JPEG at every width up to 1600, named as pages address them', async () => {
    const result = await make(photo());
    expect(result.image).toEqual({ base: expect.stringMatching(/^\/media\/team-photo-[0-9a-f]{10}$/), widths: [400, 720, 960, 1200, 1600], width: 4000, height: 3000, fallback: 'jpeg' });
    expect(result.image.base.endsWith(cacheKey(readFileSync(photo()), ENCODER).slice(0, 10))).toBe(true);
    expect(result.encoded).toBe(15);
    expect(result.files.map((file) => file.path)).toEqual(variants(result.image).map((variant) => variant.path));
    for (const variant of variants(result.image)) {
      const file = built(variant.path);
      const meta = await sharp(file).metadata();
      expect({ format: meta.format, width: meta.width, height: meta.height }).toEqual({
        format: readAs(variant.format),
        width: variant.width,
        height: variantHeight(result.image, variant.width),
      });
      if (variant.format === 'jpeg') expect(meta.isProgressive).toBe(true);
      if (variant.format === 'avif') expect(meta.compression).toBe('av1');
      expect(result.files.find((entry) => entry.path === variant.path)?.bytes).toBe(readFileSync(file).length);
    }
    expect(readdirSync(path.join(clientDir, IMAGE_DIR)).sort()).toEqual(result.files.map((file) => path.basename(file.path)).sort());
  });

  it('strips every kind of metadata, GPS included, and writes sRGB', async () => {
    const source = await sharp(photo()).metadata();
    // The fixture must carry what the outputs must not, or the test below proves nothing.
    expect(gpsLatitude(source.exif!)).toEqual([29, 45, 36]);
    expect(source.xmp).toBeDefined();
    expect(source.icc).toBeDefined();

    for (const file of [photo(), transparent(), portrait()]) {
      const result = await make(file);
      for (const variant of variants(result.image)) {
        const meta = await sharp(built(variant.path)).metadata();
        expect({ file: variant.path, exif: meta.exif, xmp: meta.xmp, iptc: meta.iptc, comments: meta.comments, icc: meta.icc, space: meta.space }).toEqual({
          file: variant.path,
          exif: undefined,
          xmp: undefined,
          iptc: undefined,
          comments: undefined,
          icc: undefined,
          space: 'srgb',
        });
        expect(meta.orientation).toBeUndefined();
      }
    }
  });

  it('keeps photos small enough for phones', async () => {
    const result = await make(photo());
    const bytes = (width: number, ext: string) => result.files.find((file) => file.path.endsWith(`-${width}.${ext}`))!.bytes;
    expect(bytes(720, 'webp')).toBeLessThan(50_000);
    expect(bytes(720, 'avif')).toBeLessThan(bytes(720, 'webp'));
    expect(bytes(1600, 'webp')).toBeLessThan(bytes(1600, 'jpg'));
  });

  it('makes a PNG with transparency into AVIF, WebP and PNG that keep the alpha', async () => {
    const result = await make(transparent());
    expect(result.image).toMatchObject({ widths: [400, 720, 960, 1000], width: 1000, height: 600, fallback: 'png' });
    for (const variant of variants(result.image)) {
      const image = sharp(built(variant.path));
      const meta = await image.metadata();
      expect({ format: meta.format, width: meta.width, height: meta.height, hasAlpha: meta.hasAlpha }).toEqual({
        format: readAs(variant.format),
        width: variant.width,
        height: variantHeight(result.image, variant.width),
        hasAlpha: true,
      });
      // The left edge is clear, the right edge opaque.
      const { data, info } = await image.ensureAlpha().raw().toBuffer({ resolveWithObject: true });
      const alphaAt = (x: number, y: number) => data[(y * info.width + x) * info.channels + 3];
      expect(alphaAt(0, 10)).toBe(0);
      expect(alphaAt(info.width - 1, 10)).toBe(255);
    }
  });

  it('gives a PNG whose alpha channel no pixel uses a JPEG fallback', async () => {
    const result = await make(opaquePng());
    expect(result.image.fallback).toBe('jpeg');
    const meta = await sharp(built(variantPath(result.image, 400, 'jpeg'))).metadata();
    expect(meta.format).toBe('jpeg');
    expect((await sharp(built(variantPath(result.image, 400, 'webp'))).metadata()).hasAlpha).toBe(false);
    expect((await sharp(built(variantPath(result.image, 400, 'avif'))).metadata()).hasAlpha).toBe(false);
  });

  it('turns a photo stored on its side upright, and gives its upright size', async () => {
    const stored = await sharp(portrait()).metadata();
    expect({ width: stored.width, height: stored.height, orientation: stored.orientation }).toEqual({ width: 1200, height: 900, orientation: 6 });

    const result = await make(portrait());
    expect(result.image).toMatchObject({ widths: [400, 720, 900], width: 900, height: 1200 });
    const largest = built(variantPath(result.image, 900, 'jpeg'));
    expect(await sharp(largest).metadata()).toMatchObject({ width: 900, height: 1200 });
    const { data } = await sharp(largest).raw().toBuffer({ resolveWithObject: true });
    const isRed = (x: number, y: number) => {
      const [r, g, b] = data.subarray((y * 900 + x) * 3, (y * 900 + x) * 3 + 3);
      return r! > 200 && g! < 60 && b! < 60;
    };
    expect(isRed(900 - 40, 40)).toBe(true);
    expect(isRed(40, 40)).toBe(false);
  });

  it("makes the crops of a picture's cards, about its centre, with their own variants up to 1200", async () => {
    const result = await make(photo(), clientDir, [cardCrops.wide, cardCrops.tall]);
    // Counted at the decoded size (1600 wide), which keeps the proportions.
    expect(result.image.crops).toEqual([
      { crop: '16x9', widths: [400, 720, 960, 1200], width: 1600, height: 900, fallback: 'jpeg' },
      { crop: '3x4', widths: [400, 720, 900], width: 900, height: 1200, fallback: 'jpeg' },
    ]);
    expect(result.encoded).toBe(15 + 12 + 9);
    const crops = result.image.crops!.map((crop) => cropVariants(result.image, crop));
    expect(crops.map((crop) => crop.base)).toEqual([`${result.image.base}-16x9`, `${result.image.base}-3x4`]);
    expect(result.files.map((file) => file.path)).toEqual([result.image, ...crops].flatMap((set) => variants(set).map((variant) => variant.path)));
    for (const variant of crops.flatMap(variants)) {
      const meta = await sharp(built(variant.path)).metadata();
      expect({ file: variant.path, format: meta.format, width: meta.width, height: meta.height, exif: meta.exif }).toEqual({
        file: variant.path,
        format: readAs(variant.format),
        width: variant.width,
        height: variantHeight(crops.find((crop) => variant.path.startsWith(`${crop.base}-`))!, variant.width),
        exif: undefined,
      });
    }
  });

  it('crops an upright portrait about its centre, and makes no crop of proportions it has', async () => {
    const result = await make(portrait(), clientDir, [cardCrops.wide, cardCrops.tall]);
    expect(result.image.crops).toEqual([{ crop: '16x9', widths: [400, 720, 900], width: 900, height: 506, fallback: 'jpeg' }]);
    // The red block, top right once upright, is above the centre band a wide card shows.
    const crop = built(variantPath(cropVariants(result.image, result.image.crops![0]!), 900, 'jpeg'));
    const { data, info } = await sharp(crop).raw().toBuffer({ resolveWithObject: true });
    expect({ width: info.width, height: info.height }).toEqual({ width: 900, height: 506 });
    const redPixels = Array.from({ length: info.width * info.height }).filter((_, i) => data[i * 3]! > 200 && data[i * 3 + 1]! < 60 && data[i * 3 + 2]! < 60);
    expect(redPixels).toHaveLength(0);
  });

  it('keeps an image asked for with other crops in a cache entry of its own', async () => {
    const plain = await make(photo());
    const cropped = await make(photo(), clientDir, [cardCrops.wide]);
    expect(cropped.encoded).toBe(15 + 12);
    expect(cropped.image.base).not.toBe(plain.image.base);
    expect((await make(photo(), clientDir, [cardCrops.wide])).encoded).toBe(0);
  });

  it('makes nothing wider than a small source', async () => {
    const result = await make(small());
    expect(result.image).toMatchObject({ widths: [300], width: 300, height: 200 });
    expect(readdirSync(path.join(clientDir, IMAGE_DIR)).sort()).toEqual((['avif', 'jpeg', 'webp'] as const).map((format) => path.basename(variantPath(result.image, 300, format))));
    expect((await sharp(built(variantPath(result.image, 300, 'webp'))).metadata()).width).toBe(300);
  });

  it('encodes nothing the second time: the same image and files come from the cache', async () => {
    const first = await make(photo());
    const otherClient = path.join(path.dirname(clientDir), 'client-2');
    const second: ImageResult = await make(photo(), otherClient);
    expect(second.encoded).toBe(0);
    expect(second.image).toEqual(first.image);
    expect(second.files).toEqual(first.files);
    for (const file of first.files) {
      expect(readFileSync(built(file.path, otherClient)).equals(readFileSync(built(file.path)))).toBe(true);
      // Files of their own, never links into the cache: nothing done to the cache later reaches a site.
      expect(statSync(built(file.path, otherClient)).nlink).toBe(1);
    }
  });

  it('names a changed source differently, so browsers never keep the old picture', async () => {
    const first = await make(small());
    await sharp(photoPixels(300, 200, 3, 6), { raw: { width: 300, height: 200, channels: 3 } }).jpeg().toFile(small());
    try {
      const second = await make(small());
      expect(second.encoded).toBe(3);
      expect(second.image.base).not.toBe(first.image.base);
      expect(second.image.base).toMatch(/^\/media\/small-[0-9a-f]{10}$/);
    } finally {
      await sharp(photoPixels(300, 200, 3, 5), { raw: { width: 300, height: 200, channels: 3 } }).jpeg().toFile(small());
    }
  });

  it('gives the same bytes under another name their own base from the same cache entry', async () => {
    const first = await make(small());
    const copy = path.join(fixtures, 'Copy Of Small.jpg');
    writeFileSync(copy, readFileSync(small()));
    const second = await make(copy);
    expect(second.encoded).toBe(0);
    expect(second.image).toEqual({ ...first.image, base: first.image.base.replace('small-', 'copy-of-small-') });
    for (const variant of variants(second.image)) expect(readFileSync(built(variant.path)).length).toBeGreaterThan(0);
  });

  it('encodes again an entry that lost a variant or its metadata, or was made under another key', async () => {
    const entry = path.join(cacheDir, 'images', cacheKey(readFileSync(small()), ENCODER));
    expect((await make(small())).encoded).toBe(3);
    unlinkSync(path.join(entry, 'variant-300.jpg'));
    expect((await make(small())).encoded).toBe(3);
    unlinkSync(path.join(entry, 'meta.json'));
    expect((await make(small())).encoded).toBe(3);
    expect((await make(small())).encoded).toBe(0);
    // A variant of another key's entry (a fork's build): a miss, encoded again.
    const other = new BuildCache({ dir: path.join(cacheDir, 'other'), key: Buffer.from('another key, of a build that is not trusted') });
    other.write('x', Buffer.from('x'));
    writeFileSync(path.join(entry, 'variant-300.webp'), readFileSync(path.join(cacheDir, 'other', 'x')));
    const rebuilt = await make(small());
    expect(rebuilt.encoded).toBe(3);
    expect((await sharp(built(variantPath(rebuilt.image, 300, 'webp'))).metadata()).format).toBe('webp');
    // No temporary file is left beside the entries.
    expect(readdirSync(entry).filter((file) => file.endsWith('.tmp'))).toEqual([]);
  });

  it('never copies a variant replaced in the cache into the site: the build stops', async () => {
    const first = await make(small());
    const entry = path.join(cacheDir, 'images', cacheKey(readFileSync(small()), ENCODER));
    const variant = path.join(entry, 'variant-300.webp');
    const cached = readFileSync(variant);
    writeFileSync(variant, Buffer.concat([cached.subarray(0, 52), Buffer.from('<svg onload=alert(1)>')]));
    rmSync(clientDir, { recursive: true });
    await expect(make(small())).rejects.toThrow(TamperedCacheError);
    expect(existsSync(built(variantPath(first.image, 300, 'webp')))).toBe(false);
  });

  it("keys an image by its encoder's code: other code encodes again", async () => {
    expect((await make(small())).encoded).toBe(3);
    const other = await makeResponsiveImage({ sitePath: '/images/small.jpg', file: small(), crops: [] }, { clientDir, cache, encoder: 'other encoder code' });
    expect(other.encoded).toBe(3);
  });
});
