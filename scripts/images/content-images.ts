import type { Element, Root, RootContent } from 'hast';
import type { ResponsiveImage } from '../../src/content/types';
import { fallbackSrc, mimeTypes, sharedPicture, SOURCE_FORMATS, srcset } from '../../src/components/primitives/responsive-image';
import { proseSizes } from '../../src/components/primitives/image-sizes';

/** The build's variants of each raster image, by the site address content gives it. */
export type ImageManifest = ReadonlyMap<string, ResponsiveImage>;

/** Content fields that name an image, and the field the variants of a raster one go in. */
const imageFields = { image: 'imageSet', coverImage: 'coverImageSet' } as const;

const isElement = (node: unknown): node is Element =>
  typeof node === 'object' && node !== null && (node as Element).type === 'element' && typeof (node as Element).tagName === 'string';

/**
 * A Markdown image as a <picture>: AVIF and WebP at each width and the fallback format, at the picture's
 * own proportions, lazily (a body image is below the header).
 */
function picture(img: Element, image: ResponsiveImage): Element {
  const sizes = proseSizes;
  return {
    type: 'element',
    tagName: 'picture',
    properties: {},
    children: [
      ...SOURCE_FORMATS.map((format): Element => ({ type: 'element', tagName: 'source', properties: { type: mimeTypes[format], srcSet: srcset(image, format), sizes }, children: [] })),
      {
        type: 'element',
        tagName: 'img',
        properties: {
          ...img.properties,
          src: fallbackSrc(image),
          srcSet: srcset(image, image.fallback),
          sizes,
          width: image.width,
          height: image.height,
          loading: 'lazy',
          decoding: 'async',
        },
        children: [],
      },
    ],
  };
}

/** Replaces each Markdown image of a body that the build made variants of by its <picture>. */
export function picturesInTree(tree: Root, images: ImageManifest): void {
  const visit = (children: RootContent[]) => {
    children.forEach((child, i) => {
      if (!isElement(child)) return;
      const image = child.tagName === 'img' && typeof child.properties.src === 'string' ? images.get(child.properties.src) : undefined;
      if (image) children[i] = picture(child, image);
      else visit(child.children);
    });
  };
  visit(tree.children);
}

/**
 * Adds the variants of every raster image the content data names: `imageSet` beside `image`
 * (posts, their related posts, resources), `coverImageSet` beside `coverImage` (guides), and a
 * <picture> for each Markdown image of the bodies it holds. A demo's `previewImage`, shown in a
 * plain <img> at 640 px, becomes its 1200 px variant in the fallback format (the file as committed
 * is not served). Changes the data in place; an SVG (not in `images`) stays as it is.
 */
export function addResponsiveImages(data: unknown, images: ImageManifest): void {
  if (images.size === 0 || typeof data !== 'object' || data === null) return;
  if (Array.isArray(data)) {
    for (const item of data) addResponsiveImages(item, images);
    return;
  }
  if ((data as Root).type === 'root' && Array.isArray((data as Root).children)) {
    picturesInTree(data as Root, images);
    return;
  }
  const record = data as Record<string, unknown>;
  for (const [field, set] of Object.entries(imageFields)) {
    const source = record[field];
    const image = typeof source === 'string' ? images.get(source) : undefined;
    if (image) record[set] = image;
  }
  const preview = typeof record.previewImage === 'string' ? images.get(record.previewImage) : undefined;
  if (preview) record.previewImage = sharedPicture(preview).path;
  for (const value of Object.values(record)) if (typeof value === 'object') addResponsiveImages(value, images);
}
