import { ChevronDown, Menu, X } from 'lucide-react';
import { styled } from 'styled-components';
import type { NavItem } from '../../content/schemas';
import { shellLinks } from '../../config/shell-links';
import { useLanguage, useText } from '../../i18n/page-language';
import { theme } from '../../styles/theme';
import { SiteLink } from '../primitives/SiteLink';
import { Button, ButtonLink } from '../primitives/Button';
import { BrandLink } from './BrandLink';
import { LanguageLink } from './LanguageLink';
import { SearchButton } from '../../features/site-search/SearchButton';
import { usePartAddress } from '../../lib/part-addresses';

/**
 * Opened with showModal(), the dialog sits in the top layer: above the fixed header and the
 * bottom bar whatever their z-index or filters, with the page behind inert.
 */
const Panel = styled.dialog`
  position: fixed;
  inset: 0;
  width: 100vw;
  height: 100dvh;
  /* The browser's own dialog styles centre a box no larger than its content. */
  max-width: none;
  max-height: none;
  margin: 0;
  border: 0;
  overflow-y: auto;
  overscroll-behavior: contain;
  background: ${theme.color.bg};
  color: ${theme.color.text};
  padding: 0 ${theme.space(4)} ${theme.space(6)};
  /* Only while open: a display of its own would show the closed dialog too. */
  &[open] {
    display: flex;
    flex-direction: column;
  }
  /* The page under the menu does not scroll with it (and loses its scrollbar, so 100vw fits). */
  html:has(&[open]) {
    overflow: hidden;
  }
`;

const Top = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  min-height: ${theme.layout.headerHeight};
`;

const List = styled.ul`
  list-style: none;
  margin: ${theme.space(2)} 0;
  padding: 0;
  > li { border-bottom: 1px solid ${theme.color.border}; }
`;

const Row = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
`;

const ItemLink = styled.a`
  display: flex;
  align-items: center;
  flex: 1;
  min-height: 3.25rem;
  color: ${theme.color.text};
  font-size: ${theme.fontSize.lg};
  font-weight: 600;
  text-decoration: none;
`;

const Toggle = styled(Button)`
  svg { transition: transform ${theme.motion.fast}; }
  &[aria-expanded='true'] svg { transform: rotate(180deg); }
`;

const SubList = styled.ul`
  list-style: none;
  margin: 0 0 ${theme.space(3)};
  padding: 0 0 0 ${theme.space(4)};
  a { font-size: ${theme.fontSize.md}; font-weight: 500; min-height: ${theme.layout.touchTarget}; color: ${theme.color.textMuted}; }
`;

const Actions = styled.div`
  display: grid;
  gap: ${theme.space(3)};
  margin-top: auto;
  padding-top: ${theme.space(6)};
`;

/**
 * Below 768px: a full-screen menu, one submenu open at a time. Rendered at build time only; the
 * page script's mobile-menu.client.ts opens, closes and expands it through the data-* attributes. `id`
 * prefixes the ids of its dialog, title and submenus. In a built page only its opener is there: the
 * dialog is a part of its own (MobileMenuPanel, part-addresses.ts), which the script puts beside the
 * opener when the menu first opens. Without JavaScript the opener does nothing either way.
 */
export function MobileMenu({ items, siteName, id: baseId, path }: { items: NavItem[]; siteName: string; id: string; path: string }) {
  const dialogId = `${baseId}-menu`;
  const t = useText();
  const part = usePartAddress('mobile-menu');

  return (
    <>
      <Button
        variant="ghost"
        size="icon"
        aria-label={t('nav.openMenu')}
        aria-haspopup="dialog"
        // Named once the dialog is in the page: an idref must name an element of the document.
        aria-controls={part ? undefined : dialogId}
        aria-expanded={false}
        data-mobile-menu-open={dialogId}
        data-part={part}
      >
        <Menu size={24} aria-hidden="true" />
      </Button>
      {part ? null : <MobileMenuPanel items={items} siteName={siteName} id={baseId} path={path} />}
    </>
  );
}

/**
 * The menu's dialog. As a part it is the same for every page of a language: its language link goes
 * to the other language's home, and the script gives it the page's own (the header's, see
 * LanguageLink) as it puts the dialog in.
 */
export function MobileMenuPanel({ items, siteName, id: baseId, path }: { items: NavItem[]; siteName: string; id: string; path: string }) {
  const dialogId = `${baseId}-menu`;
  const titleId = `${baseId}-title`;
  const t = useText();
  const links = shellLinks[useLanguage()];

  return (
    <Panel id={dialogId} aria-labelledby={titleId} data-mobile-menu="">
      <Top>
        <BrandLink siteName={siteName} />
        <Button variant="ghost" size="icon" aria-label={t('nav.closeMenu')} data-mobile-menu-close="">
          <X size={24} aria-hidden="true" />
        </Button>
      </Top>
      <h2 id={titleId} className="visually-hidden">
        {t('nav.menu')}
      </h2>
      <nav aria-label={t('nav.main')}>
        <List>
          {items.map((item) => {
            const panelId = `${baseId}-${item.label.replace(/\W+/g, '-')}`;
            return (
              <li key={item.label}>
                <Row>
                  <ItemLink as={SiteLink} href={item.href}>
                    {item.label}
                  </ItemLink>
                  {item.children?.length ? (
                    <Toggle
                      variant="ghost"
                      size="icon"
                      aria-expanded={false}
                      aria-controls={panelId}
                      aria-label={t('nav.subpages', { label: item.label })}
                      data-submenu-toggle=""
                    >
                      <ChevronDown size={20} aria-hidden="true" />
                    </Toggle>
                  ) : null}
                </Row>
                {item.children?.length ? (
                  <SubList id={panelId} hidden>
                    {item.children.map((child) => (
                      <li key={child.href}>
                        <ItemLink as={SiteLink} href={child.href}>
                          {child.label}
                        </ItemLink>
                      </li>
                    ))}
                  </SubList>
                ) : null}
              </li>
            );
          })}
        </List>
      </nav>
      <Actions>
        <SearchButton wide />
        <LanguageLink pathname={path} wide />
        <ButtonLink href={links.contact} variant="outline" size="lg" width="full">
          {t('nav.contactUs')}
        </ButtonLink>
        <ButtonLink href={links.start} size="lg" width="full">
          {t('nav.getStarted')}
        </ButtonLink>
      </Actions>
    </Panel>
  );
}
