import { ChevronDown } from 'lucide-react';
import { styled } from 'styled-components';
import type { NavItem } from '../../content/schemas';
import { useTextParts } from '../../i18n/page-language';
import { theme } from '../../styles/theme';
import { EnglishNote, SiteLink } from '../primitives/SiteLink';

const Root = styled.nav`
  position: relative;
`;

/** The items' own padding spaces them: at 1280px, beside the brand's name, the five Spanish items fit only this close. */
const List = styled.ul`
  display: flex;
  align-items: center;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  position: relative;
`;

const itemStyles = `
  display: inline-flex;
  align-items: center;
  gap: 0.25rem;
  min-height: 2.75rem;
  padding: 0 0.5rem;
  white-space: nowrap;
  border: 0;
  border-radius: 0.5rem;
  background: transparent;
  font-weight: 600;
  font-size: 0.95rem;
  text-decoration: none;
  cursor: pointer;
`;

const TopLink = styled.a`
  ${itemStyles}
  color: ${theme.color.text};
  &:hover { background: ${theme.color.surfaceMuted}; }
  &.active { color: ${theme.color.primary}; }
`;

const Trigger = styled.button`
  ${itemStyles}
  color: ${theme.color.text};
  &:hover, &[aria-expanded='true'] { background: ${theme.color.surfaceMuted}; }
  /* The label never wraps, so a short row would otherwise take its width from the chevron. */
  svg { flex-shrink: 0; transition: transform ${theme.motion.fast}; }
  &[aria-expanded='true'] svg { transform: rotate(180deg); }
`;

const Content = styled.div`
  position: absolute;
  top: calc(100% + 0.5rem);
  left: 0;
  z-index: 1;
  width: 20rem;
  padding: ${theme.space(2)};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.lg};
  background: ${theme.color.surface};
  box-shadow: ${theme.shadow.lg};
  &[hidden] { display: none; }
  ul { list-style: none; margin: 0; padding: 0; }
`;

const MenuLink = styled.a`
  display: block;
  padding: ${theme.space(3)};
  border-radius: ${theme.radius.md};
  color: ${theme.color.text};
  text-decoration: none;
  &:hover, &:focus-visible { background: ${theme.color.surfaceMuted}; }
  strong { display: block; font-size: ${theme.fontSize.sm}; }
  span { display: block; color: ${theme.color.textMuted}; font-size: ${theme.fontSize.sm}; line-height: 1.4; }
`;

/** The page at `path` is `href` or one below it (the home page only itself). */
const isCurrent = (href: string, path: string) => (href === '/' ? path === '/' : path === href || path.startsWith(`${href}/`));

/** The links a menu of `items` marks as the current page at `path`: all that its markup takes from the path. */
export const currentLinks = (items: NavItem[], path: string) =>
  items.filter((item) => !item.children?.length && isCurrent(item.href, path)).map((item) => item.href);

/**
 * Desktop and tablet navigation: links, and dropdowns for items with children. `path` is the
 * page's. The dropdowns are buttons with hidden panels; nav-menu.client.ts opens them (hover with a
 * short delay, click, keyboard) with no framework. `id` prefixes the panels' ids.
 */
export function NavMenu({ items, label, path, id }: { items: NavItem[]; label: string; path: string; id: string }) {
  const parts = useTextParts();
  return (
    <Root aria-label={label} data-nav-menu="">
      <List>
        {items.map((item, index) =>
          item.children?.length ? (
            <Item key={item.label}>
              <Trigger type="button" aria-expanded="false" aria-controls={`${id}-${index}`} data-nav-trigger="">
                {item.label} <ChevronDown size={16} aria-hidden="true" />
              </Trigger>
              <Content id={`${id}-${index}`} hidden>
                <ul>
                  {item.href !== '#' && (
                    <li>
                      <MenuLink as={SiteLink} href={item.href} markLanguage="hreflang">
                        <strong>
                          {parts('nav.overview', { label: item.label })}
                          <EnglishNote href={item.href} />
                        </strong>
                        {item.description && <span>{item.description}</span>}
                      </MenuLink>
                    </li>
                  )}
                  {item.children.map((child) => (
                    <li key={child.href}>
                      <MenuLink as={SiteLink} href={child.href} markLanguage="hreflang">
                        <strong>
                          {child.label}
                          <EnglishNote href={child.href} />
                        </strong>
                        {child.description && <span>{child.description}</span>}
                      </MenuLink>
                    </li>
                  ))}
                </ul>
              </Content>
            </Item>
          ) : (
            <Item key={item.label}>
              <TopLink as={SiteLink} href={item.href} {...(isCurrent(item.href, path) ? { className: 'active', 'aria-current': 'page' as const } : {})}>
                {item.label}
              </TopLink>
            </Item>
          ),
        )}
      </List>
    </Root>
  );
}
