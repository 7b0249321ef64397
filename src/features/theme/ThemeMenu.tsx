import { Check, Monitor, Moon, Sun } from 'lucide-react';
import { styled } from 'styled-components';
import { Button } from '../../components/primitives/Button';
import { useText, useTextParts } from '../../i18n/page-language';
import { jsOnly } from '../../styles/GlobalStyle';
import { usePartAddress } from '../../lib/part-addresses';
import { theme } from '../../styles/theme';
import type { ThemePreference } from './theme';

/** The choices, each named by its catalogue key `theme.<value>`. */
const options: { value: ThemePreference; Icon: typeof Sun }[] = [
  { value: 'light', Icon: Sun },
  { value: 'dark', Icon: Moon },
  { value: 'system', Icon: Monitor },
];

/**
 * A popover, so it sits in the top layer above the fixed header. The popover's own style centres
 * it in the window: theme-menu.client.ts sets its top and right under the button instead.
 */
const Menu = styled.div`
  inset: auto;
  margin: 0;
  min-width: 10rem;
  padding: ${theme.space(1)};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.md};
  background: ${theme.color.surface};
  color: ${theme.color.text};
  box-shadow: ${theme.shadow.lg};
`;

const Mark = styled(Check)`
  flex: none;
  visibility: hidden;
`;

const Option = styled.button`
  display: flex;
  align-items: center;
  gap: ${theme.space(2)};
  width: 100%;
  min-height: ${theme.layout.touchTarget};
  padding: 0 ${theme.space(3)};
  border: 0;
  border-radius: ${theme.radius.sm};
  background: transparent;
  color: ${theme.color.text};
  text-align: start;
  cursor: pointer;
  outline: none;
  &:hover, &:focus { background: ${theme.color.surfaceMuted}; }
  span { flex: 1; }
  &[aria-checked='true'] ${Mark} { visibility: visible; }
`;

/**
 * The button shows the visitor's choice from the first paint, before the menu's code has loaded:
 * it holds every choice, and the page's `data-theme-choice` (set with the theme, before the first
 * paint) shows one. A hidden choice is out of the accessible name too.
 */
const Choice = styled.span`
  display: none;
  ${options.map(({ value }) => `html[data-theme-choice='${value}'] &[data-choice='${value}']`).join(', ')},
  html:not([data-theme-choice]) &[data-choice='light'] {
    display: inline-flex;
  }
`;

/** Without JavaScript a choice could be neither applied nor kept: the button is not shown. */
const Trigger = styled(Button)`
  ${jsOnly}
`;

/**
 * Light, dark or system theme, kept in localStorage under `theme`. Rendered at build time only:
 * the browser opens and closes the popover by itself and tells assistive technology whether it
 * is open (so the button carries no aria-expanded, which a popovertarget button must not), and
 * `enhanceThemeMenu` (theme-menu.client.ts) marks the stored choice, places the menu and applies
 * a choice. The build cannot know the visitor's choice, so Light is checked until that script
 * runs. `id` is the menu's. In a built page only the button is there: the menu is a part of its
 * own (ThemeMenuList, part-addresses.ts), which the script puts beside it, and the button names
 * it then (an idref must name an element of the document).
 */
export function ThemeMenu({ id: menuId }: { id: string }) {
  const t = useText();
  const parts = useTextParts();
  const part = usePartAddress('theme-menu');
  return (
    <>
      <Trigger
        variant="ghost"
        size="icon"
        popoverTarget={part ? undefined : menuId}
        aria-haspopup="menu"
        aria-controls={part ? undefined : menuId}
        data-theme-menu-open={menuId}
        data-part={part}
      >
        {options.map(({ value, Icon }) => (
          <Choice key={value} data-choice={value}>
            <Icon size={20} aria-hidden="true" />
            <span className="visually-hidden">{parts('theme.current', { choice: t(`theme.${value}`) })}</span>
          </Choice>
        ))}
      </Trigger>
      {part ? null : <ThemeMenuList id={menuId} />}
    </>
  );
}

/** The menu of choices, a popover. */
export function ThemeMenuList({ id: menuId }: { id: string }) {
  const t = useText();
  return (
    <Menu popover="auto" id={menuId} role="menu" aria-label={t('theme.menu')} data-theme-menu="">
      {options.map(({ value, Icon }) => (
        <Option key={value} type="button" role="menuitemradio" aria-checked={value === 'light'} data-theme-option={value} tabIndex={-1}>
          <Icon size={18} aria-hidden="true" />
          <span>{t(`theme.${value}`)}</span>
          <Mark size={16} aria-hidden="true" />
        </Option>
      ))}
    </Menu>
  );
}
