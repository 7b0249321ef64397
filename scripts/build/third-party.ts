/**
 * The build's privacy check: no built page may have a visitor's browser fetch anything from
 * another site (an analytics or ad script, a web font, a tracking pixel, an image host) but the
 * host of the embedded forms and the image hosts site.yml lists, because a request tells that site
 * who is reading about which care.
 * Links to other sites stay allowed: following one is the visitor's choice, not a load.
 *
 * It reads the HTML with a parser (htmlparser2: character references decoded, script and style
 * text kept apart from markup, noscript read as markup, as a browser without scripts does) and the
 * CSS of style elements, style attributes and the built .css files. What scripts fetch at run time
 * is not seen, except the addresses our page scripts take from data attributes (the embedded
 * form's frame and script, a website demo's frame).
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { Parser } from 'htmlparser2';
import type { SiteConfig } from '../../src/content/types';
import { CSS_ADDRESS_FUNCTION, cssFunctionTargets, decodeCssEscapes } from '../content/css-targets';
import { formHostOrigins, imageHostOrigins } from '../../src/server/security-headers';

/** Where a page may load from: the site itself, the form hosts and the image hosts. */
export interface LoadPolicy {
  /** The site's origin (the `url` of site.yml); relative addresses resolve to it. */
  site: string;
  /** Other origins a page may load from. */
  allowed: ReadonlySet<string>;
}

export interface ThirdPartyLoad {
  /** What loads it, like `<script src>` or `<style> url()`. */
  element: string;
  /** The address as written in the page. */
  address: string;
}

export interface ThirdPartyFinding extends ThirdPartyLoad {
  /** The built file, relative to the built site. */
  file: string;
}

/**
 * The site's own origin, the form host's and the image hosts' (see formHostOrigins and
 * imageHostOrigins, which the Content-Security-Policy allows too).
 */
export function loadPolicy(site: Pick<SiteConfig, 'url' | 'forms'> & Partial<Pick<SiteConfig, 'imageHosts'>>): LoadPolicy {
  const { forms, embedScript } = formHostOrigins(site.forms);
  const allowed = new Set([...forms, ...(embedScript ? [embedScript] : []), ...imageHostOrigins(site)]);
  return { site: new URL(site.url).origin, allowed };
}

/** Schemes a browser fetches from a host; data:, blob:, mailto:, javascript: and about: contact none. */
const NETWORK = new Set(['http:', 'https:', 'ws:', 'wss:', 'ftp:']);

function isThirdParty(address: string, base: string, policy: LoadPolicy): boolean {
  let url: URL;
  try {
    url = new URL(address, base);
  } catch {
    return false; // a browser cannot fetch it either
  }
  return NETWORK.has(url.protocol) && url.origin !== policy.site && !policy.allowed.has(url.origin);
}

/**
 * Attributes that load on any element: what a browser fetches by itself (images, media, frames,
 * scripts), the addresses our page scripts load (the embedded form's frame and script, a website
 * demo's frame), and inline CSS.
 */
const WATCHED_ATTRIBUTES = new Set(['src', 'srcset', 'poster', 'background', 'data-embed-src', 'data-embed-script', 'data-demo-url', 'style']);
/** SVG elements that fetch their href: an image, a filter image, an external use, a script. */
const SVG_HREF = new Set(['image', 'feimage', 'use', 'script']);
/** Elements that load through an attribute of their own. */
const WATCHED_ELEMENTS = new Set([...SVG_HREF, 'base', 'link', 'object', 'a', 'area', 'html', 'meta', 'iframe', 'style']);
/** Link relations that only describe another page; any other (stylesheet, icon, preload, preconnect...) fetches. */
const DESCRIBING_RELS = new Set(['alternate', 'author', 'bookmark', 'canonical', 'external', 'help', 'license', 'me', 'next', 'nofollow', 'noopener', 'noreferrer', 'prev', 'tag']);

/** The URLs of a srcset: each candidate is a URL then optional descriptors, separated by commas. */
export function srcsetUrls(srcset: string): string[] {
  const urls: string[] = [];
  let i = 0;
  while (i < srcset.length) {
    while (i < srcset.length && /[\s,]/.test(srcset[i]!)) i++;
    const start = i;
    while (i < srcset.length && !/\s/.test(srcset[i]!)) i++;
    let url = srcset.slice(start, i);
    const ended = url.endsWith(',');
    url = url.replace(/,+$/, '');
    if (url) urls.push(url);
    if (ended) continue;
    // Descriptors run to the next comma outside parentheses.
    let depth = 0;
    while (i < srcset.length && (depth > 0 || srcset[i] !== ',')) {
      if (srcset[i] === '(') depth++;
      else if (srcset[i] === ')') depth = Math.max(0, depth - 1);
      i++;
    }
  }
  return urls;
}

