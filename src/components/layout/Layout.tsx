import type { ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { styled } from 'styled-components';
import { media } from '../../styles/media';
import { theme } from '../../styles/theme';
import { Footer } from './Footer';
import { Header } from './Header';
import { MobileBar } from './MobileBar';

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
`;

const Main = styled.main`
  display: block;
  min-height: 60vh;
  padding-top: ${theme.layout.headerHeight};
  &:focus { outline: none; }
`;

const Page = styled.div`
  padding-bottom: ${theme.layout.mobileBarHeight};
  ${media.tablet} { padding-bottom: 0; }
`;

/** The shell every page shares: header, main landmark, footer and the mobile action bar. */
export function Layout({ children }: { children?: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <Page>
      <SkipLink href="#main">Skip to content</SkipLink>
      <Header path={pathname} />
      <Main id="main" tabIndex={-1}>
        {children ?? <Outlet />}
      </Main>
      <Footer />
      <MobileBar />
    </Page>
  );
}
