import pg from 'pg';
import type { SqlClient } from './store';

/** What runs a statement: a pool, or one connection of it or of its own. */
interface Queryable {
  query(sql: string, params?: unknown[]): Promise<{ rows: unknown[] }>;
}

/** SqlClient's query, run by `runner`. */
function queryOn(runner: Queryable): SqlClient['query'] {
  return async <Row>(sql: string, params: unknown[] = []) => ({ rows: (await runner.query(sql, params)).rows as Row[] });
}

/** `work` inside BEGIN/COMMIT on `connection`, rolled back if it throws. */
async function inTransaction<T>(connection: Queryable, work: (tx: Pick<SqlClient, 'query'>) => Promise<T>): Promise<T> {
  try {
    await connection.query('BEGIN');
    const result = await work({ query: queryOn(connection) });
    await connection.query('COMMIT');
    return result;
  } catch (error) {
    await connection.query('ROLLBACK').catch(() => undefined);
    throw error;
  }
}

/** A PostgreSQL server through a pool; `config` is a connection string or pg's pool options. */
export function createPostgresClient(config: string | pg.PoolConfig, onError: (error: Error) => void = console.error): SqlClient {
  const pool = new pg.Pool(typeof config === 'string' ? { connectionString: config } : config);
  // An idle connection dropped by the server must not take the whole site down with it.
  pool.on('error', onError);
  return {
    query: queryOn(pool),
    async transaction(work) {
      const client = await pool.connect();
      try {
        return await inTransaction(client, work);
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

/**
 * A PostgreSQL server with a connection of its own for each statement (and for each
 * transaction), closed once it has answered: for Cloudflare Workers, where a connection opened
 * while one request is answered cannot be used by another, so no pool may outlive a request.
 * Each call pays for a connection (a pooler in front of the database, such as PgBouncer or
 * Hyperdrive, makes that cheap); nothing is kept between calls, so there is nothing to close.
 */
export function createStatementClient(config: string | pg.ClientConfig, onError: (error: Error) => void = console.error): SqlClient {
  async function withConnection<T>(work: (connection: pg.Client) => Promise<T>): Promise<T> {
    const connection = new pg.Client(typeof config === 'string' ? { connectionString: config } : config);
    let ending = false;
    // Closing a Workers socket cancels its pending read, which pg reports as an error: not one.
    connection.on('error', (error) => ending || onError(error));
    await connection.connect();
    try {
      return await work(connection);
    } finally {
      ending = true;
      await connection.end().catch(() => undefined);
    }
  }
  return {
    query: (sql, params) => withConnection((connection) => queryOn(connection)(sql, params)),
    transaction: (work) => withConnection((connection) => inTransaction(connection, work)),
    close: async () => undefined,
  };
}
