import { css, styled } from 'styled-components';
import { theme } from '../../styles/theme';

export type BadgeTone = 'soft' | 'solid' | 'outline';

const tones: Record<BadgeTone, ReturnType<typeof css>> = {
  /** Categories on cards and posts. */
  soft: css`
    background: ${theme.color.primarySoft};
    color: ${theme.color.primarySoftText};
  `,
  /** A label that singles something out, like "Recommended". */
  solid: css`
    background: ${theme.color.primary};
    color: ${theme.color.onPrimary};
    letter-spacing: 0.04em;
    text-transform: uppercase;
  `,
  /** The kicker above a page title. */
  outline: css`
    background: ${theme.color.surface};
    border-color: ${theme.color.border};
    color: ${theme.color.primarySoftText};
    font-size: ${theme.fontSize.sm};
    font-weight: 600;
  `,
};

/** A short pill-shaped label. Render it `as="p"` where it stands on its own line. */
export const Badge = styled.span<{ $tone?: BadgeTone }>`
  display: inline-block;
  align-self: flex-start;
  margin: 0;
  padding: ${theme.space(1)} ${theme.space(3)};
  border: 1px solid transparent;
  border-radius: ${theme.radius.full};
  font-size: ${theme.fontSize.xs};
  font-weight: 700;
  line-height: 1.4;
  ${(p) => tones[p.$tone ?? 'soft']}
`;
