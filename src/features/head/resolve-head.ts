import type { Params, UIMatch } from 'react-router-dom';
import type { SiteConfig } from '../../content/types';
import type { HeadOptions } from './head';

export interface HeadContext<Data = unknown> {
  data: Data;
  params: Params;
  pathname: string;
  site: SiteConfig;
}

/** What a route puts in its `handle`: how to describe its page to the head routine. */
export interface RouteHandle<Data = unknown> {
  head?: (context: HeadContext<Data>) => HeadOptions;
}

/** Head options of the deepest matched route that describes itself. */
export function resolveHead(
  matches: Pick<UIMatch, 'handle' | 'data' | 'params' | 'pathname'>[],
  site: SiteConfig,
  pathname: string,
): HeadOptions {
  for (let i = matches.length - 1; i >= 0; i--) {
    const match = matches[i]!;
    const handle = match.handle as RouteHandle | undefined;
    if (handle?.head) return handle.head({ data: match.data, params: match.params, pathname, site });
  }
  return { path: pathname };
}
