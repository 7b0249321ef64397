import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { writeAddress } from './address-rules';

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
    writeAddress(update(new URLSearchParams(window.location.search)), replace);
    for (const listener of listeners) listener();
  }, []);
  return [params, setParams];
}
