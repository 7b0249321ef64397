/**
 * The checks of the raster images content shows (photos, screenshots): that the build can
 * convert them, that they are wide enough for where they are shown, that they are not huge, and
 * that an image from another site comes from a host the site allows. SVGs are checked by
 * svg-check.ts and served as they are.
 */
import { closeSync, openSync, readFileSync, readSync, statSync } from 'node:fs';
import { imageSize } from 'image-size';

/**
 * The narrowest source each front-matter image may have, in px: the widest it is shown at. A post's
 * image is also its page header and its social picture (1200 px wide, as the networks ask); the
 * others are shown in cards and dialogs no wider than this. Body images have none: they are shown
 * at their own width, up to the column's.
 */
export const IMAGE_MIN_WIDTH = {
  postImage: 1200,
  resourceImage: 800,
  guideCoverImage: 600,
  demoPreviewImage: 640,
} as const;
export type ImageUse = keyof typeof IMAGE_MIN_WIDTH;

/** How each use is named in a message. */
const USE_NAMES: Record<ImageUse, string> = {
  postImage: "a post's image (also its header and social picture)",
  resourceImage: "a resource's image",
  guideCoverImage: "a guide's cover",
  demoPreviewImage: "a demo's preview",
};

/** Larger files slow every build and every clone; a photo exported for the web is far smaller. */
export const IMAGE_MAX_BYTES = 10 * 1024 * 1024;

/** The formats the build converts (sharp reads them all); anything else is refused. */
export const RASTER_FORMATS = ['jpeg', 'png', 'webp', 'avif', 'tiff'] as const;
export type RasterFormat = (typeof RASTER_FORMATS)[number];
const FORMAT_NAMES: Record<RasterFormat, string> = { jpeg: 'JPEG', png: 'PNG', webp: 'WebP', avif: 'AVIF', tiff: 'TIFF' };

