import { createHash } from 'node:crypto';
import { DEFAULT_LANGUAGE, type Language } from '../../config/languages';
import type { FormFields, FormKind } from '../../contracts/forms/schemas';
import { todayCalendarDate } from '../../lib/dates';
import type { SqlClient } from '../storage/sql-client';

/** Where a message stands with the team's mailbox: `off` when no mail server was set up when it came in. */
export type MailState = 'off' | 'pending' | 'sent' | 'failed';

/** One message of either form, as stored. */
export interface FormMessage<K extends FormKind = FormKind> {
  id: number;
  kind: K;
  /** The sender's address as typed (trimmed, domain lower-cased). */
  email: string;
  fields: FormFields[K];
  /** The language of the page it was sent from, which the team answers in. */
  language: Language;
  receivedAt: Date;
  mail: { state: MailState; attempts: number; error?: string; sentAt?: Date };
}

export interface SaveOptions {
  mail: boolean;
  token?: string;
  /** The language of the page it was sent from; English when none is given. */
  language?: Language;
}

/** The form's token already sent another message: the visitor is asked to send again with a fresh one. */
export class TokenUsedError extends Error {
  constructor() {
    super('The form token was already used for another message');
    this.name = 'TokenUsedError';
  }
}

export interface MessageFilter {
  kind?: FormKind;
  /** Only messages received at or after this time. */
  since?: Date;
}

export interface MessageStore {
  /**
   * Stores a valid message. The same message from the same mailbox (in any case) on the same
   * Houston day is kept once: `created` is false for the repeat, which is not stored again.
   * `mail` queues it for the team's mailbox. `token`, the signed time the form was opened, is
   * taken by this message: sent again with the same message it is that repeat, with another it
   * is refused (TokenUsedError). Resolves after commit.
   */
  save<K extends FormKind>(kind: K, fields: FormFields[K], at: Date, options: SaveOptions): Promise<{ id: number; created: boolean }>;
  /** Messages received first come first. */
  list(filter?: MessageFilter): Promise<FormMessage[]>;
  /**
   * Takes up to `limit` queued messages that are due, and holds them for `leaseMs` (another
   * process skips them meanwhile; if this one stops before it reports, they come due again).
   */
  takeDueMail(now: Date, leaseMs: number, limit: number): Promise<FormMessage[]>;
  mailSent(id: number, at: Date): Promise<void>;
  /** Records a failed try; `retryAt` null gives up (the message stays stored, marked failed). */
  mailFailed(id: number, error: string, retryAt: Date | null): Promise<void>;
}

interface Row {
  id: number | string;
  kind: FormKind;
  email: string;
  fields: unknown;
  language: Language;
  received_at: Date | string;
  mail_state: MailState;
  mail_attempts: number;
  mail_error: string | null;
  mailed_at: Date | string | null;
}

const COLUMNS = 'id, kind, email, fields, language, received_at, mail_state, mail_attempts, mail_error, mailed_at';

function fromRow(row: Row): FormMessage {
  return {
    id: Number(row.id),
    kind: row.kind,
    email: row.email,
    fields: (typeof row.fields === 'string' ? JSON.parse(row.fields) : row.fields) as FormFields[FormKind],
    language: row.language,
    receivedAt: new Date(row.received_at),
    mail: {
      state: row.mail_state,
      attempts: Number(row.mail_attempts),
      ...(row.mail_error ? { error: row.mail_error } : {}),
      ...(row.mailed_at ? { sentAt: new Date(row.mailed_at) } : {}),
    },
  };
}

/** What makes two messages the same one: the form, the mailbox, the Houston day and every field. */
function messageKey(kind: FormKind, fields: { email: string }, at: Date): string {
  const canonical = Object.entries(fields)
    .filter(([name]) => name !== 'email')
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return createHash('sha256')
    .update(JSON.stringify([kind, fields.email.toLowerCase(), todayCalendarDate(at), canonical]))
    .digest('hex');
}

/** Longest failure text kept for a message (a mail server can answer with pages). */
const MAX_ERROR_LENGTH = 500;

export function createMessageStore(client: SqlClient): MessageStore {
  return {
    async save(kind, fields, at, { mail, token, language = DEFAULT_LANGUAGE }) {
      const email = (fields as { email: string }).email;
      const once = messageKey(kind, fields as { email: string }, at);
      // The token's digest: what proves it was used, of no use to anyone who reads the table.
      const started = token === undefined ? null : createHash('sha256').update(`${kind}.${token}`).digest('hex');
      // One statement: a repeat racing the first takes the DO NOTHING branch and finds no row.
      // Either unique key takes it there: the same message (once), or the token already used.
      const { rows } = await client.query<{ id: number | string }>(
        `INSERT INTO form_messages (kind, email, fields, received_at, once, mail_state, mail_next_at, started, language)
         VALUES ($1, $2, $3::jsonb, $4, $5, $6, CASE WHEN $6 = 'pending' THEN $4::timestamptz END, $7, $8)
         ON CONFLICT DO NOTHING
         RETURNING id`,
        [kind, email, JSON.stringify(fields), at.toISOString(), once, mail ? 'pending' : 'off', started, language],
      );
      if (rows[0]) return { id: Number(rows[0].id), created: true };
      const { rows: existing } = await client.query<{ id: number | string }>('SELECT id FROM form_messages WHERE once = $1', [once]);
      if (!existing[0]) throw new TokenUsedError();
      return { id: Number(existing[0].id), created: false };
    },
    async list({ kind, since } = {}) {
      const { rows } = await client.query<Row>(
        `SELECT ${COLUMNS} FROM form_messages
         WHERE ($1::text IS NULL OR kind = $1) AND ($2::timestamptz IS NULL OR received_at >= $2)
         ORDER BY received_at, id`,
        [kind ?? null, since?.toISOString() ?? null],
      );
      return rows.map(fromRow);
    },
    async takeDueMail(now, leaseMs, limit) {
      const { rows } = await client.query<Row>(
        `UPDATE form_messages SET mail_next_at = $2
         WHERE id IN (
           SELECT id FROM form_messages
           WHERE mail_state = 'pending' AND mail_next_at <= $1
           ORDER BY mail_next_at, id LIMIT $3
           FOR UPDATE SKIP LOCKED)
         RETURNING ${COLUMNS}`,
        [now.toISOString(), new Date(now.getTime() + leaseMs).toISOString(), limit],
      );
      return rows.map(fromRow).sort((a, b) => a.id - b.id);
    },
    async mailSent(id, at) {
      await client.query(
        "UPDATE form_messages SET mail_state = 'sent', mailed_at = $2, mail_attempts = mail_attempts + 1, mail_next_at = NULL, mail_error = NULL WHERE id = $1",
        [id, at.toISOString()],
      );
    },
    async mailFailed(id, error, retryAt) {
      await client.query(
        `UPDATE form_messages SET mail_attempts = mail_attempts + 1, mail_error = $2,
           mail_state = CASE WHEN $3::timestamptz IS NULL THEN 'failed' ELSE 'pending' END, mail_next_at = $3
         WHERE id = $1`,
        [id, error.slice(0, MAX_ERROR_LENGTH), retryAt?.toISOString() ?? null],
      );
    },
  };
}
