/**
 * The table of contents in the browser, with no framework: the link of the section being read
 * carries aria-current (a scroll spy), and a click scrolls smoothly to its heading (at once when
 * reduced motion is asked for), moves the focus there and keeps the address's #fragment. Without
 * JavaScript the links still jump. Every table of contents on the page (the sidebar and the
 * collapsible one above the article on phones) is marked `data-toc` and shows the same entry.
 */

/** The reading band: 100px below the top of the window to 66% above its bottom. */
export const SECTION_ROOT_MARGIN = '-100px 0px -66% 0px';
/** The band's lower edge as a share of the window's height (1 - 66%). */
const BAND_BOTTOM = 0.34;

/**
 * After a click: `scrolling` while the page scrolls to the heading (headings passed on the way
 * must not take over), then `held` while the clicked heading stays at the top of the window,
 * because a short section leaves the next heading inside the band too. The hold ends by where
 * the heading is, not by scroll events, which browsers may still report after a scroll's end.
 */
type ClickLock = 'none' | 'scrolling' | 'held';

const prefersReducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;
const idOf = (link: HTMLAnchorElement) => decodeURIComponent(link.hash.slice(1));

export function enhanceTableOfContents(): void {
  const navs = Array.from(document.querySelectorAll<HTMLElement>('[data-toc]'));
  if (navs.length === 0) return;
  const links = navs.flatMap((nav) => Array.from(nav.querySelectorAll<HTMLAnchorElement>('a[href^="#"]')));
  const ids = [...new Set(links.map(idOf))];
  const headings = ids.map((id) => document.getElementById(id)).filter((el): el is HTMLElement => !!el);
  if (headings.length === 0) return;

  // The page comes with the first section marked, the one read at its top: a page opened at its
  // top changes nothing on its first check, and lays nothing out again while it loads.
  const marked = links.find((link) => link.getAttribute('aria-current') === 'location');
  let active: string | undefined = marked && idOf(marked);
  const show = (id: string) => {
    if (id === active) return;
    active = id;
    for (const link of links) {
      if (idOf(link) === id) link.setAttribute('aria-current', 'location');
      else link.removeAttribute('aria-current');
    }
    // A sidebar that scrolls on its own keeps the current entry in its view (the page does not move).
    for (const nav of navs) {
      const link = nav.querySelector<HTMLElement>('a[aria-current]');
      if (!link || nav.scrollHeight <= nav.clientHeight) continue;
      const top = link.offsetTop - nav.offsetTop;
      if (top < nav.scrollTop) nav.scrollTop = top;
      else if (top + link.offsetHeight > nav.scrollTop + nav.clientHeight) nav.scrollTop = top + link.offsetHeight - nav.clientHeight;
    }
  };

  let lock: ClickLock = 'none';
  let heldId: string | undefined;
  let quietTimer: number | undefined;
  let endInView = false;

  // The clicked heading is at the top of the window (at most the band's lower edge below it).
  const heldInPlace = () => {
    const top = heldId ? document.getElementById(heldId)?.getBoundingClientRect().top : undefined;
    return top !== undefined && top >= -1 && top <= window.innerHeight * BAND_BOTTOM;
  };

  /** The last heading that has entered the reading band; the last of all once the article has ended. */
  const update = () => {
    if (lock === 'scrolling') return;
    if (lock === 'held') {
      if (heldInPlace()) return;
      lock = 'none';
    }
    const bandBottom = window.innerHeight * BAND_BOTTOM;
    let current = headings[0]!.id;
    if (endInView) current = headings[headings.length - 1]!.id;
    else for (const heading of headings) if (heading.getBoundingClientRect().top <= bandBottom) current = heading.id;
    show(current);
  };

  // A click that scrolls nowhere, or a scroll cut short, has no scroll end at the heading: without
  // a scroll for a while, the click holds, and the heading's position says if it still may.
  const holdWhenQuiet = () => {
    window.clearTimeout(quietTimer);
    quietTimer = window.setTimeout(() => {
      if (lock !== 'scrolling') return;
      lock = 'held';
      update();
    }, 1500);
  };

  const band = new IntersectionObserver(update, { rootMargin: SECTION_ROOT_MARGIN });
  for (const heading of headings) band.observe(heading);
  const articleEnd = document.querySelector('[data-article-end]');
  if (articleEnd) {
    new IntersectionObserver((entries) => {
      endInView = entries.some((entry) => entry.isIntersecting);
      update();
    }).observe(articleEnd);
  }

  // A jump (Home, End, a link) can carry a heading past the band between two frames, so no
  // crossing is reported: when scrolling stops, the position is checked again. After a click,
  // only a scroll end with the heading in place ends the scroll to it: the end of a scroll from
  // before the click (a wheel, the page bringing the link into view) may arrive after it.
  const settle = () => {
    if (lock === 'scrolling') {
      if (heldInPlace()) lock = 'held';
    } else update();
  };
  const hasScrollEnd = 'onscrollend' in window;
  let settleTimer: number | undefined;
  window.addEventListener(
    'scroll',
    () => {
      // A slow phone may take longer than the fallback to finish the smooth scroll: it waits for quiet.
      if (lock === 'scrolling') holdWhenQuiet();
      if (!hasScrollEnd) {
        window.clearTimeout(settleTimer);
        settleTimer = window.setTimeout(settle, 120);
      }
    },
    { passive: true },
  );
  if (hasScrollEnd) window.addEventListener('scrollend', settle);

  document.addEventListener('click', (event) => {
    const link = (event.target as Element | null)?.closest?.<HTMLAnchorElement>('[data-toc] a[href^="#"]');
    if (!link || event.defaultPrevented || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const id = idOf(link);
    const heading = document.getElementById(id);
    if (!heading) return;
    event.preventDefault();
    show(id);
    heldId = id;
    lock = 'scrolling';
    holdWhenQuiet();
    link.closest('details')?.removeAttribute('open');
    heading.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
    window.history.replaceState(window.history.state, '', `#${id}`);
    heading.setAttribute('tabindex', '-1');
    heading.focus({ preventScroll: true });
  });
}
