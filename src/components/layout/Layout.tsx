import type { ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { styled } from 'styled-components';
import { useSite } from '../../config/site';
import { MAIN_ID } from '../../content/page-anchors';
import { useText } from '../../i18n/page-language';
import { notPrinted, printOnly } from '../../styles/GlobalStyle';
import { media } from '../../styles/media';
import { theme } from '../../styles/theme';
import { Footer } from './Footer';
import { Header } from './Header';
import { MobileBar } from './MobileBar';
import { SharedRegion } from '../../app/shared-markup';
import { shellLinks } from '../../config/shell-links';
import { useLanguage } from '../../i18n/page-language';
import { SearchDialog } from '../../features/site-search/SearchDialog';

const SkipLink = styled.a`
  position: absolute;
  top: -100px;
  left: ${theme.space(4)};
  z-index: 100;
  padding: ${theme.space(3)} ${theme.space(4)};
  border-radius: ${theme.radius.md};
  background: ${theme.color.primary};
  color: ${theme.color.onPrimary};
  font-weight: 600;
  &:focus { top: ${theme.space(2)}; }
  ${notPrinted}
`;

const Main = styled.main`
  display: block;
  min-height: 60vh;
  padding-top: ${theme.layout.headerHeight};
  &:focus { outline: none; }
  ${media.print} { min-height: 0; padding-top: 0; }
`;

/**
 * The site's origin, as a CSS string, is --site-origin: a printed link to a page of the site
 * shows its full address (Markdown.tsx).
 */
const Page = styled.div<{ $origin: string }>`
  --site-origin: ${(p) => JSON.stringify(p.$origin)};
  padding-bottom: ${theme.layout.mobileBarHeight};
  ${media.tablet} { padding-bottom: 0; }
  ${media.print} { padding-bottom: 0; }
`;

/** Where a printed page came from, at its top and its end: the header and footer do not print. */
const PrintNote = styled.div`
  ${printOnly}
  font-size: ${theme.fontSize.sm};
  p { margin: 0; }
`;

const PrintHeader = styled(PrintNote)`
  margin-bottom: ${theme.space(6)};
  padding-bottom: ${theme.space(2)};
  border-bottom: thin solid ${theme.color.border};
  strong { font-size: ${theme.fontSize.md}; }
`;

const PrintFooter = styled(PrintNote)`
  margin-top: ${theme.space(8)};
  padding-top: ${theme.space(2)};
  border-top: thin solid ${theme.color.border};
  break-inside: avoid;
  /* The print date is the visitor's today, which only the page script knows (today-enhance.client.ts). */
  p:has([data-today='print']:empty) { display: none; }
`;

/** The shell every page shares: header, main landmark, footer and the mobile action bar. */
export function Layout({ children }: { children?: ReactNode }) {
  const { pathname } = useLocation();
  const site = useSite();
  const t = useText();
  const language = useLanguage();
  const address = `${site.url}${pathname}`;
  return (
    <Page $origin={site.url}>
      <PrintHeader data-print-header="">
        <p>
          <strong>{site.name}</strong>
        </p>
        <p>{address}</p>
      </PrintHeader>
      <SkipLink href={`#${MAIN_ID}`}>{t('shell.skipToContent')}</SkipLink>
      <Header path={pathname} />
      {/* What the site's search reads of a page it indexes: the main content, never the shell. */}
      <Main id={MAIN_ID} tabIndex={-1} data-pagefind-body="">
        {children ?? <Outlet />}
      </Main>
      <Footer />
      <MobileBar />
      {/* The search page is a search of its own. */}
      {pathname === shellLinks[language].search ? null : (
        <SharedRegion id={`search ${language}`}>
          <SearchDialog />
        </SharedRegion>
      )}
      <PrintFooter data-print-footer="">
        <p>{address}</p>
        <p>
          {`${t('shell.printed')} `}
          <span data-today="print" />
        </p>
      </PrintFooter>
    </Page>
  );
}
