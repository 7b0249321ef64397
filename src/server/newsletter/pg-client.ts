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
