import type { SiteConfig } from '../content/types';
import { useSiteFacts } from '../i18n/page-language';

/** The site facts of content/site.yml, in the page's language, loaded once by the root route. */
export function useSite(): SiteConfig {
  return useSiteFacts();
}
