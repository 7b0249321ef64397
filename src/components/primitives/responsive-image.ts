import type { ResponsiveImage } from '../../content/types';

/** The two formats of every variant: WebP first, then the fallback for browsers without it. */
export type ImageFormat = 'webp' | ResponsiveImage['fallback'];

const extensions: Record<ImageFormat, string> = { webp: 'webp', jpeg: 'jpg', png: 'png' };
const mimeTypes: Record<ImageFormat, string> = { webp: 'image/webp', jpeg: 'image/jpeg', png: 'image/png' };

/** The site address of one variant, like `/media/team-3fa9c1d2e4-800.webp`. */
export function variantPath(image: Pick<ResponsiveImage, 'base'>, width: number, format: ImageFormat): string {
  return `${image.base}-${width}.${extensions[format]}`;
}

/** The height of the variant `width` pixels wide (the picture's own proportions, rounded). */
export function variantHeight(image: Pick<ResponsiveImage, 'width' | 'height'>, width: number): number {
  return Math.max(1, Math.round((width * image.height) / image.width));
}

/** Every variant of one format, for a `srcset`: `/a-400.webp 400w, /a-800.webp 800w`. */
export function srcset(image: ResponsiveImage, format: ImageFormat): string {
  return image.widths.map((width) => `${variantPath(image, width, format)} ${width}w`).join(', ');
}

/** The widest variant in the fallback format: the `src` of browsers without `srcset`, and of feeds. */
export function largestFallback(image: ResponsiveImage, atMost = Infinity): { path: string; width: number; height: number; type: string } {
  const width = [...image.widths].reverse().find((w) => w <= atMost) ?? image.widths[0]!;
  return { path: variantPath(image, width, image.fallback), width, height: variantHeight(image, width), type: mimeTypes[image.fallback] };
}
