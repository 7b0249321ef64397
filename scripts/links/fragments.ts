/**
 * The #fragment half of the link check: a link to `/faq#billing` or `#top-of-form` must name an
 * element of its page. The pages are read with a parser (htmlparser2), as a browser finds the
 * part a fragment indicates: an element with that id, else an `<a name>`, else, for an empty
 * fragment or `top`, the top of the page.
 */
import { Parser } from 'htmlparser2';

export interface FragmentReport {
  /** Links with a fragment to a page of the site. */
  checked: number;
  broken: BrokenFragment[];
}

export interface BrokenFragment {
  /** The page with the link. */
  page: string;
  /** The link as written. */
  href: string;
  /** The page it points to, without the fragment. */
  target: string;
  fragment: string;
}

interface Anchors {
  /** The ids of the page's elements and the names of its `<a name>`. */
  targets: Set<string>;
  /** The addresses of its links (`<a href>`, `<area href>`) that have a fragment. */
  links: string[];
}

function readAnchors(html: string): Anchors {
  const targets = new Set<string>();
  const links: string[] = [];
  new Parser({
    onopentag(name, attributes) {
      if (attributes.id) targets.add(attributes.id);
      if (name === 'a' && attributes.name) targets.add(attributes.name);
      if ((name === 'a' || name === 'area') && attributes.href?.includes('#')) links.push(attributes.href);
    },
  }).end(html);
  return { targets, links };
}

function indicates(targets: Set<string>, fragment: string): boolean {
  if (fragment === '' || fragment.toLowerCase() === 'top' || targets.has(fragment)) return true;
  try {
    return targets.has(decodeURIComponent(fragment));
  } catch {
    return false;
  }
}

/**
 * The links of these pages with a fragment, and those whose fragment names nothing on its page. `pages` holds the HTML of
 * every page of the site by its address, and `redirects` the address each redirected address led
 * to; a link to an address it does not hold (another site, a PDF, a page that failed to load,
 * which the link check reports) is not looked at.
 */
export function checkFragments(pages: ReadonlyMap<string, string>, redirects: ReadonlyMap<string, string> = new Map()): FragmentReport {
  const anchors = new Map<string, Anchors>();
  const anchorsOf = (address: string) => {
    if (!anchors.has(address)) anchors.set(address, readAnchors(pages.get(address)!));
    return anchors.get(address)!;
  };
  const broken: BrokenFragment[] = [];
  let checked = 0;
  for (const page of [...pages.keys()].sort()) {
    for (const href of anchorsOf(page).links) {
      let url: URL;
      try {
        url = new URL(href, page);
      } catch {
        continue; // an address that cannot be read is the link check's to report
      }
      const fragment = url.hash.slice(1);
      url.hash = '';
      const target = redirects.get(url.href) ?? url.href;
      if (!pages.has(target)) continue;
      checked++;
      if (!indicates(anchorsOf(target).targets, fragment)) broken.push({ page, href, target, fragment });
    }
  }
  return { checked, broken };
}
