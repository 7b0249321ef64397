/**
 * The link check of a running site: linkinator follows every link, image, script, style sheet
 * and CSS url() of every page, from the home page and from each built page (so pages nothing
 * links to, like the other website demos, are read too), and fetches nothing of other sites.
 * Then every #fragment is looked up on its page (fragments.ts): linkinator's own fragment check
 * looks only at pages it fetches after the link, so it misses most of them on a crawl.
 */
import { LinkChecker, LinkState, type LinkResult } from 'linkinator';
import { checkFragments, type FragmentReport } from './fragments';

export interface LinkReport {
  /** Addresses fetched (each once, whatever links to it). */
  checked: number;
  /** HTML pages read. */
  pages: number;
  /** Addresses that failed, once per page that links to them. */
  broken: LinkResult[];
  fragments: FragmentReport;
}

export interface SiteToCheck {
  /** Like http://127.0.0.1:4341. */
  origin: string;
  /** The paths of every built page, like /about. */
  paths: string[];
  /** Pages that answer 404 by design (the not-found pages): read as pages, so their links are checked. */
  notFound: string[];
}

/** The answers that have no body. */
const BODYLESS = new Set([101, 204, 205, 304]);
/**
 * Requests at once: enough to keep the server busy. The connections open stay near it (one that
 * has just answered is not always free for the next request), far below the 50 per client the
 * server allows.
 */
const CONNECTIONS = 6;

/**
 * linkinator 7 starts every link of a page at once, whatever its concurrency setting (8 waits, but
 * needs Node 22), and the server closes a client's connections beyond 50: here its requests wait
 * for one of a few slots, and each answer is read whole before its slot is given on. The pages'
 * HTML is kept for the fragment check.
 */
function queuedFetch(fetchOnce: typeof fetch, notFound: ReadonlySet<string>, read: { pages: Map<string, string>; redirects: Map<string, string> }): typeof fetch {
  let active = 0;
  const waiting: (() => void)[] = [];
  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else active--;
  };
  return async (input, init) => {
    if (active < CONNECTIONS) active++;
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      const requested = new URL(input instanceof Request ? input.url : input).href;
      const response = await fetchOnce(input, init).catch((error: unknown) => {
        // A kept-alive connection the server closes just as a request goes out on it is reset;
        // a browser sends such a request again, once, and so does the check.
        if (!wasReset(error)) throw error;
        return fetchOnce(input, init);
      });
      const body = await response.arrayBuffer();
      const status = response.status === 404 && notFound.has(requested) ? 200 : response.status;
      const url = response.url || requested;
      if (url !== requested) read.redirects.set(requested, url);
      if (status < 400 && response.headers.get('content-type')?.startsWith('text/html')) read.pages.set(url, new TextDecoder().decode(body));
      const copy = new Response(BODYLESS.has(status) ? null : body, { status, headers: response.headers });
      Object.defineProperty(copy, 'url', { value: url });
      return copy;
    } finally {
      release();
    }
  };
}

/** Whether a fetch failed because the connection it went out on was reset or closed under it. */
export function wasReset(error: unknown): boolean {
  const code = (error as { cause?: { code?: string } } | undefined)?.cause?.code;
  return code === 'ECONNRESET' || code === 'UND_ERR_SOCKET';
}

export async function checkSite({ origin, paths, notFound }: SiteToCheck): Promise<LinkReport> {
  const read = { pages: new Map<string, string>(), redirects: new Map<string, string>() };
  const fetchOnce = globalThis.fetch;
  // linkinator fetches with the global fetch.
  globalThis.fetch = queuedFetch(fetchOnce, new Set(notFound.map((path) => new URL(path, origin).href)), read);
  try {
    const result = await new LinkChecker().check({
      path: [...new Set(['/', ...paths, ...notFound])].map((path) => new URL(path, origin).href),
      recurse: true,
      // Relative addresses resolve from the page's own address, as in a browser (without it,
      // linkinator reads /blog as the folder /blog/).
      cleanUrls: true,
      checkCss: true,
      concurrency: CONNECTIONS,
      timeout: 20_000,
      linksToSkip: async (link) => !link.startsWith(`${origin}/`),
    });
    const links = result.links.filter((link) => link.state !== LinkState.SKIPPED);
    return {
      checked: new Set(links.map((link) => link.url)).size,
      pages: read.pages.size,
      broken: links.filter((link) => link.state === LinkState.BROKEN),
      fragments: checkFragments(read.pages, read.redirects),
    };
  } finally {
    globalThis.fetch = fetchOnce;
  }
}
