import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveLocalExport } from '../src/server/storage/local-export';
import { openSubscriberStore, pgliteFiles } from '../src/server/storage/open-store';
import { withThrowawaySchema } from '../tests/support/test-databases';
import { root } from './content/paths';

const run = promisify(execFile);
const tsx = path.join(root, 'node_modules', '.bin', 'tsx');

describe('npm run subscribers -- export', () => {
  let dir: string;
  let env: NodeJS.ProcessEnv;
  const exportList = (...args: string[]) => run(tsx, ['scripts/subscribers.ts', 'export', ...args], { cwd: root, env });

  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'newsletter-export-'));
    env = { ...process.env, NEWSLETTER_DATA_DIR: dir };
    delete env.DATABASE_URL;
    const store = await openSubscriberStore({ kind: 'pglite', dir });
    await store.subscribe('ann@example.com', 'homepage', new Date('2026-05-01T08:00:00Z'));
    await store.subscribe('ann@example.com', 'blog', new Date('2026-05-02T08:00:00Z'));
    await store.subscribe('bo@example.org', 'footer', new Date('2026-05-03T08:00:00Z'), 'es');
    await store.close();
  }, 60_000);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const expected =
    'email,sources,first_subscribed_at,last_subscribed_at,language\r\n' +
    'ann@example.com,homepage;blog,2026-05-01T08:00:00.000Z,2026-05-02T08:00:00.000Z,en\r\n' +
    'bo@example.org,footer,2026-05-03T08:00:00.000Z,2026-05-03T08:00:00.000Z,es\r\n';

  it('prints the list as CSV from the data directory', async () => {
    expect((await exportList()).stdout).toBe(expected);
  }, 60_000);

  it('writes it to a file with --out', async () => {
    const out = path.join(dir, 'list.csv');
    const { stderr } = await exportList('--out', out);
    expect(readFileSync(out, 'utf8')).toBe(expected);
    expect(stderr).toContain('2 subscribers written');
  }, 60_000);

  it('asks the running site server for the list while it holds the directory', async () => {
    const store = await openSubscriberStore({ kind: 'pglite', dir });
    try {
      await store.subscribe('live@example.net', 'guides', new Date('2026-05-04T08:00:00Z'));
      const server = await serveLocalExport(store, pgliteFiles(dir).socket);
      try {
        const { stdout } = await exportList();
        expect(stdout).toBe(`${expected}live@example.net,guides,2026-05-04T08:00:00.000Z,2026-05-04T08:00:00.000Z,en\r\n`);
      } finally {
        await new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
      }
    } finally {
      await store.close();
    }
  }, 60_000);

  it('refuses an unknown command', async () => {
    await expect(run(tsx, ['scripts/subscribers.ts', 'import'], { cwd: root, env })).rejects.toMatchObject({ code: 2 });
  }, 60_000);
});

describe('npm run subscribers -- remove', () => {
  let dir: string;
  let env: NodeJS.ProcessEnv;
  const remove = (...args: string[]) => run(tsx, ['scripts/subscribers.ts', 'remove', ...args], { cwd: root, env });
  const emails = async () => {
    const store = await openSubscriberStore({ kind: 'pglite', dir });
    try {
      return (await store.list()).map((row) => row.email);
    } finally {
      await store.close();
    }
  };

  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'newsletter-remove-'));
    env = { ...process.env, NEWSLETTER_DATA_DIR: dir };
    delete env.DATABASE_URL;
    const store = await openSubscriberStore({ kind: 'pglite', dir });
    for (const email of ['Ann@example.com', 'bo@example.org', 'cy@example.net']) await store.subscribe(email, 'footer', new Date('2026-05-01T08:00:00Z'));
    await store.close();
  }, 60_000);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('removes the address matched as the list matches it (trimmed, domain lower-cased), then says it is not on the list', async () => {
    expect(await remove('  Ann@EXAMPLE.com ')).toMatchObject({ stdout: 'Removed Ann@example.com\n' });
    expect(await remove('Ann@example.com')).toMatchObject({ stdout: 'Ann@example.com is not on the list\n' });
    expect(await emails()).toEqual(['bo@example.org', 'cy@example.net']);
  }, 60_000);

  it('asks the running site server to remove it while it holds the directory', async () => {
    const store = await openSubscriberStore({ kind: 'pglite', dir });
    try {
      const server = await serveLocalExport(store, pgliteFiles(dir).socket);
      try {
        expect(await remove('bo@example.org')).toMatchObject({ stdout: 'Removed bo@example.org\n' });
        expect(await remove('bo@example.org')).toMatchObject({ stdout: 'bo@example.org is not on the list\n' });
        expect((await store.list()).map((row) => row.email)).toEqual(['cy@example.net']);
      } finally {
        await new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
      }
    } finally {
      await store.close();
    }
  }, 60_000);

  it.each([[[]], [['a@example.com', 'b@example.com']], [['   ']], [['a@example.com', '--out', 'x.csv']]])('refuses %j with the usage and exit code 2', async (args) => {
    await expect(remove(...args)).rejects.toMatchObject({ code: 2, stderr: expect.stringContaining('remove EMAIL') });
  }, 60_000);

  const databaseUrl = process.env.TEST_DATABASE_URL;
  it.skipIf(!databaseUrl)('removes the address from PostgreSQL with DATABASE_URL', async () => {
    await withThrowawaySchema(async ({ url }) => {
      const store = await openSubscriberStore({ kind: 'postgres', url });
      await store.subscribe('pg@example.com', 'blog', new Date('2026-05-01T08:00:00Z'));
      try {
        const pgEnv = { ...env, DATABASE_URL: url };
        const removePg = (email: string) => run(tsx, ['scripts/subscribers.ts', 'remove', email], { cwd: root, env: pgEnv });
        expect(await removePg('pg@Example.COM')).toMatchObject({ stdout: 'Removed pg@example.com\n' });
        expect(await removePg('pg@example.com')).toMatchObject({ stdout: 'pg@example.com is not on the list\n' });
        expect(await store.count()).toBe(0);
      } finally {
        await store.close();
      }
    });
  }, 60_000);
});
