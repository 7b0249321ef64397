import { faqCategories } from '../../content/categories';
import { useAddressFilters, type AddressFilters } from '../search/use-address-filters';
import { ALL_FAQ_CATEGORIES } from './filter-faq';

/** The FAQ's search text and category, kept in the address (see useAddressFilters). */
export function useFaqFilters(): AddressFilters {
  return useAddressFilters(faqCategories, ALL_FAQ_CATEGORIES);
}
