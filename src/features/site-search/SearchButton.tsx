import { Search } from 'lucide-react';
import { styled } from 'styled-components';
import { shellLinks } from '../../config/shell-links';
import { useLanguage, useText } from '../../i18n/page-language';
import { ShellLink } from '../../components/primitives/ShellLink';
import { theme } from '../../styles/theme';
import { SEARCH_DIALOG_ID } from './search-kinds';

const Link = styled(ShellLink)`
  justify-content: center;
  gap: ${theme.space(2)};
  min-width: ${theme.layout.touchTarget};
  &:hover { background: ${theme.color.surfaceMuted}; }
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
