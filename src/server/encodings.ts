import path from 'node:path';

/** Text formats of the build; images, fonts and PDFs are compressed already. */
export const COMPRESSIBLE_EXTENSIONS: ReadonlySet<string> = new Set(['.html', '.js', '.css', '.json', '.xml', '.svg', '.txt', '.webmanifest']);

/** The encodings written beside a file at build, best first, with the suffix of their file. */
export const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;

export type Encoding = (typeof ENCODINGS)[number]['name'];

export function isCompressible(file: string): boolean {
  return COMPRESSIBLE_EXTENSIONS.has(path.extname(file).toLowerCase());
}

/**
 * The best of `available` (in ENCODINGS order) that an Accept-Encoding header accepts, or
 * undefined for the file as it is. A coding listed with q=0 is refused, even when `*` is
 * accepted; `*` accepts any coding not listed by name.
 */
export function negotiateEncoding(acceptEncoding: string | undefined, available: readonly Encoding[]): Encoding | undefined {
  if (!acceptEncoding) return undefined;
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [token = '', ...params] = part.split(';').map((piece) => piece.trim());
    if (!token) continue;
    const q = params.map((param) => /^q=([0-9.]+)$/i.exec(param)?.[1]).find((value) => value !== undefined);
    const weight = q === undefined ? 1 : Number(q);
    weights.set(token.toLowerCase(), Number.isFinite(weight) ? weight : 0);
  }
  const weightOf = (name: string) => weights.get(name) ?? (name === 'gzip' ? weights.get('x-gzip') : undefined) ?? weights.get('*') ?? 0;
  // Our own order wins over the client's weights: br is smaller, and every client weighs both alike.
  return ENCODINGS.map((encoding) => encoding.name).find((name) => available.includes(name) && weightOf(name) > 0);
}
