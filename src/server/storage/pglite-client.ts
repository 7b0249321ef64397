import { PGlite } from '@electric-sql/pglite';
import type { SqlClient } from './sql-client';

/**
 * PGlite is one Postgres backend with one session: a transaction and a query from another
 * request must never interleave inside it. Every call goes through one queue, so each runs
 * alone and in arrival order.
 */
export async function createPgliteClient(dataDir: string): Promise<SqlClient> {
  const db = await PGlite.create(dataDir);
  let tail: Promise<unknown> = Promise.resolve();
  const exclusive = <T>(work: () => Promise<T>): Promise<T> => {
    const run = tail.then(work, work);
    tail = run.catch(() => undefined);
    return run;
  };
  const query = <Row>(sql: string, params: unknown[] = []) => db.query<Row>(sql, params).then((result) => ({ rows: result.rows }));
  return {
    query: (sql, params) => exclusive(() => query(sql, params)),
    transaction: (work) =>
      exclusive(async () => {
        await db.exec('BEGIN');
        try {
          const result = await work({ query });
          await db.exec('COMMIT');
          return result;
        } catch (error) {
          await db.exec('ROLLBACK');
          throw error;
        }
      }),
    close: () => exclusive(() => db.close()),
  };
}
