/** The header turns solid once the page has scrolled more than this (30px). */
export const HEADER_SCROLL_THRESHOLD = 30;

/** Marks the fixed header `data-scrolled` while the page is scrolled past the threshold. */
export function enhanceHeader(): void {
  const header = document.querySelector<HTMLElement>('header[data-scrolled]');
  if (!header) return;
  let scheduled = false;
  const update = () => {
    scheduled = false;
    header.dataset.scrolled = String(window.scrollY > HEADER_SCROLL_THRESHOLD);
  };
  update();
  window.addEventListener(
    'scroll',
    () => {
      if (scheduled) return;
      scheduled = true;
      requestAnimationFrame(update);
    },
    { passive: true },
  );
}
