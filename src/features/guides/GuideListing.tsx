import { guideCategories } from '../../content/categories';
import type { Guide } from '../../content/types';
import { ListingFilters } from '../search/ListingFilters';
import { ListingResults } from '../search/ListingResults';
import { useListingSearch } from '../search/use-listing-search';
import { GuideCard } from './GuideCard';

const describe = (guide: Guide) => guide.description;

/** The guides listing with its search and category filters (an island). */
export function GuideListing({ guides }: { guides: Guide[] }) {
  const search = useListingSearch({ listing: 'guides', items: guides, describe, categories: guideCategories });
  return (
    <>
      <ListingFilters search={search} categories={guideCategories} noun="guides" />
      <ListingResults
        search={search}
        noun={{ one: 'guide', other: 'guides' }}
        emptyTitle="No guides found"
        renderItem={(guide) => <GuideCard guide={guide} />}
      />
    </>
  );
}
