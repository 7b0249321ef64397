import { guideCategories } from '../../content/categories';
import type { Guide } from '../../content/types';
import { ListingFilters } from '../search/ListingFilters';
import { ListingResults } from '../search/ListingResults';
import type { ListingPage } from '../search/pagination';
import { useListingSearch } from '../search/use-listing-search';
import { GuideCard } from './GuideCard';

const describe = (guide: Guide) => guide.description;

/** The guides listing with its search and category filters (an island). */
export function GuideListing({ page }: { page: ListingPage<Guide> }) {
  const search = useListingSearch({ listing: 'guides', page, describe, categories: guideCategories });
  return (
    <>
      <ListingFilters search={search} categories={guideCategories} noun="guides" />
      <ListingResults
        search={search}
        page={page}
        base="/resources/guides"
        noun={{ one: 'guide', other: 'guides' }}
        emptyTitle="No guides found"
        renderItem={(guide) => <GuideCard guide={guide} />}
      />
    </>
  );
}
