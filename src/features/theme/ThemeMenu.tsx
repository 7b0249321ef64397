import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Check, Monitor, Moon, Sun } from 'lucide-react';
import { styled } from 'styled-components';
import { Button } from '../../components/primitives/Button';
import { theme } from '../../styles/theme';
import { useSyncExternalStore } from 'react';
import { readPreference, setThemePreference, subscribeToTheme, type ThemePreference } from './theme';

const options: { value: ThemePreference; label: string; Icon: typeof Sun }[] = [
  { value: 'light', label: 'Light', Icon: Sun },
  { value: 'dark', label: 'Dark', Icon: Moon },
  { value: 'system', label: 'System', Icon: Monitor },
];

const Content = styled(DropdownMenu.Content)`
  z-index: ${theme.z.menu};
  min-width: 10rem;
  padding: ${theme.space(1)};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.md};
  background: ${theme.color.surface};
  box-shadow: ${theme.shadow.lg};
`;

const Option = styled(DropdownMenu.RadioItem)`
  display: flex;
  align-items: center;
  gap: ${theme.space(2)};
  min-height: ${theme.layout.touchTarget};
  padding: 0 ${theme.space(3)};
  border-radius: ${theme.radius.sm};
  color: ${theme.color.text};
  cursor: pointer;
  outline: none;
  &[data-highlighted] { background: ${theme.color.surfaceMuted}; }
  span { flex: 1; }
`;

/** The visitor's theme preference; 'light' while prerendering and during hydration. */
function useThemePreference(): ThemePreference {
  return useSyncExternalStore(subscribeToTheme, readPreference, () => 'light');
}

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

/** Light, dark or system theme, kept in localStorage under `theme`. */
export function ThemeMenu() {
  const preference = useThemePreference();
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger asChild>
        <Button variant="ghost" size="icon">
          {options.map(({ value, label, Icon }) => (
            <Choice key={value} data-choice={value}>
              <Icon size={20} aria-hidden="true" />
              <span className="visually-hidden">Theme: {label}</span>
            </Choice>
          ))}
        </Button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <Content align="end" sideOffset={6}>
          <DropdownMenu.RadioGroup value={preference} onValueChange={(value) => setThemePreference(value as ThemePreference)}>
            {options.map(({ value, label, Icon }) => (
              <Option key={value} value={value}>
                <Icon size={18} aria-hidden="true" />
                <span>{label}</span>
                <DropdownMenu.ItemIndicator>
                  <Check size={16} aria-hidden="true" />
                </DropdownMenu.ItemIndicator>
              </Option>
            ))}
          </DropdownMenu.RadioGroup>
        </Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
