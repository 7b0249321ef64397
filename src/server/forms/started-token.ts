import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FormKind } from '../../contracts/forms/schemas';

/** A person takes longer than this to fill either form; a script posting at once does not. */
export const MIN_FILL_MS = 3000;

/**
 * A token older than a day is refused (with the input kept and a fresh token), so one captured
 * token cannot post for ever; the store takes each token for one message (message-store).
 */
export const MAX_TOKEN_AGE_MS = 24 * 60 * 60_000;

/**
 * When the form was opened, as the server saw it, signed so it cannot be moved back: the form
 * page carries it in a hidden field and the function reads it back. Without FORM_SECRET (needed
 * when several servers answer one site) each process draws its own, so a form opened before a
 * restart is refused once, with the input kept and a fresh token.
 */
export interface StartedTokens {
  issue(kind: FormKind, at: Date): string;
  /** When the form was opened, or undefined for a token this server did not sign. */
  read(kind: FormKind, token: string): Date | undefined;
}

/** Tokens signed with `secret`: FORM_SECRET, or one drawn for this process (see site-functions). */
export function createStartedTokens(secret: string): StartedTokens {
  const sign = (kind: FormKind, ms: string) => createHmac('sha256', secret).update(`${kind}.${ms}`).digest('base64url');
  return {
    issue: (kind, at) => {
      const ms = String(at.getTime());
      return `${ms}.${sign(kind, ms)}`;
    },
    read: (kind, token) => {
      const match = /^(\d{1,16})\.([\w-]{43})$/.exec(token);
      if (!match) return undefined;
      const [, ms, signature] = match as unknown as [string, string, string];
      const expected = Buffer.from(sign(kind, ms));
      const given = Buffer.from(signature);
      return given.length === expected.length && timingSafeEqual(given, expected) ? new Date(Number(ms)) : undefined;
    },
  };
}
