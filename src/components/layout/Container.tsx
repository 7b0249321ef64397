import { styled } from 'styled-components';
import { theme } from '../../styles/theme';
import { media } from '../../styles/media';

/** Centres content at the site's width with the page gutters. */
export const Container = styled.div`
  width: 100%;
  max-width: ${theme.layout.maxWidth};
  margin-inline: auto;
  padding-inline: ${theme.space(4)};
  ${media.tablet} {
    padding-inline: ${theme.space(6)};
  }
  /* The page's margins are the gutters on paper. */
  ${media.print} { padding-inline: 0; }
`;
