import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContactMessage } from '../src/contracts/forms/schemas';
import type { FormMessage } from '../src/server/forms/message-store';
import { messagesCsv } from '../src/server/forms/messages-csv';
import { sampleContact, sampleProvider } from '../tests/support/test-messages';
import { serveLocalExport } from '../src/server/storage/local-export';
import { openSubscriberStore, pgliteFiles } from '../src/server/storage/open-store';
import type { SiteStore } from '../src/server/storage/store';
import { withThrowawaySchema } from '../tests/support/test-databases';
import { root } from './content/paths';
import { parseSince } from './inbox';

const run = promisify(execFile);
const inbox = (env: NodeJS.ProcessEnv, ...args: string[]) => run(process.execPath, ['--import', 'tsx', 'scripts/inbox.ts', ...args], { cwd: root, env });

const HEADER = 'id,kind,received_at,email,name,phone,company,service,agency_name,contact_name,license_number,counties,services,insurances,message,mail_state,language\r\n';
const USAGE = 'Usage: npm run inbox -- export [--kind contact|provider] [--since YYYY-MM-DD] [--out file.csv]';

const contact: ContactMessage = { ...sampleContact, service: 'eligibility-verification' };
const provider = sampleProvider;

/** Three messages around Houston's midnight starting March 2, 2026 (06:00Z): the first is still March 1 there. */
async function saveMessages(store: SiteStore): Promise<FormMessage[]> {
  await store.messages.save('contact', contact, new Date('2026-03-02T05:59:00Z'), { mail: false });
  await store.messages.save('provider', provider, new Date('2026-03-02T06:00:00Z'), { mail: true });
  await store.messages.save('contact', { ...contact, email: 'cy@example.net', name: 'Cy Ng' }, new Date('2026-03-03T12:00:00Z'), { mail: false, language: 'es' });
  return store.messages.list();
}

describe('parseSince', () => {
  it.each([
    ['2026-01-15', '2026-01-15T06:00:00.000Z'],
    ['2026-07-04', '2026-07-04T05:00:00.000Z'],
    // Daylight saving time starts and ends at 2 a.m.: midnight is still on the old clock.
    ['2026-03-08', '2026-03-08T06:00:00.000Z'],
    ['2026-03-09', '2026-03-09T05:00:00.000Z'],
    ['2026-11-01', '2026-11-01T05:00:00.000Z'],
    ['2026-11-02', '2026-11-02T06:00:00.000Z'],
    ['2028-02-29', '2028-02-29T06:00:00.000Z'],
  ])('reads %s as Houston midnight, %s', (text, iso) => {
    expect(parseSince(text)?.toISOString()).toBe(iso);
  });

  it.each([
    ['2026-03-01T10:00:00Z', '2026-03-01T10:00:00.000Z'],
    ['2026-03-01T10:00:00.500Z', '2026-03-01T10:00:00.500Z'],
    ['2026-03-01T10:00:00-06:00', '2026-03-01T16:00:00.000Z'],
    ['2026-07-01T00:00:00-05:00', '2026-07-01T05:00:00.000Z'],
  ])('takes the full time %s as written', (text, iso) => {
    expect(parseSince(text)?.toISOString()).toBe(iso);
  });

  it.each(['2026-02-30', '2026-02-29', '2026-13-01', '2026-04-31', '2026-02-30T10:00:00Z', '2026-04-31T00:00:00-05:00', '2026-03-01T99:00Z', '2026-03-01T10:00', 'yesterday', '', '2026-3-1', '03/01/2026', ' 2026-03-01'])(
    'refuses %j',
    (text) => {
      expect(parseSince(text)).toBeUndefined();
    },
  );
});

