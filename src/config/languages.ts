/**
 * The languages the site is written in. English pages sit at the root of the site, each other
 * language's under its own folder (`/es/...`); the address alone decides a page's language.
 */
export const languages = {
  en: { tag: 'en-US', ogLocale: 'en_US', name: 'English', englishName: 'English', home: '/' },
  es: { tag: 'es-US', ogLocale: 'es_US', name: 'Español', englishName: 'Spanish', home: '/es' },
} as const;

export type Language = keyof typeof languages;

/** The language of the site's root and of every page without a translation. */
export const DEFAULT_LANGUAGE = 'en' satisfies Language;

/** The languages pages are translated into, each with a folder under content/ and under the site's root. */
export const translatedLanguages = ['es'] as const satisfies readonly Language[];

export const allLanguages: readonly Language[] = [DEFAULT_LANGUAGE, ...translatedLanguages];

/** The language of a page, by its address. */
export function languageOfPath(path: string): Language {
  for (const language of translatedLanguages) if (path === `/${language}` || path.startsWith(`/${language}/`)) return language;
  return DEFAULT_LANGUAGE;
}

/** Where a language's generated files sit in the data folder: English at its top, others in a folder of their own. */
export const dataPrefix = (language: Language) => (language === DEFAULT_LANGUAGE ? '' : `${language}/`);

/** Whether an address is a language's home page, whose head keeps the site's own title. */
export const isHomePath = (path: string) => Object.values(languages).some((language) => language.home === path);
