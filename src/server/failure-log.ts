/** Names the one failed request in the log and in its answer (`X-Request-Id`), so the two can be matched. */
export const REQUEST_ID_HEADER = 'X-Request-Id';

// Web Crypto's, so the handlers run unchanged on every host.
export const newRequestId = (): string => crypto.randomUUID();

// PostgreSQL's errors (SQLSTATE codes) may quote a value in their message, and its drivers keep
// the statement's parameters on the error: what a visitor sent.
const SQLSTATE = /^[0-9A-Z]{5}$/;

/** The error's class, its code and, when it cannot quote stored data, its message. */
function describe(error: unknown): string {
  if (!(error instanceof Error)) return typeof error;
  const { code } = error as { code?: unknown };
  const fromDatabase = (typeof code === 'string' && SQLSTATE.test(code)) || 'params' in error || 'where' in error;
  const said = [error.name, typeof code === 'string' ? code : undefined, fromDatabase ? undefined : error.message].filter(Boolean).join(' ');
  return error.cause === undefined ? said : `${said}; cause: ${describe(error.cause)}`;
}

/**
 * What the log keeps of a request that failed: which request, the names of the fields it sent
 * and the error's class, never the values. This is a health-care site: a name, an address or a
 * message typed into a form stays out of the logs, whatever the error carried. The stack's frames
 * are kept (code locations only); its first line, which repeats the message, is replaced.
 */
export function failureForLog(what: string, error: unknown, requestId: string, fields: readonly string[] = []): Error {
  const line = `${what} failed (request ${requestId}${fields.length ? `; fields: ${fields.join(', ')}` : ''}): ${describe(error)}`;
  const logged = new Error(line);
  logged.name = 'RequestFailure';
  const frames = error instanceof Error ? (error.stack ?? '').split('\n').filter((frame) => /^\s+at /.test(frame)) : [];
  logged.stack = [`RequestFailure: ${line}`, ...frames].join('\n');
  return logged;
}
