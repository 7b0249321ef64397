import type { Guide } from '../../content/types';
import { ListingFilters } from '../search/ListingFilters';
import { ListingResults } from '../search/ListingResults';
import { listings } from '../search/listings';
import type { ListingPage } from '../search/pagination';
import { GuideCard, guideCardImage } from './GuideCard';

/** The guides listing with its search and category filters, as the server renders it. */
export function GuideListing({ page }: { page: ListingPage<Guide> }) {
  return (
    <>
      <ListingFilters listing={listings.guides} />
      <ListingResults
        page={page}
        listing={listings.guides}
        renderItem={(guide) => <GuideCard guide={guide} />}
        cardImage={guideCardImage}
      />
    </>
  );
}
