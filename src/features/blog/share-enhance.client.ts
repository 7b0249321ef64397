import { SHARE_POPUP_FEATURES } from './share-links';

/**
 * Share links (real links, working without JavaScript) open their network's page in a 600x400
 * popup; if the browser blocks it, the link opens a tab as it would without this.
 */
export function enhanceShareLinks(): void {
  document.addEventListener('click', (event) => {
    const link = (event.target as Element | null)?.closest?.<HTMLAnchorElement>('a[data-share-popup]');
    if (!link || event.defaultPrevented || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const popup = window.open(link.href, link.dataset.sharePopup, SHARE_POPUP_FEATURES);
    if (!popup) return;
    popup.opener = null;
    event.preventDefault();
  });
}
