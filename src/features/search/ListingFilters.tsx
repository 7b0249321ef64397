import { styled } from 'styled-components';
import { jsOnly, notPrinted } from '../../styles/GlobalStyle';
import { theme } from '../../styles/theme';
import { CategoryChips } from './CategoryChips';
import { ALL_CATEGORIES } from './listing-search';
import type { ListingConfig } from './listings';
import { SearchField } from './SearchField';

interface ListingFiltersProps {
  /** Its categories (without All) and what it calls its items. */
  listing: ListingConfig;
}

/*
 * Filtering needs JavaScript; without it the whole list is shown and these controls are not.
 * Not a form: the filters work in place, and a form sent Enter to a page reload while the code
 * was still on its way. A role rather than the search element, which Safari 16 does not know.
 */
export const SearchFilters = styled.div`
  display: grid;
  gap: ${theme.space(4)};
  margin-bottom: ${theme.space(8)};
  ${jsOnly}
  ${notPrinted}
`;

/** The search box and the category chips of a listing, as markup its island script drives. */
export function ListingFilters({ listing: { categories, noun: { other: noun } } }: ListingFiltersProps) {
  return (
    <SearchFilters role="search" aria-label={`Search and filter ${noun}`}>
      <SearchField label={`Search ${noun}`} placeholder={`Search ${noun}...`} />
      <CategoryChips
        label="Filter by category"
        options={[ALL_CATEGORIES, ...categories].map((category) => ({ value: category, label: category }))}
        selected={ALL_CATEGORIES}
      />
    </SearchFilters>
  );
}
