import type { Language } from '../../config/languages';

/**
 * What a result of the site's search is, in the order its groups are shown: each has its name in
 * the interface strings (`search.kind.<kind>`) and is a filter of the index.
 */
export const searchKinds = ['articles', 'guides', 'resources', 'faq', 'jobs', 'pages'] as const;

export type SearchKind = (typeof searchKinds)[number];

/** Shorter queries wait for another letter while the visitor types: one or two letters match most of the site. */
export const MIN_TYPED = 3;

/** The filter of the index that holds a record's kind. */
export const KIND_FILTER = 'kind';

/** The filter of the index that holds the languages a page is translated into, a value each. */
export const TRANSLATED_FILTER = 'translated';

/** Each language's index is a bundle of its own, so its words are stemmed by its own rules. */
export const searchIndexPath = (language: Language) => `/pagefind/${language}/`;

/** The file of the site's words of a length, beside each language's index (a JSON array, most frequent first), for the typo step. */
export const VOCABULARY_FILE = (length: number) => `words-${length}.json`;

/** The search dialog's id, which every opener names (the same on every page). */
export const SEARCH_DIALOG_ID = 'siteSearch';

/** The group of the English pages' results, on a page in another language (after its own). */
export const OTHER_LANGUAGE_GROUP = 'other-language';
