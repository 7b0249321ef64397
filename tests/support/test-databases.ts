/**
 * Databases for the storage tests: PGlite in memory always, and a throwaway schema on the
 * PostgreSQL server of TEST_DATABASE_URL when it is set (so parallel test files never share a table).
 * A separate variable from DATABASE_URL, so tests never touch the database the site is set up with.
 */
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { createPgliteClient } from '../../src/server/storage/pglite-client';
import { createPostgresClient } from '../../src/server/storage/pg-client';
import { afterAll, afterEach, beforeAll, describe } from 'vitest';
import { createSqlStore } from '../../src/server/storage/sql-store';
import type { SqlClient } from '../../src/server/storage/sql-client';
import type { SiteStore } from '../../src/server/storage/store';

export interface TestDatabase {
  name: string;
  /** Unset when this database cannot be used here; the suite is then skipped with the reason. */
  skipReason?: string;
  open(): Promise<{ client: SqlClient; dispose(): Promise<void> }>;
}

const databaseUrl = process.env.TEST_DATABASE_URL;

export const testDatabases: TestDatabase[] = [
  {
    name: 'PGlite',
    async open() {
      const client = await createPgliteClient('memory://');
      return { client, dispose: () => client.close() };
    },
  },
  {
    name: 'PostgreSQL',
    skipReason: databaseUrl ? undefined : 'TEST_DATABASE_URL is not set (.ci/run sets it)',
    async open() {
      const schema = await throwawaySchema();
      const client = createPostgresClient({ connectionString: schema.url, max: 20 });
      return {
        client,
        async dispose() {
          try {
            await client.close();
          } finally {
            await schema.dispose();
          }
        },
      };
    },
  },
];

/**
 * A throwaway schema on TEST_DATABASE_URL's server and the address that selects it (its
 * search_path in the connection string's options, for a server or a function configured with
 * DATABASE_URL); `dispose` drops it.
 */
export async function throwawaySchema(): Promise<{ url: string; schema: string; dispose(): Promise<void> }> {
  const schema = `test_${randomUUID().replace(/-/g, '')}`;
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE SCHEMA ${schema}`);
  } catch (error) {
    await admin.end();
    throw error;
  }
  const url = new URL(databaseUrl as string);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return {
    url: url.toString(),
    schema,
    async dispose() {
      try {
        await admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      } finally {
        await admin.end();
      }
    },
  };
}

/**
 * Runs `work` with a throwaway schema on TEST_DATABASE_URL's server, its address (for a script
 * run with DATABASE_URL) and its name, dropped afterwards whatever happens.
 */
export async function withThrowawaySchema(work: (target: { url: string; schema: string }) => Promise<void>): Promise<void> {
  const { url, schema, dispose } = await throwawaySchema();
  try {
    await work({ url, schema });
  } finally {
    await dispose();
  }
}

/** The database of one test block, opened before its tests and emptied after each one. */
export interface TestStore {
  client: SqlClient;
  store: SiteStore;
}

/** One `describe` per test database, skipped by name where it cannot run here. */
export function describePerDatabase(subject: string, body: (database: TestDatabase) => void): void {
  for (const database of testDatabases) {
    const title = `${subject} on ${database.name}${database.skipReason ? ` (skipped: ${database.skipReason})` : ''}`;
    describe.skipIf(Boolean(database.skipReason))(title, () => body(database));
  }
}

/**
 * One `describe` per test database (skipped by name where it cannot run here), with a store on
 * a fresh database that is emptied after each test and closed at the end.
 */
export function describeEachDatabase(subject: string, body: (db: TestStore) => void): void {
  describePerDatabase(subject, (database) => {
    const db = {} as TestStore;
    let dispose: (() => Promise<void>) | undefined;
    beforeAll(async () => {
      const opened = await database.open();
      dispose = opened.dispose;
      db.client = opened.client;
      db.store = await createSqlStore(opened.client);
    }, 60_000);
    afterEach(async () => {
      await db.client.query('DELETE FROM subscribers');
      await db.client.query('DELETE FROM form_messages');
      await db.client.query('DELETE FROM rate_limits');
    });
    afterAll(async () => dispose?.());
    body(db);
  });
}
