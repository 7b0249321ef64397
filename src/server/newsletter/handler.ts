import { DEFAULT_LANGUAGE } from '../../config/languages';
import { INVALID_EMAIL_MESSAGE, normaliseEmail, subscriptionSchema } from '../../contracts/newsletter/email';
import { defaultNewsletterSource } from '../../contracts/newsletter/sources';
import { rateLimitKey } from '../client-key';
import type { RateLimiter } from '../rate-limit';
import type { SubscriberStore } from '../storage/store';
import { isStorageUnavailable, STORAGE_TIMEOUT_MS, UNAVAILABLE_RETRY_AFTER_SECONDS, withDeadline } from '../storage/unavailable';
import { failureForLog, newRequestId, REQUEST_ID_HEADER } from '../failure-log';
import { jsonResponse } from '../json-response';
import type { RequestContext } from '../request-context';
import { isJson, readBody, TooLarge } from '../request-body';

/** Largest body accepted, in bytes. */
export const MAX_BODY_BYTES = 2048;

export const SUBSCRIBED_MESSAGE = "You've been successfully subscribed to our newsletter!";
export const ALREADY_SUBSCRIBED_MESSAGE = "You're already on our list. Thank you for staying connected!";

/** Every answer other than 200, as `{ error, message }`. */
export const problems = {
  method: { status: 405, error: 'Method not allowed', message: 'Send the subscription with POST.' },
  mediaType: { status: 415, error: 'Unsupported media type', message: 'Send the subscription as application/json.' },
  tooLarge: { status: 413, error: 'Payload too large', message: `The request body must be at most ${MAX_BODY_BYTES} bytes.` },
  json: { status: 400, error: 'Invalid JSON', message: 'The request body is not valid JSON.' },
  shape: { status: 400, error: 'Invalid request', message: 'The request body must be a JSON object with an email field.' },
  field: { status: 400, error: 'Unexpected field', message: 'Only email, source and language may be sent.' },
  email: { status: 400, error: 'Invalid email', message: INVALID_EMAIL_MESSAGE },
  source: { status: 400, error: 'Invalid source', message: 'The source is not one this site uses.' },
  language: { status: 400, error: 'Invalid language', message: 'The language is not one of this site’s.' },
  rate: { status: 429, error: 'Too many requests', message: 'Too many subscription attempts. Please wait a minute and try again.' },
  unavailable: {
    status: 503,
    error: 'Service unavailable',
    message: 'Subscriptions are briefly unavailable. Please try again in a minute.',
  },
  server: { status: 500, error: 'Server error', message: "We couldn't process your subscription right now. Please try again." },
} as const;

type Problem = (typeof problems)[keyof typeof problems];

export interface SubscribeHandlerOptions {
  store: SubscriberStore;
  /** Counts requests per client; none means no limit. */
  rateLimiter?: RateLimiter;
  now?: () => Date;
  /** Where unexpected faults are reported; the visitor never sees their details. */
  logError?: (error: unknown) => void;
  /** Deadline of each storage call, `STORAGE_TIMEOUT_MS` unless a test needs a shorter one. */
  storageTimeoutMs?: number;
}

const fail = ({ status, error, message }: Problem, headers?: Record<string, string>) => jsonResponse(status, { error, message }, headers);

function problemOf(issues: readonly { code: string; path: readonly PropertyKey[] }[]): Problem {
  if (issues.some((issue) => issue.code === 'unrecognized_keys')) return problems.field;
  if (issues.some((issue) => issue.path[0] === 'email')) return problems.email;
  if (issues.some((issue) => issue.path[0] === 'source')) return problems.source;
  if (issues.some((issue) => issue.path[0] === 'language')) return problems.language;
  return problems.shape;
}

/**
 * POST /api/subscribe-newsletter as a standard Fetch handler: no server framework inside, the
 * store, the clock and the rate limiter are handed in, so it runs in `npm start`, in the dev
 * server and on any platform that speaks Request and Response.
 */
export function createSubscribeHandler({
  store,
  rateLimiter,
  now = () => new Date(),
  logError = console.error,
  storageTimeoutMs = STORAGE_TIMEOUT_MS,
}: SubscribeHandlerOptions) {
  return async function subscribeNewsletter(request: Request, context: RequestContext = {}): Promise<Response> {
    // The fields of a valid body, for the log of a failure: their names, never their values.
    let sent: string[] = [];
    try {
      if (request.method !== 'POST') return fail(problems.method, { Allow: 'POST' });

      if (rateLimiter) {
        // The counters may live in the database: a stalled one must not hold the request either.
        const verdict = await withDeadline(rateLimiter.hit(rateLimitKey(context.clientKey), now().getTime()), storageTimeoutMs, 'The rate limiter');
        if (!verdict.allowed) return fail(problems.rate, { 'Retry-After': String(verdict.retryAfter) });
      }

      if (!isJson(request.headers.get('content-type'))) return fail(problems.mediaType);

      let bytes: Uint8Array;
      try {
        bytes = await readBody(request, MAX_BODY_BYTES);
      } catch (error) {
        if (error instanceof TooLarge) return fail(problems.tooLarge);
        throw error;
      }

      let body: unknown;
      try {
        body = JSON.parse(new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes));
      } catch {
        return fail(problems.json);
      }
      if (typeof body !== 'object' || body === null || Array.isArray(body)) return fail(problems.shape);

      const candidate = body as Record<string, unknown>;
      const email = typeof candidate.email === 'string' ? normaliseEmail(candidate.email) : candidate.email;
      const parsed = subscriptionSchema.safeParse({ ...candidate, email });
      if (!parsed.success) return fail(problemOf(parsed.error.issues));
      sent = Object.keys(parsed.data);

      const { created } = await withDeadline(
        store.subscribe(parsed.data.email, parsed.data.source ?? defaultNewsletterSource, now(), parsed.data.language ?? DEFAULT_LANGUAGE),
        storageTimeoutMs,
        'The subscriber store',
      );
      // The code tells the page which of its own words to show; the message is for whoever reads the API.
      return jsonResponse(200, created ? { message: SUBSCRIBED_MESSAGE, code: 'subscribed' } : { message: ALREADY_SUBSCRIBED_MESSAGE, code: 'already' });
    } catch (error) {
      const requestId = newRequestId();
      logError(failureForLog('A newsletter subscription', error, requestId, sent));
      const named = { [REQUEST_ID_HEADER]: requestId };
      if (isStorageUnavailable(error)) return fail(problems.unavailable, { ...named, 'Retry-After': String(UNAVAILABLE_RETRY_AFTER_SECONDS) });
      return fail(problems.server, named);
    }
  };
}

export type SubscribeHandler = ReturnType<typeof createSubscribeHandler>;
