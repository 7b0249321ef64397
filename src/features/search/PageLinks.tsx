import { styled } from 'styled-components';
import { ButtonLink } from '../../components/primitives/Button';
import { useLanguage, useText } from '../../i18n/page-language';
import { pathIn } from '../../content/collections/routes';
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

/** A link's words, with the part in [brackets] for screen readers only ("Previous[ page]"). */
function Words({ text }: { text: string }) {
  return text.split(/\[([^\]]*)\]/).map((part, index) => (index % 2 === 1 ? <Hidden key={index}>{part}</Hidden> : part));
}

/**
 * Links to the listing's previous and next static pages. Plain links, so they work without
 * JavaScript and crawlers follow them; a filtered list hides them (they lead to unfiltered pages).
 */
export function PageLinks({ base: englishBase, page, noun }: { base: ListingBase; page: ListingPage<unknown>; noun: string }) {
  const t = useText();
  // The listing's pages in the page's language (/es/blog/page/2).
  const base = pathIn(useLanguage(), englishBase) ?? englishBase;
  return (
    <Nav aria-label={t('listing.pages.label', { noun })} data-page-links="">
      {page.number > 1 && (
        <ButtonLink variant="outline" href={listingPagePath(base, page.number - 1)} rel="prev">
          <Words text={t('listing.pages.previous')} />
        </ButtonLink>
      )}
      <Where aria-current="page">{t('listing.pages.where', { number: page.number, count: page.count })}</Where>
      {page.number < page.count && (
        <ButtonLink variant="outline" href={listingPagePath(base, page.number + 1)} rel="next">
          <Words text={t('listing.pages.next')} />
        </ButtonLink>
      )}
    </Nav>
  );
}
