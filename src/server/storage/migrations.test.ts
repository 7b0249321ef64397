import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { migrate, migratedOnFirstUse, migrations } from './migrations';
import { createSqlStore } from './sql-store';
import type { SqlClient } from './sql-client';
import { describePerDatabase } from '../../../tests/support/test-databases';

const ONE_PER_MAILBOX = 2;
const at = (day: number) => new Date(Date.UTC(2026, 2, day, 9));

describePerDatabase('migration to one subscriber per mailbox', (database) => {
  let client: SqlClient;
  let dispose: () => Promise<void>;
  beforeEach(async () => {
    ({ client, dispose } = await database.open());
    // The database as the version before left it, where case variants were separate rows.
    expect(await migrate(client, migrations.filter((step) => step.version < ONE_PER_MAILBOX))).toEqual([1]);
  }, 60_000);
  afterEach(async () => dispose());

  const insert = (email: string, sources: string[], first: Date, last: Date) =>
    client.query('INSERT INTO subscribers (email, sources, first_subscribed_at, last_subscribed_at) VALUES ($1, $2, $3, $4)', [email, sources, first, last]);

  it('merges each mailbox into its earliest row, with the union of sources and the latest subscription', async () => {
    await insert('case.manager@example.org', ['footer', 'blog'], at(5), at(9));
    await insert('Case.Manager@example.org', ['homepage'], at(1), at(2));
    await insert('CASE.MANAGER@example.org', ['blog', 'guides'], at(3), at(4));
    await insert('ann@example.com', ['resources'], at(8), at(8));
    await insert('Ann@example.com', ['resources'], at(6), at(7));
    await insert('solo@example.net', ['website'], at(4), at(4));

    expect(await migrate(client)).toEqual(migrations.filter((step) => step.version >= ONE_PER_MAILBOX).map((step) => step.version));

    const store = await createSqlStore(client);
    expect(await store.list()).toEqual([
      { email: 'Case.Manager@example.org', sources: ['homepage', 'blog', 'guides', 'footer'], firstSubscribedAt: at(1), lastSubscribedAt: at(9), language: 'en' },
      { email: 'solo@example.net', sources: ['website'], firstSubscribedAt: at(4), lastSubscribedAt: at(4), language: 'en' },
      { email: 'Ann@example.com', sources: ['resources'], firstSubscribedAt: at(6), lastSubscribedAt: at(8), language: 'en' },
    ]);
  });

  it('leaves a unique index that refuses another case variant of a stored address', async () => {
    await insert('Case.Manager@example.org', ['homepage'], at(1), at(1));
    await migrate(client);
    await expect(insert('case.MANAGER@example.org', ['blog'], at(2), at(2))).rejects.toMatchObject({ code: '23505' });
    expect((await client.query<{ email: string }>('SELECT email FROM subscribers')).rows).toEqual([{ email: 'Case.Manager@example.org' }]);
  });

  it('leaves that index as the only one, so a racing subscription meets no other unique index than its ON CONFLICT target', async () => {
    await migrate(client);
    const { rows } = await client.query<{ indexname: string }>("SELECT indexname FROM pg_indexes WHERE schemaname = current_schema() AND tablename = 'subscribers'");
    expect(rows).toEqual([{ indexname: 'subscribers_mailbox' }]);
  });
});

describePerDatabase('a client migrated on first use', (database) => {
  let client: SqlClient;
  let dispose: () => Promise<void>;
  beforeEach(async () => ({ client, dispose } = await database.open()), 60_000);
  afterEach(async () => dispose());

  it('migrates before its first statement, tries again after a failed migration, and never once it has succeeded', async () => {
    let failures = 1;
    const tries = vi.fn();
    const lazy = migratedOnFirstUse({
      ...client,
      transaction: (work) => {
        tries();
        return failures-- > 0 ? Promise.reject(new Error('connection reset')) : client.transaction(work);
      },
    });
    await expect(lazy.query('SELECT count(*)::int AS n FROM subscribers')).rejects.toThrow('connection reset');
    expect((await lazy.query('SELECT count(*)::int AS n FROM subscribers')).rows).toEqual([{ n: 0 }]);
    await lazy.query('SELECT 1');
    expect(tries).toHaveBeenCalledTimes(2);
  });
});

const LANGUAGES = 6;

describePerDatabase('migration to the language of messages and subscribers', (database) => {
  let client: SqlClient;
  let dispose: () => Promise<void>;
  beforeEach(async () => {
    ({ client, dispose } = await database.open());
    // The database as the version before left it: rows with no language.
    await migrate(client, migrations.filter((step) => step.version < LANGUAGES));
  }, 60_000);
  afterEach(async () => dispose());

  it('reads every row stored before as English, and stores the language of the rows after', async () => {
    await client.query('INSERT INTO subscribers (email, sources, first_subscribed_at, last_subscribed_at) VALUES ($1, $2, $3, $3)', ['ann@example.com', ['footer'], at(1)]);
    await client.query(
      "INSERT INTO form_messages (kind, email, fields, received_at, once, mail_state) VALUES ('contact', 'bo@example.org', $1::jsonb, $2, 'old', 'off')",
      [JSON.stringify({ name: 'Bo Diaz', email: 'bo@example.org', message: 'Sent before languages.' }), at(2)],
    );

    expect(await migrate(client)).toEqual([LANGUAGES]);

    const store = await createSqlStore(client);
    expect((await store.list()).map(({ email, language }) => ({ email, language }))).toEqual([{ email: 'ann@example.com', language: 'en' }]);
    expect((await store.messages.list()).map(({ email, language }) => ({ email, language }))).toEqual([{ email: 'bo@example.org', language: 'en' }]);
    await store.subscribe('cy@example.net', 'homepage', at(3), 'es');
    await store.messages.save('contact', { name: 'Cy Ng', email: 'cy@example.net', message: 'Escribo desde la página en español.' }, at(3), { mail: false, language: 'es' });
    expect((await store.list()).map((row) => row.language)).toEqual(['en', 'es']);
    expect((await store.messages.list()).map((row) => row.language)).toEqual(['en', 'es']);
  });
});
