import { describe, expect, it, vi } from 'vitest';
import { createRateLimiter, createSharedRateLimiter, rateLimitFromEnv, type RateCounters, type RateLimiter } from './rate-limit';
import { createRateCounters } from './storage/sql-store';
import { describeEachDatabase } from '../../tests/support/test-databases';

const t0 = Date.parse('2026-04-01T15:00:00Z');

/** `times` hits of one key at `now`, one after the other; the verdicts in order. */
async function hits(limiter: RateLimiter, key: string, now: number, times: number) {
  const verdicts = [];
  for (let i = 0; i < times; i++) verdicts.push(await limiter.hit(key, now));
  return verdicts;
}

describe('the rate limit in memory', () => {
  it('lets `limit` requests of a client through per window, then answers with the seconds left', async () => {
    const limiter = createRateLimiter({ limit: 3, windowMs: 60_000 });
    expect(await hits(limiter, 'a', t0, 3)).toEqual(Array(3).fill({ allowed: true }));
    expect(await limiter.hit('a', t0 + 20_500)).toEqual({ allowed: false, retryAfter: 40 });
    expect(await limiter.hit('b', t0 + 20_500)).toEqual({ allowed: true });
    expect(await limiter.hit('a', t0 + 60_000)).toEqual({ allowed: true });
  });

  it('remembers at most maxClients, sweeping ended windows first and then the oldest', async () => {
    const limiter = createRateLimiter({ limit: 1, windowMs: 60_000, maxClients: 2 });
    await limiter.hit('a', t0);
    await limiter.hit('b', t0 + 30_000);
    await limiter.hit('c', t0 + 30_000); // full of live windows: a, the oldest, is forgotten
    expect(await limiter.hit('b', t0 + 31_000)).toMatchObject({ allowed: false });
    expect(await limiter.hit('a', t0 + 31_000)).toEqual({ allowed: true });
  });
});

describe('rateLimitFromEnv', () => {
  it('reads the limit and the window, falling back to 10 per minute on anything but a positive number', () => {
    expect(rateLimitFromEnv({})).toEqual({ limit: 10, windowMs: 60_000 });
    expect(rateLimitFromEnv({ NEWSLETTER_RATE_LIMIT: '4', NEWSLETTER_RATE_WINDOW_SECONDS: '30' })).toEqual({ limit: 4, windowMs: 30_000 });
    expect(rateLimitFromEnv({ NEWSLETTER_RATE_LIMIT: '-1', NEWSLETTER_RATE_WINDOW_SECONDS: 'soon' })).toEqual({ limit: 10, windowMs: 60_000 });
  });
});

describe('the shared rate limit over failing counters', () => {
  const working = (): RateCounters => {
    let count = 0;
    return { count: async (_scope, _key, now) => ({ count: ++count, windowStart: now }), prune: async () => 0 };
  };

  it('passes a failed count to its caller, and counts again on the next request', async () => {
    const counters = working();
    const failure = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    const flaky: RateCounters = { ...counters, count: vi.fn(counters.count).mockRejectedValueOnce(failure) };
    const limiter = createSharedRateLimiter(flaky, 'newsletter', { limit: 2, windowMs: 60_000 });
    await expect(limiter.hit('a', t0)).rejects.toBe(failure);
    expect(await limiter.hit('a', t0)).toEqual({ allowed: true });
  });

  it('logs a failed prune without failing the request, and prunes again a window later', async () => {
    const logError = vi.fn();
    const prune = vi.fn<RateCounters['prune']>().mockRejectedValueOnce(new Error('lock timeout')).mockResolvedValue(0);
    const limiter = createSharedRateLimiter({ ...working(), prune }, 'forms', { limit: 100, windowMs: 60_000, logError });
    expect(await limiter.hit('a', t0)).toEqual({ allowed: true });
    await vi.waitFor(() => expect(logError).toHaveBeenCalledOnce());
    await hits(limiter, 'a', t0 + 59_000, 5);
    expect(prune).toHaveBeenCalledOnce();
    await limiter.hit('a', t0 + 60_000);
    expect(prune).toHaveBeenCalledTimes(2);
    expect(prune).toHaveBeenLastCalledWith('forms', new Date(t0));
  });

  it('caps Retry-After at one window when another instance started the window ahead of this clock', async () => {
    const ahead: RateCounters = { count: async () => ({ count: 5, windowStart: new Date(t0 + 30_000) }), prune: async () => 0 };
    expect(await createSharedRateLimiter(ahead, 'newsletter', { limit: 2, windowMs: 60_000 }).hit('a', t0)).toEqual({ allowed: false, retryAfter: 60 });
  });
});

