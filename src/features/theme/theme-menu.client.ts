import { loadPart } from '../../lib/part.client';
import { roveTarget } from '../../lib/roving-focus.client';
import { readPreference, setThemePreference, subscribeToTheme, type ThemePreference } from './theme';

/** The gap between the theme button and the top of its menu, in px. */
const MENU_OFFSET = 6;

/**
 * The theme menu in the browser, with no framework. The browser already opens the popover from
 * its button, closes it on a click outside and tells assistive technology whether it is open;
 * this checks the stored choice (the build checks Light), places the menu under the button, moves
 * the focus with the keys and applies a choice.
 */
export function enhanceThemeMenu(): void {
  for (const menu of document.querySelectorAll<HTMLElement>('[data-theme-menu]')) enhance(menu);
  for (const trigger of document.querySelectorAll<HTMLElement>('[data-theme-menu-open][data-part]')) placeMenu(trigger);
}

/**
 * A menu the page left to its part (ThemeMenu): put beside its button, which names it then. A
 * click before it is there opens it once it is; after a failed load, a click loads it again.
 */
function placeMenu(trigger: HTMLElement, open = false): void {
  const id = trigger.dataset.themeMenuOpen!;
  let opening = open;
  const early = () => {
    opening = true;
  };
  trigger.addEventListener('click', early);
  loadPart(trigger.dataset.part!)
    .then((part) => {
      if (document.getElementById(id)) return;
      trigger.after(part);
      trigger.setAttribute('popovertarget', id);
      trigger.setAttribute('aria-controls', id);
      const menu = document.getElementById(id)!;
      enhance(menu);
      if (opening) menu.showPopover();
    })
    .catch((error: unknown) => {
      console.error('The theme menu could not load', error);
      trigger.addEventListener('click', () => placeMenu(trigger, true), { once: true });
    })
    .finally(() => trigger.removeEventListener('click', early));
}

function enhance(menu: HTMLElement): void {
  const trigger = document.querySelector<HTMLElement>(`[popovertarget="${CSS.escape(menu.id)}"]`);
  const items = Array.from(menu.querySelectorAll<HTMLElement>('[data-theme-option]'));
  if (!trigger || items.length === 0) return;

  // A choice made here or in another tab reaches every listener, so the items follow both.
  const check = () => {
    const preference = readPreference();
    for (const item of items) item.setAttribute('aria-checked', String(item.dataset.themeOption === preference));
  };
  check();
  subscribeToTheme(check);

  const checkedItem = () => items.find((item) => item.getAttribute('aria-checked') === 'true') ?? items[0]!;
  const isOpen = () => menu.matches(':popover-open');

  // The top layer lays the menu out against the window, like the fixed header it hangs from.
  const place = () => {
    const button = trigger.getBoundingClientRect();
    menu.style.top = `${button.bottom + MENU_OFFSET}px`;
    menu.style.right = `${document.documentElement.clientWidth - button.right}px`;
  };

  // The browser gives the focus back to whatever had it when the menu opened: not the button if a
  // click opened it in Safari, where a click does not focus a button.
  const close = () => {
    menu.hidePopover();
    trigger.focus();
  };

  // Placed before it shows, so it never paints where a popover's own style puts it.
  menu.addEventListener('beforetoggle', (event) => {
    if (event.newState === 'open') place();
  });
  menu.addEventListener('toggle', (event) => {
    if (event.newState === 'open') checkedItem().focus();
  });
  window.addEventListener('resize', () => {
    if (isOpen()) place();
  });

  menu.addEventListener('click', (event) => {
    const item = (event.target as Element).closest<HTMLElement>('[data-theme-option]');
    if (!item) return;
    setThemePreference(item.dataset.themeOption as ThemePreference);
    close();
  });

  // The item under the pointer takes the focus, so one item is highlighted and the keys go on from it.
  menu.addEventListener('pointermove', (event) => {
    const item = (event.target as Element).closest<HTMLElement>('[data-theme-option]');
    if (item && item !== document.activeElement) item.focus();
  });

  menu.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      close();
      return;
    }
    // Tab leaves the menu as it would leave the button: the focus goes on from the button.
    if (event.key === 'Tab') {
      close();
      return;
    }
    const next = roveTarget(items, document.activeElement, event.key);
    if (!next) return;
    event.preventDefault();
    next.focus();
  });

  // Down or Up on the button opens the menu, as on a native menu button.
  trigger.addEventListener('keydown', (event) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    if (isOpen()) checkedItem().focus();
    else menu.showPopover();
  });
}
