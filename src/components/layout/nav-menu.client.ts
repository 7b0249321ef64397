import { setDisclosure } from '../../lib/disclosure.client';

/** A menu opens 200 ms after the pointer reaches it, and at once within 300 ms of another closing. */
export const NAV_OPEN_DELAY_MS = 200;
export const NAV_SKIP_DELAY_MS = 300;
/** A pointer that leaves a menu has this long to come back before it closes. */
export const NAV_CLOSE_DELAY_MS = 150;

/**
 * The header's dropdowns, with no framework: a trigger button (aria-expanded) and its hidden
 * panel (aria-controls). One open at a time, in each navigation. Hover opens after the delay
 * (at once just after another closed) and leaving closes after a moment; a click toggles;
 * Escape closes and gives the focus back to the trigger; a click or the focus elsewhere closes.
 */
export function enhanceNavMenus(): void {
  for (const nav of document.querySelectorAll<HTMLElement>('[data-nav-menu]')) enhance(nav);
}

function enhance(nav: HTMLElement): void {
  const triggers = Array.from(nav.querySelectorAll<HTMLButtonElement>('[data-nav-trigger]'));
  if (triggers.length === 0) return;
  let open: HTMLButtonElement | null = null;
  let closedAt = -Infinity;
  let openTimer: number | undefined;
  let closeTimer: number | undefined;

  const show = (trigger: HTMLButtonElement | null) => {
    window.clearTimeout(openTimer);
    window.clearTimeout(closeTimer);
    if (trigger === open) return;
    if (open) {
      setDisclosure(open, false);
      closedAt = performance.now();
    }
    open = trigger;
    if (trigger) setDisclosure(trigger, true);
  };

  for (const trigger of triggers) {
    const item = trigger.parentElement!;
    trigger.addEventListener('click', () => show(open === trigger ? null : trigger));
    item.addEventListener('pointerenter', (event) => {
      if (event.pointerType !== 'mouse') return;
      window.clearTimeout(closeTimer);
      window.clearTimeout(openTimer);
      if (open === trigger) return;
      const delay = performance.now() - closedAt < NAV_SKIP_DELAY_MS || open ? 0 : NAV_OPEN_DELAY_MS;
      openTimer = window.setTimeout(() => show(trigger), delay);
    });
    item.addEventListener('pointerleave', (event) => {
      if (event.pointerType !== 'mouse') return;
      window.clearTimeout(openTimer);
      if (open === trigger) closeTimer = window.setTimeout(() => show(null), NAV_CLOSE_DELAY_MS);
    });
  }

  nav.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || !open) return;
    const trigger = open;
    show(null);
    trigger.focus();
  });
  // The focus or a click moving out of the navigation closes what is open.
  nav.addEventListener('focusout', (event) => {
    if (open && !nav.contains(event.relatedTarget as Node | null)) show(null);
  });
  document.addEventListener('pointerdown', (event) => {
    if (open && !nav.contains(event.target as Node)) show(null);
  });
}
