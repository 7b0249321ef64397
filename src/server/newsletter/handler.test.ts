import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ALREADY_SUBSCRIBED_MESSAGE, createSubscribeHandler, MAX_BODY_BYTES, problems, SUBSCRIBED_MESSAGE } from './handler';
import { whenOpen } from '../storage/when-open';
import { createPgliteClient } from '../storage/pglite-client';
import { createRateLimiter, createSharedRateLimiter, type RateCounters } from '../rate-limit';
import { createRateCounters, createSqlStore } from '../storage/sql-store';
import type { SqlClient } from '../storage/sql-client';
import type { SubscriberStore } from '../storage/store';

const URL = 'http://localhost/api/subscribe-newsletter';
const JSON_TYPE = 'application/json';

interface Send {
  method?: string;
  type?: string | null;
  body?: BodyInit | null;
  headers?: Record<string, string>;
}

function request({ method = 'POST', type = JSON_TYPE, body = null, headers = {} }: Send): Request {
  const all = new Headers(headers);
  if (type !== null) all.set('content-type', type);
  const init: RequestInit & { duplex?: 'half' } = { method, headers: all, body: method === 'GET' || method === 'HEAD' ? null : body };
  if (body instanceof ReadableStream) init.duplex = 'half';
  return new Request(URL, init);
}

const json = (value: unknown) => JSON.stringify(value);

function streamOf(bytes: number): ReadableStream<Uint8Array> {
  let sent = 0;
  return new ReadableStream({
    pull(controller) {
      if (sent >= bytes) return controller.close();
      const chunk = new TextEncoder().encode('{"email":"' + 'a'.repeat(Math.min(500, bytes - sent)));
      sent += chunk.byteLength;
      controller.enqueue(chunk);
    },
  });
}

type Case = [name: string, send: Send, expected: (typeof problems)[keyof typeof problems]];

