import { createHash } from 'node:crypto';
import type { SiteConfig } from '../content/types';
import { translatedLanguages } from '../config/languages';
import { formEndpoints } from '../contracts/forms/addresses';
import { EDITOR_AUTH_POLICY, editorAuthCallback, editorAuthEndpoint } from './editor-auth/handler';

/**
 * The security headers of every answer, written once as rules in the `_headers` format that
 * static hosts read (Netlify, Cloudflare Pages and others) and applied by our own server from the
 * same rules, so a static deployment and `npm start` send the same policy.
 *
 * Hosts disagree on a header named by two matching rules: Cloudflare joins the values with a
 * comma (for a policy, that enforces both), Netlify keeps the later one. So the one header that
 * differs by path, the Content-Security-Policy (its `frame-ancestors`), is named by exactly one
 * rule for any path: one rule per top-level page or folder of the build, never a catch-all. The
 * headers that are the same everywhere are in the catch-all rule `/*`, which names no policy.
 */

export interface HeaderRule {
  /** A path as `_headers` writes it: exact (`/about`), or a folder and all below it (`/blog/*`). */
  path: string;
  headers: Record<string, string>;
}

export interface PolicySources {
  /** The sha256 of every inline script of the built pages (base64, without the `sha256-`). */
  scriptHashes: readonly string[];
  /** The form host's origins (see formHostOrigins): framed and posted to, and its embed script run. */
  formHost: FormHostOrigins;
  /** The origins content images may come from (see imageHostOrigins); none when absent. */
  imageHosts?: readonly string[];
}

export interface FormHostOrigins {
  /** The origins of the https form pages of site.yml `forms`. */
  forms: string[];
  /** The origin of the form host's embed script, loaded only beside one of its forms. */
  embedScript?: string;
}

/**
 * Pages meant to be shown in a frame of our own pages: the form pages and their sent pages (under
 * /forms/, and a language's under its folder: /es/forms/), where a form posted without script
 * answers, and the demo sites.
 */
export const framedPaths: readonly string[] = ['/forms/*', ...translatedLanguages.map((language) => `/${language}/forms/*`), '/demos/*', ...Object.values(formEndpoints)];

/** Whether a folder holds a framed folder deeper down (/es holds /es/forms): its rules then name what it holds one by one. */
export const holdsFramedFolder = (folder: string) => framedPaths.some((framed) => framed.startsWith(`${folder}/`) && framed !== `${folder}/*`);

/**
 * The policy of a file that is not a page (an image, the data, the scripts): nothing may run or
 * load from it when it is opened by its address. An SVG is a document of our origin; its own
 * styles still apply.
 */
export const RESOURCE_POLICY = "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'";

/**
 * Every feature a page could ask the browser for that the site never uses. interest-cohort and
 * browsing-topics opt the site's visitors out of ad-interest grouping. Only names the browser
 * knows: an unknown one is an error in every page's console.
 */
const DENIED_FEATURES = [
  'accelerometer',
  'autoplay',
  'browsing-topics',
  'camera',
  'display-capture',
  'encrypted-media',
  'geolocation',
  'gyroscope',
  'hid',
  'idle-detection',
  'interest-cohort',
  'local-fonts',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'publickey-credentials-get',
  'screen-wake-lock',
  'serial',
  'usb',
  'xr-spatial-tracking',
];

/** A year: long enough for preload lists, short enough to undo a move away from https. */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000';

/** The headers every answer gets, whatever its path (Strict-Transport-Security only over https). */
export const COMMON_HEADERS: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': DENIED_FEATURES.map((feature) => `${feature}=()`).join(', '),
  'Cross-Origin-Opener-Policy': 'same-origin',
};

/** The origin of an https address; none for a page of this site or anything else. */
function httpsOrigin(address: string | null | undefined): string | undefined {
  if (!address?.startsWith('https://')) return undefined;
  try {
    return new URL(address).origin;
  } catch {
    return undefined;
  }
}

/**
 * The origins of site.yml `forms` that pages may load from: those of its https form pages, and of
 * the host's embed script when there is such a form (the script is loaded only beside one). The
 * policy allows them, and so does the build's check of third-party loads.
 */
export function formHostOrigins(forms: Pick<SiteConfig['forms'], 'contact' | 'provider' | 'embedScript'>): FormHostOrigins {
  const origins = [...new Set([forms.contact, forms.provider].map(httpsOrigin).filter((origin) => origin !== undefined))];
  const embedScript = origins.length ? httpsOrigin(forms.embedScript) : undefined;
  return embedScript ? { forms: origins, embedScript } : { forms: origins };
}

