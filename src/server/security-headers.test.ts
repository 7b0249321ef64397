import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formEndpoints, formPagePaths } from '../contracts/forms/addresses';
import {
  contentSecurityPolicy,
  formHostOrigins,
  formatHeadersFile,
  imageHostOrigins,
  headersForPath,
  inlineScriptHashes,
  isFramed,
  parseHeadersFile,
  RESOURCE_POLICY,
  rulePathMatches,
  securityHeaderRules,
  type PolicySources,
} from './security-headers';
import { parseTrustedProxies } from './client-address';
import { CALLBACK_SCRIPT_HASH, EDITOR_AUTH_POLICY } from './editor-auth/handler';
import { createSiteApp } from './site-app';

const sha = (text: string) => createHash('sha256').update(text).digest('base64');
const sources: PolicySources = { scriptHashes: [sha('a()'), sha('b()')], formHost: { forms: [] } };
const directive = (policy: string, name: string) => policy.split('; ').find((part) => part.split(' ')[0] === name);

describe('inlineScriptHashes', () => {
  it('hashes the scripts a browser runs, as written between the tags, and nothing else', () => {
    const html = [
      '<script>a()</script>',
      '<script type="module">import "/x.js"</script>',
      '<script type="speculationrules">\n  {"prerender": []}\n</script>',
      '<script src="/assets/app.js"></script>',
      '<script type="application/ld+json">{"@type": "Organization"}</script>',
      '<script>a()</script>',
    ].join('');
    expect(inlineScriptHashes(html).sort()).toEqual([sha('a()'), sha('import "/x.js"'), sha('\n  {"prerender": []}\n')].sort());
  });
});

describe('contentSecurityPolicy', () => {
  it('allows our own scripts and hashes only: never unsafe-inline or unsafe-eval for scripts, only the compiling of WebAssembly', () => {
    const policy = contentSecurityPolicy(sources, { framed: false });
    const hashes = [sha('a()'), sha('b()')].sort().map((hash) => `'sha256-${hash}'`);
    expect(directive(policy, 'script-src')).toBe(`script-src 'self' 'wasm-unsafe-eval' ${hashes.join(' ')}`);
    expect(directive(policy, 'script-src')!.replace("'wasm-unsafe-eval'", '')).not.toMatch(/unsafe/);
    for (const expected of ["default-src 'self'", "object-src 'none'", "base-uri 'self'", "form-action 'self'", "frame-src 'self'", 'upgrade-insecure-requests']) {
      expect(policy.split('; ')).toContain(expected);
    }
  });

  it("refuses every frame but the framed pages', which the site itself may frame", () => {
    expect(directive(contentSecurityPolicy(sources, { framed: false }), 'frame-ancestors')).toBe("frame-ancestors 'none'");
    expect(directive(contentSecurityPolicy(sources, { framed: true }), 'frame-ancestors')).toBe("frame-ancestors 'self'");
  });

  it('lets a configured form host be framed and posted to, and its embed script run; a page of this site adds nothing', () => {
    const formHost = formHostOrigins({ contact: 'https://forms.example.com/f/contact?x=1', provider: '/forms/provider-application', embedScript: 'https://cdn.forms.example.com/embed.js' });
    const policy = contentSecurityPolicy({ ...sources, formHost }, { framed: false });
    expect(directive(policy, 'frame-src')).toBe("frame-src 'self' https://forms.example.com");
    expect(directive(policy, 'form-action')).toBe("form-action 'self' https://forms.example.com");
    expect(directive(policy, 'script-src')).toMatch(/ https:\/\/cdn\.forms\.example\.com$/);
    // Without a hosted form the embed script is never loaded, so never allowed.
    expect(formHostOrigins({ contact: '/forms/contact', provider: null, embedScript: 'https://cdn.forms.example.com/embed.js' })).toEqual({ forms: [] });
  });
});

describe('image hosts', () => {
  it('lets images load from the image hosts of site.yml, and nothing else from them', () => {
    const imageHosts = imageHostOrigins({ imageHosts: ['https://images.example.org', 'https://images.example.org'] });
    expect(imageHosts).toEqual(['https://images.example.org']);
    const policy = contentSecurityPolicy({ ...sources, imageHosts }, { framed: false });
    expect(directive(policy, 'img-src')).toBe("img-src 'self' data: https://images.example.org");
    expect(policy.replace(directive(policy, 'img-src')!, '')).not.toContain('images.example.org');
  });

  it('allows images from this site only when none are listed', () => {
    expect(imageHostOrigins({})).toEqual([]);
    expect(directive(contentSecurityPolicy(sources, { framed: false }), 'img-src')).toBe("img-src 'self' data:");
  });
});

