export type ThemePreference = 'light' | 'dark' | 'system';
export const THEME_STORAGE_KEY = 'theme';
const preferences: readonly ThemePreference[] = ['light', 'dark', 'system'];

export function readPreference(): ThemePreference {
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
  document.documentElement.dataset.themeChoice = preference;
}

/**
 * Runs in <head> before anything paints, so a dark-theme visitor never sees a light flash.
 * Kept as a string because it must not wait for the bundle. It also marks `html[data-js]`, so
 * styles that only make sense with JavaScript (closed accordion panels) never hide content from
 * a visitor without it. `data-theme-choice` (light, dark or system) lets the theme button show the
 * choice before any script of the menu has loaded.
 */
export const themeBootScript = `(function(){document.documentElement.dataset.js='';try{var p=localStorage.getItem('${THEME_STORAGE_KEY}');var d=p==='dark'||(p==='system'&&window.matchMedia('(prefers-color-scheme: dark)').matches);document.documentElement.dataset.theme=d?'dark':'light';document.documentElement.dataset.themeChoice=p==='dark'||p==='system'?p:'light';}catch(e){document.documentElement.dataset.theme='light';}})();`;

const listeners = new Set<() => void>();

/** Tells `listener` when the preference changes (in this page or another tab). */
export function subscribeToTheme(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Keeps the page's theme right while it is open, with no framework: a 'system' preference
 * follows the device, and a choice made in another tab applies here too.
 */
export function watchTheme(): void {
  window.matchMedia('(prefers-color-scheme: dark)').addEventListener('change', () => {
    if (readPreference() === 'system') applyTheme('system');
  });
  window.addEventListener('storage', (event) => {
    if (event.key !== THEME_STORAGE_KEY) return;
    applyTheme(readPreference());
    for (const listener of listeners) listener();
  });
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
