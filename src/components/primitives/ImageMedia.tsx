import type { ComponentPropsWithoutRef } from 'react';
import type { ResponsiveImage } from '../../content/types';
import { fallbackSrc, mimeTypes, SOURCE_FORMATS, srcset, variantsFor } from './responsive-image';

// No styled component here: the listing imports this module before its cards, and styled
// components are named in the order they are made.

/** What Image takes (ImageMedia all but `className`, which is the frame's). */
export interface ImageProps extends Omit<ComponentPropsWithoutRef<'img'>, 'width' | 'height' | 'sizes'> {
  src: string;
  alt: string;
  /** The box's proportions (the picture covers it); the real size of a photo goes on its <img>. */
  width: number;
  height: number;
  /**
   * The build's variants of a raster image (those of its crop to the box's proportions, when the
   * build made one); without them (an SVG), `src` is shown as it is.
   */
  set?: ResponsiveImage;
  /** How wide the image is shown at each viewport width, for the browser to pick a variant. */
  sizes?: string;
  /** The page's largest image above the fold (its LCP): loaded at once, first. Lazily otherwise. */
  priority?: boolean;
  /**
   * Shows the picture's own variants rather than its crop to `width`x`height`: for a box whose
   * proportions the layout changes (the featured post beside its text), which the crop would cut
   * a second time.
   */
  whole?: boolean;
  className?: string;
}

/** The Element Timing name of the page's largest picture. */
const PAGE_PICTURE = 'page-picture';

/** What an Image's frame shows: a <picture> of the build's variants, or the file itself (an SVG). */
export function ImageMedia({ src, alt, width, height, set, sizes = '100vw', priority = false, whole = false, ...rest }: Omit<ImageProps, 'className'>) {
  // The page's picture is also named for Element Timing: the page's script is requested once it is painted (loader.client.ts).
  const loading = priority ? ({ loading: 'eager', fetchPriority: 'high', elementtiming: PAGE_PICTURE } as const) : ({ loading: 'lazy' } as const);
  const shown = set && (whole ? set : variantsFor(set, { width, height }));
  return shown ? (
    <picture>
      {SOURCE_FORMATS.map((format) => (
        <source key={format} type={mimeTypes[format]} srcSet={srcset(shown, format)} sizes={sizes} />
      ))}
      <img
        src={fallbackSrc(shown)}
        srcSet={srcset(shown, shown.fallback)}
        sizes={sizes}
        alt={alt}
        width={shown.width}
        height={shown.height}
        {...loading}
        decoding="async"
        {...rest}
      />
    </picture>
  ) : (
    <img src={src} alt={alt} width={width} height={height} {...loading} decoding="async" {...rest} />
  );
}

/** A stand-in picture for the template: its values are replaced by each item's, only its markup counts. */
const TEMPLATE_SET: ResponsiveImage = { base: '', widths: [1], width: 1, height: 1, fallback: 'jpeg' };

/**
 * The two pictures a card can show (a photo's <picture>, an SVG's <img>), rendered once into the
 * page as a template: a card the browser makes for an item of another page clones one and sets
 * the item's addresses, alt text and size (listing-card-fill.client.ts), so its markup is this
 * component's and no one else's. `width` and `height` are the card's box, as the card's Image has them.
 */
export function CardMediaTemplate({ width, height, sizes }: Pick<ImageProps, 'width' | 'height' | 'sizes'>) {
  return (
    <template data-card-media="">
      <ImageMedia src="/" set={TEMPLATE_SET} alt="" width={width} height={height} sizes={sizes} />
      <ImageMedia src="/" alt="" width={width} height={height} sizes={sizes} />
    </template>
  );
}
