import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import { theme } from '../../styles/theme';
import { Badge } from './Badge';

export type IllustrationAspect = 'square' | 'landscape' | 'portrait' | 'compact' | 'wide';
export type IllustrationPadding = 'compact' | 'normal' | 'spacious';

const ratios: Record<IllustrationAspect, string> = {
  square: '1 / 1',
  landscape: '4 / 3',
  portrait: '3 / 4',
  compact: '16 / 9',
  wide: '21 / 9',
};

const paddings: Record<IllustrationPadding, string> = {
  compact: theme.space(4),
  normal: theme.space(6),
  spacious: theme.space(10),
};

export interface IllustrationProps {
  /** What the picture shows, read by screen readers in place of its parts. */
  label: string;
  /** Visible caption under the picture, saying it is an example. */
  caption?: ReactNode;
  /** A visible tag in the corner, like "Illustration" or "Sample". */
  badge?: ReactNode;
  /** Minimum shape of the frame; content taller than the ratio still fits. */
  aspect?: IllustrationAspect;
  padding?: IllustrationPadding;
  children: ReactNode;
  className?: string;
}

/* A frame wider than this would be mostly empty space at tall ratios. */
const Figure = styled.figure`
  display: flex;
  flex-direction: column;
  gap: ${theme.space(3)};
  width: 100%;
  max-width: 34rem;
  margin: 0 auto;
  min-width: 0;
`;

const Frame = styled.div<{ $ratio: string; $padding: string }>`
  position: relative;
  display: flex;
  flex-direction: column;
  justify-content: center;
  aspect-ratio: ${(p) => p.$ratio};
  padding: ${(p) => p.$padding};
  border: thin solid ${theme.color.border};
  border-radius: ${theme.radius.xl};
  background: ${theme.color.surface};
  box-shadow: ${theme.shadow.lg};
`;

const Tag = styled(Badge)`
  position: absolute;
  top: ${theme.space(3)};
  right: ${theme.space(3)};
`;

const Caption = styled.figcaption`
  color: ${theme.color.textMuted};
  font-size: ${theme.fontSize.sm};
  text-align: center;
`;

/**
 * A framed picture made of markup (a sample dashboard, a sample card). Screen readers hear one
 * image with its label; sighted visitors see the badge and the caption, so no one takes the
 * example figures for real ones.
 */
export function Illustration({ label, caption, badge, aspect = 'landscape', padding = 'normal', children, className }: IllustrationProps) {
  return (
    <Figure className={className}>
      <Frame $ratio={ratios[aspect]} $padding={paddings[padding]}>
        {badge && <Tag as="p" $tone="outline">{badge}</Tag>}
        <div role="img" aria-label={label}>
          {children}
        </div>
      </Frame>
      {caption && <Caption>{caption}</Caption>}
    </Figure>
  );
}
