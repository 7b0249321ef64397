import { TOOLTIP_DELAY } from '../../components/primitives/tooltip-delay.client';
import { roveTarget } from '../../lib/roving-focus.client';

/**
 * The website-design page's demos in the browser (markup: WebsiteDemos, DemoTabs, DemoDialog),
 * with no framework: the tabs, the buttons that open a demo, and the dialog with its close
 * button's tooltip.
 */
export function enhanceWebsiteDemos(): void {
  const root = document.querySelector<HTMLElement>('[data-website-demos]');
  const dialog = root?.querySelector<HTMLDialogElement>('dialog[data-demo-dialog]');
  if (!root || !dialog) return;
  const tabs = Array.from(root.querySelectorAll<HTMLButtonElement>('[role="tab"][data-demo]'));
  const frame = dialog.querySelector<HTMLIFrameElement>('[data-demo-frame]')!;
  let opener: HTMLElement | null = null;

  /** Selects a demo's tab and shows its panel; the dialog shows the selected demo. */
  const select = (id: string) => {
    for (const tab of tabs) {
      const selected = tab.dataset.demo === id;
      tab.setAttribute('aria-selected', String(selected));
      tab.tabIndex = selected ? 0 : -1;
      document.getElementById(tab.getAttribute('aria-controls')!)!.hidden = !selected;
    }
  };

  const open = (id: string, from: HTMLElement) => {
    const tab = tabs.find((each) => each.dataset.demo === id);
    if (!tab) return;
    select(id);
    opener = from;
    const title = tab.textContent ?? '';
    const heading = dialog.querySelector('[data-demo-title]')!;
    // The frame's title, in the page's language, names the demo shown: the new name goes in place of the old.
    frame.title = frame.title.replace(heading.textContent ?? '', title);
    heading.textContent = title;
    const url = tab.dataset.demoUrl!;
    dialog.querySelector<HTMLAnchorElement>('[data-demo-link]')!.href = url;
    if (frame.getAttribute('src') !== url) frame.src = url;
    dialog.showModal();
    // The dialog itself takes focus, so its name is announced and the close button's tooltip
    // does not pop up on opening.
    dialog.focus();
  };

  root.addEventListener('click', (event) => {
    const target = event.target as Element;
    const tab = target.closest<HTMLButtonElement>('[role="tab"][data-demo]');
    if (tab) return select(tab.dataset.demo!);
    const button = target.closest<HTMLElement>('[data-demo-open]');
    if (button) return open(button.dataset.demoOpen!, button);
    if (target.closest('[data-demo-close]')) dialog.close();
  });

  // Arrow keys, Home and End move the selection along the tabs (automatic activation).
  root.querySelector('[role="tablist"]')?.addEventListener('keydown', (event) => {
    const key = (event as KeyboardEvent).key;
    const next = roveTarget(tabs, event.target as Element, key, 'horizontal');
    if (!next) return;
    event.preventDefault();
    next.focus();
    select(next.dataset.demo!);
  });

  // showModal() keeps the focus in the dialog, except at its ends: Tab from the last link inside
  // the frame, or Shift+Tab from the first control, leaves the page (to the browser's own
  // controls, or nowhere in a headless one). An empty stop at each end sends it round instead.
  // The first control: "Open in new tab", hidden on phones, or else the close button.
  const focusFirst = () =>
    [dialog.querySelector<HTMLElement>('[data-demo-link]'), dialog.querySelector<HTMLElement>('[data-demo-close]')]
      .find((control) => control?.checkVisibility())
      ?.focus();
  dialog.querySelector('[data-focus-wrap="end"]')?.addEventListener('focus', focusFirst);
  dialog.querySelector('[data-focus-wrap="start"]')?.addEventListener('focus', (event) => {
    // Reached forwards from the dialog itself (focused on opening): on to the first control.
    if ((event as FocusEvent).relatedTarget === dialog) focusFirst();
    else frame.focus();
  });

  dialog.addEventListener('close', () => {
    hideTip();
    if (opener?.isConnected) opener.focus();
    opener = null;
  });

  // Keys pressed inside the sample page never reach this document: listen there too, so Escape
  // closes the dialog wherever focus is.
  frame.addEventListener('load', () => {
    frame.contentDocument?.addEventListener('keydown', (event) => {
      if (event.key === 'Escape') dialog.close();
    });
  });

  // The close button's tooltip: after the open delay on hover or keyboard focus, at once when
  // another tooltip closed within the skip delay; gone on leaving, pressing or Escape.
  const close = dialog.querySelector<HTMLElement>('[data-demo-close]')!;
  const tip = dialog.querySelector<HTMLElement>('[data-demo-tip]')!;
  let timer: number | undefined;
  let closedAt = -Infinity;
  const showTip = () => {
    window.clearTimeout(timer);
    const wait = performance.now() - closedAt < TOOLTIP_DELAY.skip ? 0 : TOOLTIP_DELAY.open;
    timer = window.setTimeout(() => {
      tip.hidden = false;
      close.setAttribute('aria-describedby', tip.id);
    }, wait);
  };
  function hideTip() {
    window.clearTimeout(timer);
    if (tip.hidden) return;
    tip.hidden = true;
    close.removeAttribute('aria-describedby');
    closedAt = performance.now();
  }
  close.addEventListener('pointerenter', showTip);
  close.addEventListener('focus', () => {
    if (close.matches(':focus-visible')) showTip();
  });
  for (const type of ['pointerleave', 'pointerdown', 'blur']) close.addEventListener(type, hideTip);
  dialog.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && !tip.hidden) hideTip();
  });
}
