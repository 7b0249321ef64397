import { styled } from 'styled-components';
import { shellLinks } from '../../config/shell-links';
import { useSite } from '../../config/site';
import type { NavItem } from '../../content/schemas';
import { ThemeMenu, ThemeMenuList } from '../../features/theme/ThemeMenu';
import { notPrinted } from '../../styles/GlobalStyle';
import { media } from '../../styles/media';
import { useLanguage, useLanguageLink, useText } from '../../i18n/page-language';
import { theme } from '../../styles/theme';
import { ButtonLink } from '../primitives/Button';
import { BrandLink } from './BrandLink';
import { Container } from './Container';
import { LanguageLink } from './LanguageLink';
import { MobileMenu, MobileMenuPanel } from './MobileMenu';
import { SharedRegion } from '../../app/shared-markup';
import { currentLinks, NavMenu } from './NavMenu';
import { SearchButton } from '../../features/site-search/SearchButton';
import { languages } from '../../config/languages';

/**
 * The header's ids: the same on every page, as its markup is shared by every page (useId would
 * number them by where the layout sits in each route's tree). In camel case, which no heading id
 * made from a post's Markdown (always lower case) can be.
 */
const headerIds = { desktopNav: 'headerDesktopNav', tabletNav: 'headerTabletNav', mobileMenu: 'headerMobileMenu', themeMenu: 'headerThemeMenu' };

/** Items the tablet header shows before the rest go under More. */
const TABLET_ITEMS = 3;

/**
 * Solid once the page has scrolled (data-scrolled, kept by the page script's header-scroll), and
 * always without JavaScript, where nothing would tell it the page has scrolled under it.
 */
const Bar = styled.header`
  position: fixed;
  inset: 0 0 auto;
  z-index: ${theme.z.header};
  background: transparent;
  transition: background-color ${theme.motion.normal}, box-shadow ${theme.motion.normal};
  &[data-scrolled='true'], html:not([data-js]) & {
    background: ${theme.color.headerScrolled};
    box-shadow: ${theme.shadow.md};
    backdrop-filter: blur(8px);
  }
  ${notPrinted}
`;

const Inner = styled(Container)`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space(3)};
  min-height: ${theme.layout.headerHeight};
`;

const Desktop = styled.div`
  display: none;
  ${media.desktop} { display: block; }
`;

const Tablet = styled.div`
  display: none;
  ${media.tabletOnly} { display: block; }
`;

/** From tablets up, where a pointer is usual, the icon buttons are a little narrower, to leave the navigation room. */
const Actions = styled.div`
  display: flex;
  align-items: center;
  gap: ${theme.space(1)};
  white-space: nowrap;
  ${media.tablet} {
    > a[data-site-search-open], > button[aria-haspopup='menu'] { min-width: 2.5rem; width: 2.5rem; }
  }
`;

const DesktopOnly = styled.span`
  display: none;
  ${media.desktop} { display: inline-flex; }
`;

const TabletUp = styled.span`
  display: none;
  ${media.tablet} { display: inline-flex; }
`;

/** A div: it holds the menu's dialog, which a span may not contain. */
const MobileOnly = styled.div`
  display: inline-flex;
  ${media.tablet} { display: none; }
`;

export function Header({ path }: { path: string }) {
  const site = useSite();
  const language = useLanguage();
  const t = useText();
  const links = shellLinks[language];
  const other = useLanguageLink(path);

  const tabletItems: NavItem[] = [
    ...site.navigation.slice(0, TABLET_ITEMS),
    { label: t('nav.more'), href: '#', children: site.navigation.slice(TABLET_ITEMS) },
  ];

  // The tablet menu's links are some of the same items: the path changes the markup through these alone.
  return (
    <SharedRegion id={`header ${language} ${other.counterpart ? other.href : 'home'} ${currentLinks(site.navigation, path).join(' ')}`}>
      <Bar data-scrolled="false">
        <Inner>
          <BrandLink siteName={site.name} />
          <Desktop>
            <NavMenu items={site.navigation} label={t('nav.main')} path={path} id={headerIds.desktopNav} />
          </Desktop>
          <Tablet>
            <NavMenu items={tabletItems} label={t('nav.main')} path={path} id={headerIds.tabletNav} />
          </Tablet>
          <Actions>
            <TabletUp>
              <LanguageLink pathname={path} />
            </TabletUp>
            <SearchButton />
            <ThemeMenu id={headerIds.themeMenu} />
            <DesktopOnly>
              <ButtonLink href={links.contact} variant="outline" size="sm">
                {t('nav.contactUs')}
              </ButtonLink>
            </DesktopOnly>
            <TabletUp>
              <ButtonLink href={links.start} size="sm">
                {t('nav.getStarted')}
              </ButtonLink>
            </TabletUp>
            <MobileOnly>
              <MobileMenu items={site.navigation} siteName={site.name} id={headerIds.mobileMenu} path={path} />
            </MobileOnly>
          </Actions>
        </Inner>
      </Bar>
    </SharedRegion>
  );
}

/** The mobile menu's dialog as a part (part-addresses.ts): one for every page of the language. */
export function MobileMenuPart() {
  const site = useSite();
  return <MobileMenuPanel items={site.navigation} siteName={site.name} id={headerIds.mobileMenu} path={languages[useLanguage()].home} />;
}

/** The theme menu as a part (part-addresses.ts). */
export const ThemeMenuPart = () => <ThemeMenuList id={headerIds.themeMenu} />;
