import type { SqlClient } from './store';

/**
 * The schema, one step per entry, applied in order at start by PGlite and PostgreSQL alike (one
 * SQL dialect). Never edit a step that has shipped: add the next one.
 */
export const migrations: readonly { version: number; name: string; sql: string }[] = [
  {
    version: 1,
    name: 'subscribers',
    sql: `
      CREATE TABLE subscribers (
        email text PRIMARY KEY,
        sources text[] NOT NULL,
        first_subscribed_at timestamptz NOT NULL,
        last_subscribed_at timestamptz NOT NULL
      )`,
  },
];

// Any number fits; it only has to be the same for every process that migrates this database.
const MIGRATION_LOCK = 5_170_421;

/** Applies the steps this database has not seen yet; safe when several processes start at once. */
export async function migrate(client: SqlClient): Promise<number[]> {
  return client.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    await tx.query(`CREATE TABLE IF NOT EXISTS schema_migrations (
      version integer PRIMARY KEY,
      name text NOT NULL,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`);
    const { rows } = await tx.query<{ version: number }>('SELECT version FROM schema_migrations');
    const done = new Set(rows.map((row) => Number(row.version)));
    const applied: number[] = [];
    for (const step of migrations) {
      if (done.has(step.version)) continue;
      await tx.query(step.sql);
      await tx.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [step.version, step.name]);
      applied.push(step.version);
    }
    return applied;
  });
}
