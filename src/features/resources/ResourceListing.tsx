import type { Resource } from '../../content/types';
import { ListingFilters } from '../search/ListingFilters';
import { ListingResults } from '../search/ListingResults';
import { listings } from '../search/listings';
import type { ListingPage } from '../search/pagination';
import { ResourceCard, resourceCardImage } from './ResourceCard';

/** The resources listing with its search and category filters, as the server renders it. */
export function ResourceListing({ page }: { page: ListingPage<Resource> }) {
  return (
    <>
      <ListingFilters listing={listings.resources} />
      <ListingResults
        page={page}
        listing={listings.resources}
        renderItem={(resource) => <ResourceCard resource={resource} />}
        cardImage={resourceCardImage}
      />
    </>
  );
}
