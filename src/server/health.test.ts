import { createServer } from 'node:net';
import { describe, expect, it, vi } from 'vitest';
import { createHealthHandler, HEALTH_RETRY_AFTER_SECONDS } from './health';
import { whenOpen } from './storage/when-open';
import { createPostgresClient } from './storage/pg-client';
import { sqlStore } from './storage/sql-store';
import { describeEachDatabase } from '../../tests/support/test-databases';
import { StorageNotConfiguredError } from './storage/unavailable';

const ask = (method = 'GET') => new Request('http://localhost/api/health', { method });

async function expectUnavailable(response: Response, reason: string) {
  expect(response.status).toBe(503);
  expect(response.headers.get('retry-after')).toBe(String(HEALTH_RETRY_AFTER_SECONDS));
  expect(response.headers.get('cache-control')).toBe('no-store');
  expect(await response.json()).toEqual({ status: 'unavailable', reason });
}

describeEachDatabase('the health check', (db) => {
  it('answers 200 {"status":"ok"}, never cached, when the database answers', async () => {
    const response = await createHealthHandler({ ping: db.store.ping })(ask());
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(await response.text()).toBe('{"status":"ok"}');
  });

  it('answers HEAD with the status alone', async () => {
    const response = await createHealthHandler({ ping: db.store.ping })(ask('HEAD'));
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('');
  });
});

describe('the health check without its storage', () => {
  it('answers 503 when PostgreSQL refuses the connection (a stopped server), without the address', async () => {
    // A port that was free a moment ago: nothing listens there any more.
    const port = await new Promise<number>((resolve) => {
      const server = createServer().listen(0, '127.0.0.1', () => {
        const { port } = server.address() as { port: number };
        server.close(() => resolve(port));
      });
    });
    const client = createPostgresClient(`postgresql://admin:secret@127.0.0.1:${port}/site`, () => undefined);
    const logError = vi.fn();
    try {
      const response = await createHealthHandler({ ping: sqlStore(client).ping, logError })(ask());
      await expectUnavailable(response.clone(), 'The storage could not be reached.');
      expect(await response.text()).not.toMatch(/127\.0\.0\.1|secret|admin|ECONNREFUSED/);
      expect(logError).toHaveBeenCalledWith(expect.objectContaining({ code: 'ECONNREFUSED' }));
    } finally {
      await client.close();
    }
  });

  it('answers 503 within the deadline when the storage never answers', async () => {
    const begun = Date.now();
    const response = await createHealthHandler({ ping: () => new Promise(() => undefined), timeoutMs: 50, logError: () => undefined })(ask());
    expect(Date.now() - begun).toBeLessThan(2000);
    await expectUnavailable(response, 'The storage did not answer within 50 ms.');
  });

  it('answers 503 while the storage is still opening or after it failed to open', async () => {
    const opening = whenOpen(new Promise(() => undefined));
    await expectUnavailable(await createHealthHandler({ ping: opening.ping, timeoutMs: 50, logError: () => undefined })(ask()), 'The storage did not answer within 50 ms.');
    const failed = whenOpen(Promise.reject(new Error('could not open')));
    await expectUnavailable(await createHealthHandler({ ping: failed.ping, logError: () => undefined })(ask()), 'The storage could not be reached.');
  });

  it('says what to set when no storage was set up', async () => {
    const ping = () => Promise.reject(new StorageNotConfiguredError('DATABASE_URL is not set.'));
    await expectUnavailable(await createHealthHandler({ ping, logError: () => undefined })(ask()), 'DATABASE_URL is not set.');
  });

  it('answers another method with 405 and Allow', async () => {
    const response = await createHealthHandler({ ping: async () => undefined })(ask('POST'));
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET, HEAD');
  });
});
