import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ServerEntry } from '../../entry-server';
import { dataFiles } from '../../content/types';
import type { DataSource } from '../../data/source';
import { formPages } from '../../features/forms/addresses';
import type { FormPageState } from '../../features/forms/form-state';
import type { FormKind } from '../../features/forms/schemas';
import { fillTemplate } from '../page-template';

/** The site's data the form pages read, written beside the server bundle by the build. */
export const FORM_SITE_FILE = 'form-site.json';

/** The form pages' template (with their own entry, entry-forms), in the build folder. */
export const FORMS_TEMPLATE_FILE = 'forms-template.html';

export interface FormPageFiles {
  /** The build's server folder (dist/server): its bundle, and the site data. */
  serverDir: string;
  /** The form pages' template of the client build (dist/forms-template.html). */
  templateFile: string;
}

/**
 * Renders a form page as the build does, with the visitor's state: a fresh started token on
 * every visit, and the input, errors and notice when a post without JavaScript is answered.
 * The server bundle, the template and the site data are read once, on first use.
 */
export function createFormPageRenderer({ serverDir, templateFile }: FormPageFiles) {
  let loaded: Promise<{ entry: ServerEntry; template: string; source: DataSource }> | undefined;
  const load = () =>
    (loaded ??= Promise.all([
      import(pathToFileURL(path.join(serverDir, 'entry-server.js')).href) as Promise<ServerEntry>,
      readFile(templateFile, 'utf8'),
      readFile(path.join(serverDir, FORM_SITE_FILE), 'utf8').then((text) => JSON.parse(text) as unknown),
    ]).then(([entry, template, site]) => {
      // The form pages read the site's data and nothing else.
      const source: DataSource = {
        load: async (file) => {
          if (file === dataFiles.site) return site;
          throw new entry.NotFoundError(file);
        },
      };
      return { entry, template, source };
    })).catch((error: unknown) => {
      // Tried again on the next request (a build may have been finished meanwhile).
      loaded = undefined;
      throw error;
    });

  return async function renderFormPage(kind: FormKind, state: FormPageState): Promise<string> {
    const { entry, template, source } = await load();
    const pagePath = formPages[kind];
    const page = await entry.render(pagePath, source, { form: state });
    if (page.status !== 200) throw new Error(`${pagePath} rendered with status ${page.status}`);
    return fillTemplate(template, { path: pagePath, ...page });
  };
}