/**
 * The origins of site.yml `imageHosts`, the other sites content images may come from (the
 * content check refuses an image from any other). The policy allows them, and so does the
 * build's check of third-party loads. The site schema has already checked each is an https
 * origin and written it as one; one listed twice is named once.
 */
export function imageHostOrigins(site: { imageHosts?: readonly string[] | undefined }): string[] {
  return [...new Set(site.imageHosts)];
}

/**
 * The Content-Security-Policy of a page.
 *
 * Scripts: our own files and the hashes of our own inline scripts (the theme set before the first
 * paint, the speculation rules, the loader of the entry), never 'unsafe-inline' or 'unsafe-eval'.
 * 'wasm-unsafe-eval' lets the site's search compile its WebAssembly (our own file, from 'self'); it
 * allows no JavaScript from a string.
 *
 * Styles keep 'unsafe-inline': styled-components writes each page's CSS into a `<style>` element
 * of that page (a different one on every page, which a hash per page would need one header rule
 * per page for, more than static hosts allow) and adds the rules of an island's components at run
 * time; the toasts add their stylesheet the same way. A nonce needs a server on every request,
 * which static pages do not have. A style cannot run code; what a script could do stays blocked.
 */
export function contentSecurityPolicy({ scriptHashes, formHost, imageHosts = [] }: PolicySources, { framed }: { framed: boolean }): string {
  const { forms: formOrigins, embedScript: embedOrigin } = formHost;
  const hashes = [...new Set(scriptHashes)].sort().map((hash) => `'sha256-${hash}'`);
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['script-src', "'self'", "'wasm-unsafe-eval'", ...hashes, ...(embedOrigin ? [embedOrigin] : [])],
    ['style-src', "'self'", "'unsafe-inline'"],
    ['img-src', "'self'", 'data:', ...imageHosts],
    ['font-src', "'self'"],
    ['connect-src', "'self'"],
    ['frame-src', "'self'", ...formOrigins],
    ['frame-ancestors', framed ? "'self'" : "'none'"],
    ['form-action', "'self'", ...formOrigins],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['upgrade-insecure-requests'],
  ];
  return directives.map((directive) => directive.join(' ')).join('; ');
}

/** The content editor's page (admin.html, at /admin and, redirected, /admin/): its policy is the editor's. */
export const EDITOR_PATH = '/admin';

/** Whether a path is the content editor's (its page, or anything under its name). */
export const isEditorPath = (path: string) => path === EDITOR_PATH || path === `${EDITOR_PATH}.html` || path.startsWith(`${EDITOR_PATH}/`);

/**
 * The Content-Security-Policy of the content editor (/admin, Sveltia CMS), apart from the site's
 * pages. Each source and why it is there:
 * - `script-src 'self'`: the editor's bundle, a file of this site; no inline script, never
 *   'unsafe-eval' (the bundle compiles nothing from a string). `'wasm-unsafe-eval'`: the editor
 *   decodes a phone's HEIC photo and encodes WebP with WebAssembly from files of this site; it
 *   allows no JavaScript from a string.
 * - `style-src 'self' 'unsafe-inline'`: the editor's components insert their style elements at
 *   run time; a style cannot run code.
 * - `img-src 'self' data: blob:`: the site's images, the icons the editor draws from data
 *   addresses, and the previews of images it has read from the repository or a file an author
 *   picked (object URLs); https://avatars.githubusercontent.com: the signed-in author's picture
 *   from GitHub; the image hosts of site.yml, which content images may come from.
 * - `font-src 'self'`: the editor's fonts, served from this site (the build rewrites the CDN
 *   addresses of its bundle: scripts/editor/vite-plugins.ts).
 * - `connect-src 'self'`: this site; `data:`: the editor reads its own logo, a data address in
 *   its bundle, with fetch (no request leaves the browser); https://api.github.com: the
 *   repository the editor reads and writes, its branches and pull requests;
 *   https://www.githubstatus.com: GitHub's status, which the editor checks to say when GitHub is
 *   down.
 * - `frame-ancestors 'none'`: no other page may frame the editor; `form-action 'self'`,
 *   `object-src 'none'`, `base-uri 'self'` as on every page.
 */
export function editorContentSecurityPolicy({ imageHosts = [] }: Pick<PolicySources, 'imageHosts'>): string {
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['script-src', "'self'", "'wasm-unsafe-eval'"],
    ['style-src', "'self'", "'unsafe-inline'"],
    ['img-src', "'self'", 'data:', 'blob:', GIT_HOST.avatars, ...imageHosts],
    ['font-src', "'self'"],
    ['connect-src', "'self'", 'data:', GIT_HOST.api, GIT_HOST.status],
    ['frame-ancestors', "'none'"],
    ['form-action', "'self'"],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['upgrade-insecure-requests'],
  ];
  return directives.map((directive) => directive.join(' ')).join('; ');
}

