import type { CroppedImage, ResponsiveImage } from '../../content/entry-types';

/** The formats of every variant: AVIF, WebP, then the fallback for browsers with neither. */
export type ImageFormat = 'avif' | 'webp' | ResponsiveImage['fallback'];

/** The formats a <picture> offers before its <img>, best first, each a <source> of its type. */
export const SOURCE_FORMATS = ['avif', 'webp'] as const satisfies readonly ImageFormat[];

const extensions: Record<ImageFormat, string> = { avif: 'avif', webp: 'webp', jpeg: 'jpg', png: 'png' };
export const mimeTypes: Record<ImageFormat, string> = { avif: 'image/avif', webp: 'image/webp', jpeg: 'image/jpeg', png: 'image/png' };

/** The proportions of a card's picture, like 16:9; the build makes a crop of each picture a card shows. */
export interface CardCrop {
  width: number;
  height: number;
}

/** The cards' proportions: a post's or a resource's card (and the featured post on a phone), a guide's cover. */
export const cardCrops = { wide: { width: 16, height: 9 }, tall: { width: 3, height: 4 } } as const satisfies Record<string, CardCrop>;

/**
 * Whether two sizes have the same proportions, within 1%: the build makes no crop of a picture
 * that has its card's proportions, and a box shows a crop of its own proportions.
 */
export function sameProportions(a: { width: number; height: number }, b: { width: number; height: number }): boolean {
  return Math.abs((a.width / a.height) * (b.height / b.width) - 1) < 0.01;
}

/** A crop's name in its variants' addresses: `16x9`. */
export const cropName = (crop: CardCrop) => `${crop.width}x${crop.height}`;

/** A crop of `image` as a set of variants of its own (its base names the crop). */
export function cropVariants(image: ResponsiveImage, { crop, ...variants }: CroppedImage): ResponsiveImage {
  return { base: `${image.base}-${crop}`, ...variants };
}

/**
 * The variants to show in a box of `box`'s proportions: the build's crop to those proportions
 * when it made one (its pixels are what the box shows, so none is fetched to be cut away),
 * the picture's own otherwise.
 */
export function variantsFor(image: ResponsiveImage, box: { width: number; height: number }): ResponsiveImage {
  const crop = image.crops?.find((made) => sameProportions(made, box));
  return crop ? cropVariants(image, crop) : image;
}

/** The site address of one variant, like `/media/team-3fa9c1d2e4-720.webp`. */
export function variantPath(image: Pick<ResponsiveImage, 'base'>, width: number, format: ImageFormat): string {
  return `${image.base}-${width}.${extensions[format]}`;
}

/** The height of the variant `width` pixels wide (the picture's own proportions, rounded). */
export function variantHeight(image: Pick<ResponsiveImage, 'width' | 'height'>, width: number): number {
  return Math.max(1, Math.round((width * image.height) / image.width));
}

/** Every variant of one format, for a `srcset`: `/a-400.webp 400w, /a-720.webp 720w`. */
export function srcset(image: ResponsiveImage, format: ImageFormat): string {
  return image.widths.map((width) => `${variantPath(image, width, format)} ${width}w`).join(', ');
}

/** The widest variant in the fallback format of at most `atMost` px (the narrowest when none is). */
export function largestFallback(image: ResponsiveImage, atMost: number): { path: string; width: number; height: number; type: string } {
  const width = [...image.widths].reverse().find((w) => w <= atMost) ?? image.widths[0]!;
  return { path: variantPath(image, width, image.fallback), width, height: variantHeight(image, width), type: mimeTypes[image.fallback] };
}

/** The `src` of a picture's <img>, for browsers without `srcset`: its fallback of at most 800 px. */
export const fallbackSrc = (image: ResponsiveImage) => largestFallback(image, 800).path;

/** A picture as shared beyond the page (feeds, search engines, a demo's preview): its fallback of at most 1200 px, the width the networks ask for. */
export const sharedPicture = (image: ResponsiveImage) => largestFallback(image, 1200);
