/** What the adapter knows about the request: the client's address, and how to finish work after the answer. */
export interface RequestContext {
  /** The client's address as the adapter sees it; IPv6 clients are counted per /64. */
  clientKey?: string;
  /**
   * Keeps the instance running until `work` settles, on hosts that may stop it once the answer
   * is sent (Cloudflare's and Netlify's waitUntil); a long-running server needs none.
   */
  waitUntil?: (work: Promise<unknown>) => void;
}

/**
 * One of the site's functions as every host calls it: a Fetch handler with what the host knows
 * of the request. Undefined hands the request back to the host, which serves the built file at
 * its path (a form page that could not be rendered has a built copy).
 */
export type SiteHandler = (request: Request, context: RequestContext) => Promise<Response | undefined>;