/** The Git host's origins the editor talks to (see editorContentSecurityPolicy). */
export const GIT_HOST = {
  api: 'https://api.github.com',
  status: 'https://www.githubstatus.com',
  avatars: 'https://avatars.githubusercontent.com',
} as const;

/** Whether a path is an answer of the editor's sign-in (/api/auth and its callback). */
export const isEditorAuthPath = (path: string) => path === editorAuthEndpoint || path === editorAuthCallback;

/** The policy of a page at this path: the editor's, its sign-in's, or the site's (framed or not). */
export function pagePolicy(sources: PolicySources, path: string): string {
  if (isEditorAuthPath(path)) return EDITOR_AUTH_POLICY;
  return isEditorPath(path) ? editorContentSecurityPolicy(sources) : contentSecurityPolicy(sources, { framed: isFramed(path) });
}

/**
 * The Cross-Origin-Opener-Policy of the paths that differ from every other answer's `same-origin`:
 * the editor signs in through a window it opens (our /api/auth, then GitHub, then our callback),
 * whose answer it must still be able to read. The editor's page keeps its own window apart from
 * other sites' but lets the windows it opens keep it as their opener
 * (`same-origin-allow-popups`); the sign-in's answers must not cut that tie (`unsafe-none`).
 */
export function openerPolicy(path: string): string | undefined {
  if (isEditorAuthPath(path)) return 'unsafe-none';
  if (isEditorPath(path)) return 'same-origin-allow-popups';
  return undefined;
}

/**
 * What an answer over plain http sends instead: upgrade-insecure-requests would send its form
 * posts and frames to an https address a local or internal server does not have. (Over http
 * there is nothing to upgrade from; static hosts answer over https, so `_headers` keeps it.)
 */
export function overPlainHttp(policy: string): string {
  return policy.replace(/; upgrade-insecure-requests(?=;|,|$)/g, '');
}

/** The base64 sha256 of each inline script a browser runs in this HTML (JSON-LD and other data blocks are not scripts). */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = '', body = ''] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    if (/\ssrc\s*=/i.test(attributes)) continue;
    const type = /\stype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase() ?? '';
    if (!['', 'text/javascript', 'module', 'speculationrules', 'importmap'].includes(type)) continue;
    hashes.add(createHash('sha256').update(body, 'utf8').digest('base64'));
  }
  return [...hashes];
}

/** What sits at the top level of the build, as the rules need it. */
export interface TopLevelEntry {
  /** The file or folder name (`about.html`, `blog`). */
  name: string;
  /** A folder's name, or a page (an .html file), or another file. */
  kind: 'folder' | 'page' | 'file';
  /** For a folder: whether any page is inside it. */
  hasPages?: boolean;
  /** For a folder that holds a framed folder deeper down (see holdsFramedFolder): what it holds, described the same way. */
  entries?: readonly TopLevelEntry[];
}

export function isFramed(path: string): boolean {
  return framedPaths.some((framed) => (framed.endsWith('/*') ? path.startsWith(framed.slice(0, -1)) || path === framed.slice(0, -2) : path === framed));
}

/**
 * The rules of the whole site: the common headers for `/*`, and one policy for each top-level page
 * and folder of the build (framed or not), each path matched by one policy rule only. Paths the
 * build has no file for (the functions' answers, pages not found) take the page policy from the
 * server itself: see `headersForPath`.
 */
export function securityHeaderRules(sources: PolicySources, entries: readonly TopLevelEntry[]): HeaderRule[] {
  const policy = (path: string) => pagePolicy(sources, path);
  const rules: HeaderRule[] = [{ path: '/*', headers: { ...COMMON_HEADERS, 'Strict-Transport-Security': STRICT_TRANSPORT_SECURITY } }];
  const seen = new Set<string>();
  const add = (path: string, csp: string) => {
    if (seen.has(path)) return;
    seen.add(path);
    const opener = openerPolicy(path);
    rules.push({ path, headers: { 'Content-Security-Policy': csp, ...(opener ? { 'Cross-Origin-Opener-Policy': opener } : {}) } });
  };
  const describe = (level: readonly TopLevelEntry[], folder: string) => {
    for (const entry of [...level].sort((a, b) => a.name.localeCompare(b.name))) {
      if (entry.name.startsWith('_') || entry.name.startsWith('.')) continue;
      if (entry.kind === 'folder') {
        // A folder with a framed folder below it is described entry by entry, so each path still meets one policy.
        if (entry.entries) describe(entry.entries, `${folder}/${entry.name}`);
        else add(`${folder}/${entry.name}/*`, entry.hasPages ? policy(`${folder}/${entry.name}/*`) : RESOURCE_POLICY);
      } else if (entry.kind === 'page') {
        const page = entry.name === 'index.html' ? folder || '/' : `${folder}/${entry.name.replace(/\.html$/, '')}`;
        add(page, policy(page));
        // Hosts answer a page by its file name as well.
        add(`${folder}/${entry.name}`, policy(page));
      } else if (!/\.(br|gz)$/.test(entry.name)) {
        add(`${folder}/${entry.name}`, RESOURCE_POLICY);
      }
    }
  };
  describe(entries, '');
  return rules;
}

