import { useContext } from 'react';
import { UNSAFE_DataRouterStateContext, useRouteLoaderData } from 'react-router-dom';
import { dataPrefix, DEFAULT_LANGUAGE, languageOfPath, languages, translatedLanguages, type Language } from '../config/languages';
import { ALTERNATES_FILE, type Alternates } from '../content/page-heads';
import { dataFiles, type SiteConfig } from '../content/types';
import { loadData } from '../data/source';
import { interfaceTextFile, partsTranslator, translator, type InterfaceText, type Translate, type TranslateParts } from './text';

/**
 * What the root routes load for every page, in the page's language: the site facts (their words
 * translated) and the interface strings.
 */
export interface PageLanguage {
  language: Language;
  site: SiteConfig;
  text: InterfaceText;
  /** The pages written in two languages, each with its counterpart's address. */
  alternates: Alternates;
}

/** The root routes' ids: the site's pages, and the standalone form pages. */
const ROOT_IDS = ['root', 'forms'] as const;

function usePageLanguage(): PageLanguage {
  const root = useRouteLoaderData(ROOT_IDS[0]) as PageLanguage | undefined;
  const forms = useRouteLoaderData(ROOT_IDS[1]) as PageLanguage | undefined;
  const loaded = root ?? forms;
  if (!loaded) throw new Error('The page language is not loaded');
  return loaded;
}

/** The language of the page being rendered. */
export const useLanguage = (): Language => usePageLanguage().language;

/**
 * Where the language link of a page goes: its counterpart in the other language, or that
 * language's home page when it has none (`counterpart` false).
 */
export function useLanguageLink(pathname: string): { language: Language; href: string; counterpart: boolean } {
  const { language, alternates } = usePageLanguage();
  const other: Language = language === DEFAULT_LANGUAGE ? translatedLanguages[0] : DEFAULT_LANGUAGE;
  const counterpart = Object.hasOwn(alternates, pathname) ? alternates[pathname] : undefined;
  return { language: other, href: counterpart ?? languages[other].home, counterpart: counterpart !== undefined };
}

/** The site facts, in the page's language. */
export const useSiteFacts = (): SiteConfig => usePageLanguage().site;

/** The interface strings of the page's language: `t('header.menu')`, `t('listing.showing', { shown, total })`. */
export function useText(): Translate {
  return translator(usePageLanguage().text);
}

/** The strings of the page's language as pieces of text and values, for sentences rendered in JSX. */
export function useTextParts(): TranslateParts {
  return partsTranslator(usePageLanguage().text);
}

/**
 * The page's language and strings, or none where no page is loaded: a component that also renders
 * on its own (a link in Markdown, in a unit test) then renders as on an English page.
 */
export function useLoadedPageLanguage(): PageLanguage | undefined {
  const state = useContext(UNSAFE_DataRouterStateContext);
  return ROOT_IDS.map((id) => state?.loaderData[id] as PageLanguage | undefined).find(Boolean);
}

/** The root routes' loader: the site facts and interface strings of the language of the address asked for. */
export async function loadPageLanguage({ request }: { request: Request }): Promise<PageLanguage> {
  const language = languageOfPath(new URL(request.url).pathname);
  const [site, text, alternates] = await Promise.all([
    loadData<SiteConfig>(dataPrefix(language) + dataFiles.site),
    loadData<InterfaceText>(interfaceTextFile(language)),
    loadData<Alternates>(ALTERNATES_FILE),
  ]);
  return { language, site, text, alternates };
}

/** The interface strings of the page's language as written, placeholders unfilled: for what an island fills in the browser. */
export const useInterfaceText = (): InterfaceText => usePageLanguage().text;
