import * as NavigationMenu from '@radix-ui/react-navigation-menu';
import { ChevronDown } from 'lucide-react';
import { styled } from 'styled-components';
import type { NavItem } from '../../content/schemas';
import { theme } from '../../styles/theme';

/** Spec section 9: menus open after 200ms, skip the delay for 300ms after one closed. (Radix closes after 150ms.) */
export const NAV_OPEN_DELAY_MS = 200;
export const NAV_SKIP_DELAY_MS = 300;

const Root = styled(NavigationMenu.Root)`
  position: relative;
`;

const List = styled(NavigationMenu.List)`
  display: flex;
  align-items: center;
  gap: ${theme.space(1)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled(NavigationMenu.Item)`
  position: relative;
`;

const itemStyles = `
  display: inline-flex;
  align-items: center;
  gap: 0.25rem;
  min-height: 2.75rem;
  padding: 0 0.75rem;
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

const Trigger = styled(NavigationMenu.Trigger)`
  ${itemStyles}
  color: ${theme.color.text};
  &:hover, &[data-state='open'] { background: ${theme.color.surfaceMuted}; }
  svg { transition: transform ${theme.motion.fast}; }
  &[data-state='open'] svg { transform: rotate(180deg); }
`;

const Content = styled(NavigationMenu.Content)`
  position: absolute;
  top: calc(100% + 0.5rem);
  left: 0;
  width: 20rem;
  padding: ${theme.space(2)};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.lg};
  background: ${theme.color.surface};
  box-shadow: ${theme.shadow.lg};
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

/** Desktop and tablet navigation: links, and dropdowns for items with children. `path` is the page's. */
export function NavMenu({ items, label, path }: { items: NavItem[]; label: string; path: string }) {
  return (
    <Root aria-label={label} delayDuration={NAV_OPEN_DELAY_MS} skipDelayDuration={NAV_SKIP_DELAY_MS}>
      <List>
        {items.map((item) =>
          item.children?.length ? (
            <Item key={item.label}>
              <Trigger>
                {item.label} <ChevronDown size={16} aria-hidden="true" />
              </Trigger>
              <Content>
                <ul>
                  {item.href !== '#' && (
                    <li>
                      <NavigationMenu.Link asChild>
                        <MenuLink href={item.href}>
                          <strong>{item.label} overview</strong>
                          {item.description && <span>{item.description}</span>}
                        </MenuLink>
                      </NavigationMenu.Link>
                    </li>
                  )}
                  {item.children.map((child) => (
                    <li key={child.href}>
                      <NavigationMenu.Link asChild>
                        <MenuLink href={child.href}>
                          <strong>{child.label}</strong>
                          {child.description && <span>{child.description}</span>}
                        </MenuLink>
                      </NavigationMenu.Link>
                    </li>
                  ))}
                </ul>
              </Content>
            </Item>
          ) : (
            <Item key={item.label}>
              <NavigationMenu.Link asChild>
                <TopLink href={item.href} {...(isCurrent(item.href, path) ? { className: 'active', 'aria-current': 'page' as const } : {})}>
                  {item.label}
                </TopLink>
              </NavigationMenu.Link>
            </Item>
          ),
        )}
      </List>
    </Root>
  );
}
