import { useId, type ReactNode } from 'react';
import { styled } from 'styled-components';
import { Button } from '../../components/primitives/Button';
import { CardMediaTemplate } from '../../components/primitives/ImageMedia';
import { CardGrid } from '../../components/primitives/Card';
import { useText } from '../../i18n/page-language';
import { jsOnly, notPrinted } from '../../styles/GlobalStyle';
import { theme } from '../../styles/theme';
import { EmptyState } from './EmptyState';
import { emptyTitle, listingNoun, listingStatus, PAGE_SIZE } from './listing-status';
import type { ListingConfig } from './listings';
import type { ListingPage } from './pagination';
import { PageLinks } from './PageLinks';

interface ListingResultsProps<T extends { slug: string }> {
  /** Which listing (its words are in the catalogue under its name) and its address. */
  listing: ListingConfig;
  renderItem: (item: T) => ReactNode;
  /** The box and `sizes` of the cards' picture, for the template of the cards of other pages. */
  cardImage: { width: number; height: number; sizes: string };
  /** The static page: its cards, where it sits, and the featured item shown above the grid. */
  page: ListingPage<T>;
}

const Status = styled.div`
  margin-bottom: ${theme.space(5)};
  color: ${theme.color.textMuted};
  p { margin: 0; }
  ${jsOnly}
  ${notPrinted}
`;

const Note = styled.p`
  margin-bottom: ${theme.space(2)} !important;
  color: ${theme.color.text};
  font-weight: 600;
  &[hidden] { display: none; }
`;

const Grid = styled(CardGrid)`
  margin: 0;
  padding: 0;
  list-style: none;
  > li { display: flex; flex-direction: column; }
  > li > * { flex: 1; }
  /* With JavaScript the first cards show from the first paint; without it, all of the page's. */
  [data-js] & > li[data-later-page] { display: none; }
  &[hidden] { display: none; }
`;

const More = styled.div`
  display: flex;
  justify-content: center;
  margin-top: ${theme.space(10)};
  ${jsOnly}
  &[hidden] { display: none; }
  ${notPrinted}
`;

/**
 * A listing's results as the server renders them: the count (read out when it changes), the
 * close-match note, the page's cards with Load More, the empty state and the links to the other
 * pages. The listing's island script (listing-island) filters and pages them in place; every
 * part it shows or hides is here, marked with a data attribute.
 */
export function ListingResults<T extends { slug: string }>({ listing: { name, base }, renderItem, cardImage, page }: ListingResultsProps<T>) {
  const t = useText();
  const listId = useId();
  const shownElsewhere = page.featured ? 1 : 0;
  const status = listingStatus(t, { kind: 'all', filtered: false, results: page.items.length, shown: PAGE_SIZE, shownElsewhere, page, listing: name });
  return (
    <>
      <Status role="status" data-listing-status="">
        <Note hidden data-listing-note="" />
        <p data-listing-count="">{status}</p>
      </Status>
      <Grid as="ul" id={listId} data-listing-grid="">
        {page.items.map((item, index) => (
          <li key={item.slug} data-slug={item.slug} data-later-page={index >= PAGE_SIZE ? '' : undefined}>
            {renderItem(item)}
          </li>
        ))}
      </Grid>
      {/* The blog's first page may hold its featured article alone: a card to copy for the results. */}
      {page.items.length === 0 && page.featured ? (
        <template data-listing-card="">
          <li>{renderItem(page.featured)}</li>
        </template>
      ) : null}
      {/* A listing of several pages makes cards for the items of the others: their pictures come from here. */}
      {page.count > 1 && <CardMediaTemplate {...cardImage} />}
      <EmptyState title={emptyTitle(t, name)} message={t('listing.emptyMessage')} clearLabel={t('listing.clearFilters')} hidden />
      <More hidden={page.items.length <= PAGE_SIZE} data-load-more="">
        <Button variant="outline" size="lg" aria-controls={listId}>
          {t('listing.loadMore')}
        </Button>
      </More>
      {page.count > 1 && <PageLinks base={base} page={page} noun={listingNoun(t, name, 'other')} />}
    </>
  );
}