describe('npm run inbox -- export', () => {
  let dir: string;
  let env: NodeJS.ProcessEnv;
  let saved: FormMessage[];
  const exportInbox = (...args: string[]) => inbox(env, 'export', ...args);

  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'inbox-export-'));
    env = { ...process.env, NEWSLETTER_DATA_DIR: dir };
    delete env.DATABASE_URL;
    const store = await openSubscriberStore({ kind: 'pglite', dir });
    try {
      saved = await saveMessages(store);
    } finally {
      await store.close();
    }
  }, 60_000);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('prints every message as CSV, oldest first', async () => {
    const { stdout } = await exportInbox();
    expect(saved.map((message) => message.kind)).toEqual(['contact', 'provider', 'contact']);
    expect(stdout).toBe(messagesCsv(saved));
    expect(stdout.startsWith(HEADER)).toBe(true);
    expect(stdout.split('\r\n').slice(1, -1).map((line) => line.split(',').slice(1, 4).join(' '))).toEqual([
      'contact 2026-03-02T05:59:00.000Z ann@example.org',
      'provider 2026-03-02T06:00:00.000Z bo@gulfcoast.example',
      'contact 2026-03-03T12:00:00.000Z cy@example.net',
    ]);
    expect(stdout).toContain(',Eligibility verification,');
    // The language each was sent in, last: the team answers in it.
    expect(stdout.split('\r\n').slice(1, -1).map((line) => line.split(',').at(-1))).toEqual(['en', 'en', 'es']);
  }, 60_000);

  it('filters by --kind', async () => {
    expect((await exportInbox('--kind', 'provider')).stdout).toBe(messagesCsv([saved[1]!]));
    expect((await exportInbox('--kind', 'contact')).stdout).toBe(messagesCsv([saved[0]!, saved[2]!]));
  }, 60_000);

  it('filters by --since, a Houston date or a full time, together with --kind', async () => {
    expect((await exportInbox('--since', '2026-03-02')).stdout).toBe(messagesCsv(saved.slice(1)));
    expect((await exportInbox('--since', '2026-03-01')).stdout).toBe(messagesCsv(saved));
    expect((await exportInbox('--since', '2026-03-02T06:00:00.001Z')).stdout).toBe(messagesCsv([saved[2]!]));
    expect((await exportInbox('--since', '2026-03-02', '--kind', 'contact')).stdout).toBe(messagesCsv([saved[2]!]));
    expect((await exportInbox('--since', '2026-03-04')).stdout).toBe(HEADER);
  }, 60_000);

  it('writes the CSV to a file only its owner can read with --out', async () => {
    const out = path.join(dir, 'inbox.csv');
    const { stdout, stderr } = await exportInbox('--kind', 'contact', '--out', out);
    expect(stdout).toBe('');
    expect(stderr).toContain(`2 messages written to ${out}`);
    expect(readFileSync(out, 'utf8')).toBe(messagesCsv([saved[0]!, saved[2]!]));
    expect(statSync(out).mode & 0o777).toBe(0o600);
  }, 60_000);

  it('asks the running site server for the messages while it holds the directory', async () => {
    const store = await openSubscriberStore({ kind: 'pglite', dir });
    try {
      const server = await serveLocalExport(store, pgliteFiles(dir).socket);
      try {
        const { stdout } = await exportInbox('--kind', 'provider', '--since', '2026-03-02');
        expect(stdout).toBe(messagesCsv([saved[1]!]));
      } finally {
        await new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
      }
    } finally {
      await store.close();
    }
  }, 60_000);

  it.each([
    [['export', '--kind', 'referral'], '--kind must be one of: contact, provider'],
    [['export', '--since', 'yesterday'], '--since must be a date like 2026-11-01, not "yesterday"'],
    [['export', '--since', '2026-02-30'], '--since must be a date like 2026-11-01, not "2026-02-30"'],
    [[], undefined],
    [['import'], undefined],
    [['export', 'contact'], undefined],
  ])('refuses %j with the usage and exit code 2', async (args, reason) => {
    const failure = inbox(env, ...args);
    await expect(failure).rejects.toMatchObject({ code: 2, stdout: '', stderr: expect.stringContaining(USAGE) });
    if (reason) await expect(failure).rejects.toMatchObject({ stderr: expect.stringContaining(reason) });
  }, 60_000);

  const databaseUrl = process.env.TEST_DATABASE_URL;
  it.skipIf(!databaseUrl)('exports the messages from PostgreSQL with DATABASE_URL', async () => {
    await withThrowawaySchema(async ({ url }) => {
      const store = await openSubscriberStore({ kind: 'postgres', url });
      try {
        const inPostgres = await saveMessages(store);
        const pgEnv = { ...env, DATABASE_URL: url, NEWSLETTER_DATA_DIR: path.join(dir, 'not-used') };
        expect((await inbox(pgEnv, 'export')).stdout).toBe(messagesCsv(inPostgres));
        expect((await inbox(pgEnv, 'export', '--kind', 'contact', '--since', '2026-03-02')).stdout).toBe(messagesCsv([inPostgres[2]!]));
      } finally {
        await store.close();
      }
    });
  }, 60_000);
});
