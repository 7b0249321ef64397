import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';

/** The reading band of the spec: 100px below the top of the window to 66% above its bottom. */
export const SECTION_ROOT_MARGIN = '-100px 0px -66% 0px';
/** The band's lower edge as a share of the window's height (1 - 66%). */
const BAND_BOTTOM = 0.34;

export interface ActiveSection {
  activeId: string | undefined;
  /** Makes an entry current at once (a click), and keeps it while its heading stays at the top of the window. */
  select: (id: string) => void;
}

/**
 * After a click: `scrolling` while the page scrolls to the heading (headings passed on the way
 * must not take over), then `held` while the clicked heading stays at the top of the window,
 * because a short section leaves the next heading inside the band too. The hold ends by where
 * the heading is, not by scroll events, which browsers may still report after a scroll's end.
 */
type ClickLock = 'none' | 'scrolling' | 'held';

/**
 * Which heading's section is being read: the last heading that has entered the reading band
 * (the first heading before any has). An IntersectionObserver with the band's margins says when
 * a heading crosses it. When the end of the article comes into view, the last entry is current,
 * even if its section is too short for its heading ever to reach the band.
 */
export function useActiveSection(ids: readonly string[], articleEnd: RefObject<HTMLElement | null>): ActiveSection {
  const key = ids.join('\n');
  const [state, setState] = useState({ key, id: ids[0] });
  const activeId = state.key === key ? state.id : ids[0];
  const lock = useRef<ClickLock>('none');
  const lockTimer = useRef<number | undefined>(undefined);
  const heldId = useRef<string | undefined>(undefined);
  // Set by the effect below: holds the click and lets the position decide whether it still stands.
  const holdNow = useRef<() => void>(() => undefined);
  // A click that scrolls nowhere, or a scroll cut short, has no scroll end at the heading: without
  // a scroll for a while, the click holds, and the heading's position says if it still may.
  const holdWhenQuiet = useCallback(() => {
    window.clearTimeout(lockTimer.current);
    lockTimer.current = window.setTimeout(() => {
      if (lock.current === 'scrolling') holdNow.current();
    }, 1500);
  }, []);

  useEffect(() => {
    const headings = ids.map((id) => document.getElementById(id)).filter((el): el is HTMLElement => !!el);
    if (headings.length === 0) return;
    let endInView = false;
    // The clicked heading is at the top of the window (at most the band's lower edge below it).
    const heldInPlace = () => {
      const top = heldId.current ? document.getElementById(heldId.current)?.getBoundingClientRect().top : undefined;
      return top !== undefined && top >= -1 && top <= window.innerHeight * BAND_BOTTOM;
    };
    const update = () => {
      if (lock.current === 'scrolling') return;
      const bandBottom = window.innerHeight * BAND_BOTTOM;
      if (lock.current === 'held') {
        if (heldInPlace()) return;
        lock.current = 'none';
      }
      let current = headings[0]!.id;
      if (endInView) current = headings[headings.length - 1]!.id;
      else {
        for (const heading of headings) if (heading.getBoundingClientRect().top <= bandBottom) current = heading.id;
      }
      setState({ key, id: current });
    };
    const band = new IntersectionObserver(update, { rootMargin: SECTION_ROOT_MARGIN });
    for (const heading of headings) band.observe(heading);
    const end = new IntersectionObserver((entries) => {
      endInView = entries.some((entry) => entry.isIntersecting);
      update();
    });
    if (articleEnd.current) end.observe(articleEnd.current);

    holdNow.current = () => {
      lock.current = 'held';
      update();
    };
    // A jump (Home, End, a link) can carry a heading past the band between two frames, so no
    // crossing is reported: when scrolling stops, the position is checked again. After a click,
    // only a scroll end with the heading in place ends the scroll to it: the end of a scroll from
    // before the click (a wheel, the page bringing the link into view) may arrive after it.
    const settle = () => {
      if (lock.current === 'scrolling') {
        if (heldInPlace()) lock.current = 'held';
      } else update();
    };
    const hasScrollEnd = 'onscrollend' in window;
    let timer: number | undefined;
    const onScroll = () => {
      // A slow phone may take longer than the fallback to finish the smooth scroll: it waits for quiet.
      if (lock.current === 'scrolling') holdWhenQuiet();
      if (!hasScrollEnd) {
        window.clearTimeout(timer);
        timer = window.setTimeout(settle, 120);
      }
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    if (hasScrollEnd) window.addEventListener('scrollend', settle);
    return () => {
      band.disconnect();
      end.disconnect();
      window.clearTimeout(timer);
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('scrollend', settle);
    };
    // `key` stands for `ids`, whose array may be new on every render.
  }, [key, articleEnd, holdWhenQuiet]);

  const select = useCallback(
    (id: string) => {
      setState({ key, id });
      heldId.current = id;
      lock.current = 'scrolling';
      holdWhenQuiet();
    },
    [key, holdWhenQuiet],
  );

  return { activeId, select };
}
