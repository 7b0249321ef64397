import { styled } from 'styled-components';
import { ButtonLink } from '../../components/primitives/Button';
import { notPrinted, visuallyHidden } from '../../styles/GlobalStyle';
import { theme } from '../../styles/theme';
import { listingPagePath, type ListingBase, type ListingPage } from './pagination';

/* Previous, where, next: the links keep their sides even when one of them is absent. */
const Nav = styled.nav`
  display: grid;
  grid-template-columns: minmax(max-content, 1fr) auto minmax(max-content, 1fr);
  align-items: center;
  gap: ${theme.space(3)};
  margin-top: ${theme.space(10)};
  > a { white-space: nowrap; }
  > [rel='prev'] { justify-self: end; }
  > [rel='next'] { grid-column: 3; justify-self: start; }
  &[hidden] { display: none; }
  ${notPrinted}
`;

const Where = styled.p`
  grid-column: 2;
  margin: 0;
  color: ${theme.color.textMuted};
  font-weight: 500;
  white-space: nowrap;
`;

const Hidden = styled.span`
  ${visuallyHidden}
`;

/**
 * Links to the listing's previous and next static pages. Plain links, so they work without
 * JavaScript and crawlers follow them; a filtered list hides them (they lead to unfiltered pages).
 */
export function PageLinks({ base, page, noun }: { base: ListingBase; page: ListingPage<unknown>; noun: string }) {
  return (
    <Nav aria-label={`Pages of ${noun}`} data-page-links="">
      {page.number > 1 && (
        <ButtonLink variant="outline" href={listingPagePath(base, page.number - 1)} rel="prev">
          Previous<Hidden> page</Hidden>
        </ButtonLink>
      )}
      <Where aria-current="page">
        Page {page.number} of {page.count}
      </Where>
      {page.number < page.count && (
        <ButtonLink variant="outline" href={listingPagePath(base, page.number + 1)} rel="next">
          Next<Hidden> page</Hidden>
        </ButtonLink>
      )}
    </Nav>
  );
}
