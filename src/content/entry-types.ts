import type { Root } from 'hast';

/*
 * The shapes every compiled entry is built from, whatever its type: the types of the generated
 * JSON are each declared by their type's build module from these.
 */

/** One entry of a table of contents, from a level-1 or level-2 heading of the Markdown. */
export interface TocEntry {
  id: string;
  text: string;
  level: 1 | 2;
}

/**
 * A raster image of content as the build made it: the same picture at a few widths, in AVIF, WebP
 * and a fallback format, named `${base}-${width}.avif`, `.webp` and `.jpg` (or `.png`).
 * Metadata stripped, orientation applied. Vector images (SVG) are served as they are and have none.
 */
export interface ResponsiveImage {
  /** Site address of the variants without the width and extension, like `/media/team-3fa9c1d2e4`. */
  base: string;
  /** The widths made, ascending; the last is the widest (at most the source's width). */
  widths: number[];
  /** The picture's own size, upright (after its EXIF orientation). */
  width: number;
  height: number;
  /** The format beside AVIF and WebP: JPEG, or PNG for an image with transparency. */
  fallback: 'jpeg' | 'png';
  /**
   * The picture cut about its centre to the proportions of the cards that show it, each with
   * variants of its own at `<base>-<crop>-<width>.<ext>`; none where it has them already.
   */
  crops?: CroppedImage[];
}

/** A crop of a ResponsiveImage: its name (`16x9`), and its widths and size like the picture's own. */
export type CroppedImage = Omit<ResponsiveImage, 'base' | 'crops'> & { crop: string };

/** A rendered Markdown body: a serialisable HTML tree and its table of contents. */
export interface RenderedBody {
  body: Root;
  toc: TocEntry[];
}

/** A compiled entry's front matter: its slug always set, its draft flag always there. */
export type Published<T> = Omit<T, 'draft' | 'slug'> & { slug: string; draft: boolean };

/** The variants the build made of an entry's raster `image` (none for an SVG, or before the build). */
export interface WithImageSet {
  imageSet?: ResponsiveImage;
}
