import http from 'node:http';
import { brotliDecompressSync, constants } from 'node:zlib';
import type { Browser } from '@playwright/test';
import { parse, type DefaultTreeAdapterMap } from 'parse5';

type ParsedElement = DefaultTreeAdapterMap['element'];

/**
 * What a new connection's first round trip carries: a server's initial congestion window is ten
 * segments, about 14 KB, sent before the first acknowledgement comes back.
 */
export const FIRST_WINDOW_BYTES = 14 * 1024;

export interface FirstWindow {
  path: string;
  /** The largest contentful paint's element, as `tag.class` or `tag#id`. */
  lcpElement: string;
  /** Bytes on the wire (the response's headers and its brotli body) up to the end of that element. */
  throughLcp: number;
  /** The same up to the first element drawn wholly below the first screen. */
  throughFirstScreen: number;
  /** Of them, the response's headers. */
  headers: number;
  /** The whole document as sent: its brotli body. */
  document: number;
}

interface Response {
  headers: number;
  body: Buffer;
}

/** The page as a browser gets it: the compressed body and the size of the status line and headers. */
function fetchCompressed(url: string): Promise<Response> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { agent: false, headers: { 'accept-encoding': 'br' } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        if (response.headers['content-encoding'] !== 'br') return reject(new Error(`${url} was not sent with brotli`));
        let headers = `HTTP/1.1 ${response.statusCode} ${response.statusMessage}\r\n`.length + 2;
        for (let i = 0; i < response.rawHeaders.length; i += 2) headers += `${response.rawHeaders[i]}: ${response.rawHeaders[i + 1]}\r\n`.length;
        resolve({ headers, body: Buffer.concat(chunks) });
      });
    });
    request.on('error', reject);
  });
}

/** How many bytes of the compressed body a browser needs before it has `htmlBytes` of the page. */
function compressedBytesFor(body: Buffer, htmlBytes: number): number {
  const decoded = (length: number) => brotliDecompressSync(body.subarray(0, length), { finishFlush: constants.BROTLI_OPERATION_FLUSH }).length;
  let low = 1;
  let high = body.length;
  while (low < high) {
    const middle = Math.floor((low + high) / 2);
    if (decoded(middle) >= htmlBytes) high = middle;
    else low = middle + 1;
  }
  return low;
}

/** The element at `indices` (each an index among element children) below the document's root element. */
function elementAt(html: string, indices: number[]): ParsedElement {
  const document = parse(html, { sourceCodeLocationInfo: true });
  let node = document.childNodes.find((child): child is ParsedElement => 'tagName' in child && child.tagName === 'html')!;
  for (const index of indices) node = node.childNodes.filter((child): child is ParsedElement => 'tagName' in child)[index]!;
  return node;
}

/**
 * Measures, on a phone's screen with the page's scripts held back, how much of
 * the response comes before the largest contentful paint's element and before the end of the
 * first screen's content.
 */
export async function measureFirstWindow(browser: Browser, origin: string, path: string): Promise<FirstWindow> {
  const { headers, body } = await fetchCompressed(origin + path);
  const html = brotliDecompressSync(body).toString('utf8');
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  // What the first bytes alone can show: no page script changes the page while it is measured.
  await page.route(/\.m?js(\?|$)/, (route) => route.abort());
  try {
    await page.goto(origin + path, { waitUntil: 'load' });
    // Written without inner named functions: the bench runs through a compiler that wraps those
    // in a helper the page does not have.
    const found = await page.evaluate(async () => {
      const lcp = await new Promise<Element>((resolve) => {
        new PerformanceObserver((list) => {
          const last = (list.getEntries() as (PerformanceEntry & { element: Element | null })[]).findLast((entry) => entry.element);
          if (last?.element) resolve(last.element);
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      });
      // The first element drawn wholly below the first screen: what comes before it in the page
      // is what the first screen can show. Fixed parts (the phone's call bar) show on every
      // screen wherever they are in the page.
      let below: Element | null = null;
      for (const element of document.body.querySelectorAll('*')) {
        const box = element.getBoundingClientRect();
        if (box.width === 0 || box.height === 0 || box.top < innerHeight) continue;
        let fixed = false;
        for (let node: Element | null = element; node && !fixed; node = node.parentElement) fixed = getComputedStyle(node).position === 'fixed';
        if (fixed) continue;
        below = element;
        break;
      }
      const [lcpPath, belowPath] = [lcp, below].map((element) => {
        if (!element) return null;
        const indices: number[] = [];
        for (let node = element; node !== document.documentElement; node = node.parentElement!) indices.unshift([...node.parentElement!.children].indexOf(node));
        return indices;
      });
      const lcpName = lcp.tagName.toLowerCase() + (lcp.id ? `#${lcp.id}` : lcp.classList[0] ? `.${lcp.classList[0]}` : '');
      return { lcp: lcpPath!, lcpName, below: belowPath };
    });
    const location = (indices: number[]) => elementAt(html, indices).sourceCodeLocation!;
    const bytesTo = (offset: number) => Buffer.byteLength(html.slice(0, offset));
    const lcp = location(found.lcp);
    const lcpEnd = bytesTo(lcp.endTag?.endOffset ?? lcp.endOffset);
    const shownEnd = Math.max(lcpEnd, found.below ? bytesTo(location(found.below).startOffset) : Buffer.byteLength(html));
    return {
      path,
      lcpElement: found.lcpName,
      throughLcp: headers + compressedBytesFor(body, lcpEnd),
      throughFirstScreen: headers + compressedBytesFor(body, shownEnd),
      headers,
      document: body.length,
    };
  } finally {
    await context.close();
  }
}