const bad: Case[] = [
  ['GET', { method: 'GET' }, problems.method],
  ['PUT', { method: 'PUT', body: json({ email: 'a@b.com' }) }, problems.method],
  ['DELETE', { method: 'DELETE' }, problems.method],
  ['PATCH', { method: 'PATCH', body: json({ email: 'a@b.com' }) }, problems.method],
  ['no content type', { type: null, body: json({ email: 'a@b.com' }) }, problems.mediaType],
  ['text/plain', { type: 'text/plain', body: json({ email: 'a@b.com' }) }, problems.mediaType],
  ['a form post', { type: 'application/x-www-form-urlencoded', body: 'email=a%40b.com' }, problems.mediaType],
  ['multipart', { type: 'multipart/form-data; boundary=x', body: '--x\r\n\r\na@b.com\r\n--x--' }, problems.mediaType],
  ['JSON in another charset', { type: 'application/json; charset=iso-8859-1', body: json({ email: 'a@b.com' }) }, problems.mediaType],
  ['application/jsonp', { type: 'application/jsonp', body: json({ email: 'a@b.com' }) }, problems.mediaType],
  ['a body over 2 KB', { body: json({ email: `${'a'.repeat(MAX_BODY_BYTES)}@b.com` }) }, problems.tooLarge],
  ['a Content-Length over 2 KB', { body: json({ email: 'a@b.com' }), headers: { 'content-length': '100000' } }, problems.tooLarge],
  ['a streamed body over 2 KB without a length', { body: streamOf(5000) }, problems.tooLarge],
  ['an empty body', { body: '' }, problems.json],
  ['an unfinished object', { body: '{"email": "a@b.com"' }, problems.json],
  ['a trailing comma', { body: '{"email": "a@b.com",}' }, problems.json],
  ['single quotes', { body: "{'email': 'a@b.com'}" }, problems.json],
  ['bytes that are not UTF-8', { body: new Uint8Array([0x7b, 0x22, 0x65, 0xff, 0xfe, 0x22, 0x7d]) }, problems.json],
  ['null', { body: 'null' }, problems.shape],
  ['an empty array', { body: '[]' }, problems.shape],
  ['an array holding a subscription', { body: json([{ email: 'a@b.com' }]) }, problems.shape],
  ['a bare string', { body: json('a@b.com') }, problems.shape],
  ['a number', { body: '42' }, problems.shape],
  ['no email', { body: '{}' }, problems.email],
  ['email null', { body: json({ email: null }) }, problems.email],
  ['email a number', { body: json({ email: 42 }) }, problems.email],
  ['email true', { body: json({ email: true }) }, problems.email],
  ['email an array', { body: json({ email: ['a@b.com'] }) }, problems.email],
  ['email an object', { body: json({ email: { address: 'a@b.com' } }) }, problems.email],
  ['email nested arrays', { body: json({ email: [[[['a@b.com']]]] }) }, problems.email],
  ['a repeated key whose last value is bad', { body: '{"email":"a@b.com","email":["x"]}' }, problems.email],
  ['email empty', { body: json({ email: '' }) }, problems.email],
  ['email only spaces', { body: json({ email: '   ' }) }, problems.email],
  ['email without an at-sign', { body: json({ email: 'not-an-email' }) }, problems.email],
  ['email without a top-level domain', { body: json({ email: 'a@b' }) }, problems.email],
  ['header injection with CR LF', { body: json({ email: 'a@b.com\r\nBcc: victim@example.org' }) }, problems.email],
  ['header injection with LF', { body: json({ email: 'a@b.com\nSubject: hello' }) }, problems.email],
  ['a NUL character', { body: json({ email: 'a\u0000@b.com' }) }, problems.email],
  ['a Cyrillic look-alike letter', { body: json({ email: '\u0430dmin@example.com' }) }, problems.email],
  ['a zero-width space', { body: json({ email: 'admin\u200b@example.com' }) }, problems.email],
  ['a full-width at-sign', { body: json({ email: 'admin\uff20example.com' }) }, problems.email],
  ['a right-to-left override', { body: json({ email: '\u202emoc.b@a' }) }, problems.email],
  ['a combining accent in the domain', { body: json({ email: 'a@exa\u0301mple.com' }) }, problems.email],
  ['markup', { body: json({ email: '<script>alert(1)</script>@x.com' }) }, problems.email],
  ['an address longer than 254 characters', { body: json({ email: `${'a'.repeat(64)}@${'b'.repeat(190)}.com` }) }, problems.email],
  ['a local part longer than 64 characters', { body: json({ email: `${'a'.repeat(65)}@example.com` }) }, problems.email],
  ['an unknown source', { body: json({ email: 'a@b.com', source: 'newsletter-spam' }) }, problems.source],
  ['an empty source', { body: json({ email: 'a@b.com', source: '' }) }, problems.source],
  ['a source in capitals', { body: json({ email: 'a@b.com', source: 'HOMEPAGE' }) }, problems.source],
  ['source a number', { body: json({ email: 'a@b.com', source: 5 }) }, problems.source],
  ['source null', { body: json({ email: 'a@b.com', source: null }) }, problems.source],
  ['source an array', { body: json({ email: 'a@b.com', source: ['homepage'] }) }, problems.source],
  ['a name field', { body: json({ email: 'a@b.com', name: 'Jane' }) }, problems.field],
  ['health information', { body: json({ email: 'a@b.com', diagnosis: 'CHF', dateOfBirth: '1950-01-01' }) }, problems.field],
  ['__proto__', { body: '{"email":"a@b.com","__proto__":{"admin":true}}' }, problems.field],
  ['constructor', { body: json({ email: 'a@b.com', constructor: {} }) }, problems.field],
  ['an extra field beside a bad email', { body: json({ email: 'nope', phone: '555' }) }, problems.field],
];

let client: SqlClient;
let store: SubscriberStore;
const at = new Date('2026-04-01T09:00:00Z');

beforeAll(async () => {
  client = await createPgliteClient('memory://');
  store = await createSqlStore(client);
}, 60_000);
afterEach(async () => {
  await client.query('DELETE FROM subscribers');
});
afterAll(async () => client.close());

describe('subscribe-newsletter refuses bad requests with the exact answer, storing nothing', () => {
  it.each(bad)('%s', async (_name, send, expected) => {
    const logError = vi.fn();
    const handle = createSubscribeHandler({ store, now: () => at, logError });
    const response = await handle(request(send), { clientKey: '203.0.113.7' });
    expect(response.status).toBe(expected.status);
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(await response.json()).toEqual({ error: expected.error, message: expected.message });
    if (expected.status === 405) expect(response.headers.get('allow')).toBe('POST');
    expect(logError).not.toHaveBeenCalled();
    expect(await store.count()).toBe(0);
  });
});

