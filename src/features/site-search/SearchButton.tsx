import { Search } from 'lucide-react';
import { styled } from 'styled-components';
import { shellLinks } from '../../config/shell-links';
import { useLanguage, useText } from '../../i18n/page-language';
import { ShellLink } from '../../components/primitives/ShellLink';
import { theme } from '../../styles/theme';
import { SEARCH_DIALOG_ID } from './search-kinds';
import { usePartAddress } from '../../lib/part-addresses';

const Link = styled(ShellLink)`
  justify-content: center;
  gap: ${theme.space(2)};
  min-width: ${theme.layout.touchTarget};
  &:hover { background: ${theme.color.surfaceMuted}; }
`;

/**
 * Opens the search dialog (search-open.client.ts), or the search page itself where the page script
 * does not run, which then says what to use instead. `wide`: a whole line of the mobile menu. In a
 * built page it carries the address of the dialog's part, which the script fetches.
 */
export function SearchButton({ wide = false }: { wide?: boolean }) {
  const t = useText();
  const part = usePartAddress('search-dialog');
  return (
    <Link
      href={shellLinks[useLanguage()].search}
      // Named once the dialog is in the page: an idref must name an element of the document.
      aria-controls={part ? undefined : SEARCH_DIALOG_ID}
      data-site-search-open=""
      data-part={part}
      data-wide={wide ? '' : undefined}
    >
      <Search size={wide ? 20 : 22} aria-hidden="true" />
      {wide ? t('siteSearch.open') : <span className="visually-hidden">{t('siteSearch.open')}</span>}
    </Link>
  );
}
