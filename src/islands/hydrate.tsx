import { StrictMode, type ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';

/**
 * Hydrates one island in its marker, with the id prefix it was rendered with. Loaded with the
 * first island a page wakes, so React reaches a page only when a visitor needs it.
 */
export function hydrateIsland(marker: HTMLElement, Component: ComponentType<Record<string, unknown>>, props: Record<string, unknown>, prefix: string) {
  hydrateRoot(
    marker,
    <StrictMode>
      <Component {...props} />
    </StrictMode>,
    { identifierPrefix: prefix },
  );
}
