import type { Params, UIMatch } from 'react-router-dom';
import type { PageHeads } from '../../content/page-heads';
import type { SiteConfig } from '../../content/types';
import type { Translate } from '../../i18n/text';
import type { HeadOptions } from './head';

export interface HeadContext<Data = unknown> {
  data: Data;
  params: Params;
  pathname: string;
  site: SiteConfig;
  /** Every fixed page's head title and description, from content/pages/. */
  pages: PageHeads;
  /** The interface strings of the page's language. */
  t: Translate;
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
  pages: PageHeads,
  t: Translate,
): HeadOptions {
  for (let i = matches.length - 1; i >= 0; i--) {
    const match = matches[i]!;
    const handle = match.handle as RouteHandle | undefined;
    if (handle?.head) return handle.head({ data: match.data, params: match.params, pathname, site, pages, t });
  }
  return { path: pathname };
}
