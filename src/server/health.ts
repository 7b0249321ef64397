import { JSON_HEADERS } from './json-response';
import { StorageNotConfiguredError, StorageTimeoutError, withDeadline } from './storage/unavailable';

/** Where load balancers ask whether this instance can take requests. */
export const healthEndpoint = '/api/health';

/** How long the storage may take to answer the check: a balancer's own timeout is often 5 s. */
const HEALTH_TIMEOUT_MS = 2000;

/** The Retry-After of an unhealthy answer, in seconds. */
export const HEALTH_RETRY_AFTER_SECONDS = 10;

export interface HealthOptions {
  /** Resolves once the storage has answered a trivial query. */
  ping: () => Promise<void>;
  timeoutMs?: number;
  /** Told why a check failed; the answer gives the reason only in general terms. */
  logError?: (error: unknown) => void;
}

/**
 * GET (or HEAD) /api/health as a Fetch handler: 200 `{"status":"ok"}` when the storage answers
 * within the deadline, otherwise 503 with Retry-After and the reason, never the error itself
 * (an address or a user name of the database is nobody's business).
 */
export function createHealthHandler({ ping, timeoutMs = HEALTH_TIMEOUT_MS, logError = console.error }: HealthOptions) {
  return async function health(request: Request): Promise<Response> {
    const answer = (status: number, body: object, extra: Record<string, string> = {}) =>
      new Response(request.method === 'HEAD' ? null : JSON.stringify(body), { status, headers: { ...JSON_HEADERS, ...extra } });
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return answer(405, { status: 'error', reason: 'Ask with GET or HEAD.' }, { Allow: 'GET, HEAD' });
    }
    try {
      await withDeadline(ping(), timeoutMs, 'The storage');
      return answer(200, { status: 'ok' });
    } catch (error) {
      logError(error);
      const reason =
        error instanceof StorageNotConfiguredError
          ? error.message
          : error instanceof StorageTimeoutError
            ? `The storage did not answer within ${timeoutMs} ms.`
            : 'The storage could not be reached.';
      return answer(503, { status: 'unavailable', reason }, { 'Retry-After': String(HEALTH_RETRY_AFTER_SECONDS) });
    }
  };
}

export type HealthHandler = ReturnType<typeof createHealthHandler>;
