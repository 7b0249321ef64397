import type { Language } from '../../config/languages';
import type { InterfaceText, Translate } from '../../i18n/text';

/**
 * The catalogue's strings a page script fills in the browser, placeholders unfilled: only these go
 * into the page, never the whole catalogue. A key the catalogue lacks stops the build with its name.
 */
export function pickText(catalogue: InterfaceText, keys: readonly string[], language: Language): InterfaceText {
  return Object.fromEntries(
    keys.map((key) => {
      const value = catalogue[key];
      if (value === undefined) throw new Error(`Interface string "${key}" is not in the catalogue (content/interface/${language}.yml)`);
      return [key, value];
    }),
  );
}

/** A category's label in the page's language: its key is the category in kebab case (`Technical & Security`: search.category.technical-security). */
export const categoryLabel = (t: Translate, category: string) => t(categoryKey(category));

/** The catalogue's key of a category's label. */
export const categoryKey = (category: string) => `search.category.${category.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '')}`;
