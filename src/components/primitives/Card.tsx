import { css, styled } from 'styled-components';
import { media } from '../../styles/media';
import { theme } from '../../styles/theme';

/** The surface of every card: border, corners, background, and a highlight on hover or focus. */
export const cardSurface = css`
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.lg};
  background: ${theme.color.surface};
  transition: box-shadow ${theme.motion.fast}, border-color ${theme.motion.fast};
  &:hover, &:focus-within { border-color: ${theme.color.primary}; box-shadow: ${theme.shadow.md}; }
`;

/** The surface of a panel that is not a link: a card's, without the highlight, a little raised. */
export const panelSurface = css`
  border: thin solid ${theme.color.border};
  border-radius: ${theme.radius.lg};
  background: ${theme.color.surface};
  box-shadow: ${theme.shadow.sm};
`;

/** A card with media on top (an image) and a CardBody below. */
export const Card = styled.article`
  position: relative;
  display: flex;
  flex-direction: column;
  overflow: hidden;
  ${cardSurface}
  /*
   * On paper a card is its text: its picture loads lazily (one not scrolled to would print as an
   * empty box) and tells less than it costs in ink.
   */
  ${media.print} {
    break-inside: avoid;
    [data-image-frame] { display: none; }
  }
`;

export const CardBody = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${theme.space(2)};
  padding: ${theme.space(5)};
  h2, h3 { margin: 0; font-size: ${theme.fontSize.xl}; }
  h2 a, h3 a { color: ${theme.color.text}; text-decoration: none; }
  /* The title's link covers the whole card, so all of it is one target. */
  h2 a::after, h3 a::after { content: ''; position: absolute; inset: 0; }
  p { margin: 0; color: ${theme.color.textMuted}; }
`;

/** Cards in as many columns of at least 20rem as fit. */
export const CardGrid = styled.div`
  display: grid;
  gap: ${theme.space(6)};
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 20rem), 1fr));
`;
