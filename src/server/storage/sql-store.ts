import { DEFAULT_LANGUAGE, type Language } from '../../config/languages';
import type { NewsletterSource } from '../../contracts/newsletter/sources';
import { migrate } from './migrations';
import { createMessageStore } from '../forms/message-store';
import type { RateCounters } from '../rate-limit';
import type { SqlClient } from './sql-client';
import type { SiteStore, Subscriber } from './store';

// One statement, so two requests for the same address can never make two rows: the loser of the
// race takes the DO UPDATE branch. The address in any case is the same mailbox (the unique index
// on lower(email)), and the row keeps the spelling it was first stored with. `xmax = 0` is true
// only for a freshly inserted row. The language is the latest subscription's (a tie takes the new one).
const UPSERT = `
  INSERT INTO subscribers (email, sources, first_subscribed_at, last_subscribed_at, language)
  VALUES ($1, ARRAY[$2::text], $3, $3, $4)
  ON CONFLICT ((lower(email))) DO UPDATE SET
    sources = CASE WHEN $2::text = ANY (subscribers.sources) THEN subscribers.sources
                   ELSE array_append(subscribers.sources, $2::text) END,
    last_subscribed_at = GREATEST(subscribers.last_subscribed_at, EXCLUDED.last_subscribed_at),
    language = CASE WHEN EXCLUDED.last_subscribed_at >= subscribers.last_subscribed_at THEN EXCLUDED.language
                    ELSE subscribers.language END
  RETURNING (xmax = 0) AS created`;

// One statement per request, so two instances counting the same client at once both count: the
// loser of the insert race takes the DO UPDATE branch, which reads the row as it stands. Every
// expression of the SET reads the row as it was before this request.
const COUNT_HIT = `
  INSERT INTO rate_limits AS r (scope, key, window_start, count)
  VALUES ($1, $2, $3, 1)
  ON CONFLICT (scope, key) DO UPDATE SET
    window_start = CASE WHEN r.window_start <= $3::timestamptz - $4::double precision * interval '1 millisecond'
                        THEN EXCLUDED.window_start ELSE r.window_start END,
    count = CASE WHEN r.window_start <= $3::timestamptz - $4::double precision * interval '1 millisecond'
                 THEN 1 ELSE r.count + 1 END
  RETURNING count, window_start`;

interface Row {
  email: string;
  sources: string[];
  first_subscribed_at: Date | string;
  last_subscribed_at: Date | string;
  language: Language;
}

/** The store over any SQL client; migrations are applied before it is returned. */
export async function createSqlStore(client: SqlClient): Promise<SiteStore> {
  await migrate(client);
  return sqlStore(client);
}

/** The rate limit's counters in the database (see rate-limit). */
export function createRateCounters(client: Pick<SqlClient, 'query'>): RateCounters {
  return {
    async count(scope, key, now, windowMs) {
      const { rows } = await client.query<{ count: number | string; window_start: Date | string }>(COUNT_HIT, [scope, key, now.toISOString(), windowMs]);
      const row = rows[0];
      if (!row) throw new Error('The rate limit count returned no row');
      return { count: Number(row.count), windowStart: new Date(row.window_start) };
    },
    async prune(scope, before) {
      const { rows } = await client.query<{ n: number | string }>(
        'WITH gone AS (DELETE FROM rate_limits WHERE scope = $1 AND window_start < $2 RETURNING 1) SELECT count(*)::int AS n FROM gone',
        [scope, before.toISOString()],
      );
      return Number(rows[0]?.n ?? 0);
    },
  };
}

/** The store over a client whose database has been migrated already. */
export function sqlStore(client: SqlClient): SiteStore {
  return {
    messages: createMessageStore(client),
    rateCounters: createRateCounters(client),
    async ping() {
      await client.query('SELECT 1');
    },
    async subscribe(email: string, source: NewsletterSource, at: Date, language: Language = DEFAULT_LANGUAGE) {
      // Autocommit: the promise resolves only once PostgreSQL has committed the statement.
      const { rows } = await client.query<{ created: boolean }>(UPSERT, [email, source, at.toISOString(), language]);
      return { created: rows[0]?.created === true };
    },
    async remove(email: string) {
      // Compared as the unique index compares, so it is used and every spelling finds the row.
      const { rows } = await client.query<{ email: string }>('DELETE FROM subscribers WHERE lower(email) = lower($1) RETURNING email', [email]);
      return { removed: rows.length > 0 };
    },
    async list(): Promise<Subscriber[]> {
      const { rows } = await client.query<Row>(
        'SELECT email, sources, first_subscribed_at, last_subscribed_at, language FROM subscribers ORDER BY first_subscribed_at, email',
      );
      return rows.map((row) => ({
        email: row.email,
        sources: row.sources,
        firstSubscribedAt: new Date(row.first_subscribed_at),
        lastSubscribedAt: new Date(row.last_subscribed_at),
        language: row.language,
      }));
    },
    async count() {
      const { rows } = await client.query<{ n: number | string }>('SELECT count(*)::int AS n FROM subscribers');
      return Number(rows[0]?.n ?? 0);
    },
    close: () => client.close(),
  };
}
