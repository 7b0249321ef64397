import type { SqlClient } from './sql-client';

/** One step of the schema: a statement, or several run in order (PGlite runs one statement per query). */
export interface Migration {
  version: number;
  name: string;
  sql: string | readonly string[];
}

/**
 * The schema, one step per entry, applied in order at start by PGlite and PostgreSQL alike (one
 * SQL dialect). Never edit a step that has shipped: add the next one.
 */
export const migrations: readonly Migration[] = [
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
  {
    // Case.Manager@Example.org and case.manager@example.org reach the same person, who would get
    // every newsletter twice. Each group of rows equal ignoring case becomes one: the earliest
    // subscribed row stays, with its spelling of the address (what the person typed first) and
    // first date, every source of the group and the group's latest subscription.
    version: 2,
    name: 'one subscriber per mailbox',
    sql: [
      // Sources in the order first seen as far as the rows tell: row by row from the earliest,
      // each row's own order kept. A tie on the date goes to the spelling that sorts first.
      `WITH grouped AS (
        SELECT email, lower(email) AS mailbox, sources,
               row_number() OVER (PARTITION BY lower(email) ORDER BY first_subscribed_at, email) AS place,
               count(*) OVER (PARTITION BY lower(email)) AS size,
               max(last_subscribed_at) OVER (PARTITION BY lower(email)) AS latest
        FROM subscribers
      )
      UPDATE subscribers AS kept
      SET last_subscribed_at = grouped.latest,
          sources = ARRAY(
            SELECT seen.source FROM (
              SELECT DISTINCT ON (entry.source) entry.source, other.place, entry.position
              FROM grouped AS other, unnest(other.sources) WITH ORDINALITY AS entry(source, position)
              WHERE other.mailbox = grouped.mailbox
              ORDER BY entry.source, other.place, entry.position
            ) AS seen
            ORDER BY seen.place, seen.position)
      FROM grouped
      WHERE grouped.place = 1 AND grouped.size > 1 AND kept.email = grouped.email`,
      // Every row with an earlier one of its mailbox goes: the same order as place 1 above.
      `DELETE FROM subscribers AS later
      USING subscribers AS earlier
      WHERE lower(earlier.email) = lower(later.email)
        AND (earlier.first_subscribed_at, earlier.email) < (later.first_subscribed_at, later.email)`,
      // A second unique index that is not the upsert's ON CONFLICT target makes one of two
      // concurrent first subscriptions of an address fail on it instead of taking the update
      // branch; the index on lower(email) already keeps every spelling unique.
      'ALTER TABLE subscribers DROP CONSTRAINT subscribers_pkey',
      'ALTER TABLE subscribers ALTER COLUMN email SET NOT NULL',
      'CREATE UNIQUE INDEX subscribers_mailbox ON subscribers (lower(email))',
    ],
  },
  {
    // The contact form and the provider application. Only the fields the form defines are kept
    // (jsonb), with the sender's address beside them for lookups in any case. `once` makes a
    // message sent twice (a double click, a retry after a lost answer) one row. The mail columns
    // are the outbox: a message is emailed to the team after it is stored, retried until sent.
    version: 3,
    name: 'form messages',
    sql: [
      `CREATE TABLE form_messages (
        id bigserial PRIMARY KEY,
        kind text NOT NULL CHECK (kind IN ('contact', 'provider')),
        email text NOT NULL,
        fields jsonb NOT NULL,
        received_at timestamptz NOT NULL,
        once text NOT NULL,
        mail_state text NOT NULL CHECK (mail_state IN ('off', 'pending', 'sent', 'failed')),
        mail_attempts integer NOT NULL DEFAULT 0,
        mail_next_at timestamptz,
        mail_error text,
        mailed_at timestamptz
      )`,
      'CREATE UNIQUE INDEX form_messages_once ON form_messages (once)',
      'CREATE INDEX form_messages_mailbox ON form_messages (lower(email))',
      'CREATE INDEX form_messages_received ON form_messages (received_at, id)',
      "CREATE INDEX form_messages_outbox ON form_messages (mail_next_at) WHERE mail_state = 'pending'",
    ],
  },
  {
    // The per-client limit, shared by every instance of the site on this database: one fixed
    // window per client key and scope (the newsletter and the forms count apart). Ended windows
    // are deleted now and then by their start, hence the index.
    version: 4,
    name: 'rate limits',
    sql: [
      `CREATE TABLE rate_limits (
        scope text NOT NULL,
        key text NOT NULL,
        window_start timestamptz NOT NULL,
        count integer NOT NULL,
        PRIMARY KEY (scope, key)
      )`,
      'CREATE INDEX rate_limits_window ON rate_limits (scope, window_start)',
    ],
  },
  {
    // Each signed "form opened" token sends one message: the message keeps a digest of the token
    // it came with, unique, so every instance on this database refuses a token sent again with
    // another message. Tokens expire after a day; the rows are kept anyway, so nothing is pruned.
    version: 5,
    name: 'form tokens used once',
    sql: ['ALTER TABLE form_messages ADD COLUMN started text', 'CREATE UNIQUE INDEX form_messages_started ON form_messages (started)'],
  },
  {
    // The language of the page a message or a subscription was sent from, so the team answers in
    // it. Every row stored before was sent from an English page. The functions check the value
    // against the site's languages; the column takes any, so a new language needs no migration.
    version: 6,
    name: 'language of messages and subscribers',
    sql: [
      "ALTER TABLE form_messages ADD COLUMN language text NOT NULL DEFAULT 'en'",
      "ALTER TABLE subscribers ADD COLUMN language text NOT NULL DEFAULT 'en'",
    ],
  },
];

// Any number fits; it only has to be the same for every process that migrates this database.
const MIGRATION_LOCK = 5_170_421;

/**
 * Applies the steps this database has not seen yet; safe when several processes start at once.
 * `steps` is every migration except in tests that build a database as an older version left it.
 */
export async function migrate(client: SqlClient, steps: readonly Migration[] = migrations): Promise<number[]> {
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
    for (const step of steps) {
      if (done.has(step.version)) continue;
      for (const statement of [step.sql].flat()) await tx.query(statement);
      await tx.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [step.version, step.name]);
      applied.push(step.version);
    }
    return applied;
  });
}

/**
 * `client`, with the migrations applied before its first statement, for functions that cannot
 * wait for the database at start (a host's function instance). Until they have succeeded each
 * call tries them itself, in its own request (a Worker may not wait on work another request
 * started); once they have, this instance never runs them again.
 */
export function migratedOnFirstUse(client: SqlClient): SqlClient {
  let migrated = false;
  const ready = async () => {
    if (migrated) return;
    await migrate(client);
    migrated = true;
  };
  return {
    query: async (sql, params) => {
      await ready();
      return client.query(sql, params);
    },
    transaction: async (work) => {
      await ready();
      return client.transaction(work);
    },
    close: () => client.close(),
  };
}
