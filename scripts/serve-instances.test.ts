import http from 'node:http';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { subscribeEndpoint } from '../src/contracts/newsletter/sources';
import { startServeProcess as startServe, type ServeProcess as Instance } from '../tests/support/serve-process';
import { withThrowawaySchema } from '../tests/support/test-databases';

const databaseUrl = process.env.TEST_DATABASE_URL;

/** A subscription sent from `from` (a loopback address of this machine), with X-Forwarded-For when given. */
function subscribe({ port }: Instance, email: string, from: string, forwardedFor?: string): Promise<number> {
  const body = JSON.stringify({ email, source: 'homepage' });
  const headers: Record<string, string> = { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)), connection: 'close' };
  if (forwardedFor) headers['x-forwarded-for'] = forwardedFor;
  return new Promise((resolve, reject) => {
    const request = http.request({ host: '127.0.0.1', port, path: subscribeEndpoint, method: 'POST', localAddress: from, headers }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
    });
    request.on('error', reject);
    request.end(body);
  });
}

/** Two servers sharing the database at `url`, stopped once `work` is done. */
async function withTwoServers(url: string, env: Record<string, string>, work: (one: Instance, two: Instance) => Promise<void>): Promise<void> {
  const instances = await Promise.all([startServe({ DATABASE_URL: url, ...env }), startServe({ DATABASE_URL: url, ...env })]);
  try {
    expect(instances[0].port).not.toBe(instances[1].port);
    await work(instances[0], instances[1]);
  } finally {
    for (const { child } of instances) child.kill('SIGKILL');
  }
}

/** The rate limit's rows in the throwaway `schema`, read without its search_path. */
async function counts(schema: string): Promise<Record<string, number>> {
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  try {
    const { rows } = await admin.query<{ key: string; count: number }>(`SELECT key, count FROM ${schema}.rate_limits WHERE scope = 'newsletter'`);
    return Object.fromEntries(rows.map((row) => [row.key, row.count]));
  } finally {
    await admin.end();
  }
}

describe.skipIf(!databaseUrl)(`two servers on one PostgreSQL${databaseUrl ? '' : ' (skipped: TEST_DATABASE_URL is not set; .ci/run sets it)'}`, () => {
  it('reach the per-client limit at the combined count, sent to each in turn, keeping the counts in the schema of DATABASE_URL', async () => {
    await withThrowawaySchema(({ url, schema }) =>
      withTwoServers(url, { NEWSLETTER_RATE_LIMIT: '4' }, async (one, two) => {
        const statuses = [];
        for (let i = 0; i < 6; i++) statuses.push(await subscribe(i % 2 === 0 ? one : two, `person${i}@example.com`, '127.0.0.1'));
        expect(statuses).toEqual([200, 200, 200, 200, 429, 429]);
        expect(await counts(schema)).toEqual({ '127.0.0.1': 6 });
      }),
    );
  }, 60_000);

  it('believe X-Forwarded-For only from a trusted proxy: a spoofed header dodges nothing, two clients behind the proxy are counted apart', async () => {
    await withThrowawaySchema(({ url, schema }) =>
      withTwoServers(url, { NEWSLETTER_RATE_LIMIT: '3', TRUSTED_PROXIES: '127.0.0.2' }, async (one, two) => {
        const each = (from: string, forwardedFor: (i: number) => string) => {
          const statuses: Promise<number>[] = [];
          let chain = Promise.resolve(0);
          for (let i = 0; i < 4; i++) {
            chain = chain.then(() => subscribe(i % 2 === 0 ? one : two, `${from}-${i}@example.com`, from, forwardedFor(i)));
            statuses.push(chain);
          }
          return Promise.all(statuses);
        };
        // 127.0.0.1 is not a proxy of ours: a new address in the header on every request changes nothing.
        expect(await each('127.0.0.1', (i) => `198.51.100.${i + 1}`)).toEqual([200, 200, 200, 429]);
        // Through the proxy (127.0.0.2), each forwarded client has its own count, whatever was spoofed left of it.
        expect(await each('127.0.0.2', (i) => `10.9.9.${i}, 203.0.113.1`)).toEqual([200, 200, 200, 429]);
        expect(await each('127.0.0.2', () => '203.0.113.2')).toEqual([200, 200, 200, 429]);
        expect(await counts(schema)).toEqual({ '127.0.0.1': 4, '203.0.113.1': 4, '203.0.113.2': 4 });
      }),
    );
  }, 60_000);
});

describe('npm run serve with a TRUSTED_PROXIES it cannot read', () => {
  it('refuses to start, naming the entry', async () => {
    await expect(startServe({ DATABASE_URL: '', TRUSTED_PROXIES: '10.0.0.0/8, 10.0.0.0/40' })).rejects.toThrow(
      /exited with 1 before listening: TRUSTED_PROXIES: "10\.0\.0\.0\/40" is not an IP address or a CIDR range/,
    );
  }, 30_000);
});
