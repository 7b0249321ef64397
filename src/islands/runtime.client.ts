import { ISLAND_TAG, type IslandLoaderOf, type IslandName, type IslandTrigger } from './catalog.client';

/** Events that wake an island waiting for interaction; its code starts loading before the click. */
const WAKE_EVENTS = ['pointerover', 'pointerdown', 'focusin', 'touchstart'] as const;
/** What a visitor does to an island before it has started, kept and replayed in order after it. */
const KEPT_EVENTS = ['pointerdown', 'click', 'keydown'] as const;
/** Keys that act on a button or link; typing, Tab and the rest go through untouched. */
const ACTION_KEYS = new Set(['Enter', ' ']);

const isEditable = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.isContentEditable || target.matches('input, textarea, select'));

type State = 'waiting' | 'loading' | 'started' | 'failed';

function copyEvent(event: Event): Event {
  if (event instanceof PointerEvent) return new PointerEvent(event.type, event);
  if (event instanceof MouseEvent) return new MouseEvent(event.type, event);
  if (event instanceof KeyboardEvent) return new KeyboardEvent(event.type, event);
  return new Event(event.type, event);
}

/** Loads an island's code and starts it on the island's markup. */
async function wake(marker: HTMLElement, loaderOf: IslandLoaderOf): Promise<void> {
  if (marker.dataset.state !== 'waiting') return;
  marker.dataset.state = 'loading' satisfies State;
  const name = marker.dataset.island as IslandName;
  const kept: { target: EventTarget; event: Event }[] = [];
  // Until it has started, what the visitor does is held back (no link followed, no key lost).
  const keep = (event: Event) => {
    if (!event.isTrusted) return;
    if (event instanceof KeyboardEvent && (!ACTION_KEYS.has(event.key) || isEditable(event.target))) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    kept.push({ target: event.target!, event });
  };
  for (const type of KEPT_EVENTS) marker.addEventListener(type, keep, true);
  try {
    const load = loaderOf(name);
    if (!load) throw new Error(`Unknown island "${name}"`);
    const start = await load();
    start(marker, JSON.parse(marker.dataset.props ?? '{}') as never);
    marker.dataset.state = 'started' satisfies State;
  } catch (error) {
    // The markup stays as it was rendered: links and native controls still work.
    marker.dataset.state = 'failed' satisfies State;
    console.error(`The ${name} island could not start`, error);
  } finally {
    for (const type of KEPT_EVENTS) marker.removeEventListener(type, keep, true);
  }
  // The island's listeners are in place: what was held back happens now, in order.
  for (const { target, event } of kept) {
    const unhandled = target.dispatchEvent(copyEvent(event));
    // A key the island did not take does what the key does on a button or link: a click.
    if (unhandled && event instanceof KeyboardEvent && target instanceof HTMLElement) target.click();
  }
}

function arm(marker: HTMLElement, loaderOf: IslandLoaderOf): void {
  if (marker.dataset.state) return;
  marker.dataset.state = 'waiting' satisfies State;
  const start = () => void wake(marker, loaderOf);
  // An address that asks for a filtered list is shown at once, not at the first interaction.
  const query = new URLSearchParams(window.location.search);
  const asked = (marker.dataset.wakeOnParams ?? '').split(' ').some((name) => name && query.has(name));
  const trigger = asked ? 'load' : (marker.dataset.trigger as IslandTrigger);
  switch (trigger) {
    case 'load':
      start();
      break;
    case 'idle':
      if ('requestIdleCallback' in window) requestIdleCallback(start, { timeout: 2000 });
      else setTimeout(start, 200);
      break;
    case 'visible': {
      // The marker itself has no box (display: contents): its children are watched.
      const observer = new IntersectionObserver((entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        start();
      }, { rootMargin: '200px' });
      for (const child of marker.children) observer.observe(child);
      break;
    }
    case 'interaction': {
      const onEvent = () => {
        for (const type of WAKE_EVENTS) marker.removeEventListener(type, onEvent, true);
        void wake(marker, loaderOf);
      };
      for (const type of WAKE_EVENTS) marker.addEventListener(type, onEvent, { capture: true, passive: true });
      // Focus already inside (autofocus, a restored focus) counts as interaction.
      if (marker.contains(document.activeElement)) start();
      break;
    }
  }
}

/** Finds every island on the page and arms its trigger; `loaderOf` gives the code of the islands this entry knows. */
export function startIslands(loaderOf: IslandLoaderOf): void {
  for (const marker of document.querySelectorAll<HTMLElement>(ISLAND_TAG)) arm(marker, loaderOf);
}
