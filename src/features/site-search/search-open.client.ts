/**
 * What every page's script does for the search: its openers (the header's button, the mobile
 * menu's line) and the keys `/` and Ctrl+K or Cmd+K open the search dialog, and its code loads
 * then, or a little earlier when the pointer comes to an opener. The dialog itself, a part of its
 * own (SearchDialog), is put in the page as this starts. Without the script an opener is a link to
 * the search page. On the search page, which has no dialog, they go to its search box. A key
 * pressed before this is armed is kept by the page's inline loader and answered here
 * (search-keys.client.ts).
 */
import { loadPart } from '../../lib/part.client';
import { SEARCH_DIALOG_ID } from './search-kinds';
import { isSearchKey, takeEarlySearchKey, typing } from './search-keys.client';

const OPENER = '[data-site-search-open]';

const loadSearch = () => import('./site-search.client');

/**
 * The address of the dialog's part, which the openers carry (SearchButton); none on the search
 * page, a search of its own.
 */
const dialogPart = () => (document.querySelector('main [data-site-search]') ? undefined : document.querySelector<HTMLElement>(`${OPENER}[data-part]`)?.dataset.part);

/** The dialog, put at the end of the page from its part the first time; null on the search page, which has none. */
async function placedDialog(): Promise<HTMLDialogElement | null> {
  const placed = () => document.getElementById(SEARCH_DIALOG_ID);
  const address = dialogPart();
  if (!placed() && address) {
    const part = await loadPart(address);
    // Another opening may have put it in while this one waited.
    if (!placed()) {
      document.body.append(part);
      for (const opener of document.querySelectorAll(OPENER)) opener.setAttribute('aria-controls', SEARCH_DIALOG_ID);
    }
  }
  const dialog = placed();
  return dialog instanceof HTMLDialogElement ? dialog : null;
}

/** Says in the panel's status line that the search could not load (site-search.client.ts says it of a search that fails). */
function sayFailed(panel: HTMLElement): void {
  const text = JSON.parse(panel.dataset.text ?? '{}') as Record<string, string | undefined>;
  const status = panel.querySelector('[data-site-search-status]');
  if (status && text['siteSearch.failed']) status.textContent = text['siteSearch.failed'];
}

async function openSearch(): Promise<void> {
  // The search page has no dialog: its own box is the search.
  const dialog = dialogPart() ? await placedDialog() : document.getElementById(SEARCH_DIALOG_ID);
  if (dialog instanceof HTMLDialogElement && !dialog.open) {
    // One modal at a time: the mobile menu gives way to the search it opened.
    for (const open of document.querySelectorAll<HTMLDialogElement>('dialog[open]')) open.close();
    dialog.showModal();
  }
  const panel = (dialog ?? document.querySelector('main'))?.querySelector<HTMLElement>('[data-site-search]');
  if (!panel) return;
  const input = panel.querySelector<HTMLInputElement>('[data-site-search-input]');
  input?.focus();
  input?.select();
  await loadSearch()
    .then((search) => search.startSiteSearch(panel))
    .catch((error: unknown) => {
      console.error('The search could not load', error);
      sayFailed(panel);
    });
}

/** Opens the search; a dialog whose part cannot load leaves the opener to go to the search page, as a link. */
function open(opener?: HTMLAnchorElement): void {
  openSearch().catch((error: unknown) => {
    console.error('The search could not load', error);
    if (opener) location.assign(opener.href);
  });
}

export function enhanceSearch(): void {
  for (const opener of document.querySelectorAll<HTMLElement>(OPENER)) {
    opener.setAttribute('role', 'button');
    opener.setAttribute('aria-haspopup', 'dialog');
  }
  document.addEventListener('click', (event) => {
    const target = event.target instanceof Element ? event.target : null;
    if (target?.closest(OPENER)) {
      // A modified click opens the search page in another tab, as a link does.
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      open(target.closest<HTMLAnchorElement>(OPENER) ?? undefined);
      return;
    }
    const dialog = target?.closest<HTMLDialogElement>(`#${SEARCH_DIALOG_ID}`);
    if (!dialog) return;
    if (target!.closest('[data-site-search-close]')) dialog.close();
    // A click on the backdrop, around the panel, closes it too.
    else if (target === dialog) {
      const box = dialog.getBoundingClientRect();
      const inside = event.clientX >= box.left && event.clientX <= box.right && event.clientY >= box.top && event.clientY <= box.bottom;
      if (!inside) dialog.close();
    }
  });
  document.addEventListener('keydown', (event) => {
    if (event.defaultPrevented) return;
    // The dialog's box is a search field, which would take a first Escape to empty itself: Escape
    // closes the dialog whatever the box holds, and close() gives the focus back to what opened it.
    if (event.key === 'Escape' && !event.isComposing && typing(event.target)) {
      const dialog = (event.target as Element).closest<HTMLDialogElement>(`#${SEARCH_DIALOG_ID}`);
      if (dialog?.open) {
        event.preventDefault();
        dialog.close();
      }
      return;
    }
    if (typing(event.target)) return;
    if (event.key === ' ' && event.target instanceof Element && event.target.matches(OPENER)) {
      // A link made a button answers the space bar as a button does.
      event.preventDefault();
      open(event.target.closest<HTMLAnchorElement>(OPENER) ?? undefined);
    } else if (isSearchKey(event)) {
      event.preventDefault();
      open();
    }
  });
  // A key pressed before this listener was there, unless the focus has gone into a field since.
  if (takeEarlySearchKey() && !typing(document.activeElement)) open();
  // The dialog is in the page ahead of a first opening: this starts once the page has painted.
  void placedDialog().catch(() => undefined);
  // Its code, ahead of the click, once the pointer comes near an opener.
  document.addEventListener('pointerover', (event) => {
    if (!(event.target instanceof Element && event.target.closest(OPENER))) return;
    void loadSearch().catch(() => undefined);
  });
}
