import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { SiteHandler } from '../request-context';

/** Where the content editor (/admin) opens its sign-in, and where GitHub sends the author back. */
export const editorAuthEndpoint = '/api/auth';
export const editorAuthCallback = '/api/auth/callback';

/** Where the editor asks which repository it edits. */
export const editorSettingsEndpoint = '/api/editor-settings';

/** The environment variables of the sign-in: a GitHub OAuth app's, in the server's environment only. */
export const EDITOR_AUTH_ENV = { clientId: 'GITHUB_OAUTH_CLIENT_ID', clientSecret: 'GITHUB_OAUTH_CLIENT_SECRET' } as const;
/** The repository the editor writes to (owner/name) and its branch (main unless given). */
export const EDITOR_REPOSITORY_ENV = { repo: 'EDITOR_REPOSITORY', branch: 'EDITOR_BRANCH' } as const;

/** What the editor needs to know before it starts: the repository and branch it edits. */
export interface EditorSettings {
  repo: string;
  branch: string;
}

/** The repository of the environment: EDITOR_REPOSITORY as owner/name, or on Netlify the repository it builds; none when neither is set. */
export function editorRepository(env: Readonly<Record<string, string | undefined>>): EditorSettings | undefined {
  const fromNetlify = /^https:\/\/github\.com\/([\w.-]+\/[\w.-]+?)(?:\.git)?$/.exec(env.REPOSITORY_URL ?? '')?.[1];
  const repo = env[EDITOR_REPOSITORY_ENV.repo]?.trim() || fromNetlify;
  if (!repo || !/^[\w.-]+\/[\w.-]+$/.test(repo)) return undefined;
  return { repo, branch: env[EDITOR_REPOSITORY_ENV.branch]?.trim() || 'main' };
}

/** What the editor's page says when the server does not know the repository. */
export const NO_REPOSITORY_MESSAGE = `The content editor does not know which GitHub repository to edit. The site owner sets ${EDITOR_REPOSITORY_ENV.repo} (like owner/website) in the environment of the server or of the host's functions, and ${EDITOR_REPOSITORY_ENV.branch} if the site is built from another branch than main. The README says how, under "Editing in the browser".`;

const GITHUB_AUTHORIZE = 'https://github.com/login/oauth/authorize';
const GITHUB_TOKEN = 'https://github.com/login/oauth/access_token';
/** What the editor asks GitHub for: the repository's contents, branches and pull requests. */
const DEFAULT_SCOPE = 'repo';
/** A sign-in that takes longer than this starts again: the state is refused. */
export const STATE_LIFETIME_MS = 10 * 60 * 1000;
/** The cookie that ties a state to the browser that asked for it, so a link made by someone else cannot sign this browser in. */
export const STATE_COOKIE = 'editor_auth_state';

export interface EditorAuthOptions {
  env: Readonly<Record<string, string | undefined>>;
  /** How the token is asked of GitHub (tests answer it locally). */
  fetch?: typeof fetch;
  now?: () => number;
  /** Told why a sign-in failed: never the code, the state or the token. */
  logError?: (message: string) => void;
}

export interface EditorAuth {
  /** GET /api/editor-settings: the repository and branch the editor edits, or 503 with what the owner must set. */
  settings: SiteHandler;
  /** GET /api/auth: sends the author to GitHub with a fresh state. */
  start: SiteHandler;
  /** GET /api/auth/callback: checks the state, trades the code for a token and hands it to the editor's window. */
  callback: SiteHandler;
}

/**
 * The script of the page that ends a sign-in, the same on every answer (what it hands over is in a
 * data block beside it), so the policy of that page allows it by its hash alone. It speaks the
 * editor's protocol (Decap's): it tells the editor's window it is authorizing, and answers that
 * window, on this origin only, with the result.
 */
export const CALLBACK_SCRIPT =
  "(()=>{const r=JSON.parse(document.getElementById('result').textContent),o=window.opener;if(!o){document.getElementById('status').hidden=false;return}window.addEventListener('message',(e)=>{if(e.origin===location.origin&&e.data==='authorizing:github')o.postMessage(r,location.origin)});o.postMessage('authorizing:github',location.origin)})();";
