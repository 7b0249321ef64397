import { mkdtempSync, rmSync, statSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { fetchLocalExport, removeLocal, serveLocalExport } from './local-export';
import { createPgliteClient } from './pglite-client';
import { createSqlStore } from './sql-store';
import type { SubscriberStore } from './store';

describe('local subscriber socket of the running server', () => {
  let dir: string;
  let server: net.Server;
  const at = new Date('2026-05-01T08:00:00Z');
  const store = {
    subscribe: vi.fn(),
    list: vi.fn(async () => [{ email: 'ann@example.com', sources: ['blog'], firstSubscribedAt: at, lastSubscribedAt: at }]),
    remove: vi.fn(async (email: string) => ({ removed: email === 'ann@example.com' })),
    count: vi.fn(),
    close: vi.fn(),
  } satisfies SubscriberStore;
  const socket = () => path.join(dir, 'export.sock');

  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'newsletter-socket-'));
    server = await serveLocalExport(store, socket());
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    rmSync(dir, { recursive: true, force: true });
  });

  /** Sends raw bytes and resolves with whatever came back before the server closed. */
  const raw = (text: string) =>
    new Promise<string>((resolve) => {
      let reply = '';
      const client = net.connect(socket(), () => client.write(text));
      client.setEncoding('utf8');
      client.on('data', (chunk: string) => (reply += chunk));
      client.on('error', () => undefined);
      client.on('close', () => resolve(reply));
    });

  it('is a Unix socket only its owner can connect to', () => {
    const stat = statSync(socket());
    expect(stat.isSocket()).toBe(true);
    expect(stat.mode & 0o777).toBe(0o600);
  });

  it('lists, and removes saying whether the address was on the list', async () => {
    expect(await fetchLocalExport(socket())).toEqual(await store.list());
    expect(await removeLocal(socket(), 'ann@example.com')).toBe(true);
    expect(await removeLocal(socket(), 'nobody@example.com')).toBe(false);
    expect(store.remove.mock.calls).toEqual([['ann@example.com'], ['nobody@example.com']]);
  });

  it.each(['not json\n', '{"command":"drop"}\n', '{"command":"remove"}\n', '{"command":"remove","email":""}\n', `${'x'.repeat(2000)}`])(
    'closes the connection without an answer on the unknown request %j',
    async (text) => {
      store.remove.mockClear();
      expect(await raw(text)).toBe('');
      expect(store.remove).not.toHaveBeenCalled();
    },
  );
});

describe('removal through the socket of a running server', () => {
  let dir: string;
  let server: net.Server;
  let store: SubscriberStore;
  const socket = () => path.join(dir, 'export.sock');

  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'newsletter-socket-store-'));
    store = await createSqlStore(await createPgliteClient('memory://'));
    server = await serveLocalExport(store, socket());
  }, 60_000);
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('finds the address whatever its case', async () => {
    await store.subscribe('Case.Manager@example.org', 'footer', new Date('2026-05-01T08:00:00Z'));
    expect(await removeLocal(socket(), 'case.manager@example.org')).toBe(true);
    expect(await fetchLocalExport(socket())).toEqual([]);
  });
});
