import type { ServerEntry } from '../../entry-server';
import { allLanguages, dataPrefix, DEFAULT_LANGUAGE, type Language } from '../../config/languages';
import { dataFiles } from '../../content/types';
import { interfaceTextFile } from '../../i18n/text';
import { ALTERNATES_FILE } from '../../content/page-heads';
import type { DataSource } from '../../data/source';
import { formPageOf } from '../../contracts/forms/addresses';
import { emptyFormState, type FormPageState } from '../../contracts/forms/form-state';
import type { FormKind } from '../../contracts/forms/schemas';
import { fillTemplate } from '../page-template';
import type { SiteHandler } from '../request-context';
import type { SecurityHeadersFile } from '../security-headers';
import type { RenderFormPage } from './handler';
import type { StartedTokens } from './started-token';

/** The site's data the form pages read, written beside the server bundle by the build. */
export const FORM_SITE_FILE = 'form-site.json';

/** The form pages' template (with their own entry, entry-forms), in the build folder. */
export const FORMS_TEMPLATE_FILE = 'forms-template.html';

/**
 * The module the build writes beside the server bundle (dist/server): the bundle, the form
 * pages' template and the site's data in one import, so a function that cannot read files at
 * run time (Cloudflare) or whose bundler ships only what is imported (Netlify) has them all.
 */
export const BUILT_FORM_PAGES_FILE = 'form-pages.js';

/** What rendering a form page takes. */
export interface FormPageKit {
  /** The server bundle. */
  entry: ServerEntry;
  /** The form pages' template, as the client build wrote it (its scripts and styles hashed). */
  template: string;
  /** The site's data (site.json), for the mailer's address. */
  site: unknown;
  /** The data files the form pages read (the site's facts and interface strings in each language), by path in the data folder. */
  files: Readonly<Record<string, unknown>>;
  /** The build's security header rules, for the functions' answers: a host's `_headers` do not apply to them. */
  securityHeaders: SecurityHeadersFile;
}

/** The data files a form page reads: the site's facts and interface strings of every language. */
export const formPageDataFiles = (): string[] => [ALTERNATES_FILE, ...allLanguages.flatMap((language) => [dataPrefix(language) + dataFiles.site, interfaceTextFile(language)])];

/** The text of the module in BUILT_FORM_PAGES_FILE, from the template, the site's data as JSON, the data files the pages read and the security headers. */
export function builtFormPagesModule(template: string, siteJson: string, files: Readonly<Record<string, unknown>>, securityHeaders: SecurityHeadersFile): string {
  // JSON is an expression of JavaScript, so the site's data goes in as it is.
  return [
    '// Written by npm run build (see src/server/forms/form-pages.ts).',
    "import * as entry from './entry-server.js';",
    `export const formPageKit = { entry, template: ${JSON.stringify(template)}, site: ${siteJson}, files: ${JSON.stringify(files)}, securityHeaders: ${JSON.stringify(securityHeaders)} };`,
    '',
  ].join('\n');
}

/**
 * Renders a form page as the build does, with the visitor's state: a fresh started token on
 * every visit, and the input, errors and notice when a post without JavaScript is answered.
 * The kit is loaded once, on first use, and again after a failure (a build may have finished
 * meanwhile).
 */
export function createFormPageRenderer(loadKit: () => Promise<FormPageKit>): RenderFormPage {
  let loaded: Promise<{ entry: ServerEntry; template: string; source: DataSource }> | undefined;
  const load = () =>
    (loaded ??= loadKit().then(({ entry, template, files }) => {
      // The form pages read the site's data and interface strings, and nothing else.
      const source: DataSource = {
        load: async (file) => {
          if (Object.hasOwn(files, file)) return files[file];
          throw new entry.NotFoundError(file);
        },
      };
      return { entry, template, source };
    })).catch((error: unknown) => {
      loaded = undefined;
      throw error;
    });

  return async function renderFormPage(kind: FormKind, state: FormPageState, language: Language = DEFAULT_LANGUAGE): Promise<string> {
    const { entry, template, source } = await load();
    // The address decides the page's language, as for every page of the site.
    const pagePath = formPageOf(kind, language);
    const page = await entry.render(pagePath, source, { form: state });
    if (page.status !== 200) throw new Error(`${pagePath} rendered with status ${page.status}`);
    return fillTemplate(template, { path: pagePath, ...page });
  };
}

/** A form page as a visitor opening it gets it: empty, with the time it was opened, signed. */
export function renderFreshFormPage(
  { renderPage, tokens }: { renderPage: RenderFormPage; tokens: StartedTokens },
  kind: FormKind,
  at: Date = new Date(),
  language: Language = DEFAULT_LANGUAGE,
): Promise<string> {
  return renderPage(kind, { ...emptyFormState, started: tokens.issue(kind, at) }, language);
}

/**
 * A form page as one of the site's functions: rendered for each visit (GET and HEAD), never
 * cached; any other method is refused. A page that cannot be rendered is logged and handed back
 * to the host, which serves the built copy.
 */
export function formPageHandler(render: () => Promise<string>, logError: (error: unknown) => void): SiteHandler {
  return async function formPage(request) {
    if (request.method !== 'GET' && request.method !== 'HEAD') return new Response(null, { status: 405, headers: { Allow: 'GET, HEAD' } });
    try {
      const html = await render();
      return new Response(request.method === 'HEAD' ? null : html, { status: 200, headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' } });
    } catch (error) {
      logError(error);
      return undefined;
    }
  };
}
