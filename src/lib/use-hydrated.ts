import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False on the server and while React hydrates the prerendered markup, true afterwards. State
 * the prerender cannot know (the address's ?q=) must wait for it, or hydration would not match.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
