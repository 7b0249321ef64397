import { styled } from 'styled-components';
import { jsOnly } from '../../styles/GlobalStyle';
import { theme } from '../../styles/theme';
import { CategoryChips } from './CategoryChips';
import { ALL_CATEGORIES } from './listing-search';
import { SearchField } from './SearchField';
import type { ListingSearch } from './use-listing-search';

interface ListingFiltersProps {
  search: ListingSearch<unknown>;
  /** The listing's categories, without All. */
  categories: readonly string[];
  /** What the list holds, in the plural: "resources". */
  noun: string;
}

/* Filtering needs JavaScript; without it the whole list is shown and these controls are not. */
export const FilterForm = styled.form`
  display: grid;
  gap: ${theme.space(4)};
  margin-bottom: ${theme.space(8)};
  ${jsOnly}
`;

/** The search box and the category chips of a listing. */
export function ListingFilters({ search, categories, noun }: ListingFiltersProps) {
  return (
    <FilterForm role="search" aria-label={`Search and filter ${noun}`} onSubmit={(event) => event.preventDefault()}>
      <SearchField
        label={`Search ${noun}`}
        placeholder={`Search ${noun}...`}
        value={search.text}
        onChange={search.setText}
        onFocus={search.prefetch}
        inputRef={search.inputRef}
      />
      <CategoryChips
        label="Filter by category"
        options={[ALL_CATEGORIES, ...categories].map((category) => ({ value: category, label: category }))}
        selected={search.category}
        onSelect={search.setCategory}
      />
    </FilterForm>
  );
}
