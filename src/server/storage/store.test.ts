import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate, migrations } from './migrations';
import { openSubscriberStore, parseClaim, pgliteOwner, processStartTime, StorageBusyError } from './open-store';
import { describeEachDatabase } from '../../../tests/support/test-databases';

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
    expect(await db.store.list()).toEqual([{ email: 'ann@example.com', sources: ['homepage'], firstSubscribedAt: t0, lastSubscribedAt: t0, language: 'en' }]);
  });

  it('keeps one row for a repeat, records a new source once and moves only the last time', async () => {
    await db.store.subscribe('ann@example.com', 'homepage', t0);
    expect(await db.store.subscribe('ann@example.com', 'footer', t1)).toEqual({ created: false });
    expect(await db.store.subscribe('ann@example.com', 'footer', t1)).toEqual({ created: false });
    expect(await db.store.subscribe('ann@example.com', 'homepage', t0)).toEqual({ created: false });
    expect(await db.store.list()).toEqual([{ email: 'ann@example.com', sources: ['homepage', 'footer'], firstSubscribedAt: t0, lastSubscribedAt: t1, language: 'en' }]);
    expect(await db.store.count()).toBe(1);
  });

  it('treats the address in another case as already subscribed: one row, first spelling kept, new source recorded', async () => {
    expect(await db.store.subscribe('Case.Manager@example.org', 'homepage', t0)).toEqual({ created: true });
    expect(await db.store.subscribe('case.manager@example.org', 'footer', t1)).toEqual({ created: false });
    expect(await db.store.subscribe('CASE.MANAGER@example.org', 'homepage', t1)).toEqual({ created: false });
    expect(await db.store.list()).toEqual([{ email: 'Case.Manager@example.org', sources: ['homepage', 'footer'], firstSubscribedAt: t0, lastSubscribedAt: t1, language: 'en' }]);
    expect(await db.store.count()).toBe(1);
  });

  it('makes one row of concurrent first subscriptions of an address in several cases, failing none', async () => {
    // 16 calls in a row per address, each spelling 4 times, so the same spelling also races itself.
    const spellings = (n: number) => [`pat${n}@example.com`, `Pat${n}@example.com`, `PAT${n}@example.com`, `pAt${n}@example.com`];
    const calls = Array.from({ length: 400 }, (_, i) => spellings(Math.floor(i / 16))[i % 4] as string);
    const results = await Promise.all(calls.map((email) => db.store.subscribe(email, 'blog', t0)));
    expect(results.filter((result) => result.created)).toHaveLength(25);
    expect(await db.store.count()).toBe(25);
  });

  it('keeps the language of the latest subscription: a later one in another language changes it, an earlier one does not', async () => {
    expect(await db.store.subscribe('ann@example.com', 'homepage', t0)).toEqual({ created: true });
    expect((await db.store.list())[0]!.language).toBe('en');
    await db.store.subscribe('Ann@example.com', 'footer', t1, 'es');
    expect((await db.store.list())[0]!.language).toBe('es');
    await db.store.subscribe('ann@example.com', 'blog', t0, 'en');
    expect((await db.store.list())[0]).toMatchObject({ lastSubscribedAt: t1, language: 'es' });
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

  it('removes an address, says whether it was on the list, and keeps the others', async () => {
    await db.store.subscribe('ann@example.com', 'homepage', t0);
    await db.store.subscribe('bo@example.org', 'footer', t1);
    expect(await db.store.remove('ann@example.com')).toEqual({ removed: true });
    expect(await db.store.remove('ann@example.com')).toEqual({ removed: false });
    expect(await db.store.remove('nobody@example.com')).toEqual({ removed: false });
    expect((await db.store.list()).map((row) => row.email)).toEqual(['bo@example.org']);
    // Removed is gone: subscribing again starts a new row with only the new source.
    expect(await db.store.subscribe('ann@example.com', 'blog', t1)).toEqual({ created: true });
  });

  it('removes the address given in another case, and then finds it in no case', async () => {
    await db.store.subscribe('Case.Manager@example.org', 'homepage', t0);
    await db.store.subscribe('bo@example.org', 'footer', t1);
    expect(await db.store.remove('case.manager@EXAMPLE.ORG')).toEqual({ removed: true });
    expect(await db.store.remove('Case.Manager@example.org')).toEqual({ removed: false });
    expect((await db.store.list()).map((row) => row.email)).toEqual(['bo@example.org']);
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

describe('PGlite directory claim', () => {
  const hasProc = existsSync('/proc/self/stat');
  let dir: string;
  const children: ChildProcess[] = [];
  const lock = () => path.join(dir, 'owner.pid');
  /** A start takes the claim over: the store opens, and the claim names this process. */
  const expectTakenOver = async () => {
    const store = await openSubscriberStore({ kind: 'pglite', dir });
    try {
      expect(parseClaim(readFileSync(lock(), 'utf8'))?.pid).toBe(process.pid);
    } finally {
      await store.close();
    }
  };
  beforeAll(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'newsletter-claim-'));
  });
  afterAll(() => {
    for (const child of children) child.kill('SIGKILL');
    rmSync(dir, { recursive: true, force: true });
  });

  it('reads claims with a start time and the pid-only claims of older versions, and nothing else', () => {
    expect(parseClaim('4242 987654\n')).toEqual({ pid: 4242, startTime: '987654' });
    expect(parseClaim('4242\n')).toEqual({ pid: 4242 });
    expect(parseClaim('4242')).toEqual({ pid: 4242 });
    for (const text of ['', 'abc', '-5', '0', '12abc', '1e3']) expect(parseClaim(text)).toBeUndefined();
  });

  it.skipIf(!hasProc)('names this process by pid and start time', async () => {
    expect(processStartTime(process.pid)).toMatch(/^\d+$/);
    const store = await openSubscriberStore({ kind: 'pglite', dir });
    try {
      expect(readFileSync(lock(), 'utf8')).toBe(`${process.pid} ${processStartTime(process.pid)}\n`);
    } finally {
      await store.close();
    }
    expect(existsSync(lock())).toBe(false);
  }, 60_000);

  it.skipIf(!hasProc)('takes over a claim whose pid now belongs to an unrelated live process, judged by its start time', async () => {
    const unrelated = spawn('sleep', ['30'], { stdio: 'ignore' });
    children.push(unrelated);
    await once(unrelated, 'spawn');
    const pid = unrelated.pid as number;
    // Had `sleep` written the claim itself (its own start time), it would be a live owner.
    writeFileSync(lock(), `${pid} ${processStartTime(pid)}\n`);
    expect(pgliteOwner(dir)).toBe(pid);
    await expect(openSubscriberStore({ kind: 'pglite', dir })).rejects.toBeInstanceOf(StorageBusyError);
    // The claim of a crashed server whose pid was handed to `sleep` since: same pid, another start.
    writeFileSync(lock(), `${pid} ${Number(processStartTime(pid)) + 1}\n`);
    expect(pgliteOwner(dir)).toBeUndefined();
    await expectTakenOver();
    unrelated.kill('SIGKILL');
  }, 60_000);

  it.skipIf(!hasProc)('takes over a claim whose process was killed but not yet reaped (a zombie)', async () => {
    // `sleep 30` takes the shell's place and never waits for its child, so the child stays a
    // zombie once it ends: what a server killed with -9 is until its supervisor reaps it.
    const parent = spawn('sh', ['-c', 'sleep 0.1 & echo $!; exec sleep 30'], { stdio: ['ignore', 'pipe', 'ignore'] });
    children.push(parent);
    const [line] = (await once(parent.stdout!, 'data')) as [Buffer];
    const pid = Number(line.toString().trim());
    const startTime = processStartTime(pid);
    writeFileSync(lock(), `${pid} ${startTime}\n`);
    const state = () => readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.[0];
    for (let i = 0; i < 100 && state() !== 'Z'; i++) await new Promise((done) => setTimeout(done, 20));
    expect(state()).toBe('Z');
    expect(processStartTime(pid)).toBe(startTime);

    expect(pgliteOwner(dir)).toBeUndefined();
    await expectTakenOver();
    parent.kill('SIGKILL');
  }, 60_000);

  it('refuses a second claim while a live owner holds the directory, and takes it over once that owner is killed', async () => {
    const script = path.join(dir, 'hold-claim.mts');
    const openStore = path.join(import.meta.dirname, 'open-store.ts');
    writeFileSync(script, `import { claimPgliteDir } from ${JSON.stringify(openStore)};\nclaimPgliteDir(${JSON.stringify(dir)});\nconsole.log('claimed');\nsetInterval(() => {}, 1000);\n`);
    // Node itself with tsx's loader, so the child's pid is the claiming process (the tsx command forks).
    const owner = spawn(process.execPath, ['--import', 'tsx', script], { cwd: path.join(import.meta.dirname, '../../..'), stdio: ['ignore', 'pipe', 'inherit'] });
    children.push(owner);
    const [first] = (await once(owner.stdout!, 'data')) as [Buffer];
    expect(first.toString()).toContain('claimed');

    expect(pgliteOwner(dir)).toBe(owner.pid);
    const refused = openSubscriberStore({ kind: 'pglite', dir });
    await expect(refused).rejects.toBeInstanceOf(StorageBusyError);
    await expect(refused).rejects.toThrow(`open in process ${owner.pid}`);

    // A crash leaves the claim behind; the next start takes it over.
    owner.kill('SIGKILL');
    await once(owner, 'exit');
    expect(parseClaim(readFileSync(lock(), 'utf8'))?.pid).toBe(owner.pid);
    const store = await openSubscriberStore({ kind: 'pglite', dir });
    await store.close();
  }, 60_000);
});
