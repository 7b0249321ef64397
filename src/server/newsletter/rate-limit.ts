/** A fixed-window request counter per client key, kept in memory. */
export interface RateLimiter {
  /** Counts one request; `retryAfter` (seconds) is set when the client is over the limit. */
  hit(key: string, now: number): { allowed: true } | { allowed: false; retryAfter: number };
}

export interface RateLimitOptions {
  /** Requests allowed per window and client. */
  limit: number;
  windowMs: number;
  /** Clients remembered at most; expired windows are swept when this is reached. */
  maxClients?: number;
}

export function createRateLimiter({ limit, windowMs, maxClients = 50_000 }: RateLimitOptions): RateLimiter {
  const windows = new Map<string, { start: number; count: number }>();
  return {
    hit(key, now) {
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
      if (window.count <= limit) return { allowed: true };
      return { allowed: false, retryAfter: Math.max(1, Math.ceil((window.start + windowMs - now) / 1000)) };
    },
  };
}

/**
 * The limit from the environment: `NEWSLETTER_RATE_LIMIT` requests (default 10) per
 * `NEWSLETTER_RATE_WINDOW_SECONDS` (default 60) and client address.
 */
export function rateLimitFromEnv(env: NodeJS.ProcessEnv = process.env): RateLimitOptions {
  const positive = (value: string | undefined, fallback: number) => {
    const n = Number(value);
    return value && Number.isFinite(n) && n > 0 ? Math.floor(n) : fallback;
  };
  return { limit: positive(env.NEWSLETTER_RATE_LIMIT, 10), windowMs: positive(env.NEWSLETTER_RATE_WINDOW_SECONDS, 60) * 1000 };
}
