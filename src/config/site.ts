import { useRouteLoaderData } from 'react-router-dom';
import type { SiteConfig } from '../content/types';

/** The site facts of content/site.yml, loaded once by the root route. */
export function useSite(): SiteConfig {
  const site = useRouteLoaderData('root') as SiteConfig | undefined;
  if (!site) throw new Error('Site facts are not loaded');
  return site;
}
