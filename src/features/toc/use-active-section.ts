import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';

/** The reading band of the spec: 100px below the top of the window to 66% above its bottom. */
export const SECTION_ROOT_MARGIN = '-100px 0px -66% 0px';
/** The band's lower edge as a share of the window's height (1 - 66%). */
const BAND_BOTTOM = 0.34;

export interface ActiveSection {
  activeId: string | undefined;
  /** Makes an entry current at once (a click), and keeps it while the page scrolls to it. */
  select: (id: string) => void;
}

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
  const lockedUntilScrollEnds = useRef(false);
  const unlockTimer = useRef<number | undefined>(undefined);

  useEffect(() => {
    const headings = ids.map((id) => document.getElementById(id)).filter((el): el is HTMLElement => !!el);
    if (headings.length === 0) return;
    let endInView = false;
    const update = () => {
      if (lockedUntilScrollEnds.current) return;
      let current = headings[0]!.id;
      if (endInView) current = headings[headings.length - 1]!.id;
      else {
        const bandBottom = window.innerHeight * BAND_BOTTOM;
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

    const unlock = () => (lockedUntilScrollEnds.current = false);
    window.addEventListener('scrollend', unlock);
    return () => {
      band.disconnect();
      end.disconnect();
      window.removeEventListener('scrollend', unlock);
    };
    // `key` stands for `ids`, whose array may be new on every render.
  }, [key, articleEnd]);

  const select = useCallback(
    (id: string) => {
      setState({ key, id });
      // The smooth scroll passes other headings on its way; they must not take over meanwhile.
      // A click that scrolls nowhere has no scrollend: the lock also times out.
      lockedUntilScrollEnds.current = true;
      window.clearTimeout(unlockTimer.current);
      unlockTimer.current = window.setTimeout(() => (lockedUntilScrollEnds.current = false), 1500);
    },
    [key],
  );

  return { activeId, select };
}