export const CALLBACK_SCRIPT_HASH = createHash('sha256').update(CALLBACK_SCRIPT, 'utf8').digest('base64');

/** The policy of the sign-in's answers: nothing loads, and only the callback's own script runs. */
export const EDITOR_AUTH_POLICY = `default-src 'none'; script-src 'sha256-${CALLBACK_SCRIPT_HASH}'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

function page(status: number, title: string, body: string, headers: Record<string, string> = {}): Response {
  const html = `<!doctype html>
<html lang="en-US">
<head><meta charset="utf-8"><meta name="robots" content="noindex"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title>
<style>body{font:1rem/1.5 system-ui,sans-serif;max-width:40rem;margin:3rem auto;padding:0 1rem}code{font-size:.95em}</style></head>
<body>${body}</body>
</html>
`;
  return new Response(html, { status, headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store', ...headers } });
}

/** The page that says plainly what the owner sets, when the sign-in has no OAuth app. */
function notConfigured(): Response {
  return page(
    503,
    'Sign-in is not set up',
    `<h1>Sign-in to the content editor is not set up</h1>
<p>The site owner creates a GitHub OAuth app whose callback address is this site's <code>${editorAuthCallback}</code>, then sets two environment variables on the server (or the host's functions): <code>${EDITOR_AUTH_ENV.clientId}</code>, the app's client ID, and <code>${EDITOR_AUTH_ENV.clientSecret}</code>, its client secret. The README says how, under "Editing in the browser".</p>`,
  );
}

/** The page that hands the result to the editor's window, which closes it. */
function handOver(result: { token: string } | { error: string }): Response {
  const message = 'token' in result ? `authorization:github:success:${JSON.stringify({ token: result.token, provider: 'github' })}` : `authorization:github:error:${JSON.stringify(result)}`;
  // A data block, which a browser never runs; `<` is escaped so it cannot end the element.
  const data = JSON.stringify(message).replace(/</g, '\\u003c');
  return page(
    'token' in result ? 200 : 400,
    'token' in result ? 'Signed in' : 'Sign-in failed',
    `${'token' in result ? '<p>Signed in. This window closes by itself.</p>' : `<p>${escapeHtml(result.error)}</p>`}
<p id="status" hidden>This window was not opened by the content editor: go back to the editor and sign in from there.</p>
<script type="application/json" id="result">${data}</script>
<script>${CALLBACK_SCRIPT}</script>`,
    { 'Set-Cookie': `${STATE_COOKIE}=; Path=${editorAuthEndpoint}; Max-Age=0; HttpOnly; SameSite=Lax` },
  );
}

const sign = (key: Buffer, text: string) => createHmac('sha256', key).update(text).digest('base64url');

/** Whether two texts are equal, in a time that does not tell how much of them is. */
function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

