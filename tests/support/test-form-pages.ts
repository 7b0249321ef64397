/**
 * The form pages' kit made from the sources, for the adapters' tests (vitest.config.ts puts it in
 * place of `#built-form-pages`): the server entry itself, the unbuilt forms.html and the site's
 * data as the content pipeline makes it.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { contentDir, publicDir, root } from '../../scripts/content/paths';
import { runPipeline } from '../../scripts/content/pipeline';
import { dataFiles } from '../../src/content/types';
import * as entry from '../../src/entry-server';
import { formPageDataFiles, type FormPageKit } from '../../src/server/forms/form-pages';
import { securityHeaderRules, type PolicySources } from '../../src/server/security-headers';

const { files } = runPipeline({ contentDir, publicDir, includeDrafts: false });
const sources: PolicySources = { scriptHashes: [], formHost: { forms: [] } };

export const formPageKit: FormPageKit = {
  entry,
  template: readFileSync(path.join(root, 'forms.html'), 'utf8'),
  site: files.get(dataFiles.site),
  files: Object.fromEntries(formPageDataFiles().map((file) => [file, files.get(file)])),
  // The sources' template runs the entry as a module file: no inline script to allow.
  securityHeaders: { sources, rules: securityHeaderRules(sources, [{ name: 'forms', kind: 'folder', hasPages: true }]) },
};
