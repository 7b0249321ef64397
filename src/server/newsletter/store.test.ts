import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate, migrations } from './migrations';
import { openSubscriberStore, StorageBusyError } from './open-store';
import { describeEachDatabase } from './test-databases';

const t0 = new Date('2026-03-01T10:00:00Z');
const t1 = new Date('2026-03-02T11:30:00Z');

describeEachDatabase('subscriber store contract', (db) => {
  it('applies every migration once, and a second start applies none', async () => {
    const { rows } = await db.client.query<{ version: number }>('SELECT version FROM schema_migrations ORDER BY version');
    expect(rows.map((row) => Number(row.version))).toEqual(migrations.map((step) => step.version));
    expect(await migrate(db.client)).toEqual([]);
  });

  it('adds a new address with its source and both times', async () => {
    expect(await db.store.subscribe('ann@example.com', 'homepage', t0)).toEqual({ created: true });
    expect(await db.store.list()).toEqual([{ email: 'ann@example.com', sources: ['homepage'], firstSubscribedAt: t0, lastSubscribedAt: t0 }]);
  });

  it('keeps one row for a repeat, records a new source once and moves only the last time', async () => {
    await db.store.subscribe('ann@example.com', 'homepage', t0);
    expect(await db.store.subscribe('ann@example.com', 'footer', t1)).toEqual({ created: false });
    expect(await db.store.subscribe('ann@example.com', 'footer', t1)).toEqual({ created: false });
    expect(await db.store.subscribe('ann@example.com', 'homepage', t0)).toEqual({ created: false });
    expect(await db.store.list()).toEqual([{ email: 'ann@example.com', sources: ['homepage', 'footer'], firstSubscribedAt: t0, lastSubscribedAt: t1 }]);
    expect(await db.store.count()).toBe(1);
  });

  it('lists the oldest subscriber first', async () => {
    await db.store.subscribe('late@example.com', 'blog', t1);
    await db.store.subscribe('early@example.com', 'guides', t0);
    expect((await db.store.list()).map((row) => row.email)).toEqual(['early@example.com', 'late@example.com']);
  });

  it('never duplicates an address under concurrent writes, and loses none', async () => {
    const distinct = Array.from({ length: 100 }, (_, i) => `user${i}@example.com`);
    const repeats = Array.from({ length: 100 }, (_, i) => `same${i % 5}@example.com`);
    const results = await Promise.all([...distinct, ...repeats].map((email, i) => db.store.subscribe(email, i % 2 ? 'blog' : 'footer', t0)));
    expect(results.filter((result) => result.created)).toHaveLength(105);
    expect(await db.store.count()).toBe(105);
    const emails = new Set((await db.store.list()).map((row) => row.email));
    for (const email of [...distinct, ...repeats]) expect(emails.has(email)).toBe(true);
  });

  it('rolls a failed transaction back', async () => {
    await expect(
      db.client.transaction(async (tx) => {
        await tx.query("INSERT INTO subscribers VALUES ('tx@example.com', ARRAY['blog'], now(), now())");
        throw new Error('abandoned');
      }),
    ).rejects.toThrow('abandoned');
    expect(await db.store.count()).toBe(0);
  });
});

describe('PGlite on disk', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'newsletter-store-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('keeps subscribers across restarts and lets one process at a time open the directory', async () => {
    const first = await openSubscriberStore({ kind: 'pglite', dir });
    await first.subscribe('kept@example.com', 'footer', t0);
    // Same pid here, so pretend another live process owns the claim: the parent of this one.
    const lock = path.join(dir, 'owner.pid');
    const mine = readFileSync(lock, 'utf8');
    writeFileSync(lock, String(process.ppid));
    await expect(openSubscriberStore({ kind: 'pglite', dir })).rejects.toBeInstanceOf(StorageBusyError);
    writeFileSync(lock, mine);
    await first.close();

    // A claim left by a process that is gone does not block the next start.
    writeFileSync(lock, '999999999');
    const second = await openSubscriberStore({ kind: 'pglite', dir });
    expect((await second.list()).map((row) => row.email)).toEqual(['kept@example.com']);
    await second.close();
  }, 60_000);
});
