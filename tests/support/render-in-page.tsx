import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider, UNSAFE_DataRouterStateContext, type RouterState } from 'react-router-dom';
import { contentDir } from '../../scripts/content/paths';
import { interfaceTextStep } from '../../scripts/content/interface-text';
import { contentSiteFacts } from '../../scripts/content/pipeline';
import { parseYaml } from '../../scripts/content/front-matter';
import type { Language } from '../../src/config/languages';
import { siteSchema } from '../../src/content/schemas';
import type { PageLanguage } from '../../src/i18n/page-language';
import { interfaceTextFile } from '../../src/i18n/text';

/** What the root route loads for a page of `language`, from the site's content (the English facts; the catalogues). */
export function pageLanguageOf(language: Language): PageLanguage {
  const { errors, files } = interfaceTextStep(contentDir, (file) => file, contentSiteFacts(contentDir));
  if (errors.length) throw new Error(`The interface catalogues have errors: ${JSON.stringify(errors)}`);
  const site = siteSchema.parse(parseYaml(readFileSync(path.join(contentDir, 'site.yml'), 'utf8')).data);
  return { language, site, text: files.get(interfaceTextFile(language))!, alternates: {} };
}

/**
 * The markup of `element` rendered as part of a page at `url` in `language`: inside a data router
 * whose root route loads what the site's root route loads, so useText and useLanguage answer as on
 * a built page.
 */
export async function renderInPage(element: ReactNode, language: Language, url = language === 'en' ? '/' : `/${language}`): Promise<string> {
  const loaded = pageLanguageOf(language);
  const handler = createStaticHandler([{ id: 'root', path: '*', loader: () => loaded, element }]);
  const context = await handler.query(new Request(`http://localhost${url}`));
  if (context instanceof Response) throw new Error(`The test page answered ${context.status}`);
  return renderToString(<StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} hydrate={false} />);
}

/**
 * Renders its children as part of a page in `language`, without a router: the root route's data is
 * all that useText, useLanguage and useSite read. For components (a card) rendered on their own.
 */
export function InPage({ language = 'en', children }: { language?: Language; children: ReactNode }) {
  const state = { loaderData: { root: pageLanguageOf(language) } } as unknown as RouterState;
  return <UNSAFE_DataRouterStateContext.Provider value={state}>{children}</UNSAFE_DataRouterStateContext.Provider>;
}
