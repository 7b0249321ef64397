import { ImageOff } from 'lucide-react';
import type { ComponentPropsWithoutRef } from 'react';
import { styled } from 'styled-components';
import { theme } from '../../styles/theme';

const Frame = styled.div<{ $ratio: string }>`
  position: relative;
  aspect-ratio: ${(p) => p.$ratio};
  overflow: hidden;
  background: ${theme.color.surfaceMuted};
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

export interface ImageProps extends Omit<ComponentPropsWithoutRef<'img'>, 'width' | 'height'> {
  src: string;
  alt: string;
  width: number;
  height: number;
  /** Load at once (for the largest image above the fold) instead of lazily. */
  priority?: boolean;
  className?: string;
}

/**
 * An image that reserves its space (no layout shift), loads lazily, and shows a placeholder box
 * when it cannot load, local or remote: the box is in the markup, hidden, and image-fallback
 * shows it in place of an image that failed.
 */
export function Image({ src, alt, width, height, priority = false, className, ...rest }: ImageProps) {
  return (
    <Frame $ratio={`${width} / ${height}`} className={className} data-image-frame="">
      <img src={src} alt={alt} width={width} height={height} loading={priority ? 'eager' : 'lazy'} decoding="async" {...rest} />
      <Placeholder role="img" aria-label={alt || 'Image unavailable'} hidden>
        <ImageOff size={32} aria-hidden="true" />
      </Placeholder>
    </Frame>
  );
}
