/** Swaps an image (or a <picture>'s) that cannot load for the placeholder box beside it (see Image). */
export function enhanceImages(): void {
  const fail = (img: HTMLImageElement) => {
    const placeholder = img.closest('[data-image-frame]')?.querySelector<HTMLElement>(':scope > [role="img"][hidden]');
    if (!placeholder) return;
    console.warn(`Image failed to load: ${img.getAttribute('src')}`);
    img.hidden = true;
    placeholder.hidden = false;
  };
  // Errors do not bubble: caught on the way down. One may have happened before this script ran.
  document.addEventListener(
    'error',
    (event) => {
      if (event.target instanceof HTMLImageElement && event.target.closest('[data-image-frame]')) fail(event.target);
    },
    true,
  );
  for (const img of document.querySelectorAll<HTMLImageElement>('[data-image-frame] img')) {
    if (img.complete && img.naturalWidth === 0 && img.currentSrc) fail(img);
  }
}
