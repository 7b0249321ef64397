import { ImageOff } from 'lucide-react';
import { styled } from 'styled-components';
import { useText } from '../../i18n/page-language';
import { theme } from '../../styles/theme';
import { ImageMedia, type ImageProps } from './ImageMedia';

export type { ImageProps };

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

/**
 * An image that reserves its space (no layout shift), loads lazily, and shows a placeholder box
 * when it cannot load, local or remote: the box is in the markup, hidden, and image-fallback
 * shows it in place of an image that failed. A raster image the build made variants of is a
 * <picture>: AVIF and WebP at each width, and the fallback format for browsers with neither.
 */
export function Image({ className, ...media }: ImageProps) {
  const t = useText();
  return (
    <Frame $ratio={`${media.width} / ${media.height}`} className={className} data-image-frame="">
      <ImageMedia {...media} />
      <Placeholder role="img" aria-label={media.alt || t('shell.imageUnavailable')} hidden>
        <ImageOff size={32} aria-hidden="true" />
      </Placeholder>
    </Frame>
  );
}
