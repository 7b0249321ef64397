import { readFile, stat } from 'node:fs/promises';
import type { Stats } from 'node:fs';
import path from 'node:path';
import type { MiddlewareHandler } from 'hono';
import { getMimeType } from 'hono/utils/mime';
import { ENCODINGS, isCompressible, negotiateEncoding, type Encoding } from './encodings';

export interface BuiltFilesOptions {
  /** The built site, an absolute path. */
  root: string;
  /** The file of the build that answers a (decoded) request path. */
  fileForPath: (pathname: string) => string;
  /** The Cache-Control of a file, by its path inside the build (never the name of a compressed copy). */
  cacheControl: (file: string) => string;
}

async function fileStats(file: string): Promise<Stats | undefined> {
  try {
    const stats = await stat(file);
    return stats.isFile() ? stats : undefined;
  } catch {
    return undefined;
  }
}

/** The request path as a file name, or undefined for names no built file can have. */
function decodedPath(pathname: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return undefined;
  }
  return /\\|\/\/|\0|(?:^|\/)\.{1,2}(?:\/|$)/.test(decoded) ? undefined : decoded;
}

/**
 * The policy of every SVG answer. Opened by its address, an SVG is a document of this origin:
 * no script in it may run and nothing may be loaded from it, only its own styles apply.
 */
export const SVG_CONTENT_SECURITY_POLICY = "default-src 'none'; style-src 'unsafe-inline'";

/** The copies are only ever answers to their file's name: asked for by their own, they are not found. */
function isCompressedCopy(file: string): boolean {
  return ENCODINGS.some(({ suffix }) => file.endsWith(suffix) && isCompressible(file.slice(0, -suffix.length)));
}

/**
 * Strong, and different per encoding: caches must never hand a gzip body to a client that asked
 * for brotli. Size and modification time change whenever a build rewrites the file.
 */
export function entityTag(stats: Pick<Stats, 'size' | 'mtimeMs'>, encoding: Encoding | undefined): string {
  return `"${stats.size.toString(16)}-${Math.floor(stats.mtimeMs).toString(16)}${encoding ? `-${encoding}` : ''}"`;
}

/** Whether the client's copy is current (RFC 9110 13.2.2: If-None-Match wins over If-Modified-Since). */
export function isNotModified(headers: { ifNoneMatch?: string; ifModifiedSince?: string }, etag: string, mtime: Date): boolean {
  if (headers.ifNoneMatch !== undefined) {
    // If-None-Match compares weakly: a W/ prefix of the client does not matter.
    const tags = headers.ifNoneMatch.split(',').map((tag) => tag.trim().replace(/^W\//, ''));
    return tags.includes('*') || tags.includes(etag);
  }
  if (headers.ifModifiedSince === undefined) return false;
  const since = Date.parse(headers.ifModifiedSince);
  // HTTP dates have whole seconds.
  return Number.isFinite(since) && Math.floor(mtime.getTime() / 1000) * 1000 <= since;
}

/**
 * Serves the files of the build with their precompressed copies (file.br, file.gz, written by
 * the build) chosen by Accept-Encoding, and answers conditional requests with 304. Files that
 * are not found fall through to the next handler.
 */
export function serveBuiltFiles({ root, fileForPath, cacheControl }: BuiltFilesOptions): MiddlewareHandler {
  const base = path.resolve(root);
  return async (c, next) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next();
    // The path as sent, decoded exactly once here (c.req.path is already partly decoded).
    const decoded = decodedPath(new URL(c.req.url).pathname);
    if (decoded === undefined) return next();
    const name = fileForPath(decoded);
    const file = path.join(base, name);
    if (!file.startsWith(`${base}${path.sep}`) || isCompressedCopy(file)) return next();
    const original = await fileStats(file);
    if (!original) return next();

    let served = { file, stats: original, encoding: undefined as Encoding | undefined };
    const compressible = isCompressible(file);
    if (compressible) {
      const copies = await Promise.all(ENCODINGS.map(async ({ name, suffix }) => ({ name, file: `${file}${suffix}`, stats: await fileStats(`${file}${suffix}`) })));
      // A copy older than its file is left over from another build: never serve stale content.
      const current = copies.filter((copy) => copy.stats && copy.stats.mtimeMs >= original.mtimeMs);
      const chosen = negotiateEncoding(c.req.header('accept-encoding'), current.map((copy) => copy.name));
      const copy = current.find((candidate) => candidate.name === chosen);
      if (copy?.stats) served = { file: copy.file, stats: copy.stats, encoding: copy.name };
      // Every answer of a compressible file depends on Accept-Encoding, also the uncompressed one.
      c.header('Vary', 'Accept-Encoding');
    }

    const etag = entityTag(served.stats, served.encoding);
    c.header('ETag', etag);
    c.header('Last-Modified', served.stats.mtime.toUTCString());
    c.header('Cache-Control', cacheControl(name));
    if (isNotModified({ ifNoneMatch: c.req.header('if-none-match'), ifModifiedSince: c.req.header('if-modified-since') }, etag, served.stats.mtime)) {
      return c.body(null, 304);
    }
    const type = getMimeType(file) ?? 'application/octet-stream';
    c.header('Content-Type', type);
    if (type.startsWith('image/svg+xml')) c.header('Content-Security-Policy', SVG_CONTENT_SECURITY_POLICY);
    if (served.encoding) c.header('Content-Encoding', served.encoding);
    c.header('Content-Length', String(served.stats.size));
    if (c.req.method === 'HEAD') return c.body(null, 200);
    // The build's largest file is under a megabyte: reading it whole is simpler than streaming.
    return c.body(new Uint8Array(await readFile(served.file)), 200);
  };
}