/** The part of an address that names the file: no query or fragment. */
function pathnameOf(address: string): string {
  return address.split(/[?#]/)[0]!;
}

/**
 * The site path of the file an address of this site names (`/images/a b.jpg` for
 * `/images/a%20b.jpg?v=2`): `path.join(publicDir, it)` is the file. Undefined when its
 * percent-encoding is broken, as no file can be named by it.
 */
export function imageFilePath(address: string): string | undefined {
  try {
    return decodeURIComponent(pathnameOf(address));
  } catch {
    return undefined;
  }
}

/**
 * Whether an image address is a raster file under public/: a site address of anything but an
 * SVG. The build converts these; an SVG is served as it is, an https image is not ours to convert.
 */
export function isRasterImagePath(address: string): boolean {
  return /^\/(?![/\\])/.test(address) && !/\.svg$/i.test(pathnameOf(address));
}

/** What the bytes of an image file are, whatever its name says. */
export type ImageKind =
  | { kind: 'raster'; format: RasterFormat; width: number; height: number; orientation?: number }
  /** An image format the build does not convert, named as an author knows it ("a HEIC photo"). */
  | { kind: 'unsupported'; name: string }
  /** A raster format we convert, but its size cannot be read: cut short or damaged. */
  | { kind: 'damaged'; format: RasterFormat }
  | { kind: 'svg' }
  | { kind: 'unknown' };

const ascii = (bytes: Uint8Array, start: number, end: number) => String.fromCharCode(...bytes.subarray(start, end));

/**
 * The brands of an ISO media file (HEIC, AVIF, MP4, MOV all are): the major brand and the
 * compatible ones of its `ftyp` box. An AVIF may name itself `mif1` first and `avif` after.
 */
function isoBrands(bytes: Uint8Array): string[] | undefined {
  if (bytes.length < 16 || ascii(bytes, 4, 8) !== 'ftyp') return undefined;
  const size = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength).getUint32(0);
  const end = Math.min(bytes.length, Math.max(size, 16));
  const brands = [ascii(bytes, 8, 12)];
  for (let i = 16; i + 4 <= end; i += 4) brands.push(ascii(bytes, i, i + 4));
  return brands;
}
const HEIC = 'a HEIC photo';
const AVIF_BRANDS = new Set(['avif', 'avis']);
const HEIF_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1']);

/** The format a file's first bytes announce, for one whose size image-size cannot read. */
function rasterMagic(bytes: Uint8Array): RasterFormat | undefined {
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (ascii(bytes, 0, 8) === '\x89PNG\r\n\x1a\n') return 'png';
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'webp';
  if (['II*\0', 'MM\0*'].includes(ascii(bytes, 0, 4))) return 'tiff';
  return undefined;
}

/** image-size's names of the formats we convert. */
const SIZE_TYPES: Record<string, RasterFormat> = { jpg: 'jpeg', png: 'png', webp: 'webp', tiff: 'tiff', avif: 'avif' };
/** How image-size's other types are named to an author. */
const OTHER_NAMES: Record<string, string> = {
  gif: 'a GIF image',
  bmp: 'a BMP image',
  psd: 'a Photoshop (PSD) file',
  ico: 'an icon (ICO)',
  cur: 'a cursor (CUR)',
  jp2: 'a JPEG 2000 image',
  j2c: 'a JPEG 2000 image',
  jxl: 'a JPEG XL image',
  'jxl-stream': 'a JPEG XL image',
};

/** What an image file is, from its bytes (its first bytes are enough but for a damaged file). */
export function identifyImage(bytes: Uint8Array): ImageKind {
  const brands = isoBrands(bytes);
  // image-size cannot size a HEIC without its item properties, but its brand alone says what it is.
  if (brands && !brands.some((brand) => AVIF_BRANDS.has(brand))) {
    return brands.some((brand) => HEIF_BRANDS.has(brand)) ? { kind: 'unsupported', name: HEIC } : { kind: 'unknown' };
  }
  try {
    const size = imageSize(bytes);
    const format = brands ? 'avif' : SIZE_TYPES[size.type ?? ''];
    if (format) return { kind: 'raster', format, width: size.width, height: size.height, ...(size.orientation ? { orientation: size.orientation } : {}) };
    if (size.type === 'svg') return { kind: 'svg' };
    return { kind: 'unsupported', name: OTHER_NAMES[size.type ?? ''] ?? `a ${(size.type ?? 'unknown').toUpperCase()} image` };
  } catch {
    const format = brands ? 'avif' : rasterMagic(bytes);
    return format ? { kind: 'damaged', format } : { kind: 'unknown' };
  }
}

/** What the checks need of an image file: what it is and how big. */
export interface ImageFile {
  bytes: number;
  image: ImageKind;
}

/**
 * How much of a file is read to identify it: the header, and in a JPEG the metadata before its
 * size (a camera's thumbnail and colour profile included). A larger header is read whole.
 */
const HEAD_BYTES = 256 * 1024;

/** Reads what a file is, from its first bytes, or from all of them when those are not enough. */
export function readImageFile(file: string): ImageFile {
  const bytes = statSync(file).size;
  const head = Buffer.alloc(Math.min(bytes, HEAD_BYTES));
  const fd = openSync(file, 'r');
  try {
    readSync(fd, head, 0, head.length, 0);
  } finally {
    closeSync(fd);
  }
  const image = identifyImage(head);
  if (image.kind !== 'damaged' || bytes <= HEAD_BYTES) return { bytes, image };
  return { bytes, image: identifyImage(readFileSync(file)) };
}

/** One problem of an image, without its address: the caller says which file or body image. */
export interface ImageProblem {
  message: string;
  hint: string;
}

const REEXPORT = 'export it as JPEG (a photo) or PNG (a drawing or screenshot)';
const HINTS: Record<string, string> = {
  [HEIC]: 'export it as JPEG: on iPhone, Settings > Camera > Formats > Most Compatible, or share it as JPEG',
  [OTHER_NAMES.gif!]: 'export a still as PNG or JPEG',
};

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/**
 * The problems of a raster image file referenced as `address`, shown in `use` (none for a body
 * image, which has no minimum width). Its width is the upright one: a JPEG with EXIF orientation
 * 5 to 8 is stored on its side and shown turned.
 */
export function checkRasterImage(address: string, file: ImageFile, use?: ImageUse): ImageProblem[] {
  const problems: ImageProblem[] = [];
  const { image } = file;
  if (image.kind === 'unsupported') {
    problems.push({ message: `is ${image.name}, which the build cannot convert for the web`, hint: HINTS[image.name] ?? REEXPORT });
  } else if (image.kind === 'svg') {
    const extension = /\.[^./]*$/.exec(pathnameOf(address))?.[0] ?? '';
    problems.push({ message: `is an SVG drawing${extension ? ` named ${extension}` : ' without the .svg extension'}`, hint: 'rename the file to .svg and use that address' });
  } else if (image.kind === 'damaged') {
    problems.push({ message: `starts like a ${FORMAT_NAMES[image.format]} image but its size cannot be read (it is cut short or damaged)`, hint: `${REEXPORT} again` });
  } else if (image.kind === 'unknown') {
    problems.push({ message: `is not an image: its bytes are not ${RASTER_FORMATS.map((f) => FORMAT_NAMES[f]).join(', ').replace(/, (?=[^,]*$)/, ' or ')}`, hint: `${REEXPORT}; renaming a file does not convert it` });
  } else if (use) {
    const turned = image.orientation !== undefined && image.orientation >= 5;
    const width = turned ? image.height : image.width;
    const minimum = IMAGE_MIN_WIDTH[use];
    if (width < minimum) {
      const shown = turned ? ` upright (stored ${image.width} px wide, turned by its EXIF orientation)` : '';
      problems.push({ message: `is ${width} px wide${shown}; ${USE_NAMES[use]} must be at least ${minimum} px wide`, hint: `export it at least ${minimum} px wide` });
    }
  }
  if (file.bytes > IMAGE_MAX_BYTES) {
    problems.push({ message: `is ${megabytes(file.bytes)}, more than the ${IMAGE_MAX_BYTES / 1024 / 1024} MB an image may be`, hint: 'export a smaller one (e.g. JPEG quality 85 at 2400 px wide)' });
  }
  return problems;
}

/**
 * Why an https image may not be shown, or undefined when its origin is one of `hosts` (the
 * origins of site.yml `imageHosts`): another site's image tells that site who reads which page.
 */
export function checkImageHost(address: string, hosts: readonly string[]): ImageProblem | undefined {
  const origin = new URL(address).origin;
  if (hosts.includes(origin)) return undefined;
  return {
    message: `is loaded from ${origin}, which is not one of the site's image hosts`,
    hint: `put the file under public/images/ and write /images/..., or add ${origin} to imageHosts in content/site.yml (that host then sees every visitor of the page)`,
  };
}