describeEachDatabase('the shared rate limit', (db) => {
  const options = { limit: 3, windowMs: 60_000 };

  it('counts a client across instances: two limiters on one database reach the limit at the combined count', async () => {
    const one = createSharedRateLimiter(createRateCounters(db.client), 'newsletter', options);
    const two = createSharedRateLimiter(createRateCounters(db.client), 'newsletter', options);
    expect(await one.hit('203.0.113.7', t0)).toEqual({ allowed: true });
    expect(await two.hit('203.0.113.7', t0 + 1000)).toEqual({ allowed: true });
    expect(await one.hit('203.0.113.7', t0 + 2000)).toEqual({ allowed: true });
    expect(await two.hit('203.0.113.7', t0 + 15_000)).toEqual({ allowed: false, retryAfter: 45 });
    expect(await one.hit('198.51.100.1', t0 + 15_000)).toEqual({ allowed: true });
    // The next window starts afresh, with a count of one.
    expect(await one.hit('203.0.113.7', t0 + 60_000)).toEqual({ allowed: true });
    expect(await db.client.query('SELECT key, count FROM rate_limits ORDER BY key')).toEqual({
      rows: [
        { key: '198.51.100.1', count: 1 },
        { key: '203.0.113.7', count: 1 },
      ],
    });
  });

  it('counts the newsletter and the forms apart', async () => {
    const newsletter = createSharedRateLimiter(createRateCounters(db.client), 'newsletter', options);
    const forms = createSharedRateLimiter(createRateCounters(db.client), 'forms', options);
    await hits(newsletter, 'a', t0, 3);
    expect(await newsletter.hit('a', t0)).toMatchObject({ allowed: false });
    expect(await hits(forms, 'a', t0, 3)).toEqual(Array(3).fill({ allowed: true }));
    expect(await forms.hit('a', t0)).toMatchObject({ allowed: false });
  });

  it('lets exactly `limit` of 40 simultaneous requests of one client through', async () => {
    const limiters = Array.from({ length: 4 }, () => createSharedRateLimiter(createRateCounters(db.client), 'newsletter', { limit: 7, windowMs: 60_000 }));
    const verdicts = await Promise.all(Array.from({ length: 40 }, (_, i) => limiters[i % 4]!.hit('a', t0 + i)));
    expect(verdicts.filter((verdict) => verdict.allowed)).toHaveLength(7);
    expect((await db.client.query<{ count: number }>('SELECT count FROM rate_limits')).rows).toEqual([{ count: 40 }]);
  });

  it('deletes ended windows of its own scope now and then, not on every request, keeping live ones', async () => {
    const counters = createRateCounters(db.client);
    const prune = vi.spyOn(counters, 'prune');
    const limiter = createSharedRateLimiter(counters, 'newsletter', { ...options, pruneEveryMs: 150_000 });
    await createSharedRateLimiter(createRateCounters(db.client), 'forms', options).hit('old', t0);
    await limiter.hit('old', t0);
    expect(prune).toHaveBeenCalledOnce();
    await limiter.hit('live', t0 + 130_000);
    expect(prune).toHaveBeenCalledOnce();
    await limiter.hit('new', t0 + 160_000);
    expect(prune).toHaveBeenCalledTimes(2);
    expect(prune).toHaveBeenLastCalledWith('newsletter', new Date(t0 + 100_000));
    await vi.waitFor(async () =>
      expect((await db.client.query('SELECT scope, key FROM rate_limits ORDER BY scope, key')).rows).toEqual([
        { scope: 'forms', key: 'old' },
        { scope: 'newsletter', key: 'live' },
        { scope: 'newsletter', key: 'new' },
      ]),
    );
    expect(await counters.prune('newsletter', new Date(t0 + 200_000))).toBe(2);
  });
});
