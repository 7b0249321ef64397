import { styled } from 'styled-components';
import { useText } from '../../i18n/page-language';
import { jsOnly, notPrinted } from '../../styles/GlobalStyle';
import { theme } from '../../styles/theme';
import { CategoryChips } from './CategoryChips';
import { categoryLabel } from './island-text';
import { ALL_CATEGORIES } from './listing-search';
import { listingNoun } from './listing-status';
import type { ListingConfig } from './listings';
import { SearchField } from './SearchField';

interface ListingFiltersProps {
  /** Its name (what it calls its items is in the catalogue under it) and its categories (without All). */
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
export function ListingFilters({ listing: { name, categories } }: ListingFiltersProps) {
  const t = useText();
  const noun = listingNoun(t, name, 'other');
  return (
    <SearchFilters role="search" aria-label={t('search.region', { noun })}>
      <SearchField label={t('search.label', { noun })} placeholder={t('search.placeholder', { noun })} />
      <CategoryChips
        label={t('search.categories')}
        options={[{ value: ALL_CATEGORIES, label: t('search.all') }, ...categories.map((category) => ({ value: category, label: categoryLabel(t, category) }))]}
        selected={ALL_CATEGORIES}
      />
    </SearchFilters>
  );
}