describe('subscribe-newsletter stores good requests', () => {
  const handle = () => createSubscribeHandler({ store: store, now: () => at });
  const post = (body: unknown, type = JSON_TYPE) => handle()(request({ type, body: json(body) }), { clientKey: '198.51.100.1' });

  it('subscribes a new address, then answers a repeat kindly without a second row, recording the new source', async () => {
    const first = await post({ email: ' Ann.Lee@Example.COM ', source: 'homepage' });
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ message: SUBSCRIBED_MESSAGE, code: 'subscribed' });
    const again = await post({ email: 'Ann.Lee@example.com', source: 'footer' });
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ message: ALREADY_SUBSCRIBED_MESSAGE, code: 'already' });
    expect(await store.list()).toEqual([{ email: 'Ann.Lee@example.com', sources: ['homepage', 'footer'], firstSubscribedAt: at, lastSubscribedAt: at, language: 'en' }]);
  });

  it('answers the address in another case as already subscribed, without a second row', async () => {
    expect(await (await post({ email: 'Case.Manager@Example.org', source: 'homepage' })).json()).toEqual({ message: SUBSCRIBED_MESSAGE, code: 'subscribed' });
    const again = await post({ email: 'case.manager@example.org', source: 'blog' });
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ message: ALREADY_SUBSCRIBED_MESSAGE, code: 'already' });
    expect(await store.list()).toEqual([{ email: 'Case.Manager@example.org', sources: ['homepage', 'blog'], firstSubscribedAt: at, lastSubscribedAt: at, language: 'en' }]);
  });

  it('stores the language of the page it was sent from, English when none is sent, and refuses one that is not the site’s', async () => {
    expect((await post({ email: 'ana@example.com', source: 'homepage', language: 'es' })).status).toBe(200);
    expect((await post({ email: 'ann@example.com', source: 'footer' })).status).toBe(200);
    expect((await store.list()).map(({ email, language }) => ({ email, language }))).toEqual([
      { email: 'ana@example.com', language: 'es' },
      { email: 'ann@example.com', language: 'en' },
    ]);
    for (const language of ['fr', 'es-US', '', null, 1]) {
      const refused = await post({ email: 'bo@example.com', language });
      expect(refused.status).toBe(400);
      expect(await refused.json()).toEqual({ error: problems.language.error, message: problems.language.message });
    }
    expect(await store.count()).toBe(2);
  });

  it('records website when no source is sent, and accepts a UTF-8 charset parameter', async () => {
    expect((await post({ email: 'b@example.com' }, 'Application/JSON; charset=UTF-8')).status).toBe(200);
    expect((await store.list())[0]?.sources).toEqual(['website']);
  });

  it('accepts every source of the shared list', async () => {
    for (const source of ['homepage', 'footer', 'resources', 'guides', 'blog', 'blog-banner', 'website']) {
      expect((await post({ email: `${source}@example.com`, source })).status).toBe(200);
    }
    expect(await store.count()).toBe(7);
  });
});

