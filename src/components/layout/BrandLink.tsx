import { styled } from 'styled-components';
import { visuallyHidden } from '../../styles/GlobalStyle';
import { media } from '../../styles/media';
import { shellLinks } from '../../config/shell-links';
import { useLanguage, useText } from '../../i18n/page-language';
import { theme } from '../../styles/theme';
import { BrandMark } from './BrandMark';

const Wrapper = styled.a`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space(2)};
  min-height: ${theme.layout.touchTarget};
  color: ${theme.color.text};
  font-weight: 800;
  font-size: ${theme.fontSize.lg};
  text-decoration: none;
  white-space: nowrap;
  svg { flex: none; width: 2rem; height: 2rem; }
  /* Below wide screens the navigation and the actions need the room (Spanish labels are longer);
     the mark still names the site to screen readers. */
  ${media.belowWide} {
    span { ${visuallyHidden} }
  }
  /* On a phone the name takes two lines, beside the search, theme and menu buttons. */
  ${media.mobile} {
    white-space: normal;
    span { width: min-content; font-size: ${theme.fontSize.md}; line-height: 1.15; }
  }
`;

/** The brand mark and name, linking to the home page of the page's language. */
export function BrandLink({ siteName, onNavigate }: { siteName: string; onNavigate?: () => void }) {
  const t = useText();
  return (
    <Wrapper href={shellLinks[useLanguage()].home} onClick={onNavigate} aria-label={t('shell.home', { name: siteName })}>
      <BrandMark />
      <span>{siteName}</span>
    </Wrapper>
  );
}
