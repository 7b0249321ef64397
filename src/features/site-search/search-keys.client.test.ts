// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { keepEarlySearchKey, takeEarlySearchKey } from './search-keys.client';

const press = (init: KeyboardEventInit, target: EventTarget = document.body) => {
  const event = new KeyboardEvent('keydown', { bubbles: true, cancelable: true, ...init });
  target.dispatchEvent(event);
  return event;
};

afterEach(() => {
  takeEarlySearchKey();
  document.body.replaceChildren();
});

describe('a search key pressed before the search is armed', () => {
  it('is kept, and the browser does not act on it', () => {
    document.body.innerHTML = '<div data-site-search></div>';
    keepEarlySearchKey();
    expect(press({ key: '/' }).defaultPrevented).toBe(true);
    expect(takeEarlySearchKey()).toBe(true);
  });

  it('is Ctrl+K as well as /, and not another key', () => {
    document.body.innerHTML = '<div data-site-search></div>';
    keepEarlySearchKey();
    expect(press({ key: 'a' }).defaultPrevented).toBe(false);
    expect(press({ key: 'k', ctrlKey: true }).defaultPrevented).toBe(true);
    expect(takeEarlySearchKey()).toBe(true);
  });

  it('is left to a field it is typed into', () => {
    document.body.innerHTML = '<div data-site-search></div><input>';
    keepEarlySearchKey();
    expect(press({ key: '/' }, document.querySelector('input')!).defaultPrevented).toBe(false);
    expect(takeEarlySearchKey()).toBe(false);
  });

  it('is no longer kept once the search has taken over', () => {
    document.body.innerHTML = '<div data-site-search></div>';
    keepEarlySearchKey();
    expect(takeEarlySearchKey()).toBe(false);
    expect(press({ key: '/' }).defaultPrevented).toBe(false);
  });

  it('is kept on a page whose search dialog is still to come: the page has its openers', () => {
    document.body.innerHTML = '<a href="/search" data-site-search-open data-part="/assets/parts/search-dialog.en.0123456789.html">Search</a>';
    keepEarlySearchKey();
    expect(press({ key: '/' }).defaultPrevented).toBe(true);
    expect(takeEarlySearchKey()).toBe(true);
  });

  it('is not kept on a page without a search', () => {
    keepEarlySearchKey();
    expect(press({ key: '/' }).defaultPrevented).toBe(false);
  });
});
