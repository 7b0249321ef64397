/**
 * The mobile menu in the browser, with no framework. MobileMenu renders a <dialog>, and
 * showModal() brings what a modal needs: the focus kept inside, Escape, the page behind inert and,
 * on close, the focus back on the opener. This adds the rest: the open and close buttons, links
 * that close it as they navigate, one submenu open at a time, and no menu left open once the
 * layout is no longer the mobile one. Without JavaScript the opener does nothing.
 */
import { setDisclosure } from '../../lib/disclosure.client';
import { loadPart } from '../../lib/part.client';
import { breakpoints } from '../../styles/media';

/** The menus MobileMenu renders; the opener names its menu by aria-controls. */
const MENU = 'dialog[data-mobile-menu]';

/** Opens the submenu of `toggle` and closes the menu's others; null closes them all. */
function expandOnly(menu: HTMLDialogElement, toggle: HTMLElement | null): void {
  for (const each of menu.querySelectorAll<HTMLElement>('[data-submenu-toggle]')) setDisclosure(each, each === toggle);
}

function openersOf(menu: HTMLDialogElement): HTMLElement[] {
  return Array.from(document.querySelectorAll<HTMLElement>('[data-mobile-menu-open]')).filter((opener) => opener.dataset.mobileMenuOpen === menu.id);
}

/**
 * The opener's menu, put beside it from its part when the page left the dialog to one
 * (MobileMenu): with the page's own language link, which the header carries (LanguageLink).
 */
async function menuOf(opener: HTMLElement): Promise<HTMLDialogElement | null> {
  const id = opener.dataset.mobileMenuOpen ?? '';
  const placed = () => document.getElementById(id);
  if (!placed() && opener.dataset.part) {
    const part = await loadPart(opener.dataset.part);
    // Another click may have put it in while this one waited.
    if (!placed()) {
      const header = document.querySelector<HTMLAnchorElement>('header [data-language-link]:not([data-wide])');
      const own = part.querySelector<HTMLAnchorElement>('[data-language-link][data-wide]');
      if (header && own) {
        own.setAttribute('href', header.getAttribute('href')!);
        own.textContent = header.title;
      }
      opener.after(part);
      opener.setAttribute('aria-controls', id);
    }
  }
  const menu = placed();
  return menu instanceof HTMLDialogElement ? menu : null;
}

async function openMenu(opener: HTMLElement): Promise<void> {
  const menu = await menuOf(opener);
  if (!menu || menu.open) return;
  menu.showModal();
  opener.setAttribute('aria-expanded', 'true');
}

export function enhanceMobileMenu(): void {
  document.addEventListener('click', (event) => {
    const target = event.target;
    if (!(target instanceof Element)) return;

    const opener = target.closest<HTMLElement>('[data-mobile-menu-open]');
    if (opener) {
      openMenu(opener).catch((error: unknown) => console.error('The menu could not load', error));
      return;
    }

    const menu = target.closest<HTMLDialogElement>(MENU);
    if (!menu) return;
    const toggle = target.closest<HTMLElement>('[data-submenu-toggle]');
    if (toggle) {
      expandOnly(menu, toggle.getAttribute('aria-expanded') === 'true' ? null : toggle);
    } else if (target.closest('[data-mobile-menu-close]')) {
      menu.close();
    } else if (target.closest('a[href]')) {
      // Closed before the next page loads, so going back (from the back/forward cache) shows
      // the page, not the menu. A modified click opens another tab: the visitor stays here.
      if (event.defaultPrevented || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      menu.close();
    }
  });

  // However the menu closed (Escape included), it opens next time with every submenu folded.
  // The close event does not bubble, so it is heard while capturing. The browser has already
  // given the focus back to the opener by then; nothing here moves it.
  document.addEventListener(
    'close',
    (event) => {
      const menu = event.target;
      if (!(menu instanceof HTMLDialogElement) || !menu.matches(MENU)) return;
      expandOnly(menu, null);
      for (const opener of openersOf(menu)) opener.setAttribute('aria-expanded', 'false');
    },
    true,
  );

  // From the tablet breakpoint up the header has its own navigation and hides the opener.
  const wide = window.matchMedia(`(min-width: ${breakpoints.tablet}px)`);
  // Where the opener shows, its menu's part comes ahead of the first tap (once the page has painted).
  if (!wide.matches) for (const opener of document.querySelectorAll<HTMLElement>('[data-mobile-menu-open][data-part]')) void loadPart(opener.dataset.part!).catch(() => undefined);
  wide.addEventListener('change', () => {
    if (!wide.matches) return;
    for (const menu of document.querySelectorAll<HTMLDialogElement>(`${MENU}[open]`)) menu.close();
  });
}
