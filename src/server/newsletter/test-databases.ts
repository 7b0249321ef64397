/**
 * Databases for the storage tests: PGlite in memory always, and a throwaway schema on the
 * PostgreSQL server of TEST_DATABASE_URL when it is set (so parallel test files never share a table).
 * A separate variable from DATABASE_URL, so tests never touch the database the site is set up with.
 */
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { createPgliteClient } from './pglite-client';
import { createPostgresClient } from './pg-client';
import type { SqlClient } from './store';

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
      const schema = `test_${randomUUID().replace(/-/g, '')}`;
      const admin = new pg.Client({ connectionString: databaseUrl });
      await admin.connect();
      await admin.query(`CREATE SCHEMA ${schema}`);
      const client = createPostgresClient({ connectionString: databaseUrl, options: `-c search_path=${schema}`, max: 20 });
      return {
        client,
        async dispose() {
          await client.close();
          await admin.query(`DROP SCHEMA ${schema} CASCADE`);
          await admin.end();
        },
      };
    },
  },
];
