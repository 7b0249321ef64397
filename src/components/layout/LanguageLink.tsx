import { styled } from 'styled-components';
import { languages } from '../../config/languages';
import { useLanguageLink, useText } from '../../i18n/page-language';
import { theme } from '../../styles/theme';

const Link = styled.a`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space(1)};
  min-height: ${theme.layout.touchTarget};
  padding: 0 ${theme.space(2)};
  color: ${theme.color.text};
  font-weight: 600;
  font-size: ${theme.fontSize.sm};
  text-decoration: none;
  border-radius: ${theme.radius.md};
  &:hover { text-decoration: underline; }
  small { font-weight: 400; color: ${theme.color.textMuted}; }
`;

/**
 * The link to this page in the other language, written in that language, for its readers: to
 * the page's counterpart, or, for a page written in one language only, to the other language's
 * home page, saying so. The address alone decides a page's language: nothing redirects.
 */
export function LanguageLink({ pathname, className }: { pathname: string; className?: string }) {
  const t = useText();
  const link = useLanguageLink(pathname);
  const { tag } = languages[link.language];
  return (
    <Link href={link.href} lang={tag} hrefLang={tag} className={className} title={link.counterpart ? t('language.switchLabel') : t('language.switchHome')} data-language-link="">
      {t('language.switch')}
      {link.counterpart ? null : <small>{t('language.switchHomeShort')}</small>}
    </Link>
  );
}
