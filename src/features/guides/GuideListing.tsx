import type { Guide } from '../../content/types';
import { ListingFilters } from '../search/ListingFilters';
import { ListingResults } from '../search/ListingResults';
import { listings } from '../search/listings';
import type { ListingPage } from '../search/pagination';
import { GuideCard } from './GuideCard';

/** The guides listing with its search and category filters, as the server renders it. */
export function GuideListing({ page }: { page: ListingPage<Guide> }) {
  return (
    <>
      <ListingFilters categories={listings.guides.categories} noun={listings.guides.noun.other} />
      <ListingResults
        page={page}
        {...listings.guides}
        renderItem={(guide) => <GuideCard guide={guide} />}
      />
    </>
  );
}
