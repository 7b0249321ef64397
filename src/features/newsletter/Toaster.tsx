import type { CSSProperties } from 'react';
import { Toaster as SonnerToaster } from 'sonner';
import { useThemePreference } from '../theme/theme';
import { useHydrated } from '../../lib/use-hydrated';
import { theme } from '../../styles/theme';

/** The spec's limits for newsletter toasts. */
export const TOAST_LIMIT = 3;
export const TOAST_DURATION_MS = 4000;

// sonner reads its colours from these variables; pointing them at the theme tokens makes the
// toasts follow light and dark like the rest of the page.
const colours = {
  '--normal-bg': theme.color.surface,
  '--normal-border': theme.color.borderStrong,
  '--normal-text': theme.color.text,
  '--success-bg': theme.color.surface,
  '--success-border': theme.color.success,
  '--success-text': theme.color.text,
  '--error-bg': theme.color.surface,
  '--error-border': theme.color.destructive,
  '--error-text': theme.color.destructive,
  '--border-radius': theme.radius.md,
  zIndex: theme.z.toast,
} as CSSProperties;

/**
 * The toast region (an aria-live list announced by screen readers). It exists only in the
 * browser, after hydration: the prerendered page has nothing to match, so no hydration mismatch,
 * and it can read the visitor's theme from the start.
 */
export function Toaster() {
  const hydrated = useHydrated();
  const preference = useThemePreference();
  if (!hydrated) return null;
  return (
    <SonnerToaster
      theme={preference}
      position="bottom-right"
      visibleToasts={TOAST_LIMIT}
      duration={TOAST_DURATION_MS}
      richColors
      closeButton
      containerAriaLabel="Notifications"
      style={colours}
      // Above the mobile action bar, which is fixed to the bottom of small screens.
      offset={{ bottom: `calc(${theme.layout.mobileBarHeight} + ${theme.space(4)})` }}
      mobileOffset={{ bottom: `calc(${theme.layout.mobileBarHeight} + ${theme.space(4)})` }}
    />
  );
}
