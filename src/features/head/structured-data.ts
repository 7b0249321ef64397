import type { SiteConfig } from '../../content/types';

/** schema.org PostalAddress of the office, for every block that names where we are. */
export function postalAddress(site: SiteConfig): Record<string, unknown> {
  return {
    '@type': 'PostalAddress',
    streetAddress: site.address.street,
    addressLocality: site.address.city,
    addressRegion: site.address.region,
    postalCode: site.address.postalCode,
    addressCountry: site.address.country,
  };
}

/** The organisation's logo for structured data: the site's square icon, at the site's address. */
export const organizationLogo = (site: Pick<SiteConfig, 'url'>) => `${site.url}/apple-touch-icon.png`;