describe('subscribe-newsletter limits and faults', () => {
  it('answers 429 with Retry-After past the per-client limit, counting each client apart', async () => {
    let now = at.getTime();
    const handle = createSubscribeHandler({ store, now: () => new Date(now), rateLimiter: createRateLimiter({ limit: 2, windowMs: 60_000 }) });
    const send = (email: string, clientKey: string) => handle(request({ body: json({ email }) }), { clientKey });
    expect((await send('one@example.com', 'a')).status).toBe(200);
    expect((await send('two@example.com', 'a')).status).toBe(200);
    now += 15_000;
    const limited = await send('three@example.com', 'a');
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('45');
    expect(await limited.json()).toEqual({ error: problems.rate.error, message: problems.rate.message });
    expect((await send('four@example.com', 'b')).status).toBe(200);
    now += 45_000;
    expect((await send('three@example.com', 'a')).status).toBe(200);
    expect((await store.list()).map((row) => row.email).sort()).toEqual(['four@example.com', 'one@example.com', 'three@example.com', 'two@example.com']);
  });

  it('counts every address of one IPv6 /64 as one client, and an IPv4-mapped address as its IPv4', async () => {
    const handle = createSubscribeHandler({ store, now: () => at, rateLimiter: createRateLimiter({ limit: 2, windowMs: 60_000 }) });
    const send = (email: string, clientKey: string) => handle(request({ body: json({ email }) }), { clientKey });
    expect((await send('one@example.com', '2001:db8:1:2::1')).status).toBe(200);
    expect((await send('two@example.com', '2001:db8:1:2:ffff:ffff:ffff:ffff')).status).toBe(200);
    expect((await send('three@example.com', '2001:db8:1:2:abcd::9%eth0')).status).toBe(429);
    expect((await send('four@example.com', '2001:db8:1:3::1')).status).toBe(200);
    expect((await send('five@example.com', '198.51.100.9')).status).toBe(200);
    expect((await send('six@example.com', '::ffff:198.51.100.9')).status).toBe(200);
    expect((await send('seven@example.com', '::ffff:198.51.100.9')).status).toBe(429);
  });

  const unavailable = async (response: Response) => {
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('30');
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({ error: problems.unavailable.error, message: problems.unavailable.message });
    expect(text).not.toMatch(/10\.0\.0\.5|password|admin|within/);
  };

  it('answers 503 with Retry-After within the deadline when the store never answers', async () => {
    const logError = vi.fn();
    const stalled: SubscriberStore = { ...store, subscribe: () => new Promise(() => undefined) };
    const started = Date.now();
    const response = await createSubscribeHandler({ store: stalled, logError, storageTimeoutMs: 50 })(request({ body: json({ email: 'a@b.com' }) }));
    expect(Date.now() - started).toBeLessThan(2000);
    await unavailable(response);
    expect(logError).toHaveBeenCalledOnce();
  });

  it.each([
    ['a refused connection', Object.assign(new Error('connect ECONNREFUSED 10.0.0.5:5432'), { code: 'ECONNREFUSED' })],
    ['a reset connection', Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' })],
    ['PostgreSQL shutting down', Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' })],
    ['PostgreSQL refusing connections', Object.assign(new Error('sorry, too many clients already for admin'), { code: '53300' })],
    ['a lost connection', Object.assign(new Error('connection failure'), { code: '08006' })],
  ])('answers 503 with Retry-After when the store fails with %s', async (_name, failure) => {
    const failing: SubscriberStore = { ...store, subscribe: () => Promise.reject(failure) };
    await unavailable(await createSubscribeHandler({ store: failing, logError: vi.fn() })(request({ body: json({ email: 'a@b.com' }) })));
  });

  it('answers 503 when the store failed to open, and when it is still opening past the deadline', async () => {
    const failed = whenOpen(Promise.reject(new Error('PGlite could not read 10.0.0.5 password admin')));
    await unavailable(await createSubscribeHandler({ store: failed, logError: vi.fn() })(request({ body: json({ email: 'a@b.com' }) })));
    const opening = whenOpen(new Promise(() => undefined));
    await unavailable(await createSubscribeHandler({ store: opening, logError: vi.fn(), storageTimeoutMs: 50 })(request({ body: json({ email: 'a@b.com' }) })));
  });

  it('answers 503 while the rate limit cannot be counted (its database down or stalled), and counts again once it is back', async () => {
    const counters = createRateCounters(client);
    let state: 'down' | 'stalled' | 'up' = 'down';
    const flaky: RateCounters = {
      ...counters,
      count: (...args) => {
        if (state === 'down') return Promise.reject(Object.assign(new Error('connect ECONNREFUSED 10.0.0.5:5432'), { code: 'ECONNREFUSED' }));
        if (state === 'stalled') return new Promise(() => undefined);
        return counters.count(...args);
      },
    };
    const logError = vi.fn();
    const handle = createSubscribeHandler({ store, now: () => at, logError, storageTimeoutMs: 50, rateLimiter: createSharedRateLimiter(flaky, 'newsletter', { limit: 1, windowMs: 60_000 }) });
    const send = (email: string) => handle(request({ body: json({ email }) }), { clientKey: '203.0.113.7' });
    await unavailable(await send('one@example.com'));
    state = 'stalled';
    await unavailable(await send('one@example.com'));
    expect(logError).toHaveBeenCalledTimes(2);
    expect(await store.count()).toBe(0);
    state = 'up';
    expect((await send('one@example.com')).status).toBe(200);
    expect((await send('two@example.com')).status).toBe(429);
  });

  it('answers an unexpected fault with 500 and no internals, and logs it', async () => {
    const logError = vi.fn();
    const failing: SubscriberStore = { ...store, subscribe: () => Promise.reject(new Error('connection to 10.0.0.5 refused: password for admin')) };
    const response = await createSubscribeHandler({ store: failing, logError })(request({ body: json({ email: 'a@b.com' }) }));
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({ error: problems.server.error, message: problems.server.message });
    expect(text).not.toMatch(/10\.0\.0\.5|password|admin/);
    expect(logError).toHaveBeenCalledWith(expect.objectContaining({ message: expect.stringContaining('refused') }));
  });
});
