import { useSyncExternalStore, type CSSProperties } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { Toaster as SonnerToaster, toast } from 'sonner';
import { readPreference, subscribeToTheme } from '../theme/theme';
import { theme } from '../../styles/theme';

/** Newsletter toasts: at most three at once, each shown for four seconds. */
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

/** The toast region (an aria-live list announced by screen readers, named `label`), in the visitor's theme. */
function Toaster({ label }: { label: string }) {
  const preference = useSyncExternalStore(subscribeToTheme, readPreference, () => 'light' as const);
  return (
    <SonnerToaster
      theme={preference}
      position="bottom-right"
      visibleToasts={TOAST_LIMIT}
      duration={TOAST_DURATION_MS}
      richColors
      closeButton
      containerAriaLabel={label}
      style={colours}
      // Above the mobile action bar, which is fixed to the bottom of small screens.
      offset={{ bottom: `calc(${theme.layout.mobileBarHeight} + ${theme.space(4)})` }}
      mobileOffset={{ bottom: `calc(${theme.layout.mobileBarHeight} + ${theme.space(4)})` }}
    />
  );
}

let mounted = false;

/**
 * Puts the page's one toast region at the end of <body>, the first time a form that toasts is
 * reached, named in the page's language (`label`, from the form). It exists only in the browser:
 * the prerendered page has nothing to match.
 */
export function mountToaster(label = 'Notifications'): void {
  if (mounted) return;
  mounted = true;
  const container = document.createElement('div');
  container.dataset.toaster = '';
  document.body.append(container);
  const root = createRoot(container);
  // At once, effects included: sonner only shows toasts made after its region subscribed.
  flushSync(() => root.render(<Toaster label={label} />));
}

/** Shows one toast, the region put in place first if it is not there yet. */
export function showToast(kind: 'success' | 'error', title: string, description: string, label?: string): void {
  mountToaster(label);
  toast[kind](title, { description });
}
