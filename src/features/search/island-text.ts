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

/** A name as the last part of its catalogue key: in kebab case (`Technical & Security` is technical-security). */
const keyName = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

/** The catalogue's key of a category's label. */
export const categoryKey = (category: string) => `search.category.${keyName(category)}`;

/** The catalogue's key of the heading of a group of the How it works page's questions (`For Patients`: faq.group.for-patients). */
export const howItWorksGroupKey = (group: string) => `faq.group.${keyName(group)}`;
