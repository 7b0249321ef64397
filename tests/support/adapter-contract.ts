/**
 * What every host adapter must do, as one suite each adapter's test runs with its own way of
 * calling it (the Request and context its host hands over): subscribe, a form post with and
 * without JavaScript, the form page per visit, health, all on PostgreSQL through DATABASE_URL
 * (a throwaway schema of TEST_DATABASE_URL), and a clear 503 without DATABASE_URL.
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { formEndpoints, formPages, sentPages } from '../../src/contracts/forms/addresses';
import { subscribeEndpoint } from '../../src/contracts/newsletter/sources';
import { createStartedTokens } from '../../src/server/forms/started-token';
import { sampleContact, sampleProvider } from './test-messages';
import { throwawaySchema } from './test-databases';
import { MISSING_DATABASE_URL } from '../../src/server/hosts/host-site';

/** Calls the adapter as its host does, for a client at `clientAddress`. */
export type CallAdapter = (request: Request, clientAddress: string) => Promise<Response>;

export interface AdapterUnderTest {
  /** The adapter as a fresh deployment with these variables would load it (a new instance). */
  load(env: Record<string, string>): Promise<CallAdapter>;
}

const ORIGIN = 'https://carebridge.example';
const SECRET = 'a long random text shared by every instance';

const subscription = (email: string) =>
  new Request(`${ORIGIN}${subscribeEndpoint}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, source: 'footer' }) });

/** The form as a browser without JavaScript posts it, opened ten seconds ago. */
function contactFormPost(): Request {
  const body = new URLSearchParams({ ...sampleContact, website: '', started: createStartedTokens(SECRET).issue('contact', new Date(Date.now() - 10_000)) });
  return new Request(`${ORIGIN}${formEndpoints.contact}`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body });
}

function providerJsonPost(): Request {
  const body = JSON.stringify({ ...sampleProvider, website: '', started: createStartedTokens(SECRET).issue('provider', new Date(Date.now() - 10_000)) });
  return new Request(`${ORIGIN}${formEndpoints.provider}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
}

const startedOf = (html: string) => /name="started" value="([^"]+)"/.exec(html)?.[1];

export function describeAdapterContract(name: string, adapter: AdapterUnderTest): void {
  const databaseUrl = process.env.TEST_DATABASE_URL;

  describe.skipIf(!databaseUrl)(`${name} on PostgreSQL${databaseUrl ? '' : ' (skipped: TEST_DATABASE_URL is not set; .ci/run sets it)'}`, () => {
    let schema: Awaited<ReturnType<typeof throwawaySchema>>;
    let call: CallAdapter;
    const rows = async (sql: string) => {
      const client = new pg.Client({ connectionString: schema.url });
      await client.connect();
      try {
        return (await client.query(sql)).rows;
      } finally {
        await client.end();
      }
    };
    beforeAll(async () => {
      schema = await throwawaySchema();
      call = await adapter.load({ DATABASE_URL: schema.url, FORM_SECRET: SECRET, NEWSLETTER_RATE_LIMIT: '2' });
    });
    afterAll(async () => schema?.dispose());

    it('answers the health check with 200 once the database answers', async () => {
      const response = await call(new Request(`${ORIGIN}/api/health`), '203.0.113.1');
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(await response.json()).toEqual({ status: 'ok' });
    });

    it('subscribes into DATABASE_URL, counting each client by the address the host reports', async () => {
      const statuses = [];
      for (const email of ['ann@example.org', 'bo@example.org', 'cy@example.org']) statuses.push((await call(subscription(email), '203.0.113.7')).status);
      expect(statuses).toEqual([200, 200, 429]);
      expect((await call(subscription('cy@example.org'), '198.51.100.4')).status).toBe(200);
      expect(await rows('SELECT email, sources FROM subscribers ORDER BY email')).toEqual([
        { email: 'ann@example.org', sources: ['footer'] },
        { email: 'bo@example.org', sources: ['footer'] },
        { email: 'cy@example.org', sources: ['footer'] },
      ]);
    });

    it('renders the form page for each visit, with a fresh time signed with FORM_SECRET, never cached', async () => {
      const first = await call(new Request(`${ORIGIN}${formPages.contact}`), '203.0.113.8');
      expect(first.status).toBe(200);
      expect(first.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(first.headers.get('cache-control')).toBe('no-store');
      const html = await first.text();
      expect(html).toContain('<form');
      const started = startedOf(html)!;
      expect(createStartedTokens(SECRET).read('contact', started)).toBeInstanceOf(Date);
      await new Promise((resolve) => setTimeout(resolve, 2));
      expect(startedOf(await (await call(new Request(`${ORIGIN}${formPages.contact}`), '203.0.113.8')).text())).not.toBe(started);
      const head = await call(new Request(`${ORIGIN}${formPages.provider}`, { method: 'HEAD' }), '203.0.113.8');
      expect(head.status).toBe(200);
      expect(await head.text()).toBe('');
    });

    it('stores a form posted without JavaScript (303 to the sent page) and one posted with it (200)', async () => {
      const plain = await call(contactFormPost(), '203.0.113.9');
      expect(plain.status).toBe(303);
      expect(plain.headers.get('location')).toBe(sentPages.contact);
      expect((await call(providerJsonPost(), '203.0.113.9')).status).toBe(200);
      expect(await rows('SELECT kind, email FROM form_messages ORDER BY id')).toEqual([
        { kind: 'contact', email: sampleContact.email },
        { kind: 'provider', email: sampleProvider.email },
      ]);
    });
  });

  describe(`${name} without DATABASE_URL`, () => {
    let call: CallAdapter;
    const logged = vi.fn();
    beforeAll(async () => {
      vi.spyOn(console, 'error').mockImplementation(logged);
      vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      call = await adapter.load({ FORM_SECRET: SECRET });
    });
    afterAll(() => vi.restoreAllMocks());

    it('answers the functions with 503 and Retry-After, and says why in the log and the health check', async () => {
      const subscribed = await call(subscription('ann@example.org'), '203.0.113.7');
      expect(subscribed.status).toBe(503);
      expect(subscribed.headers.get('retry-after')).toBe('30');
      const sent = await call(providerJsonPost(), '203.0.113.7');
      expect(sent.status).toBe(503);
      const health = await call(new Request(`${ORIGIN}/api/health`), '203.0.113.7');
      expect(health.status).toBe(503);
      expect(await health.json()).toEqual({ status: 'unavailable', reason: MISSING_DATABASE_URL });
      expect(logged).toHaveBeenCalledWith(MISSING_DATABASE_URL);
    });

    it("sends the site's security headers on every answer, which a host's _headers do not cover", async () => {
      const page = await call(new Request(`${ORIGIN}${formPages.provider}`), '203.0.113.7');
      const subscribed = await call(subscription('ann@example.org'), '203.0.113.7');
      for (const [answer, frameAncestors] of [
        [page, "frame-ancestors 'self'"],
        [subscribed, "frame-ancestors 'none'"],
      ] as const) {
        expect(answer.headers.get('content-security-policy')).toContain(frameAncestors);
        expect(answer.headers.get('content-security-policy')).toMatch(/; upgrade-insecure-requests$/);
        expect(answer.headers.get('strict-transport-security')).toBe('max-age=31536000');
        expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
        expect(answer.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      }
    });

    it('still renders the form pages, which need no database', async () => {
      const page = await call(new Request(`${ORIGIN}${formPages.provider}`), '203.0.113.7');
      expect(page.status).toBe(200);
      expect(startedOf(await page.text())).toMatch(/^\d+\.[\w-]{43}$/);
    });
  });
}
