// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bindAddressFilters, REPLACE_DELAY_MS, type Filters } from './address-filters.client';

const categories = ['Webinars', 'Case Studies'];

function setUp(address = '/resources') {
  window.history.replaceState(null, '', address);
  document.body.innerHTML = '<input type="search">';
  const input = document.querySelector('input')!;
  const seen: Filters[] = [];
  const controls = bindAddressFilters({ input, categories, all: 'All', onChange: (filters) => seen.push(filters) });
  const type = (value: string) => {
    input.value = value;
    input.dispatchEvent(new Event('input'));
  };
  return { input, seen, controls, type };
}

const address = () => `${window.location.pathname}${window.location.search}`;

describe('bindAddressFilters', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  /** A frame, then the task after it: when the entry of a new search is written. */
  const afterPaint = () => vi.advanceTimersByTime(40);

  it('shows each keystroke at once, adds one entry once the list is painted and replaces it once the typing pauses', () => {
    const { seen, type } = setUp();
    const entries = window.history.length;
    type('w');
    expect(seen.at(-1)).toEqual({ text: 'w', category: 'All' });
    expect(address()).toBe('/resources');
    afterPaint();
    expect(address()).toBe('/resources?q=w');
    expect(window.history.length).toBe(entries + 1);
    type('we');
    type('web');
    expect(seen.at(-1)).toEqual({ text: 'web', category: 'All' });
    // The list has the text; the address waits for a pause.
    expect(address()).toBe('/resources?q=w');
    vi.advanceTimersByTime(REPLACE_DELAY_MS);
    expect(address()).toBe('/resources?q=web');
    expect(window.history.length).toBe(entries + 1);
  });

  it('gives a search started within a frame one entry, with its newest text', () => {
    const { type } = setUp();
    const entries = window.history.length;
    type('h');
    type('ho');
    afterPaint();
    expect(address()).toBe('/resources?q=ho');
    vi.advanceTimersByTime(REPLACE_DELAY_MS);
    expect(window.history.length).toBe(entries + 1);
  });

  it('writes a waiting text before a category adds its entry', () => {
    const { controls, type } = setUp();
    type('w');
    type('webinar');
    controls.setCategory('Webinars');
    expect(address()).toBe('/resources?q=webinar&category=Webinars');
  });

  it('drops a waiting text when the visitor goes back: it belonged to the entry left', async () => {
    const { input, seen, type } = setUp();
    type('w');
    afterPaint();
    type('webinar');
    window.history.back();
    await vi.waitFor(() => expect(input.value).toBe(''));
    expect(seen.at(-1)).toEqual({ text: '', category: 'All' });
    vi.advanceTimersByTime(REPLACE_DELAY_MS);
    expect(address()).toBe('/resources');
  });

  it('takes the typed text into the address when the visitor leaves the page', () => {
    const { type } = setUp();
    type('h');
    type('hurricane');
    window.dispatchEvent(new Event('pagehide'));
    expect(address()).toBe('/resources?q=hurricane');
  });

  it('reads its filters from the address, ignoring a category the listing does not have', () => {
    const { input, seen } = setUp('/resources?q=care&category=Nope');
    expect(input.value).toBe('care');
    expect(seen).toEqual([{ text: 'care', category: 'All' }]);
  });
});
