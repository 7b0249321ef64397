import { describe, expect, it } from 'vitest';
import { LISTING_PAGE_SIZE, listingPage, listingPageCount, listingPagePath, listingPagePaths, pageParam } from './pagination';

const items = (count: number) => Array.from({ length: count }, (_, index) => index + 1);

describe('listing pages', () => {
  it('cuts a listing into pages of 24, the last one holding the rest', () => {
    const all = items(50);
    expect(listingPage(all, 1)).toEqual({ items: items(24), number: 1, start: 1, count: 3, total: 50 });
    expect(listingPage(all, 3)).toEqual({ items: [49, 50], number: 3, start: 49, count: 3, total: 50 });
    expect(listingPage(all, 4)).toBeUndefined();
    expect(listingPage(all, 0)).toBeUndefined();
    expect(listingPage(all, 1.5)).toBeUndefined();
  });

  it('features the first item above page 1 and cuts the pages from the rest', () => {
    const all = items(LISTING_PAGE_SIZE + 2);
    const first = listingPage(all, 1, { featured: true })!;
    expect(first.featured).toBe(1);
    expect(first.items).toEqual(items(LISTING_PAGE_SIZE + 1).slice(1));
    expect(first.start).toBe(2);
    const second = listingPage(all, 2, { featured: true })!;
    expect(second).toEqual({ items: [LISTING_PAGE_SIZE + 2], number: 2, start: LISTING_PAGE_SIZE + 2, count: 2, total: LISTING_PAGE_SIZE + 2 });
    // A featured article and a full page still fit on one page.
    expect(listingPageCount(LISTING_PAGE_SIZE + 1, true)).toBe(1);
  });

  it('always has a first page, empty listings included', () => {
    expect(listingPage([], 1)).toEqual({ items: [], number: 1, start: 1, count: 1, total: 0 });
    expect(listingPage([], 1, { featured: true })).toEqual({ items: [], number: 1, start: 2, count: 1, total: 0 });
  });

  it('addresses the first page by the listing, the others under /page/N', () => {
    expect(listingPagePath('/blog', 1)).toBe('/blog');
    expect(listingPagePath('/resources/guides', 3)).toBe('/resources/guides/page/3');
    expect(listingPagePaths('/blog', 50, true)).toEqual(['/blog', '/blog/page/2', '/blog/page/3']);
    expect(listingPagePaths('/resources', 3, false)).toEqual(['/resources']);
  });

  it('reads only page numbers from 2 up from the address, written plainly', () => {
    expect(pageParam('2')).toBe(2);
    expect(pageParam('40')).toBe(40);
    for (const value of ['1', '0', '02', '-2', '2.0', '2e1', 'two', '', undefined]) expect(pageParam(value)).toBeUndefined();
  });
});
