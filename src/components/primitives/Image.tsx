import { ImageOff } from 'lucide-react';
import { useEffect, useRef, useState, type ComponentPropsWithoutRef } from 'react';
import { styled } from 'styled-components';
import { theme } from '../../styles/theme';

const Frame = styled.div<{ $ratio: string }>`
  position: relative;
  aspect-ratio: ${(p) => p.$ratio};
  overflow: hidden;
  background: ${theme.color.surfaceMuted};
  img { display: block; width: 100%; height: 100%; object-fit: cover; }
`;

const Placeholder = styled.div`
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
 * when it cannot load, local or remote.
 */
export function Image({ src, alt, width, height, priority = false, className, ...rest }: ImageProps) {
  const [failed, setFailed] = useState(false);
  const ref = useRef<HTMLImageElement>(null);

  // An error can happen before hydration attaches the handler.
  useEffect(() => {
    const img = ref.current;
    if (img?.complete && img.naturalWidth === 0 && img.currentSrc) fail();
  }, []);

  function fail() {
    console.warn(`Image failed to load: ${src}`);
    setFailed(true);
  }

  return (
    <Frame $ratio={`${width} / ${height}`} className={className}>
      {failed ? (
        <Placeholder role="img" aria-label={alt || 'Image unavailable'}>
          <ImageOff size={32} aria-hidden="true" />
        </Placeholder>
      ) : (
        <img
          ref={ref}
          src={src}
          alt={alt}
          width={width}
          height={height}
          loading={priority ? 'eager' : 'lazy'}
          decoding="async"
          onError={fail}
          {...rest}
        />
      )}
    </Frame>
  );
}
