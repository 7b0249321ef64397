import type { ReactNode } from 'react';
import type { IslandName, IslandPropsOf, IslandTrigger } from './catalog.client';

export type IslandProps<N extends IslandName> = {
  name: N;
  trigger: IslandTrigger;
  /** What the island's code takes; plain JSON. */
  props: IslandPropsOf<N>;
  /** Query parameters the island reads from the address: any of them present wakes it at once. */
  wakeOnParams?: readonly string[];
  /** The island's markup, rendered with the page. */
  children: ReactNode;
};

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    interface IntrinsicElements {
      'site-island': React.DetailedHTMLProps<React.HTMLAttributes<HTMLElement>, HTMLElement> & {
        'data-island': string;
        'data-trigger': IslandTrigger;
        'data-props': string;
        'data-wake-on-params'?: string;
      };
    }
  }
}

/**
 * A part of the page that a visitor uses: rendered at build with the page, inside a marker that
 * carries the island's name, trigger and props, for the browser's island runtime to start.
 */
export function Island<N extends IslandName>({ name, trigger, props, wakeOnParams, children }: IslandProps<N>) {
  return (
    <site-island data-island={name} data-trigger={trigger} data-props={JSON.stringify(props)} data-wake-on-params={wakeOnParams?.join(' ')}>
      {children}
    </site-island>
  );
}
