import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { styled } from 'styled-components';
import { Button } from '../../components/primitives/Button';
import { CardGrid } from '../../components/primitives/Card';
import { useHydrated } from '../../lib/use-hydrated';
import { jsOnly } from '../../styles/GlobalStyle';
import { theme } from '../../styles/theme';
import { EmptyState } from './EmptyState';
import type { ListingBase, ListingPage } from './pagination';
import { PageLinks } from './PageLinks';
import type { ListingSearch } from './use-listing-search';

/** Two rows of the three-column grid (three of two columns on tablets). */
export const PAGE_SIZE = 6;

interface ListingResultsProps<T extends { slug: string }> {
  search: ListingSearch<T>;
  /** What the list holds: { one: 'resource', other: 'resources' }. */
  noun: { one: string; other: string };
  /** 'No resources found'. */
  emptyTitle: string;
  renderItem: (item: T) => ReactNode;
  /** The items of the grid, when the page shows some of the results elsewhere. */
  items?: readonly T[];
  /** How many results the page shows elsewhere (the blog's featured article), for the count. */
  shownElsewhere?: number;
  /** The static page the visitor is on, and the listing's first page, for the links to the others. */
  page: ListingPage<T>;
  base: ListingBase;
}

const Status = styled.div`
  margin-bottom: ${theme.space(5)};
  color: ${theme.color.textMuted};
  p { margin: 0; }
  ${jsOnly}
`;

const Note = styled.p`
  margin-bottom: ${theme.space(2)} !important;
  color: ${theme.color.text};
  font-weight: 600;
`;

const Grid = styled(CardGrid)`
  margin: 0;
  padding: 0;
  list-style: none;
  > li { display: flex; flex-direction: column; }
  > li > * { flex: 1; }
  /* With JavaScript the first page shows from the first paint; without it, everything. */
  [data-js] & > li[data-later-page] { display: none; }
`;

const More = styled.div`
  display: flex;
  justify-content: center;
  margin-top: ${theme.space(10)};
  ${jsOnly}
`;

/**
 * A listing's results: the count (read out when it changes), the close-match note, the grid
 * with Load More, or the empty state with a way to clear the filters.
 */
export function ListingResults<T extends { slug: string }>({
  search,
  noun,
  emptyTitle,
  renderItem,
  items = search.results,
  shownElsewhere = 0,
  page,
  base,
}: ListingResultsProps<T>) {
  const listId = useId();
  const hydrated = useHydrated();
  const [shownCount, setShownCount] = useState({ key: search.filterKey, count: PAGE_SIZE });
  // A new search or category starts again from the first six (also on coming back to one).
  if (shownCount.key !== search.filterKey) setShownCount({ key: search.filterKey, count: PAGE_SIZE });
  const count = shownCount.key === search.filterKey ? shownCount.count : PAGE_SIZE;
  const list = useRef<HTMLUListElement>(null);
  const focusIndex = useRef<number | null>(null);

  useEffect(() => {
    // After Load More, the keyboard continues from the first newly shown item.
    if (focusIndex.current === null) return;
    list.current?.children[focusIndex.current]?.querySelector<HTMLElement>('a[href]')?.focus();
    focusIndex.current = null;
  }, [count]);

  const loadMore = () => {
    focusIndex.current = count;
    setShownCount({ key: search.filterKey, count: count + PAGE_SIZE });
  };

  const total = items.length + shownElsewhere;
  const shown = Math.min(count, items.length) + shownElsewhere;
  const empty = search.kind !== 'pending' && items.length === 0;
  // Unfiltered, a listing of several pages shows where this page's cards sit among all of them.
  const paged = !search.filtered && page.count > 1;
  const range = `${shownElsewhere > 0 ? 1 : page.start}\u2013${page.start + Math.min(count, items.length) - 1}`;
  const status =
    search.kind === 'pending'
      ? 'Searching...'
      : empty
        ? emptyTitle
        : paged
          ? `Showing ${range} of ${page.total} ${noun.other}`
          : `Showing ${shown} of ${total} ${total === 1 ? noun.one : noun.other}`;

  return (
    <>
      <Status role="status">
        {search.kind === 'close' && !empty && <Note>No exact matches; showing close matches for "{search.text.trim()}"</Note>}
        <p>{status}</p>
      </Status>
      {empty ? (
        <EmptyState title={emptyTitle} message="Try adjusting your search or filter criteria" clearLabel="Clear filters" onClear={search.clear} />
      ) : (
        <Grid as="ul" id={listId} ref={list}>
          {(hydrated ? items.slice(0, count) : items).map((item, index) => (
            <li key={item.slug} data-later-page={index >= count ? '' : undefined}>
              {renderItem(item)}
            </li>
          ))}
        </Grid>
      )}
      {items.length > count && (
        <More>
          <Button variant="outline" size="lg" onClick={loadMore} aria-controls={listId}>
            Load More
          </Button>
        </More>
      )}
      {paged && <PageLinks base={base} page={page} noun={noun.other} />}
    </>
  );
}
