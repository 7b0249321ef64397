import { DEFAULT_LANGUAGE, dataPrefix, languages, type Language } from '../../config/languages';
import { searchIndexFile } from '../../content/collections/listed';
import { useInterfaceText, useLanguage } from '../../i18n/page-language';
import type { InterfaceText } from '../../i18n/text';
import type { ListingIslandProps } from './listing-island.client';
import { categoryKey, pickText } from './island-text';
import { listings } from './listings';
import { listingFiles } from './listing-files';
import { listingTextKeys } from './listing-status';
import { pageInfo, type ListingPageInfo } from './pagination';
import type { SearchListing } from './search-options';

/**
 * What the server gives a listing's island, in the page's language: the data files it fetches
 * (under the language's folder of the data), the strings it fills, and where the language's
 * addresses start.
 */
export function listingIslandProps(listing: SearchListing, page: ListingPageInfo, language: Language, catalogue: InterfaceText): ListingIslandProps {
  const prefix = dataPrefix(language);
  return {
    listing,
    page: pageInfo(page),
    files: { items: prefix + listingFiles[listing], searchIndex: prefix + searchIndexFile(listing) },
    // A translated page's cards name their categories in its language; English shows them as written.
    text: pickText(catalogue, [...listingTextKeys(listing), ...(language === DEFAULT_LANGUAGE ? [] : listings[listing].categories.map(categoryKey))], language),
    ...(language === DEFAULT_LANGUAGE ? {} : { home: languages[language].home }),
  };
}

/** The island's props on the page being rendered (listingIslandProps). */
export function useListingIslandProps(listing: SearchListing, page: ListingPageInfo): ListingIslandProps {
  return listingIslandProps(listing, page, useLanguage(), useInterfaceText());
}
