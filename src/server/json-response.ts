/** Headers of every answer of the functions: never cached, never sniffed as another type. */
export const NO_STORE_HEADERS = { 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff' };

/** Headers of a JSON answer. */
export const JSON_HEADERS = { 'Content-Type': 'application/json; charset=utf-8', ...NO_STORE_HEADERS };

/** `body` as a JSON answer, with `headers` beside (or over) the JSON ones. */
export function jsonResponse(status: number, body: object, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { ...JSON_HEADERS, ...headers } });
}
