import { Search } from 'lucide-react';
import { styled } from 'styled-components';
import { shellLinks } from '../../config/shell-links';
import { useLanguage, useText } from '../../i18n/page-language';
import { theme } from '../../styles/theme';
import { SEARCH_DIALOG_ID } from './search-kinds';

const Link = styled.a`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${theme.space(2)};
  min-width: ${theme.layout.touchTarget};
  min-height: ${theme.layout.touchTarget};
  border-radius: ${theme.radius.md};
  color: ${theme.color.text};
  font-weight: 600;
  text-decoration: none;
  &:hover { background: ${theme.color.surfaceMuted}; }
  &[data-wide] {
    width: 100%;
    min-height: 3rem;
    border: thin solid ${theme.color.border};
    font-size: ${theme.fontSize.md};
  }
`;

/**
 * Opens the search dialog (search-open.client.ts), or the search page itself where the page script
 * does not run, which then says what to use instead. `wide`: a whole line of the mobile menu.
 */
export function SearchButton({ wide = false }: { wide?: boolean }) {
  const t = useText();
  return (
    <Link href={shellLinks[useLanguage()].search} aria-controls={SEARCH_DIALOG_ID} data-site-search-open="" data-wide={wide ? '' : undefined}>
      <Search size={wide ? 20 : 22} aria-hidden="true" />
      {wide ? t('siteSearch.open') : <span className="visually-hidden">{t('siteSearch.open')}</span>}
    </Link>
  );
}