/** The address of `<meta http-equiv="refresh" content="5; url=...">`, or none when it reloads the page. */
function refreshUrl(content: string): string | undefined {
  const match = /^\s*[\d.]*\s*[;,]?\s*(?:url\s*=\s*)?(["']?)(.*?)\1\s*$/is.exec(content);
  return match?.[2] || undefined;
}

const CSS_COMMENT = /\/\*[\s\S]*?\*\//g;
// A namespace's url() names the namespace; nothing is fetched.
const CSS_NAMESPACE = /@namespace[^;]*;?/gi;
// An `@import url()` is a url(); the quote of an `@import "..."` is group 2.
const CSS_LOADS = new RegExp(`${CSS_ADDRESS_FUNCTION.source}|@import\\s*(["'])`, 'gi');

/**
 * What a piece of CSS fetches: `url()` and `src()`, the strings of `image-set()`, `image()` and
 * `cross-fade()`, and `@import "..."` (an `@import url()` is a url()).
 */
export function cssAddresses(css: string): { kind: string; address: string }[] {
  let text = css.replace(CSS_COMMENT, '').replace(CSS_NAMESPACE, '');
  if (text.includes('\\')) text = decodeCssEscapes(text).text;
  const found: { kind: string; address: string }[] = [];
  for (const match of text.matchAll(CSS_LOADS)) {
    const i = match.index + match[0].length;
    if (match[2]) {
      const end = text.indexOf(match[2], i);
      found.push({ kind: '@import', address: text.slice(i, end === -1 ? text.length : end) });
      continue;
    }
    const name = match[1]!.toLowerCase();
    for (const address of cssFunctionTargets(text, i, name)) found.push({ kind: `${name}()`, address });
  }
  // A url("...") inside image-set() is found twice.
  return found.filter((item, index) => found.findIndex((other) => other.address === item.address) === index);
}

/** The third-party loads of a CSS file or fragment, relative addresses resolved against `base`. */
function thirdPartyInCss(css: string, policy: LoadPolicy, where = 'CSS', base = `${policy.site}/`): ThirdPartyLoad[] {
  return cssAddresses(css)
    .filter(({ address }) => isThirdParty(address, base, policy))
    .map(({ kind, address }) => ({ element: `${where} ${kind}`, address }));
}

// What cannot load anything, taken out before looking for other sites' addresses: a link without
// a ping (navigation), an XML namespace (a name, never fetched) and a JSON-LD block (data: a
// script of that type is never run or fetched, even with a src).
const NOT_LOADS = /<a\s(?![^>]*\bping\b)[^>]*>|\sxmlns(?::[\w-]+)?\s*=\s*"[^"]*"|<script\s[^>]*type="application\/ld\+json"[^>]*>[\s\S]*?<\/script>/gi;
// An address spelled so that no `//host` shows: a slash, backslash or colon written as a character
// reference or a backslash (browsers read `\\` as `//`), or an http(s), ws(s) or ftp address
// without its slashes, which resolves to another origin against one of another scheme.
const HIDDEN_ADDRESS = /\\|&#(?:0*(?:47|58|92)|x0*(?:2f|3a|5c))(?![0-9a-f])|&(?:sol|bsol|colon);|\b(?:https?|wss?|ftp):(?!\/\/)/i;
const HOSTS = /\/\/([^/\s"'<>)\\?#]*)/g;

/**
 * Whether a page may load anything from another site, decided without parsing it: when the
 * HTML, without what cannot load, names no other host (`//host`) and spells no address in a
 * way that hides one, it cannot (a relative address is this site's). Most pages are such, and
 * a full parse costs far more (0.6 ms a page, seconds over thousands of posts); any other page
 * is parsed. A `<base>` elsewhere needs its `//host` too.
 */
export function mayLoadThirdParty(html: string, policy: LoadPolicy): boolean {
  const rest = html.replace(NOT_LOADS, ' ');
  if (HIDDEN_ADDRESS.test(rest)) return true;
  const known = new Set([policy.site, ...policy.allowed].map((origin) => new URL(origin).host));
  for (const [, host = ''] of rest.matchAll(HOSTS)) if (!known.has(host.toLowerCase())) return true;
  return false;
}

/** Every load of a page (or of an iframe's srcdoc) that goes to a host other than the site and the form hosts. */
export function thirdPartyLoads(html: string, policy: LoadPolicy): ThirdPartyLoad[] {
  if (!mayLoadThirdParty(html, policy)) return [];
  const references: ThirdPartyLoad[] = [];
  const add = (name: string, attribute: string, address: string) => references.push({ element: `<${name} ${attribute}>`, address });
  const css: { where: string; text: string }[] = [];
  const nested: { element: string; html: string }[] = [];
  let base: string | undefined;
  let styleStart: number | undefined;

  const parser = new Parser({
    onopentag(name, attributes) {
      // Most elements have none of these: one look at each attribute, the element's name only when it is one of a few.
      for (const attribute in attributes) {
        if (!WATCHED_ATTRIBUTES.has(attribute)) continue;
        const value = attributes[attribute]!;
        if (attribute === 'style') css.push({ where: `<${name} style>`, text: value });
        else if (attribute === 'srcset') for (const url of srcsetUrls(value)) add(name, attribute, url);
        else add(name, attribute, value);
      }
      if (!WATCHED_ELEMENTS.has(name)) return;
      if (SVG_HREF.has(name)) {
        for (const attribute of ['href', 'xlink:href']) if (attributes[attribute] !== undefined) add(name, attribute, attributes[attribute]);
      }
      switch (name) {
        case 'base':
          if (base === undefined && attributes.href !== undefined) base = attributes.href;
          break;
        case 'link': {
          const rels = (attributes.rel ?? '').toLowerCase().split(/\s+/).filter(Boolean);
          if (attributes.href !== undefined && !rels.every((rel) => DESCRIBING_RELS.has(rel))) {
            references.push({ element: `<link rel="${rels.join(' ')}">`, address: attributes.href });
          }
          break;
        }
        case 'object':
          if (attributes.data !== undefined) add(name, 'data', attributes.data);
          break;
        case 'a':
        case 'area':
          // A ping is a request sent when the link is followed: a beacon.
          for (const url of (attributes.ping ?? '').split(/\s+/).filter(Boolean)) add(name, 'ping', url);
          break;
        case 'html':
          if (attributes.manifest !== undefined) add(name, 'manifest', attributes.manifest);
          break;
        case 'meta':
          if (attributes['http-equiv']?.toLowerCase() === 'refresh') {
            const url = refreshUrl(attributes.content ?? '');
            if (url) references.push({ element: '<meta http-equiv="refresh">', address: url });
          }
          break;
        case 'iframe':
          if (attributes.srcdoc) nested.push({ element: '<iframe srcdoc>', html: attributes.srcdoc });
          break;
        case 'style':
          styleStart = parser.endIndex + 1;
          break;
      }
    },
    onclosetag(name) {
      // The style sheet is the raw text between the tags, as written.
      if (name === 'style' && styleStart !== undefined) {
        css.push({ where: '<style>', text: html.slice(styleStart, parser.startIndex) });
        styleStart = undefined;
      }
    },
  });
  parser.end(html);

  const document = `${policy.site}/`;
  // The first base element with an address is the base of every relative address in the page.
  const baseUrl = base === undefined ? document : URL.canParse(base, document) ? new URL(base, document).href : document;
  const loads = references.filter(({ address }) => isThirdParty(address, baseUrl, policy));
  if (base !== undefined && isThirdParty(base, document, policy)) loads.unshift({ element: '<base href>', address: base });
  for (const { where, text } of css) loads.push(...thirdPartyInCss(text, policy, where, baseUrl));
  for (const frame of nested) loads.push(...thirdPartyLoads(frame.html, policy).map((load) => ({ ...load, element: `${frame.element} ${load.element}` })));
  return loads;
}

/**
 * Every third-party load of the given files of the built site (paths relative to `dir`): its pages
 * and style sheets are read, any other file is not. The build names those it has not checked yet
 * (the pages it rendered are checked as they are rendered).
 */
export async function thirdPartyInSite(dir: string, files: Iterable<string>, policy: LoadPolicy): Promise<ThirdPartyFinding[]> {
  const findings: ThirdPartyFinding[] = [];
  for (const file of [...new Set(files)].filter((name) => /\.(html|css)$/.test(name)).sort()) {
    const text = await readFile(path.join(dir, file), 'utf8');
    const loads = file.endsWith('.css') ? thirdPartyInCss(text, policy) : thirdPartyLoads(text, policy);
    findings.push(...loads.map((load) => ({ file, ...load })));
  }
  return findings;
}

/** The build's error: each element and address with the files that have it (a template's mistake is in every page). */
export function describeThirdParty(findings: ThirdPartyFinding[], policy: LoadPolicy): string {
  const byLoad = new Map<string, string[]>();
  for (const { file, element, address } of findings) {
    const key = `${element} loads ${address}`;
    if (!byLoad.has(key)) byLoad.set(key, []);
    byLoad.get(key)!.push(file);
  }
  const filesOf = (files: string[]) => (files.length <= 3 ? files.join(', ') : `${files.slice(0, 3).join(', ')} and ${files.length - 3} more`);
  return [
    `Third-party loads in the built site: a page may load only from ${[policy.site, ...policy.allowed].join(', ')} (links to other sites are fine).`,
    ...[...byLoad].map(([load, files]) => `  ${load}  (${filesOf(files.sort())})`),
    'Serve the file from this site (under public/) or remove it: each request tells that host who is reading about which care.',
  ].join('\n');
}
