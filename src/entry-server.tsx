import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { ServerStyleSheet, StyleSheetContext } from 'styled-components';
import { App } from './app/App';
import { routes } from './app/routes';
import type { PageHeads } from './content/page-heads';
import type { PageLanguage } from './i18n/page-language';
import { translator } from './i18n/text';
import { NotFoundError, setDataSource, type DataSource } from './data/source';
import { emptyFormState, type FormPageState } from './contracts/forms/form-state';
import { FormStateContext } from './features/forms/form-state';
import { cardText, headTags, renderHeadTags, type HeadOptions } from './features/head/head';
import { languageOfPath, languages, type Language } from './config/languages';
import { loadPageLanguage } from './i18n/page-language';
import { PartAddressesContext, type PartAddresses, type PartName } from './lib/part-addresses';
import { SearchDialogPanel } from './features/site-search/SearchDialog';
import { MobileMenuPart, ThemeMenuPart } from './components/layout/Header';
import type { CardText } from './features/head/social-card-path';
import { resolveHead } from './features/head/resolve-head';
import { themeBootScript } from './features/theme/theme';
import { cachedStylis, styleContext } from './styles/cached-stylis';
import { pageStyleTags, withoutUnusedComponentIds } from './styles/style-tags';
import { createSharedMarkupCache, SharedMarkupProvider } from './app/shared-markup';

export interface RenderResult {
  status: number;
  /** Set for a redirect. */
  location?: string;
  /** Markup of the app, styles and head, for the page template. */
  appHtml: string;
  headHtml: string;
  /** The page's social card, which its head names: the page it belongs to (a canonical path) and what it shows. The build makes it. */
  card?: { page: string; text: CardText };
}

const ORIGIN = 'http://localhost';
const handler = createStaticHandler(routes);
/** One per process: the CSS of what every page shares is compiled once (see cachedStylis). */
const stylis = cachedStylis();
/** The header and footer, rendered once per key in this process (see SharedRegion); only on request. */
const sharedMarkup = createSharedMarkupCache();

export interface RenderOptions {
  /**
   * Copy the markup of shared regions from earlier pages of this process: for a build, whose
   * content does not change while it renders. A server that reloads content must not.
   */
  reuseSharedMarkup?: boolean;
  /** What a form page shows (the visitor's input and errors, a fresh started token); empty at build. */
  form?: FormPageState;
  /** Where each language's parts are (renderParts); without them, a page renders its parts in place. */
  parts?: Partial<Record<Language, PartAddresses>>;
}

/** Renders one path to HTML with its styles and head, reading content through `source`. */
export async function render(path: string, source: DataSource, { reuseSharedMarkup = false, form = emptyFormState, parts = {} }: RenderOptions = {}): Promise<RenderResult> {
  setDataSource(source);
  const context = await handler.query(new Request(`${ORIGIN}${path}`));
  if (context instanceof Response) {
    return { status: context.status, location: context.headers.get('location') ?? undefined, appHtml: '', headHtml: '' };
  }
  const router = createStaticRouter(handler.dataRoutes, context);
  const sheet = new ServerStyleSheet();
  const shared = reuseSharedMarkup ? sharedMarkup : undefined;
  shared?.startPage(sheet);
  try {
    const markup = renderToString(
      <StyleSheetContext.Provider value={styleContext(sheet, stylis)}>
        <SharedMarkupProvider cache={shared}>
          <PartAddressesContext.Provider value={parts[languageOfPath(path)] ?? {}}>
            <FormStateContext.Provider value={form}>
              <App>
                <StaticRouterProvider router={router} context={context} hydrate={false} />
              </App>
            </FormStateContext.Provider>
          </PartAddressesContext.Provider>
        </SharedMarkupProvider>
      </StyleSheetContext.Provider>,
    );
    const styles = pageStyleTags(sheet);
    const appHtml = withoutUnusedComponentIds(shared ? shared.finishPage(markup) : markup, styles);
    // The site's pages and the standalone form pages each have a root route that loads the site.
    const root = (context.loaderData.root ?? context.loaderData.forms) as PageLanguage | undefined;
    const site = root?.site;
    // The form pages name their heads themselves; only the site's pages load the table of page heads.
    const pages = (context.loaderData.heads ?? {}) as PageHeads;
    const matches = context.matches.map((match) => ({
      handle: match.route.handle,
      data: context.loaderData[match.route.id],
      params: match.params,
      pathname: match.pathname,
    }));
    const resolved = site ? resolveHead(matches, site, path, pages, translator(root!.text)) : undefined;
    const headOptions = resolved && root ? withLanguage(resolved, root) : undefined;
    const head = site && headOptions ? renderHeadTags(headTags(headOptions, site, pages)) : '';
    const text = site && headOptions ? cardText(headOptions, site, pages) : undefined;
    const headHtml = [`<script>${themeBootScript}</script>`, head, styles].join('\n    ');
    return { status: context.statusCode, appHtml, headHtml, ...(text ? { card: { page: headOptions!.path, text } } : {}) };
  } finally {
    sheet.seal();
  }
}

/** Each part's markup (see part-addresses.ts). */
const partComponents: Record<PartName, () => ReactNode> = {
  'search-dialog': () => <SearchDialogPanel />,
  'mobile-menu': () => <MobileMenuPart />,
  'theme-menu': () => <ThemeMenuPart />,
};

/** A part as the build writes it: its markup after a <style> of its components' rules. */
export interface RenderedPart {
  name: PartName;
  language: Language;
  html: string;
}

/**
 * Renders every part in every language, each on its own (the interface strings of its language
 * loaded as a page's root route loads them), with the CSS of its own components only.
 */
export async function renderParts(source: DataSource): Promise<RenderedPart[]> {
  setDataSource(source);
  const rendered: RenderedPart[] = [];
  for (const language of Object.keys(languages) as Language[]) {
    for (const [name, Part] of Object.entries(partComponents) as [PartName, () => ReactNode][]) {
      const partHandler = createStaticHandler([{ id: 'root', path: '*', loader: loadPageLanguage, Component: Part }]);
      const context = await partHandler.query(new Request(`${ORIGIN}${languages[language].home}`));
      if (context instanceof Response) throw new Error(`The part ${name} (${language}) did not render`);
      const sheet = new ServerStyleSheet();
      try {
        const markup = renderToString(
          <StyleSheetContext.Provider value={styleContext(sheet, stylis)}>
            <StaticRouterProvider router={createStaticRouter(partHandler.dataRoutes, context)} context={context} hydrate={false} />
          </StyleSheetContext.Provider>,
        );
        const styles = pageStyleTags(sheet);
        rendered.push({ name, language, html: `${styles}${withoutUnusedComponentIds(markup, styles)}` });
      } finally {
        sheet.seal();
      }
    }
  }
  return rendered;
}

/** A head's language by its address, and the address of its counterpart in the other language, if any. */
function withLanguage(options: HeadOptions, { alternates }: PageLanguage): HeadOptions {
  const alternate = Object.hasOwn(alternates, options.path) ? alternates[options.path] : undefined;
  return { ...options, language: languageOfPath(options.path), ...(alternate ? { alternate } : {}) };
}

/** What the server bundle offers the prerenderer and the dev server. */
export type ServerEntry = { render: typeof render; renderParts: typeof renderParts; NotFoundError: typeof NotFoundError };

export { NotFoundError };
