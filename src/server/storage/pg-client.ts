import pg from 'pg';
import type { SqlClient } from './sql-client';
import { StorageUnavailableError } from './unavailable';

/** What runs a statement: a pool, or one connection of it or of its own. */
interface Queryable {
  query(sql: string, params?: unknown[]): Promise<{ rows: unknown[] }>;
}

/**
 * An error of the driver as the handlers judge it. PostgreSQL's own errors carry a SQLSTATE code
 * and network failures an errno code; what pg raises with neither ("Connection terminated
 * unexpectedly" when the server stops mid-statement, a connection timeout) is a lost
 * connection: unavailable for now, answered 503 with Retry-After like a refused one.
 */
export function driverError(error: unknown): unknown {
  if (!(error instanceof Error) || typeof (error as { code?: unknown }).code === 'string') return error;
  return new StorageUnavailableError(`PostgreSQL: ${error.message}`, { cause: error });
}

/** SqlClient's query, run by `runner`. */
function queryOn(runner: Queryable): SqlClient['query'] {
  return async <Row>(sql: string, params: unknown[] = []) => {
    try {
      return { rows: (await runner.query(sql, params)).rows as Row[] };
    } catch (error) {
      throw driverError(error);
    }
  };
}

/** `work` inside BEGIN/COMMIT on `connection`, rolled back if it throws. */
async function inTransaction<T>(connection: Queryable, work: (tx: Pick<SqlClient, 'query'>) => Promise<T>): Promise<T> {
  const query = queryOn(connection);
  try {
    await query('BEGIN');
    const result = await work({ query });
    await query('COMMIT');
    return result;
  } catch (error) {
    await query('ROLLBACK').catch(() => undefined);
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
      const client = await pool.connect().catch((error: unknown) => Promise.reject(driverError(error)));
      // The pool listens for errors of idle connections only: one lost while checked out is
      // emitted on it, and unheard, would end the process.
      let lost: Error | undefined;
      const onLost = (error: Error) => {
        lost = error;
        onError(error);
      };
      client.on('error', onLost);
      try {
        return await inTransaction(client, work);
      } finally {
        client.off('error', onLost);
        // A lost connection is closed rather than handed to the next request.
        client.release(lost);
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
    await connection.connect().catch((error: unknown) => Promise.reject(driverError(error)));
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