/** Whether a `_headers` path matches a request path (exact, or `/folder/*` for everything below the folder). */
export function rulePathMatches(rulePath: string, pathname: string): boolean {
  if (rulePath === '/*') return true;
  if (rulePath.endsWith('/*')) return pathname.startsWith(rulePath.slice(0, -1));
  return pathname === rulePath;
}

/**
 * The security headers of an answer at this path, as a static host applies the rules (every
 * matching rule's headers), with the page policy for paths no rule names a policy for, so no
 * answer of our server goes without one.
 */
export function headersForPath(rules: readonly HeaderRule[], sources: PolicySources, pathname: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const rule of rules) {
    if (!rulePathMatches(rule.path, pathname)) continue;
    for (const [name, value] of Object.entries(rule.headers)) headers[name] = headers[name] ? `${headers[name]}, ${value}` : value;
  }
  headers['Content-Security-Policy'] ??= pagePolicy(sources, pathname);
  // Named by the path's own rule too, it replaces the common one rather than joining it.
  const opener = openerPolicy(pathname);
  if (opener) headers['Cross-Origin-Opener-Policy'] = opener;
  return headers;
}

/** The rules in the `_headers` format: a path on its own line, then its headers indented. */
export function formatHeadersFile(rules: readonly HeaderRule[]): string {
  const header = [
    '# Security headers of every answer, written by the build from src/server/security-headers.ts;',
    '# `npm start` sends the same. Each path is named by one Content-Security-Policy rule only.',
  ];
  const blocks = rules.map((rule) => [rule.path, ...Object.entries(rule.headers).map(([name, value]) => `  ${name}: ${value}`)].join('\n'));
  return `${[header.join('\n'), ...blocks].join('\n\n')}\n`;
}

/** Reads a `_headers` file back into rules (comments and blank lines skipped). */
export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const line of text.split('\n')) {
    if (!line.trim() || line.trimStart().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      rules.push({ path: line.trim(), headers: {} });
      continue;
    }
    const rule = rules.at(-1);
    const colon = line.indexOf(':');
    if (!rule || colon < 0) throw new Error(`Not a header line of a rule: ${line}`);
    rule.headers[line.slice(0, colon).trim()] = line.slice(colon + 1).trim();
  }
  return rules;
}

/** What the build writes for the server beside the bundle: the rules and what made them. */
export interface SecurityHeadersFile {
  sources: PolicySources;
  rules: HeaderRule[];
}

/** What applies when there is no build to read the rules from: the common headers, and a page policy without inline scripts. */
export const NO_BUILD_HEADERS: SecurityHeadersFile = { sources: { scriptHashes: [], formHost: { forms: [] } }, rules: [{ path: '/*', headers: { ...COMMON_HEADERS } }] };

/**
 * The headers of an answer at this path, over https or not: Strict-Transport-Security and the
 * upgrade of requests only over https.
 */
export function securityHeadersFor({ rules, sources }: SecurityHeadersFile, pathname: string, https: boolean): Record<string, string> {
  const headers = headersForPath(rules, sources, pathname);
  if (https) headers['Strict-Transport-Security'] ??= STRICT_TRANSPORT_SECURITY;
  else {
    delete headers['Strict-Transport-Security'];
    headers['Content-Security-Policy'] = overPlainHttp(headers['Content-Security-Policy']!);
  }
  return headers;
}

/**
 * Sets the headers on an answer. A policy the answer has of its own (an SVG's) stays beside the
 * path's: a browser enforces both, so it is never loosened.
 */
export function setSecurityHeaders(target: Headers, headers: Record<string, string>): void {
  const own = target.get('Content-Security-Policy');
  for (const [name, value] of Object.entries(headers)) {
    target.set(name, name === 'Content-Security-Policy' && own && own !== value ? `${own}, ${value}` : value);
  }
}

export const SECURITY_HEADERS_FILE = 'security-headers.json';
