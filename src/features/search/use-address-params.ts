import { useCallback, useMemo, useSyncExternalStore } from 'react';

const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  window.addEventListener('popstate', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('popstate', listener);
  };
}

export type SetAddressParams = (update: (current: URLSearchParams) => URLSearchParams, options: { replace: boolean }) => void;

/**
 * The address's query, read and written with the History API: a new entry (`replace: false`) or
 * the current one replaced, the page staying where it is. Back and Forward show the entry's query
 * again. Empty on the server and during hydration, so the prerendered markup always matches.
 */
export function useAddressParams(): [URLSearchParams, SetAddressParams] {
  const search = useSyncExternalStore(subscribe, () => window.location.search, () => '');
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const setParams = useCallback<SetAddressParams>((update, { replace }) => {
    const query = update(new URLSearchParams(window.location.search)).toString();
    const url = `${window.location.pathname}${query ? `?${query}` : ''}${window.location.hash}`;
    if (replace) window.history.replaceState(window.history.state, '', url);
    else window.history.pushState(null, '', url);
    for (const listener of listeners) listener();
  }, []);
  return [params, setParams];
}
