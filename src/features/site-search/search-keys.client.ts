/**
 * The keys that open the search (`/`, Ctrl+K, Cmd+K), and the one pressed before the page's script
 * has come. The inline loader of every page (loader.client.ts) listens for them from the moment the
 * page can take a key; search-open.client.ts takes over once it is armed, and opens the search
 * for a key the loader kept, so a key pressed right after the page appears is not lost.
 */

/** Whether a key is being typed into something: there `/` and Ctrl+K are the field's. */
export function typing(target: EventTarget | null): boolean {
  return target instanceof HTMLElement && (target.isContentEditable || target.matches('input, textarea, select'));
}

/** Whether a key opens the search: `/`, or Ctrl+K or Cmd+K. */
export function isSearchKey(event: KeyboardEvent): boolean {
  const slash = event.key === '/' && !event.ctrlKey && !event.metaKey && !event.altKey;
  const k = event.key.toLowerCase() === 'k' && (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey;
  return slash || k;
}

interface EarlySearchKey {
  pressed: boolean;
  stop: () => void;
}

declare global {
  interface Window {
    /** A search key pressed before search-open.client.ts was armed (keepEarlySearchKey). */
    earlySearchKey?: EarlySearchKey;
  }
}

/** Keeps a search key pressed before the search is armed, on a page with a search (its panel, or an opener of its dialog). */
export function keepEarlySearchKey(): void {
  if (!document.querySelector('[data-site-search], [data-site-search-open]')) return;
  const kept: EarlySearchKey = { pressed: false, stop: () => removeEventListener('keydown', keep, true) };
  function keep(event: KeyboardEvent) {
    if (event.defaultPrevented || event.isComposing || typing(event.target) || !isSearchKey(event)) return;
    // Not a `/` for the browser's quick find, nor a Ctrl+K for its address bar: the page's search.
    event.preventDefault();
    kept.pressed = true;
  }
  addEventListener('keydown', keep, true);
  window.earlySearchKey = kept;
}

/** Stops keeping search keys (the search's own listener answers them now): whether one was pressed. */
export function takeEarlySearchKey(): boolean {
  const kept = window.earlySearchKey;
  if (!kept) return false;
  kept.stop();
  delete window.earlySearchKey;
  return kept.pressed;
}
