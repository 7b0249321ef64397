import { languages, type Language } from '../../src/config/languages';
import { closest, distance } from './errors';

/** What a link check needs to know about the site; kept abstract so the check stays pure. */
export interface LinkTargets {
  /** Every page of the site (static routes and published posts), without a trailing slash. */
  pages: ReadonlySet<string>;
  /** True for a site address of a file under public/. */
  fileExists: (pathname: string) => boolean;
  /** Ids of the headings of the linking document; without them `#fragment` links are not checked. */
  headingIds?: ReadonlySet<string>;
  /**
   * The ids each page gives the parts of it a link may name after `#`, by the page's address (see
   * pageAnchors): a link to `/faq#x` must name one of those of /faq. Without it, fragments of
   * other pages are not checked.
   */
  anchors?: ReadonlyMap<string, ReadonlySet<string>>;
  /** Where the linking file is a translation: its language's pages, and the English pages it may still link to. */
  translation?: TranslationLinks;
}

/** What a link from a translated file must know: a page that has a translation is linked to in the file's language. */
export interface TranslationLinks {
  language: Language;
  /** Each English page that has a page in `language`, with that page's address. */
  counterparts: ReadonlyMap<string, string>;
  /** The English pages of what the file translates (a legal page's note names its English version). */
  own: ReadonlySet<string>;
  /** The ids of English pages' parts with the id of the same part on the translated page (a question's). */
  anchorCounterparts?: ReadonlyMap<string, string>;
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
  if (targets.fileExists(pathname) && !targets.pages.has(pathname)) return undefined;
  if (targets.pages.has(pathname)) {
    const query = /\?[^#]*/.exec(target)?.[0] ?? '';
    const hash = target.indexOf('#');
    const fragment = hash < 0 ? '' : decode(target.slice(hash + 1));
    return translatedPage(pathname, query, fragment, targets) ?? missingAnchor(pathname, fragment, targets);
  }
  const suggestion = nearestPage(pathname, targets.pages);
  return {
    message: `links to "${pathname}", which does not exist`,
    hint: suggestion ? `did you mean ${suggestion}?` : 'use a page of this site, /blog/<slug> of a published post, or a file under public/',
  };
}

/** The ids of a page a link may name, sorted, or undefined where they are not known. */
const anchorsOf = (pathname: string, targets: LinkTargets) => {
  const ids = targets.anchors?.get(pathname);
  return ids && [...ids].sort();
};

/** A fragment that names no part of its page: empty and `top` name the top of any page. */
function missingAnchor(pathname: string, fragment: string, targets: LinkTargets): LinkProblem | undefined {
  const ids = anchorsOf(pathname, targets);
  if (!ids || fragment === '' || fragment.toLowerCase() === 'top' || ids.includes(fragment)) return undefined;
  // A heading's id starts with h- on the page; a link from another page does not have it added.
  const suggestion = ids.includes(`h-${fragment}`) ? `h-${fragment}` : closest(fragment, ids);
  return {
    message: `links to "${pathname}#${fragment}", but no part of ${pathname} has the id "${fragment}"`,
    hint: suggestion ? `did you mean ${pathname}#${suggestion}?` : `the ids of ${pathname}: ${ids.map((id) => `#${id}`).join(', ')}`,
  };
}

/**
 * A link from a translated file to an English page that has a page in the file's language: the
 * reader goes to theirs, at the address to write. The English page of what the file translates is
 * linked to on purpose (a legal page names its English version, which prevails).
 */
function translatedPage(pathname: string, query: string, fragment: string, targets: LinkTargets): LinkProblem | undefined {
  const translation = targets.translation;
  const counterpart = translation?.counterparts.get(pathname);
  if (!translation || !counterpart || translation.own.has(pathname)) return undefined;
  const language = languages[translation.language].englishName;
  const message = `links to the English page "${pathname}", which has a ${language} page, ${counterpart}`;
  const ids = anchorsOf(counterpart, targets);
  const translatedFragment = translation.anchorCounterparts?.get(fragment);
  const same = fragment === '' || fragment.toLowerCase() === 'top' || !ids || ids.includes(fragment);
  if (same || (translatedFragment && ids.includes(translatedFragment))) {
    const address = `${counterpart}${query}${fragment ? `#${same ? fragment : translatedFragment}` : ''}`;
    return { message, hint: `write ${address}: a ${language} page links to the ${language} version of a page where there is one` };
  }
  return {
    message,
    hint: `write ${counterpart}${query} with the id of the part you mean on it, one of: ${ids.map((id) => `#${id}`).join(', ')}`,
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
