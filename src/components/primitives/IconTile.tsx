import { styled } from 'styled-components';
import { theme } from '../../styles/theme';

export type IconTileSize = 'md' | 'lg';

const sides: Record<IconTileSize, string> = { md: theme.space(11), lg: theme.space(12) };

/** A small tinted square holding an icon, before a heading (lg) or a contact detail (md). */
export const IconTile = styled.span<{ $size?: IconTileSize }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${({ $size = 'lg' }) => sides[$size]};
  height: ${({ $size = 'lg' }) => sides[$size]};
  border-radius: ${theme.radius.md};
  background: ${theme.color.primarySoft};
  color: ${theme.color.primarySoftText};
`;
