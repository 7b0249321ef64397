/**
 * The one inline script of every page: it asks for the page's entry script (`src`) once the page
 * has painted, not from the head, so a slow phone's connection carries the page alone until it is
 * on screen and the script follows. The build compiles this module and writes it into each page
 * (vite.config.ts); the entry it loads then wakes the page's islands and enhancements (catalog.client.ts).
 *
 * "Painted" is what the browser reports once the frame is on screen: on a page with a picture of
 * its own (its LCP image, marked by `fetchpriority="high"` and `elementtiming`), the picture by
 * Element Timing; on another page, its first contentful paint. Sooner, the script shares the
 * connection and the main thread with that paint and Lighthouse counts it in the largest paint.
 * A framed page (a form page, invisible until its script says it is ready, never reports a paint)
 * waits two frames. Nothing holds the script for long: a picture that fails, or is decoded but
 * never painted (off screen), lets it go at once or a second later, browsers without these
 * timings wait two frames, and the first key, pointer, touch or scroll asks for it at once.
 */
export function loadAfterFirstPaint(src: string): void {
  let asked = false;
  const img = document.querySelector<HTMLImageElement>('img[fetchpriority=high]');
  const types = (window.PerformanceObserver && PerformanceObserver.supportedEntryTypes) || [];
  const load = () => {
    if (asked) return;
    asked = true;
    const script = document.createElement('script');
    script.type = 'module';
    script.src = src;
    document.head.appendChild(script);
  };
  const frames = () => requestAnimationFrame(() => requestAnimationFrame(load));
  /** Loads once the browser reports a paint of `type` that `painted` accepts; two frames where it reports none. */
  const reported = (type: string, painted: (entry: PerformanceEntry & { element?: Element | null }) => boolean) => {
    if (!types.includes(type)) return frames();
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) if (painted(entry)) setTimeout(load);
    }).observe({ type, buffered: true });
  };
  for (const type of ['keydown', 'pointerdown', 'touchstart', 'wheel', 'scroll']) addEventListener(type, load, { once: true, passive: true, capture: true });
  if (window.parent !== window) frames();
  else if (!img?.decode) reported('paint', (entry) => entry.name === 'first-contentful-paint');
  else
    img.decode().then(() => {
      reported('element', (entry) => entry.element === img);
      setTimeout(load, 1000);
    }, frames);
}
