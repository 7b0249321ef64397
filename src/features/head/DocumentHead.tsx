import { useEffect } from 'react';
import { useLocation, useMatches } from 'react-router-dom';
import { useSite } from '../../config/site';
import { applyHeadTags, headTags } from './head';
import { resolveHead } from './resolve-head';

/** Keeps the document head in step with client-side navigation; the prerender wrote the first one. */
export function DocumentHead() {
  const matches = useMatches();
  const site = useSite();
  const { pathname } = useLocation();
  useEffect(() => {
    applyHeadTags(headTags(resolveHead(matches, site, pathname), site), document);
  }, [matches, site, pathname]);
  return null;
}
