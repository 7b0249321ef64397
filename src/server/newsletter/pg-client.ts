import pg from 'pg';
import type { SqlClient } from './store';

/** A PostgreSQL server through a pool; `config` is a connection string or pg's pool options. */
export function createPostgresClient(config: string | pg.PoolConfig, onError: (error: Error) => void = console.error): SqlClient {
  const pool = new pg.Pool(typeof config === 'string' ? { connectionString: config } : config);
  // An idle connection dropped by the server must not take the whole site down with it.
  pool.on('error', onError);
  return {
    query: async <Row>(sql: string, params: unknown[] = []) => ({ rows: (await pool.query(sql, params)).rows as Row[] }),
    async transaction(work) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await work({ query: async <Row>(sql: string, params: unknown[] = []) => ({ rows: (await client.query(sql, params)).rows as Row[] }) });
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
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
  const run = (connection: pg.Client) => async <Row>(sql: string, params: unknown[] = []) => ({ rows: (await connection.query(sql, params)).rows as Row[] });
  return {
    query: (sql, params) => withConnection((connection) => run(connection)(sql, params)),
    transaction: (work) =>
      withConnection(async (connection) => {
        await connection.query('BEGIN');
        try {
          const result = await work({ query: run(connection) });
          await connection.query('COMMIT');
          return result;
        } catch (error) {
          await connection.query('ROLLBACK').catch(() => undefined);
          throw error;
        }
      }),
    close: async () => undefined,
  };
}
