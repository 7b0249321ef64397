/**
 * Whether a path can be sent back in a Location header as a path of this site. Browsers read
 * `//host` and `/\host` as another site, so only one leading slash followed by a plain character
 * is accepted; paths whose decoded form holds `//`, a backslash, a dot segment or a control
 * character are refused too, because no built file has such a name and a proxy or browser that
 * decodes them could turn them into another address.
 */
export function isSameOriginPath(pathname: string): boolean {
  if (!/^\/[^/\\]/.test(pathname)) return false;
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return false;
  }
  return !/\/\/|\\|[\x00-\x1f\x7f]|(?:^|\/)\.{1,2}(?:\/|$)/.test(decoded);
}

/**
 * Where a path ending in a slash is redirected: the same path without the trailing slashes, or
 * undefined when that would not be a path of this site (answered with 404 instead).
 */
export function trailingSlashTarget(pathname: string): string | undefined {
  const target = pathname.replace(/\/+$/, '');
  return isSameOriginPath(target) ? target : undefined;
}
