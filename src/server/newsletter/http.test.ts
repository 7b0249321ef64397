import { serve, type ServerType } from '@hono/node-server';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscribeEndpoint } from '../../contracts/newsletter/sources';
import { createSiteApp } from '../site-app';
import { createSubscribeHandler, problems } from './handler';
import { createRateLimiter } from '../rate-limit';
import { createSqlStore } from '../storage/sql-store';
import type { SqlClient } from '../storage/sql-client';
import type { SubscriberStore } from '../storage/store';
import { describeEachDatabase, testDatabases } from '../../../tests/support/test-databases';

/** The site server of `npm start` (same app, same function) on an ephemeral port. */
async function startSite(store: SubscriberStore, clientDir: string, limit: number): Promise<{ server: ServerType; url: string }> {
  const app = createSiteApp({ clientDir, functions: new Map([[subscribeEndpoint, createSubscribeHandler({ store, rateLimiter: createRateLimiter({ limit, windowMs: 60_000 }) })]]) });
  return new Promise((resolve) => {
    const server = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 }, (info) => resolve({ server, url: `http://127.0.0.1:${info.port}` }));
  });
}

const stop = (server: ServerType) => new Promise<void>((resolve) => server.close(() => resolve()));

function shuffle<T>(items: T[]): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [items[i], items[j]] = [items[j]!, items[i]!];
  }
  return items;
}

// One connection per request, all opened at once: reusing kept-alive sockets would race the
// server's idle timeout on a loaded machine (a reset the client cannot tell from a lost answer).
const agent = new http.Agent({ keepAlive: false, maxSockets: Infinity });

function subscribe(url: string, email: string): Promise<{ email: string; status: number; retryAfter: string | null }> {
  const body = JSON.stringify({ email, source: 'homepage' });
  return new Promise((resolve, reject) => {
    const request = http.request(
      `${url}${subscribeEndpoint}`,
      { method: 'POST', agent, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } },
      (response) => {
        response.resume();
        response.on('end', () => {
          const retryAfter = response.headers['retry-after'];
          resolve({ email, status: response.statusCode ?? 0, retryAfter: typeof retryAfter === 'string' ? retryAfter : null });
        });
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

let clientDir: string;
beforeAll(() => {
  clientDir = mkdtempSync(path.join(os.tmpdir(), 'newsletter-site-'));
  writeFileSync(path.join(clientDir, '404.html'), '<!doctype html><title>Not found</title>');
  writeFileSync(path.join(clientDir, 'index.html'), '<!doctype html><title>Home</title>');
});
afterAll(() => rmSync(clientDir, { recursive: true, force: true }));

describeEachDatabase('the site server', (db) => {
  it('500 distinct subscriptions and 500 repeats of 50 addresses at once: 550 rows, none lost, none duplicated', async () => {
    const { server, url } = await startSite(db.store, clientDir, 5000);
    try {
      const distinct = Array.from({ length: 500 }, (_, i) => `person${i}@example.com`);
      const repeats = Array.from({ length: 500 }, (_, i) => `regular${i % 50}@example.com`);
      const results = await Promise.all(shuffle([...distinct, ...repeats]).map((email) => subscribe(url, email)));
      // The limit is raised well above the 1,000 requests: a 429 here would be a bug.
      expect(results.filter((result) => result.status !== 200)).toEqual([]);
      const rows = await db.store.list();
      const stored = new Set(rows.map((row) => row.email));
      expect(stored.size).toBe(rows.length);
      expect(rows).toHaveLength(550);
      expect(results.filter((result) => result.status === 200 && !stored.has(result.email))).toEqual([]);
    } finally {
      await stop(server);
    }
  }, 120_000);

  it('past the per-client limit: 429 with Retry-After, and every address that got a 200 is stored', async () => {
    const { server, url } = await startSite(db.store, clientDir, 100);
    try {
      const emails = Array.from({ length: 200 }, (_, i) => `limited${i}@example.com`);
      const results = await Promise.all(emails.map((email) => subscribe(url, email)));
      const accepted = results.filter((result) => result.status === 200).map((result) => result.email);
      const refused = results.filter((result) => result.status === 429);
      expect(accepted).toHaveLength(100);
      expect(refused).toHaveLength(100);
      for (const result of refused) expect(Number(result.retryAfter)).toBeGreaterThan(0);
      expect((await db.store.list()).map((row) => row.email).sort()).toEqual([...accepted].sort());
    } finally {
      await stop(server);
    }
  }, 60_000);
});

describe('the function inside the site server', () => {
  let server: ServerType;
  let url: string;
  let client: SqlClient;
  beforeAll(async () => {
    ({ client } = await testDatabases[0]!.open());
    ({ server, url } = await startSite(await createSqlStore(client), clientDir, 1000));
  }, 60_000);
  afterAll(async () => {
    await stop(server);
    await client.close();
  });

  it('answers other methods with 405 and Allow: POST', async () => {
    const response = await fetch(`${url}${subscribeEndpoint}`);
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('POST');
    expect(await response.json()).toEqual({ error: problems.method.error, message: problems.method.message });
  });

  it('stops reading a chunked body at 2 KB, whatever it claims, with 413', async () => {
    const { port } = server.address() as AddressInfo;
    const reply = await new Promise<string>((resolve, reject) => {
      const socket = net.connect(port, '127.0.0.1');
      let text = '';
      socket.on('data', (chunk) => (text += chunk.toString('utf8')));
      socket.on('end', () => resolve(text));
      socket.on('error', reject);
      const chunk = `{"email":"${'a'.repeat(1000)}`;
      socket.write(`POST ${subscribeEndpoint} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\n`);
      for (let i = 0; i < 5; i++) socket.write(`${Buffer.byteLength(chunk).toString(16)}\r\n${chunk}\r\n`);
      socket.end('0\r\n\r\n');
    });
    expect(reply).toMatch(/^HTTP\/1\.1 413 /);
    expect(reply).toContain(problems.tooLarge.message);
    expect((await client.query<{ n: number }>('SELECT count(*)::int AS n FROM subscribers')).rows[0]?.n).toBe(0);
  });
});
