import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { DEFAULT_LANGUAGE } from '../../config/languages';
import { useLoadedPageLanguage } from '../../i18n/page-language';
import { translate } from '../../i18n/text';
import { pageLanguageOf } from '../../lib/links';

export type SiteLinkProps = ComponentPropsWithoutRef<'a'> & {
  href: string;
  /**
   * How a link from a translated page to a page only in English says so: `note` gives it
   * hreflang and the words "(in English)" in the page's language after its text; `hreflang` only
   * the attribute (the caller places an <EnglishNote> where it fits); `none` neither (the link to
   * the other language's version, which names its language itself).
   */
  markLanguage?: 'note' | 'hreflang' | 'none';
};

/**
 * The words after a link from a translated page to an English page, or nothing for any other
 * link. Plain text, so that it runs on from the link's own words: it wraps with them and keeps
 * its space in a flex layout, where a separate element would stand apart as an item of its own.
 */
export function EnglishNote({ href }: { href: string }) {
  const page = useLoadedPageLanguage();
  if (!page || page.language === DEFAULT_LANGUAGE || pageLanguageOf(href) !== DEFAULT_LANGUAGE) return null;
  // The note's own words stay on one line: "(en" at a line's end would read as a broken link.
  return ` ${translate(page.text, 'shell.inEnglish').replaceAll(' ', '\u00a0')}`;
}

/**
 * A link: every page is its own document, so pages of this site and others alike are plain
 * anchors. On a translated page, a link to a page that is only in English says so.
 */
export const SiteLink = forwardRef<HTMLAnchorElement, SiteLinkProps>(function SiteLink({ href, markLanguage = 'note', children, ...rest }, ref) {
  const page = useLoadedPageLanguage();
  const english = markLanguage !== 'none' && page !== undefined && page.language !== DEFAULT_LANGUAGE && pageLanguageOf(href) === DEFAULT_LANGUAGE;
  return (
    <a ref={ref} href={href} {...(english ? { hrefLang: DEFAULT_LANGUAGE } : {})} {...rest}>
      {children}
      {english && markLanguage === 'note' ? <EnglishNote href={href} /> : null}
    </a>
  );
});
