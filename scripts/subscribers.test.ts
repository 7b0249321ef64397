import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveLocalExport } from '../src/server/newsletter/local-export';
import { openSubscriberStore, pgliteFiles } from '../src/server/newsletter/open-store';
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
    await store.subscribe('bo@example.org', 'footer', new Date('2026-05-03T08:00:00Z'));
    await store.close();
  }, 60_000);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const expected =
    'email,sources,first_subscribed_at,last_subscribed_at\r\n' +
    'ann@example.com,homepage;blog,2026-05-01T08:00:00.000Z,2026-05-02T08:00:00.000Z\r\n' +
    'bo@example.org,footer,2026-05-03T08:00:00.000Z,2026-05-03T08:00:00.000Z\r\n';

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
        expect(stdout).toBe(`${expected}live@example.net,guides,2026-05-04T08:00:00.000Z,2026-05-04T08:00:00.000Z\r\n`);
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
