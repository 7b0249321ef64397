import { mkdtempSync, rmSync, statSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { fetchLocalExport, fetchLocalMessages, removeLocal, serveLocalExport } from './local-export';
import type { FormMessage } from '../forms/message-store';
import { sampleProvider } from '../../../tests/support/test-messages';
import { createPgliteClient } from './pglite-client';
import { createSqlStore } from './sql-store';
import type { SiteStore } from './store';

describe('local subscriber socket of the running server', () => {
  let dir: string;
  let server: net.Server;
  const at = new Date('2026-05-01T08:00:00Z');
  const message: FormMessage = {
    id: 7,
    kind: 'contact',
    email: 'ann@example.com',
    fields: { name: 'Ann Lee', email: 'ann@example.com', message: 'Please call me back.' },
    language: 'es',
    receivedAt: at,
    mail: { state: 'sent', attempts: 1, sentAt: at },
  };
  const store = {
    subscribe: vi.fn(),
    list: vi.fn(async () => [{ email: 'ann@example.com', sources: ['blog'], firstSubscribedAt: at, lastSubscribedAt: at, language: 'es' as const }]),
    remove: vi.fn(async (email: string) => ({ removed: email === 'ann@example.com' })),
    count: vi.fn(),
    close: vi.fn(),
    messages: {
      save: vi.fn(),
      list: vi.fn(async (): Promise<FormMessage[]> => [message]),
      takeDueMail: vi.fn(),
      mailSent: vi.fn(),
      mailFailed: vi.fn(),
    },
    rateCounters: { count: vi.fn(), prune: vi.fn() },
    ping: vi.fn(),
  } satisfies SiteStore;
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

  it('lists the form messages, passing the kind and the date on', async () => {
    expect(await fetchLocalMessages(socket(), {})).toEqual([message]);
    expect(await fetchLocalMessages(socket(), { kind: 'provider', since: at })).toEqual([message]);
    expect(store.messages.list.mock.calls).toEqual([[{ kind: undefined, since: undefined }], [{ kind: 'provider', since: at }]]);
  });

  it.each([
    'not json\n',
    '{"command":"drop"}\n',
    '{"command":"remove"}\n',
    '{"command":"remove","email":""}\n',
    '{"command":"messages","kind":"job"}\n',
    '{"command":"messages","since":"yesterday"}\n',
    `${'x'.repeat(2000)}`,
  ])(
    'closes the connection without an answer on the unknown request %j',
    async (text) => {
      store.remove.mockClear();
      store.messages.list.mockClear();
      expect(await raw(text)).toBe('');
      expect(store.remove).not.toHaveBeenCalled();
      expect(store.messages.list).not.toHaveBeenCalled();
    },
  );
});

describe('removal through the socket of a running server', () => {
  let dir: string;
  let server: net.Server;
  let store: SiteStore;
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

  it('exports the stored form messages', async () => {
    const at = new Date('2026-05-01T08:00:00Z');
    await store.messages.save('provider', sampleProvider, at, { mail: false, language: 'es' });
    expect(await fetchLocalMessages(socket(), {})).toEqual(await store.messages.list());
    expect((await fetchLocalMessages(socket(), {})).map((message) => message.language)).toEqual(['es']);
    expect(await fetchLocalMessages(socket(), { kind: 'contact' })).toEqual([]);
  });
});
