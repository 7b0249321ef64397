import { resourceCategories } from '../../content/categories';
import type { Resource } from '../../content/types';
import { ListingFilters } from '../search/ListingFilters';
import { ListingResults } from '../search/ListingResults';
import type { ListingPage } from '../search/pagination';
import { useListingSearch } from '../search/use-listing-search';
import { ResourceCard } from './ResourceCard';

const describe = (resource: Resource) => resource.description;

/** The resources listing with its search and category filters (an island). */
export function ResourceListing({ page }: { page: ListingPage<Resource> }) {
  const search = useListingSearch({ listing: 'resources', page, describe, categories: resourceCategories });
  return (
    <>
      <ListingFilters search={search} categories={resourceCategories} noun="resources" />
      <ListingResults
        search={search}
        page={page}
        base="/resources"
        noun={{ one: 'resource', other: 'resources' }}
        emptyTitle="No resources found"
        renderItem={(resource) => <ResourceCard resource={resource} />}
      />
    </>
  );
}
