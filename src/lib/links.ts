/**
 * True for a page of this site, which the router navigates to in place. Files (/guides/x.pdf),
 * other sites, tel: and mailto: are ordinary links that the browser loads.
 */
export function isAppRoute(href: string | undefined): boolean {
  // Sanitised Markdown can leave an anchor without an address; that is never a route.
  if (typeof href !== 'string' || !href.startsWith('/') || href.startsWith('//')) return false;
  const pathname = href.split(/[?#]/)[0] ?? '';
  return !/\.[a-z0-9]+$/i.test(pathname);
}

/** A mailto: address with its subject line encoded. */
export const mailtoHref = (email: string, subject: string) => `mailto:${email}?subject=${encodeURIComponent(subject)}`;

/** A tel: link to a phone number of the site settings (its tel, in international form). */
export const telHref = (phone: { tel: string }) => `tel:${phone.tel}`;
