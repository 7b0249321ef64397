import { languageOfPath, type Language } from '../config/languages';

/** A mailto: address with its subject line encoded. */
export const mailtoHref = (email: string, subject: string) => `mailto:${email}?subject=${encodeURIComponent(subject)}`;

/** A tel: link to a phone number of the site settings (its tel, in international form). */
export const telHref = (phone: { tel: string }) => `tel:${phone.tel}`;

const bare = (address: string) =>
  address
    .trim()
    .toLowerCase()
    .replace(/^[a-z][a-z0-9+.-]*:(\/\/)?/, '')
    .replace(/\/$/, '');

/**
 * Whether a link's text already is its address (`https://example.com/`, `example.com`,
 * `help@example.com` for its mailto:), so a printed page need not repeat it after the text.
 */
export const textIsAddress = (text: string, href: string) => bare(text) === bare(href);

/** Files the site serves and its functions: not pages, so in no language. */
const NOT_A_PAGE = /^\/(api|images)(\/|$)|\.[a-z0-9]+$/i;

/** The language of the page `href` leads to, when it is a page of this site (a path, not a file). */
export function pageLanguageOf(href: string): Language | undefined {
  if (!href?.startsWith('/') || href.startsWith('//')) return undefined;
  const path = href.replace(/[?#].*$/, '');
  return NOT_A_PAGE.test(path) ? undefined : languageOfPath(path);
}
