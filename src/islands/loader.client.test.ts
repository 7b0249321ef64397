// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadAfterFirstPaint } from './loader.client';

const ENTRY = '/assets/index-abc.js';

/** The entry scripts the loader has asked for. */
const asked = () => [...document.head.querySelectorAll<HTMLScriptElement>('script[type="module"]')].map((script) => script.getAttribute('src'));

/** A PerformanceObserver the test reports paints to, with the entry types the browser knows. */
function paintTimings(types: string[]) {
  const observers: { type: string; report: (entries: object[]) => void }[] = [];
  class FakeObserver {
    static supportedEntryTypes = types;
    constructor(private readonly callback: (list: { getEntries: () => object[] }) => void) {}
    observe({ type }: { type: string }) {
      observers.push({ type, report: (entries) => this.callback({ getEntries: () => entries }) });
    }
  }
  vi.stubGlobal('PerformanceObserver', FakeObserver);
  return (type: string, entries: object[]) => observers.filter((observer) => observer.type === type).forEach((observer) => observer.report(entries));
}

/** Animation frames run when the test says so. */
function frames() {
  let queue: FrameRequestCallback[] = [];
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => queue.push(callback));
  return () => {
    const due = queue;
    queue = [];
    due.forEach((callback) => callback(0));
  };
}

/** The page's priority picture, decoded when the test resolves it. */
function pagePicture() {
  const img = document.createElement('img');
  img.setAttribute('fetchpriority', 'high');
  let decoded!: () => void;
  let failed!: () => void;
  img.decode = () => new Promise<void>((resolve, reject) => ((decoded = resolve), (failed = reject)));
  document.body.append(img);
  return { img, decoded: () => decoded(), failed: () => failed() };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  document.head.replaceChildren();
  document.body.replaceChildren();
});

describe('the page script loader', () => {
  it('asks for the entry after the first contentful paint on a page without a picture of its own, once', () => {
    const report = paintTimings(['paint', 'element']);
    loadAfterFirstPaint(ENTRY);
    report('paint', [{ name: 'first-paint' }]);
    vi.runAllTimers();
    expect(asked()).toEqual([]);
    report('paint', [{ name: 'first-contentful-paint' }]);
    vi.runAllTimers();
    expect(asked()).toEqual([ENTRY]);
    document.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true }));
    expect(asked()).toEqual([ENTRY]);
  });

  it("waits for the page's picture to be painted, and a second at most once it is decoded", async () => {
    const report = paintTimings(['paint', 'element']);
    const { img, decoded } = pagePicture();
    loadAfterFirstPaint(ENTRY);
    report('paint', [{ name: 'first-contentful-paint' }]);
    vi.runAllTimers();
    expect(asked()).toEqual([]);
    decoded();
    await vi.advanceTimersByTimeAsync(0);
    report('element', [{ element: document.createElement('img') }]);
    await vi.advanceTimersByTimeAsync(10);
    expect(asked()).toEqual([]);
    report('element', [{ element: img }]);
    await vi.advanceTimersByTimeAsync(10);
    expect(asked()).toEqual([ENTRY]);

    document.head.replaceChildren();
    document.body.replaceChildren();
    const late = pagePicture();
    loadAfterFirstPaint(ENTRY);
    late.decoded();
    await vi.advanceTimersByTimeAsync(999);
    expect(asked()).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(asked()).toEqual([ENTRY]);
  });

  it('waits two frames when the picture fails or the browser reports no paints', async () => {
    paintTimings([]);
    const nextFrame = frames();
    loadAfterFirstPaint(ENTRY);
    nextFrame();
    expect(asked()).toEqual([]);
    nextFrame();
    expect(asked()).toEqual([ENTRY]);

    document.head.replaceChildren();
    paintTimings(['paint', 'element']);
    const { failed } = pagePicture();
    loadAfterFirstPaint(ENTRY);
    failed();
    await vi.advanceTimersByTimeAsync(0);
    nextFrame();
    nextFrame();
    expect(asked()).toEqual([ENTRY]);
  });

  it("asks at once at the visitor's first key, pointer, touch or scroll", () => {
    paintTimings(['paint', 'element']);
    loadAfterFirstPaint(ENTRY);
    expect(asked()).toEqual([]);
    window.dispatchEvent(new Event('scroll'));
    expect(asked()).toEqual([ENTRY]);
  });
});
