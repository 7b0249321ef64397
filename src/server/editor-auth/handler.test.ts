import { afterEach, describe, expect, it, vi } from 'vitest';
import { inlineScriptHashes } from '../security-headers';
import { CALLBACK_SCRIPT_HASH, createEditorAuth, EDITOR_AUTH_ENV, editorRepository, STATE_COOKIE, STATE_LIFETIME_MS, type EditorAuthOptions } from './handler';

const env = { [EDITOR_AUTH_ENV.clientId]: 'client-id-1', [EDITOR_AUTH_ENV.clientSecret]: 'client-secret-that-stays-here' };
const TOKEN = 'gho_theTokenThatMustNeverBeLogged';
const CODE = 'the-code-github-gave';
const origin = 'https://carebridge.example';
const context = {};

/** GitHub's token endpoint, answered here: a token for CODE, bad_verification_code for any other. */
const github = vi.fn(async (_url: string | URL | Request, init?: RequestInit) => {
  const body = JSON.parse(String(init?.body)) as { code: string; client_secret: string };
  return Response.json(body.code === CODE && body.client_secret === env[EDITOR_AUTH_ENV.clientSecret] ? { access_token: TOKEN, token_type: 'bearer', scope: 'repo' } : { error: 'bad_verification_code' });
});

function setUp(options: Partial<EditorAuthOptions> = {}) {
  const logged: string[] = [];
  const auth = createEditorAuth({ env, fetch: github as unknown as typeof fetch, logError: (message) => logged.push(message), ...options });
  return { auth, logged };
}

/** Starts a sign-in and returns the state GitHub would send back and this browser's cookie. */
async function started(auth: ReturnType<typeof setUp>['auth']) {
  const answer = (await auth.start(new Request(`${origin}/api/auth?provider=github&site_id=carebridge.example&scope=repo`), context))!;
  const state = new URL(answer.headers.get('Location')!).searchParams.get('state')!;
  const cookie = answer.headers.get('Set-Cookie')!.split(';')[0]!;
  return { answer, state, cookie };
}

const callback = (auth: ReturnType<typeof setUp>['auth'], query: Record<string, string>, cookie?: string) =>
  auth.callback(new Request(`${origin}/api/auth/callback?${new URLSearchParams(query)}`, cookie ? { headers: { cookie } } : {}), context);

afterEach(() => {
  github.mockClear();
  vi.restoreAllMocks();
});

