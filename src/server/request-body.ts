/** The body passed the limit. */
export class TooLarge extends Error {}

/**
 * The body, or TooLarge when it passes `limit` bytes: at once when Content-Length says so,
 * otherwise as soon as more arrives than that, whatever Content-Length claimed.
 */
export async function readBody(request: Request, limit: number): Promise<Uint8Array> {
  const declared = request.headers.get('content-length');
  if (declared !== null && !(Number(declared) <= limit)) throw new TooLarge();
  return readLimited(request, limit);
}

/** Reads the body, stopping as soon as it passes the limit. */
async function readLimited(request: Request, limit: number): Promise<Uint8Array> {
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => undefined);
      throw new TooLarge();
    }
    chunks.push(value);
  }
  const body = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}

export function isJson(contentType: string | null): boolean {
  if (!contentType) return false;
  const [type, ...params] = contentType.split(';').map((part) => part.trim().toLowerCase());
  if (type !== 'application/json') return false;
  // JSON is UTF-8 (RFC 8259); any other declared charset is a different body than we would read.
  return params.every((param) => !param.startsWith('charset=') || param === 'charset=utf-8' || param === 'charset="utf-8"');
}