describe('the rules', () => {
  const rules = securityHeaderRules(sources, [
    { name: 'index.html', kind: 'page' },
    { name: 'about.html', kind: 'page' },
    { name: 'blog.html', kind: 'page' },
    { name: 'blog', kind: 'folder', hasPages: true },
    { name: 'forms', kind: 'folder', hasPages: true },
    { name: 'demos', kind: 'folder', hasPages: true },
    { name: 'images', kind: 'folder', hasPages: false },
    { name: 'favicon.svg', kind: 'file' },
    { name: 'favicon.svg.br', kind: 'file' },
    { name: '_headers', kind: 'file' },
    { name: 'es.html', kind: 'page' },
    {
      name: 'es',
      kind: 'folder',
      hasPages: true,
      entries: [
        { name: 'contacto.html', kind: 'page' },
        { name: 'blog', kind: 'folder', hasPages: true },
        { name: 'forms', kind: 'folder', hasPages: true },
      ],
    },
  ]);
  const policyRules = (pathname: string) => rules.filter((rule) => rule.headers['Content-Security-Policy'] && rulePathMatches(rule.path, pathname));

  it('name one policy for any path, so hosts that join and hosts that replace a header agree', () => {
    for (const pathname of ['/', '/index.html', '/about', '/about.html', '/blog', '/blog/a-post', '/blog/page/2', '/forms/contact', '/forms/contact/sent', '/demos/scale.html', '/images/x.svg', '/favicon.svg', '/es', '/es/contacto', '/es/blog/una-entrada', '/es/forms/contact', '/es/forms/contact/sent']) {
      expect(policyRules(pathname), pathname).toHaveLength(1);
    }
    expect(rules.map((rule) => rule.path)).not.toContain('/_headers');
    expect(rules.map((rule) => rule.path)).not.toContain('/favicon.svg.br');
  });

  it('frame the form and demo pages only; files that are not pages get the policy that runs nothing', () => {
    const csp = (pathname: string) => headersForPath(rules, sources, pathname)['Content-Security-Policy']!;
    expect(directive(csp('/forms/contact'), 'frame-ancestors')).toBe("frame-ancestors 'self'");
    expect(directive(csp('/demos/scale.html'), 'frame-ancestors')).toBe("frame-ancestors 'self'");
    expect(directive(csp('/about'), 'frame-ancestors')).toBe("frame-ancestors 'none'");
    // A language's form pages are framed by its contact page; the rest of its folder is not.
    expect(directive(csp('/es/forms/contact/sent'), 'frame-ancestors')).toBe("frame-ancestors 'self'");
    expect(directive(csp('/es/contacto'), 'frame-ancestors')).toBe("frame-ancestors 'none'");
    expect(directive(csp('/es/blog/una-entrada'), 'frame-ancestors')).toBe("frame-ancestors 'none'");
    expect(csp('/images/x.svg')).toBe(RESOURCE_POLICY);
    expect(csp('/favicon.svg')).toBe(RESOURCE_POLICY);
  });

  it('give the paths no file answers (functions, pages not found) the page policy, framed where a form posts', () => {
    expect(directive(headersForPath(rules, sources, formEndpoints.contact)['Content-Security-Policy']!, 'frame-ancestors')).toBe("frame-ancestors 'self'");
    expect(directive(headersForPath(rules, sources, '/no-such-page')['Content-Security-Policy']!, 'frame-ancestors')).toBe("frame-ancestors 'none'");
  });

  it('frame every form page and sent page', () => {
    for (const pathname of formPagePaths()) expect(isFramed(pathname), pathname).toBe(true);
  });

  it("give the content editor's folder a policy of its own and leave every other rule as it is", () => {
    const entries = [
      { name: 'index.html', kind: 'page' },
      { name: 'about.html', kind: 'page' },
      { name: 'blog', kind: 'folder', hasPages: true },
      { name: 'images', kind: 'folder', hasPages: false },
    ] as const;
    const without = securityHeaderRules(sources, entries);
    const withEditor = securityHeaderRules(sources, [...entries, { name: 'admin.html', kind: 'page' }]);
    expect(withEditor.filter((rule) => !rule.path.startsWith('/admin'))).toEqual(without);
    const editor = headersForPath(withEditor, sources, '/admin')['Content-Security-Policy']!;
    for (const rulePath of ['/admin', '/admin.html']) expect(withEditor.find((rule) => rule.path === rulePath)!.headers['Content-Security-Policy']).toBe(editor);
    expect(editor).not.toContain("'unsafe-eval'");
    expect(editor).not.toContain('sha256-');
    expect(directive(editor, 'script-src')).toBe("script-src 'self' 'wasm-unsafe-eval'");
    expect(directive(editor, 'connect-src')).toBe("connect-src 'self' data: https://api.github.com https://www.githubstatus.com");
    expect(directive(editor, 'font-src')).toBe("font-src 'self'");
    expect(directive(editor, 'frame-ancestors')).toBe("frame-ancestors 'none'");
    // /admin/ (before its redirect) is the editor's too; the site's pages are not.
    expect(headersForPath(withEditor, sources, '/admin/')['Content-Security-Policy']).toBe(editor);
    expect(headersForPath(withEditor, sources, '/administration')['Content-Security-Policy']).toBe(contentSecurityPolicy(sources, { framed: false }));
  });

  it("let the editor's sign-in window keep the editor as its opener through GitHub's pages, and no other page", () => {
    const rules = securityHeaderRules(sources, [
      { name: 'about.html', kind: 'page' },
      { name: 'admin.html', kind: 'page' },
    ]);
    const opener = (pathname: string) => headersForPath(rules, sources, pathname)['Cross-Origin-Opener-Policy'];
    expect(opener('/admin')).toBe('same-origin-allow-popups');
    expect(opener('/admin.html')).toBe('same-origin-allow-popups');
    expect(opener('/api/auth')).toBe('unsafe-none');
    expect(opener('/api/auth/callback')).toBe('unsafe-none');
    for (const pathname of ['/', '/about', '/api/health', '/no-such-page']) expect(opener(pathname), pathname).toBe('same-origin');
    // The sign-in's answers load nothing and run only the callback's own script.
    const signIn = headersForPath(rules, sources, '/api/auth/callback')['Content-Security-Policy']!;
    expect(signIn).toBe(EDITOR_AUTH_POLICY);
    expect(directive(signIn, 'script-src')).toBe(`script-src 'sha256-${CALLBACK_SCRIPT_HASH}'`);
    expect(directive(signIn, 'default-src')).toBe("default-src 'none'");
  });

  it('read back from the _headers file as they were written', () => {
    expect(parseHeadersFile(formatHeadersFile(rules))).toEqual(rules);
  });
});

