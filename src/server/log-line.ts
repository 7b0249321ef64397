/** Longest path written to the log: a request line of many kilobytes must not flood it. */
export const LOGGED_PATH_MAX = 200;

/** The log line of a request answered with the not-found page. */
export function notFoundLogLine(pathname: string): string {
  const shown = pathname.length > LOGGED_PATH_MAX ? `${pathname.slice(0, LOGGED_PATH_MAX)}…(${pathname.length} chars)` : pathname;
  return `404 ${shown}`;
}
