import { createServer, type Server, type Socket } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createSubscribeHandler } from '../newsletter/handler';
import { createPostgresClient, createStatementClient } from './pg-client';
import type { SubscriberStore } from './store';
import { isStorageUnavailable, StorageUnavailableError } from './unavailable';

/**
 * A PostgreSQL server that lets a client in (trust authentication) and then drops the connection
 * at its first statement, as `pg_ctl stop -m immediate` does to a connection mid-request.
 */
function dropsAtFirstStatement(): Promise<{ url: string; server: Server }> {
  const message = (type: string, body: Buffer) => {
    const head = Buffer.alloc(5);
    head.write(type, 0, 'latin1');
    head.writeInt32BE(body.length + 4, 1);
    return Buffer.concat([head, body]);
  };
  const server = createServer((socket: Socket) => {
    let started = false;
    socket.on('data', () => {
      if (started) return void socket.destroy();
      started = true;
      const ok = Buffer.alloc(4);
      socket.write(Buffer.concat([message('R', ok), message('Z', Buffer.from('I'))]));
    });
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve({ url: `postgresql://site@127.0.0.1:${(server.address() as { port: number }).port}/site`, server })));
}

describe('PostgreSQL connection lost mid-statement', () => {
  let server: Server | undefined;
  afterEach(() => server?.close());

  it.each([
    ['a pool', createPostgresClient],
    ['a connection per statement', createStatementClient],
  ])('is a storage failure worth retrying, through %s', async (_name, create) => {
    const fake = await dropsAtFirstStatement();
    server = fake.server;
    const client = create(fake.url, () => undefined);
    try {
      const failure = await client.query('SELECT 1').catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(StorageUnavailableError);
      expect(String((failure as Error).message)).toMatch(/Connection terminated/);
      expect(isStorageUnavailable(failure)).toBe(true);
      const inTransaction = await client.transaction((tx) => tx.query('SELECT 1')).catch((error: unknown) => error);
      expect(isStorageUnavailable(inTransaction)).toBe(true);
    } finally {
      await client.close();
    }
  });

  it('answers a subscription 503 with Retry-After, not 500', async () => {
    const fake = await dropsAtFirstStatement();
    server = fake.server;
    const client = createPostgresClient(fake.url, () => undefined);
    try {
      // The handler needs only the store's subscribe, here one statement on the lost connection.
      const subscribe = vi.fn(() => client.query('INSERT INTO subscribers (email) VALUES ($1)', ['a@b.com']).then(() => ({ created: true })));
      const store = { subscribe } as unknown as SubscriberStore;
      const response = await createSubscribeHandler({ store, logError: () => undefined })(
        new Request('http://site.test/api/subscribe-newsletter', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'a@b.com' }) }),
      );
      expect(subscribe).toHaveBeenCalledOnce();
      expect(response.status).toBe(503);
      expect(response.headers.get('retry-after')).toBe('30');
    } finally {
      await client.close();
    }
  });

});
