import { useSyncExternalStore } from 'react';

export type ThemePreference = 'light' | 'dark' | 'system';
export const THEME_STORAGE_KEY = 'theme';
const preferences: readonly ThemePreference[] = ['light', 'dark', 'system'];

function readPreference(): ThemePreference {
  try {
    const stored = localStorage.getItem(THEME_STORAGE_KEY);
    return preferences.includes(stored as ThemePreference) ? (stored as ThemePreference) : 'light';
  } catch {
    return 'light';
  }
}

const prefersDark = () => window.matchMedia('(prefers-color-scheme: dark)').matches;

/** Puts the resolved theme on <html>; the same rule runs inline before the first paint. */
export function applyTheme(preference: ThemePreference): void {
  const resolved = preference === 'dark' || (preference === 'system' && prefersDark()) ? 'dark' : 'light';
  document.documentElement.dataset.theme = resolved;
}

/**
 * Runs in <head> before anything paints, so a dark-theme visitor never sees a light flash.
 * Kept as a string because it must not wait for the bundle. It also marks `html[data-js]`, so
 * styles that only make sense with JavaScript (closed accordion panels) never hide content from
 * a visitor without it.
 */
export const themeBootScript = `(function(){document.documentElement.dataset.js='';try{var p=localStorage.getItem('${THEME_STORAGE_KEY}');var d=p==='dark'||(p==='system'&&window.matchMedia('(prefers-color-scheme: dark)').matches);document.documentElement.dataset.theme=d?'dark':'light';}catch(e){document.documentElement.dataset.theme='light';}})();`;

const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  const media = window.matchMedia('(prefers-color-scheme: dark)');
  const onSystemChange = () => {
    if (readPreference() === 'system') applyTheme('system');
  };
  const onStorage = (event: StorageEvent) => {
    if (event.key === THEME_STORAGE_KEY) {
      applyTheme(readPreference());
      listener();
    }
  };
  media.addEventListener('change', onSystemChange);
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    media.removeEventListener('change', onSystemChange);
    window.removeEventListener('storage', onStorage);
  };
}

export function setThemePreference(preference: ThemePreference): void {
  try {
    localStorage.setItem(THEME_STORAGE_KEY, preference);
  } catch {
    // Private mode without storage: the choice still applies to this page.
  }
  applyTheme(preference);
  for (const listener of listeners) listener();
}

/** The visitor's theme preference; 'light' while prerendering and during hydration. */
export function useThemePreference(): ThemePreference {
  return useSyncExternalStore(subscribe, readPreference, () => 'light');
}
