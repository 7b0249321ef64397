/**
 * The only script of the content editor at /admin: Sveltia CMS, bundled by our build and served
 * from our origin, with the configuration the build generates from the content model
 * (scripts/editor/cms-config.ts). Built apart from the site's and the form pages' entries: no page
 * of the site carries any of it.
 */
import CMS, { type GitHubBackend } from '@sveltia/cms';
import config from 'virtual:editor-config';

const backend = config.backend as GitHubBackend;
if (backend.repo) {
  // Sign-in opens our own function (/api/auth) on this origin, whichever host serves the site.
  void CMS.init({ config: { ...config, backend: { ...backend, base_url: location.origin }, load_config_file: false } });
} else {
  const message = document.createElement('p');
  message.textContent =
    'The content editor does not know which GitHub repository to edit. The site owner sets EDITOR_REPOSITORY (like owner/website) in the environment of the build, and EDITOR_BRANCH if the site is built from another branch than main, then builds the site again.';
  document.body.append(message);
}
