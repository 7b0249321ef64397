/** The answer to one request: through, or over the limit with the seconds until its window ends. */
export type RateVerdict = { allowed: true } | { allowed: false; retryAfter: number };

/** A fixed-window request counter per client key. */
export interface RateLimiter {
  /** Counts one request; `retryAfter` (seconds) is set when the client is over the limit. */
  hit(key: string, now: number): Promise<RateVerdict>;
}

export interface RateLimitOptions {
  /** Requests allowed per window and client. */
  limit: number;
  windowMs: number;
  /** Clients remembered at most; expired windows are swept when this is reached. */
  maxClients?: number;
}

function verdict(count: number, windowStart: number, now: number, { limit, windowMs }: RateLimitOptions): RateVerdict {
  if (count <= limit) return { allowed: true };
  // Another instance's clock may run ahead of this one's: never more than one window.
  const left = Math.min(windowStart + windowMs - now, windowMs);
  return { allowed: false, retryAfter: Math.max(1, Math.ceil(left / 1000)) };
}

/** The counters of one process, in memory: enough for a single server (PGlite is single-process). */
export function createRateLimiter(options: RateLimitOptions): RateLimiter {
  const { windowMs, maxClients = 50_000 } = options;
  const windows = new Map<string, { start: number; count: number }>();
  return {
    async hit(key, now) {
      let window = windows.get(key);
      if (!window || now - window.start >= windowMs) {
        if (!window && windows.size >= maxClients) {
          for (const [other, entry] of windows) if (now - entry.start >= windowMs) windows.delete(other);
          // Still full of live windows: a flood of distinct addresses; forget the oldest.
          if (windows.size >= maxClients) windows.delete(windows.keys().next().value as string);
        }
        window = { start: now, count: 0 };
        windows.delete(key);
        windows.set(key, window);
      }
      window.count += 1;
      return verdict(window.count, window.start, now, options);
    },
  };
}

/** Which counters a request counts against: the newsletter and the two forms are limited apart. */
export type RateScope = 'newsletter' | 'forms';

/** Fixed windows kept in the database, so that every instance of the site counts together. */
export interface RateCounters {
  /**
   * Counts one request of `key` in `scope`, in one statement: a window that ended `windowMs` or
   * more before `now` starts again at `now`. Returns the window's count with this request.
   */
  count(scope: RateScope, key: string, now: Date, windowMs: number): Promise<{ count: number; windowStart: Date }>;
  /** Deletes the windows of `scope` that started before `before`; returns how many. */
  prune(scope: RateScope, before: Date): Promise<number>;
}

export interface SharedRateLimitOptions extends RateLimitOptions {
  /** How often this instance deletes ended windows, at most (default: every window, at least a minute). */
  pruneEveryMs?: number;
  /** Told of a failed prune; the counting goes on (a prune is tried again later). */
  logError?: (error: unknown) => void;
}

/**
 * The limit shared by every instance that uses the same database. Each request is one atomic
 * statement; now and then (not on every request) one request also deletes the windows that
 * have ended, in the background. A failed count is thrown to the handler, which answers it like
 * any storage failure; nothing is kept of it, so the next request counts again.
 */
export function createSharedRateLimiter(counters: RateCounters, scope: RateScope, options: SharedRateLimitOptions): RateLimiter {
  const { windowMs, pruneEveryMs = Math.max(windowMs, 60_000), logError = console.error } = options;
  let lastPrune: number | undefined;
  return {
    async hit(key, now) {
      const { count, windowStart } = await counters.count(scope, key, new Date(now), windowMs);
      if (lastPrune === undefined || now - lastPrune >= pruneEveryMs) {
        lastPrune = now;
        counters.prune(scope, new Date(now - windowMs)).catch(logError);
      }
      return verdict(count, windowStart.getTime(), now, options);
    },
  };
}

/**
 * The limit from the environment: `NEWSLETTER_RATE_LIMIT` requests (default 10) per
 * `NEWSLETTER_RATE_WINDOW_SECONDS` (default 60) and client address.
 */
export function rateLimitFromEnv(env: Readonly<Record<string, string | undefined>> = process.env): RateLimitOptions {
  const positive = (value: string | undefined, fallback: number) => {
    const n = Number(value);
    return value && Number.isFinite(n) && n > 0 ? Math.floor(n) : fallback;
  };
  return { limit: positive(env.NEWSLETTER_RATE_LIMIT, 10), windowMs: positive(env.NEWSLETTER_RATE_WINDOW_SECONDS, 60) * 1000 };
}
