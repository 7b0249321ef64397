import { styled } from 'styled-components';
import { languages } from '../../config/languages';
import { useLanguageLink, useText } from '../../i18n/page-language';
import { theme } from '../../styles/theme';
import { ShellLink } from '../primitives/ShellLink';

const Link = styled(ShellLink)`
  gap: ${theme.space(1)};
  padding: 0 ${theme.space(2)};
  font-size: ${theme.fontSize.sm};
  &:hover { text-decoration: underline; }
`;

/**
 * The link to this page in the other language, written in that language, for its readers: to
 * the page's counterpart, or, for a page written in one language only, to the other language's
 * home page, saying so (in full in the mobile menu, in its title in the header, where the name of
 * the language is all there is room for). The address alone decides a page's language: nothing
 * redirects.
 */
export function LanguageLink({ pathname, wide = false }: { pathname: string; /** A whole line of the mobile menu, saying where it goes in full. */ wide?: boolean }) {
  const t = useText();
  const link = useLanguageLink(pathname);
  const { tag } = languages[link.language];
  const full = link.counterpart ? t('language.switchLabel') : t('language.switchHome');
  return (
    <Link href={link.href} lang={tag} hrefLang={tag} title={wide ? undefined : full} data-language-link="" data-wide={wide ? '' : undefined}>
      {wide ? (
        full
      ) : (
        // The header has room for the language's code only; its name is the link's name.
        <>
          <span aria-hidden="true">{t('language.short')}</span>
          <span className="visually-hidden">{t('language.switch')}</span>
        </>
      )}
    </Link>
  );
}
