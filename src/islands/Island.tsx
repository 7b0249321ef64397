import { createContext, useContext, type ComponentType } from 'react';
import type { IslandComponent, IslandName, IslandTrigger } from './catalog';

/** An island met while rendering a page, rendered afterwards as a root of its own. */
export interface PendingIsland {
  placeholder: string;
  prefix: string;
  Component: ComponentType<Record<string, unknown>>;
  props: Record<string, unknown>;
}

/** Given by the server entry while it renders a page; absent inside an island's own render. */
export const IslandCollector = createContext<PendingIsland[] | null>(null);

/** What an island component takes (none: an empty object). */
type PropsOf<C> = C extends (props: infer P) => unknown ? (unknown extends P ? Record<string, never> : P) : Record<string, never>;

export type IslandProps<N extends IslandName> = {
  name: N;
  component: IslandComponent<N>;
  trigger: IslandTrigger;
  props: PropsOf<IslandComponent<N>>;
  /** Query parameters the island reads from the address: any of them present wakes it at once. */
  wakeOnParams?: readonly string[];
};

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    interface IntrinsicElements {
      'site-island': React.DetailedHTMLProps<React.HTMLAttributes<HTMLElement>, HTMLElement> & {
        'data-island': string;
        'data-trigger': IslandTrigger;
        'data-prefix': string;
        'data-props': string;
        'data-wake-on-params'?: string;
      };
    }
  }
}

/**
 * A part of the page that the browser hydrates. At build it is rendered as a root of its own
 * (with an id prefix unique on the page, so `useId` gives the same ids in the browser), inside a
 * marker that carries its name, trigger and serialised props; the browser's island runtime
 * hydrates exactly that root. Props must be plain JSON.
 */
export function Island<N extends IslandName>({ name, component, trigger, props, wakeOnParams }: IslandProps<N>) {
  const pending = useContext(IslandCollector);
  const Component = component as unknown as ComponentType<Record<string, unknown>>;
  // Inside another island, or rendered outside a page (a unit test): just the component.
  if (!pending) return <Component {...(props as Record<string, unknown>)} />;
  const index = pending.length;
  const placeholder = `<!--island:${index}-->`;
  const prefix = `i${index}-`;
  pending.push({ placeholder, prefix, Component, props: props as Record<string, unknown> });
  return (
    <site-island
      data-island={name}
      data-trigger={trigger}
      data-prefix={prefix}
      data-props={JSON.stringify(props)}
      data-wake-on-params={wakeOnParams?.join(' ')}
      dangerouslySetInnerHTML={{ __html: placeholder }}
    />
  );
}
