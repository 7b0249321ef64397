/**
 * The only script of the content editor at /admin: Sveltia CMS, bundled by our build and served
 * from our origin, with the configuration the build generates from the content model
 * (scripts/editor/cms-config.ts) and the repository the server is set to edit
 * (/api/editor-settings). Built apart from the site's and the form pages' entries: no page of the
 * site carries any of it.
 */
import CMS, { type GitHubBackend } from '@sveltia/cms';
import config from 'virtual:editor-config';

/** Says on the page, in plain words, why the editor cannot start. */
function explain(text: string) {
  const message = document.createElement('p');
  message.textContent = text;
  document.body.append(message);
}

async function start() {
  let answer: Response;
  try {
    answer = await fetch('/api/editor-settings', { headers: { Accept: 'application/json' } });
  } catch {
    explain('The content editor could not reach this site. Check your connection and load the page again.');
    return;
  }
  const settings = (await answer.json().catch(() => ({}))) as { repo?: string; branch?: string; message?: string };
  if (!answer.ok || !settings.repo) {
    explain(settings.message ?? `The content editor could not read its settings (HTTP ${answer.status}). Load the page again.`);
    return;
  }
  // Sign-in opens our own function (/api/auth) on this origin, whichever host serves the site.
  const backend: GitHubBackend = { ...(config.backend as GitHubBackend), repo: settings.repo, branch: settings.branch ?? 'main', base_url: location.origin };
  await CMS.init({ config: { ...config, backend, load_config_file: false } });
}

void start();
