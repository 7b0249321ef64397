import { X } from 'lucide-react';
import { styled } from 'styled-components';
import { Button } from '../../components/primitives/Button';
import { useText } from '../../i18n/page-language';
import { media } from '../../styles/media';
import { theme } from '../../styles/theme';
import { notPrinted } from '../../styles/GlobalStyle';
import { SearchPanel } from './SearchPanel';
import { usePartAddress } from '../../lib/part-addresses';

import { SEARCH_DIALOG_ID } from './search-kinds';

/**
 * Opened with showModal(): in the top layer, the focus kept inside and the page behind inert;
 * Escape closes it and gives the focus back to what opened it. Full screen on a phone, a panel
 * near the top from tablets up.
 */
const Panel = styled.dialog`
  width: 100vw;
  max-width: none;
  height: 100dvh;
  max-height: none;
  margin: 0;
  padding: ${theme.space(3)} ${theme.space(4)} ${theme.space(6)};
  border: 0;
  background: ${theme.color.bg};
  color: ${theme.color.text};
  overflow-y: auto;
  overscroll-behavior: contain;
  &::backdrop { background: ${theme.color.overlay}; }
  html:has(&[open]) { overflow: hidden; }
  ${media.tablet} {
    width: min(44rem, calc(100vw - ${theme.space(8)}));
    height: auto;
    max-height: calc(100dvh - ${theme.space(20)});
    margin: ${theme.space(12)} auto auto;
    padding: ${theme.space(5)} ${theme.space(6)} ${theme.space(6)};
    border: thin solid ${theme.color.border};
    border-radius: ${theme.radius.lg};
    box-shadow: ${theme.shadow.lg};
  }
  ${notPrinted}
`;

const Top = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  margin-bottom: ${theme.space(3)};
  h2 { margin: 0; font-size: ${theme.fontSize.lg}; }
`;

/**
 * The search dialog every page but the search page has; the page script opens it
 * (search-open.client.ts). In a built page it is a part of its own (part-addresses.ts), box,
 * filters and results, which the script puts in the page ahead of its first opening; the openers
 * carry its address (SearchButton).
 */
export function SearchDialog() {
  return usePartAddress('search-dialog') ? null : <SearchDialogPanel />;
}

/** The dialog itself: its title, its close button and the search with its results in place. */
export function SearchDialogPanel() {
  const t = useText();
  return (
    <Panel id={SEARCH_DIALOG_ID} aria-labelledby={`${SEARCH_DIALOG_ID}-title`} data-site-search-dialog="">
      <Top>
        <h2 id={`${SEARCH_DIALOG_ID}-title`}>{t('siteSearch.title')}</h2>
        <Button variant="ghost" size="icon" aria-label={t('siteSearch.close')} data-site-search-close="">
          <X size={22} aria-hidden="true" />
        </Button>
      </Top>
      <SearchPanel id={SEARCH_DIALOG_ID} />
    </Panel>
  );
}
