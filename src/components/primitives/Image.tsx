import { ImageOff } from 'lucide-react';
import type { ComponentPropsWithoutRef } from 'react';
import { styled } from 'styled-components';
import type { ResponsiveImage } from '../../content/types';
import { theme } from '../../styles/theme';
import { fallbackSrc, mimeTypes, SOURCE_FORMATS, srcset, variantsFor } from './responsive-image';

/** The Element Timing name of the page's largest picture. */
const PAGE_PICTURE = 'page-picture';

const Frame = styled.div<{ $ratio: string }>`
  position: relative;
  aspect-ratio: ${(p) => p.$ratio};
  overflow: hidden;
  background: ${theme.color.surfaceMuted};
  picture { display: contents; }
  img { display: block; width: 100%; height: 100%; object-fit: cover; }
  img[hidden] { display: none; }
`;

const Placeholder = styled.div`
  &[hidden] { display: none; }
  position: absolute;
  inset: 0;
  display: grid;
  place-items: center;
  color: ${theme.color.textMuted};
`;

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

/**
 * An image that reserves its space (no layout shift), loads lazily, and shows a placeholder box
 * when it cannot load, local or remote: the box is in the markup, hidden, and image-fallback
 * shows it in place of an image that failed. A raster image the build made variants of is a
 * <picture>: AVIF and WebP at each width, and the fallback format for browsers with neither.
 */
export function Image({ src, alt, width, height, set, sizes = '100vw', priority = false, whole = false, className, ...rest }: ImageProps) {
  // The page's picture is also named for Element Timing: the page's script is requested once it is painted (vite.config.ts).
  const loading = priority ? ({ loading: 'eager', fetchPriority: 'high', elementtiming: PAGE_PICTURE } as const) : ({ loading: 'lazy' } as const);
  const shown = set && (whole ? set : variantsFor(set, { width, height }));
  return (
    <Frame $ratio={`${width} / ${height}`} className={className} data-image-frame="">
      {shown ? (
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
      )}
      <Placeholder role="img" aria-label={alt || 'Image unavailable'} hidden>
        <ImageOff size={32} aria-hidden="true" />
      </Placeholder>
    </Frame>
  );
}
