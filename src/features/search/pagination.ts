/**
 * The listings' static pages: /blog, /blog/page/2, ... each holding one page of cards, so the
 * HTML of a listing stays small at any number of posts and a visitor without JavaScript pages
 * through it with links. With JavaScript, Load More shows a page's cards six at a time, and a
 * search or a category looks through the whole listing (loaded when the visitor filters).
 */

import type { ListingBase } from '../../content/collections';

/** Cards on one static page of a listing (four Load More steps of six). */
export const LISTING_PAGE_SIZE = 24;

/** The listings that are paginated (the content types with a listing), by the path of their first page. */
export type { ListingBase };

/** Where a static page sits among a listing's pages (what the browser needs of it). */
export interface ListingPageInfo {
  /** 1 for the listing's own address. */
  number: number;
  /** Position of the page's first card among all the items, from 1 (the blog's featured article is 1). */
  start: number;
  count: number;
  /** Every item of the listing, on every page (the blog's featured article included). */
  total: number;
}

/** What a static page of a listing holds: its cards and where it sits among the pages. */
export interface ListingPage<T> extends ListingPageInfo {
  /** The cards of this page, in listing order. */
  items: T[];
  /** The blog's newest article, shown above the grid on the first page only. */
  featured?: T;
}

/** /blog for the first page, /blog/page/N for the others. */
export const listingPagePath = (base: string, number: number) => (number === 1 ? base : `${base}/page/${number}`);

/** The items that go into pages: the blog's featured article stands above the grid of page 1. */
const paged = <T>(items: readonly T[], featured: boolean) => (featured ? items.slice(1) : items);

export function listingPageCount(total: number, featured: boolean): number {
  return Math.max(1, Math.ceil(Math.max(0, featured ? total - 1 : total) / LISTING_PAGE_SIZE));
}

/**
 * Page `number` of a listing, or undefined when there is no such page. With `featured`, the first
 * item is the page-1 feature and the pages are cut from the rest.
 */
export function listingPage<T>(items: readonly T[], number: number, { featured = false } = {}): ListingPage<T> | undefined {
  const count = listingPageCount(items.length, featured);
  if (!Number.isInteger(number) || number < 1 || number > count) return undefined;
  const start = (number - 1) * LISTING_PAGE_SIZE;
  return {
    items: paged(items, featured).slice(start, start + LISTING_PAGE_SIZE),
    number,
    start: start + 1 + (featured ? 1 : 0),
    count,
    total: items.length,
    ...(featured && number === 1 && items[0] !== undefined ? { featured: items[0] } : {}),
  };
}

/** Reads N from the :page parameter of /blog/page/N; page 1 has no such address. */
export function pageParam(value: string | undefined): number | undefined {
  if (!value || !/^[1-9][0-9]*$/.test(value)) return undefined;
  const number = Number(value);
  return number >= 2 ? number : undefined;
}

/** Every address of a listing's pages, the first included. */
export function listingPagePaths(base: string, total: number, featured: boolean): string[] {
  return Array.from({ length: listingPageCount(total, featured) }, (_, index) => listingPagePath(base, index + 1));
}

/** A page's place among the listing's pages, without its cards. */
export const pageInfo = ({ number, start, count, total }: ListingPageInfo): ListingPageInfo => ({ number, start, count, total });
