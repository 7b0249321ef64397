import { closest, distance } from './errors';

/** What a link check needs to know about the site; kept abstract so the check stays pure. */
export interface LinkTargets {
  /** Every page of the site (static routes and published posts), without a trailing slash. */
  pages: ReadonlySet<string>;
  /** True for a site address of a file under public/. */
  fileExists: (pathname: string) => boolean;
  /** Ids of the headings of the linking document; without them `#fragment` links are not checked. */
  headingIds?: ReadonlySet<string>;
}

export interface LinkProblem {
  message: string;
  hint: string;
}

/**
 * Schemes the site renders as working links. Anything else (javascript:, data:, vbscript:, ...)
 * is dropped by the sanitiser or is not a link a visitor can follow, so it is refused up front
 * rather than shipped as dead text.
 */
const allowedSchemes = ['https', 'http', 'mailto', 'tel'] as const;

// The other engineer's heading ids may carry an `h-` prefix; an author writes the plain slug.
const headingPrefixes = ['', 'h-'];

function decode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** Why a link target will not work on the built site, or undefined when it will. */
export function checkLinkTarget(url: string, targets: LinkTargets): LinkProblem | undefined {
  const target = url.trim();
  if (target === '') return { message: 'link has no target', hint: 'write the address between the parentheses: [text](/how-it-works)' };

  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(target)?.[1]?.toLowerCase();
  if (scheme !== undefined) {
    if ((allowedSchemes as readonly string[]).includes(scheme)) return undefined;
    return {
      message: `link "${url}" uses "${scheme}:", which is not allowed`,
      hint: 'link to a page of this site (/...), an https:// address, mailto:, tel: or a #heading',
    };
  }

  if (target.startsWith('#')) {
    const fragment = decode(target.slice(1));
    if (fragment === '' || !targets.headingIds) return undefined;
    if (headingPrefixes.some((prefix) => targets.headingIds!.has(prefix + fragment))) return undefined;
    const ids = [...targets.headingIds].map((id) => id.replace(/^h-/, ''));
    const suggestion = closest(fragment, ids, 2);
    return {
      message: `links to "#${fragment}", but no heading of this page has that id`,
      hint: suggestion
        ? `did you mean #${suggestion}?`
        : ids.length > 0
          ? `headings of this page: ${ids.map((id) => `#${id}`).join(', ')}`
          : 'this page has no headings to link to',
    };
  }

  if (target.startsWith('//')) {
    return { message: `link "${url}" has no scheme`, hint: 'write other sites in full, like https://www.medicare.gov/' };
  }
  if (!target.startsWith('/')) {
    return {
      message: `link "${url}" is relative`,
      hint: 'start links to pages of this site with /, like /how-it-works',
    };
  }

  const pathname = decode(target.split(/[?#]/)[0]!).replace(/(.)\/$/, '$1');
  if (targets.pages.has(pathname) || targets.fileExists(pathname)) return undefined;
  const suggestion = nearestPage(pathname, targets.pages);
  return {
    message: `links to "${pathname}", which does not exist`,
    hint: suggestion ? `did you mean ${suggestion}?` : 'use a page of this site, /blog/<slug> of a published post, or a file under public/',
  };
}

const split = (pathname: string) => {
  const at = pathname.lastIndexOf('/');
  return { parent: pathname.slice(0, at), words: pathname.slice(at + 1).toLowerCase().split('-').filter(Boolean) };
};

// A word of four letters or more may carry one typo; a shorter one is taken as it is.
const sameWord = (a: string, b: string) => a === b || (Math.min(a.length, b.length) >= 4 && distance(a, b) <= 1);

/**
 * The page a broken link most likely meant: a near miss of the whole path, or else the page
 * whose last part holds every word of the link's (in any order, each with at most a typo), so a
 * shortened slug finds its full one. Of several, the one in the link's folder with the fewest
 * other words.
 */
export function nearestPage(pathname: string, pages: ReadonlySet<string>): string | undefined {
  const near = closest(pathname, [...pages], 2);
  if (near) return near;
  const link = split(pathname);
  if (link.words.length === 0) return undefined;
  const candidates: { page: string; elsewhere: number; extra: number }[] = [];
  for (const page of pages) {
    const candidate = split(page);
    const left = [...candidate.words];
    const holdsAll = link.words.every((word) => {
      const i = left.findIndex((other) => sameWord(word, other));
      if (i < 0) return false;
      left.splice(i, 1);
      return true;
    });
    if (holdsAll) candidates.push({ page, elsewhere: candidate.parent === link.parent ? 0 : 1, extra: left.length });
  }
  candidates.sort((a, b) => a.elsewhere - b.elsewhere || a.extra - b.extra || a.page.localeCompare(b.page));
  return candidates[0]?.page;
}
