import { DEFAULT_LANGUAGE } from '../../config/languages';
import { useLanguage, useText } from '../../i18n/page-language';
import { categoryKey } from './island-text';

/**
 * What a category is called on the page: as written in English, in the catalogue's words in
 * another language (the categories stay English in the content, where the filters read them).
 */
export function useCategoryName(): (category: string) => string {
  const t = useText();
  const language = useLanguage();
  return (category) => (language === DEFAULT_LANGUAGE ? category : t(categoryKey(category)));
}