function cookieOf(request: Request, name: string): string | undefined {
  for (const part of (request.headers.get('cookie') ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return undefined;
}

/**
 * The sign-in of the content editor through GitHub's OAuth web flow, on our own functions. The
 * state sent to GitHub is signed (HMAC-SHA256 with a key derived from the client secret), carries
 * its expiry and a random nonce that is also kept in an HttpOnly cookie of this browser: the
 * callback refuses a state that is missing, forged, expired or not this browser's. The client
 * secret stays in the server's environment; nothing of the code or the token is ever logged.
 */
export function createEditorAuth({ env, fetch: fetchToken = fetch, now = Date.now, logError = console.error }: EditorAuthOptions): EditorAuth {
  const clientId = env[EDITOR_AUTH_ENV.clientId]?.trim();
  const clientSecret = env[EDITOR_AUTH_ENV.clientSecret]?.trim();
  const key = clientSecret ? createHmac('sha256', clientSecret).update('content editor sign-in state').digest() : undefined;
  const methodNotAllowed = () => new Response('Ask with GET.', { status: 405, headers: { Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8' } });

  const start: SiteHandler = async (request) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return methodNotAllowed();
    if (!clientId || !key) return notConfigured();
    const url = new URL(request.url);
    const provider = url.searchParams.get('provider');
    if (provider && provider !== 'github') return page(400, 'Sign-in failed', `<p>This site signs in with GitHub only, not ${escapeHtml(provider)}.</p>`);
    const nonce = randomBytes(16).toString('base64url');
    const payload = `${now() + STATE_LIFETIME_MS}.${nonce}`;
    const state = `${payload}.${sign(key, payload)}`;
    const authorize = new URL(GITHUB_AUTHORIZE);
    authorize.search = new URLSearchParams({ client_id: clientId, redirect_uri: `${url.origin}${editorAuthCallback}`, scope: url.searchParams.get('scope') || DEFAULT_SCOPE, state }).toString();
    const secure = url.protocol === 'https:' ? '; Secure' : '';
    return new Response(null, {
      status: 302,
      headers: {
        Location: authorize.href,
        'Cache-Control': 'no-store',
        'Set-Cookie': `${STATE_COOKIE}=${nonce}; Path=${editorAuthEndpoint}; Max-Age=${STATE_LIFETIME_MS / 1000}; HttpOnly; SameSite=Lax${secure}`,
      },
    });
  };

  /** Why a state is refused, or nothing when it is good. */
  const refusal = (request: Request, state: string | null): string | undefined => {
    if (!state) return 'The sign-in came back without its state.';
    const [expires, nonce, signature, ...rest] = state.split('.');
    if (!expires || !nonce || !signature || rest.length > 0 || !sameText(signature, sign(key!, `${expires}.${nonce}`))) return 'The sign-in came back with a state this site did not make.';
    if (!(Number(expires) > now())) return 'The sign-in took longer than 10 minutes.';
    const cookie = cookieOf(request, STATE_COOKIE);
    if (!cookie || !sameText(cookie, nonce)) return 'The sign-in was started in another browser or window.';
    return undefined;
  };

  const callback: SiteHandler = async (request) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return methodNotAllowed();
    if (!clientId || !clientSecret || !key) return notConfigured();
    const url = new URL(request.url);
    const refused = refusal(request, url.searchParams.get('state'));
    if (refused) {
      logError(`Content editor sign-in refused: ${refused}`);
      return handOver({ error: `${refused} Close this window and sign in again from the content editor.` });
    }
    const denied = url.searchParams.get('error');
    if (denied) return handOver({ error: `GitHub did not sign you in (${denied}). Close this window and try again.` });
    const code = url.searchParams.get('code');
    if (!code) return handOver({ error: 'GitHub sent no sign-in code. Close this window and try again.' });
    let answer: { access_token?: unknown; error?: unknown };
    try {
      const response = await fetchToken(GITHUB_TOKEN, {
        method: 'POST',
        headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
        body: JSON.stringify({ client_id: clientId, client_secret: clientSecret, code, redirect_uri: `${url.origin}${editorAuthCallback}` }),
      });
      answer = response.ok ? ((await response.json()) as typeof answer) : { error: `HTTP ${response.status}` };
    } catch (error) {
      logError(`Content editor sign-in: GitHub could not be reached (${error instanceof Error ? error.name : 'error'})`);
      return handOver({ error: 'GitHub could not be reached. Close this window and try again in a moment.' });
    }
    if (typeof answer.access_token !== 'string' || !answer.access_token) {
      // GitHub's error code (bad_verification_code, incorrect_client_credentials...) names the fault, never a secret.
      const reason = typeof answer.error === 'string' ? answer.error.replace(/[^\w -]/g, '').slice(0, 60) : 'no token';
      logError(`Content editor sign-in: GitHub gave no token (${reason})`);
      return handOver({ error: 'GitHub did not give a sign-in token. Close this window and sign in again from the content editor.' });
    }
    return handOver({ token: answer.access_token });
  };

  const settings: SiteHandler = async (request) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return methodNotAllowed();
    const repository = editorRepository(env);
    return new Response(JSON.stringify(repository ?? { message: NO_REPOSITORY_MESSAGE }), {
      status: repository ? 200 : 503,
      headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' },
    });
  };

  return { settings, start, callback };
}