describe('the site app', () => {
  let clientDir: string;
  const rules = () =>
    securityHeaderRules(sources, [
      { name: 'about.html', kind: 'page' },
      { name: 'images', kind: 'folder', hasPages: false },
    ]);
  beforeAll(() => {
    clientDir = mkdtempSync(path.join(os.tmpdir(), 'security-headers-'));
    writeFileSync(path.join(clientDir, '404.html'), '<!doctype html><title>Not found</title>');
    writeFileSync(path.join(clientDir, 'about.html'), '<!doctype html><title>About</title>');
    mkdirSync(path.join(clientDir, 'images'));
    writeFileSync(path.join(clientDir, 'images/logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  });
  afterAll(() => rmSync(clientDir, { recursive: true, force: true }));

  const app = (trustedProxies?: string) => createSiteApp({ clientDir, securityHeaders: { sources, rules: rules() }, trustedProxies: parseTrustedProxies(trustedProxies) });
  const socket = (remoteAddress: string, encrypted = false) => ({ incoming: { socket: { remoteAddress, encrypted } } });

  it('sends the headers on pages, redirects, pages not found and conditional answers alike', async () => {
    const site = app();
    const page = await site.request('/about');
    const answers = [page, await site.request('/about/'), await site.request('/nothing-here'), await site.request('/about', { headers: { 'If-None-Match': page.headers.get('etag')! } })];
    expect(answers.map((answer) => answer.status)).toEqual([200, 301, 404, 304]);
    for (const answer of answers) {
      expect(answer.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
      expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
      expect(answer.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(answer.headers.get('permissions-policy')).toMatch(/(^|, )camera=\(\)/);
      expect(answer.headers.get('cross-origin-opener-policy')).toBe('same-origin');
    }
  });

  it('keeps the stricter policy of an SVG beside its path’s', async () => {
    const policy = (await app().request('/images/logo.svg')).headers.get('content-security-policy');
    expect(policy).toBe(`default-src 'none'; style-src 'unsafe-inline', ${RESOURCE_POLICY}`);
  });

  it('sends Strict-Transport-Security and upgrades requests over https, or behind a trusted proxy that says so, never otherwise', async () => {
    const hsts = async (trusted: string | undefined, env: object, headers: Record<string, string> = {}) =>
      (await app(trusted).request('/about', { headers }, env)).headers.get('strict-transport-security');
    expect(await hsts(undefined, socket('203.0.113.9'))).toBeNull();
    const policy = async (env: object) => (await app().request('/about', {}, env)).headers.get('content-security-policy');
    expect(await policy(socket('203.0.113.9'))).not.toContain('upgrade-insecure-requests');
    expect(await policy(socket('203.0.113.9', true))).toMatch(/; upgrade-insecure-requests$/);
    expect(await hsts(undefined, socket('203.0.113.9', true))).toBe('max-age=31536000');
    const proxy = '10.0.0.2';
    expect(await hsts(proxy, socket('10.0.0.2'), { 'X-Forwarded-Proto': 'https' })).toBe('max-age=31536000');
    expect(await hsts(proxy, socket('10.0.0.2'), { 'X-Forwarded-Proto': 'http' })).toBeNull();
    // Anyone may send the header; only a proxy of ours is believed.
    expect(await hsts(proxy, socket('203.0.113.9'), { 'X-Forwarded-Proto': 'https' })).toBeNull();
  });
});