describe('the content editor sign-in', () => {
  it('sends the author to GitHub with a signed state, kept in a cookie of this browser', async () => {
    const { auth } = setUp();
    const { answer, state, cookie } = await started(auth);
    expect(answer.status).toBe(302);
    const location = new URL(answer.headers.get('Location')!);
    expect(location.origin + location.pathname).toBe('https://github.com/login/oauth/authorize');
    expect(Object.fromEntries(location.searchParams)).toMatchObject({ client_id: 'client-id-1', redirect_uri: `${origin}/api/auth/callback`, scope: 'repo' });
    expect(location.href).not.toContain('client-secret');
    expect(state.split('.')).toHaveLength(3);
    expect(cookie).toBe(`${STATE_COOKIE}=${state.split('.')[1]}`);
    expect(answer.headers.get('Set-Cookie')).toMatch(/HttpOnly; SameSite=Lax; Secure$/);
  });

  it('trades the code for a token and hands it to the editor window, on this origin only, by a script its policy allows', async () => {
    const { auth } = setUp();
    const { state, cookie } = await started(auth);
    const answer = (await callback(auth, { code: CODE, state }, cookie))!;
    expect(answer.status).toBe(200);
    const html = await answer.text();
    expect(html).toContain(JSON.stringify(`authorization:github:success:${JSON.stringify({ token: TOKEN, provider: 'github' })}`));
    expect(inlineScriptHashes(html)).toEqual([CALLBACK_SCRIPT_HASH]);
    expect(answer.headers.get('Cache-Control')).toBe('no-store');
    expect(answer.headers.get('Set-Cookie')).toContain(`${STATE_COOKIE}=; Path=/api/auth; Max-Age=0`);
    expect(github).toHaveBeenCalledOnce();
  });

  it.each([
    ['missing', () => ({})],
    ['not signed by this site', (state: string) => ({ state: state.replace(/\.[^.]+$/, '.forged') })],
    ['made for another nonce', (state: string) => ({ state: state.replace(/^(\d+)\.[^.]+/, '$1.othernonce') })],
  ])('refuses a state that is %s, without asking GitHub', async (_case, query) => {
    const { auth, logged } = setUp();
    const { state, cookie } = await started(auth);
    const answer = (await callback(auth, { code: CODE, ...query(state) }, cookie))!;
    expect(answer.status).toBe(400);
    expect(await answer.text()).toContain('authorization:github:error:');
    expect(github).not.toHaveBeenCalled();
    expect(logged).toHaveLength(1);
  });

  it('refuses a state from another browser, and one older than its lifetime', async () => {
    let now = 1_000_000;
    const { auth } = setUp({ now: () => now });
    const { state, cookie } = await started(auth);
    expect((await callback(auth, { code: CODE, state }))!.status).toBe(400);
    expect((await callback(auth, { code: CODE, state }, `${STATE_COOKIE}=another-browsers-nonce`))!.status).toBe(400);
    now += STATE_LIFETIME_MS + 1;
    const late = (await callback(auth, { code: CODE, state }, cookie))!;
    expect(late.status).toBe(400);
    expect(await late.text()).toContain('longer than 10 minutes');
    expect(github).not.toHaveBeenCalled();
  });

  it('says plainly what the owner must set when the OAuth app is not configured', async () => {
    const { auth } = setUp({ env: {} });
    for (const answer of [await auth.start(new Request(`${origin}/api/auth?provider=github`), context), await callback(auth, { code: CODE, state: 'x' })]) {
      expect(answer!.status).toBe(503);
      const html = await answer!.text();
      expect(html).toContain('GITHUB_OAUTH_CLIENT_ID');
      expect(html).toContain('GITHUB_OAUTH_CLIENT_SECRET');
      expect(html).toContain('Editing in the browser');
    }
  });

  it('never logs the code, the state, the secret or the token, whatever happens', async () => {
    const printed: string[] = [];
    for (const method of ['log', 'info', 'warn', 'error', 'debug'] as const) vi.spyOn(console, method).mockImplementation((...args: unknown[]) => void printed.push(args.map(String).join(' ')));
    const { auth, logged } = setUp();
    const states: string[] = [];
    const run = async (query: (state: string) => Record<string, string>, cookie = true) => {
      const { state, cookie: value } = await started(auth);
      states.push(state);
      await callback(auth, query(state), cookie ? value : undefined);
    };
    await run((state) => ({ code: CODE, state }));
    await run((state) => ({ code: 'a-wrong-code', state }));
    await run((state) => ({ code: CODE, state }), false);
    await run((state) => ({ error: 'access_denied', state }));
    const unreachable = createEditorAuth({ env, fetch: async () => Promise.reject(new TypeError(`fetch failed for ${CODE}`)), logError: (message) => logged.push(message) });
    const { state, cookie } = await started(unreachable);
    await callback(unreachable, { code: CODE, state }, cookie);
    // The real logger too: the default logError is console.error.
    const withConsole = createEditorAuth({ env, fetch: github as unknown as typeof fetch });
    const second = await started(withConsole);
    await callback(withConsole, { code: 'a-wrong-code', state: second.state }, second.cookie);
    const lines = [...logged, ...printed];
    expect(lines.length).toBeGreaterThanOrEqual(4);
    for (const line of lines) {
      for (const secret of [TOKEN, CODE, 'a-wrong-code', env[EDITOR_AUTH_ENV.clientSecret], ...states, second.state]) expect(line).not.toContain(secret);
    }
  });

  it('tells the editor the repository and branch the server is set to edit, or what the owner must set', async () => {
    const settings = (await setUp({ env: { ...env, EDITOR_REPOSITORY: 'carebridge/website' } }).auth.settings(new Request(`${origin}/api/editor-settings`), context))!;
    expect(settings.status).toBe(200);
    expect(await settings.json()).toEqual({ repo: 'carebridge/website', branch: 'main' });
    const missing = (await setUp().auth.settings(new Request(`${origin}/api/editor-settings`), context))!;
    expect(missing.status).toBe(503);
    expect(((await missing.json()) as { message: string }).message).toContain('EDITOR_REPOSITORY');
    expect(editorRepository({ EDITOR_REPOSITORY: 'owner/site', EDITOR_BRANCH: 'live' })).toEqual({ repo: 'owner/site', branch: 'live' });
    expect(editorRepository({ REPOSITORY_URL: 'https://github.com/owner/site' })).toEqual({ repo: 'owner/site', branch: 'main' });
    expect(editorRepository({ EDITOR_REPOSITORY: 'not a repository' })).toBeUndefined();
  });
});
