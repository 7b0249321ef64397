import { useEffect, useState } from 'react';
import { styled } from 'styled-components';
import { useSite } from '../../config/site';
import type { NavItem } from '../../content/schemas';
import { ThemeMenu } from '../../features/theme/ThemeMenu';
import { media } from '../../styles/media';
import { theme } from '../../styles/theme';
import { ButtonLink } from '../primitives/Button';
import { BrandLink } from './BrandLink';
import { Container } from './Container';
import { MobileMenu } from './MobileMenu';
import { NavMenu } from './NavMenu';

/** The header turns solid once the page has scrolled more than this (spec: 30px). */
export const HEADER_SCROLL_THRESHOLD = 30;
/** Items the tablet header shows before the rest go under More. */
const TABLET_ITEMS = 3;

const Bar = styled.header<{ $solid: boolean }>`
  position: fixed;
  inset: 0 0 auto;
  z-index: ${theme.z.header};
  background: ${(p) => (p.$solid ? theme.color.headerScrolled : 'transparent')};
  box-shadow: ${(p) => (p.$solid ? theme.shadow.md : 'none')};
  backdrop-filter: ${(p) => (p.$solid ? 'blur(8px)' : 'none')};
  transition: background-color ${theme.motion.normal}, box-shadow ${theme.motion.normal};
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

const Actions = styled.div`
  display: flex;
  align-items: center;
  gap: ${theme.space(2)};
  white-space: nowrap;
`;

const DesktopOnly = styled.span`
  display: none;
  ${media.desktop} { display: inline-flex; }
`;

const TabletUp = styled.span`
  display: none;
  ${media.tablet} { display: inline-flex; }
`;

const MobileOnly = styled.span`
  display: inline-flex;
  ${media.tablet} { display: none; }
`;

export function Header() {
  const site = useSite();
  const [scrolled, setScrolled] = useState(false);

  useEffect(() => {
    const update = () => setScrolled(window.scrollY > HEADER_SCROLL_THRESHOLD);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);

  const tabletItems: NavItem[] = [
    ...site.navigation.slice(0, TABLET_ITEMS),
    { label: 'More', href: '#', children: site.navigation.slice(TABLET_ITEMS) },
  ];

  return (
    <Bar $solid={scrolled} data-scrolled={scrolled}>
      <Inner>
        <BrandLink />
        <Desktop>
          <NavMenu items={site.navigation} label="Main" />
        </Desktop>
        <Tablet>
          <NavMenu items={tabletItems} label="Main" />
        </Tablet>
        <Actions>
          <ThemeMenu />
          <DesktopOnly>
            <ButtonLink href="/contact" variant="outline" size="sm">
              Contact Us
            </ButtonLink>
          </DesktopOnly>
          <TabletUp>
            <ButtonLink href="/become-a-provider" size="sm">
              Get Started
            </ButtonLink>
          </TabletUp>
          <MobileOnly>
            <MobileMenu items={site.navigation} />
          </MobileOnly>
        </Actions>
      </Inner>
    </Bar>
  );
}
