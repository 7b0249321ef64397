/**
 * The one email rule of the browser forms and the subscribe-newsletter function, without zod: the
 * browser checks an address with this module alone, and the function's schema (./email.ts) is
 * built from its parts.
 */

/** The validation message for a bad address, whichever part of the rule it breaks. */
export const INVALID_EMAIL_MESSAGE = 'Please enter a valid email address';

/** RFC 5321 caps a forward path at 254 characters; nothing longer can receive mail. */
export const MAX_EMAIL_LENGTH = 254;

/** RFC 5321 caps the local part (before the last @) at 64 octets; servers may refuse longer ones. */
export const MAX_LOCAL_PART_LENGTH = 64;

/**
 * zod's address pattern (`z.regexes.email`), which the function's schema checks with (a test holds
 * them equal). ASCII only, so control characters (a CR/LF header injection), look-alike Unicode
 * letters, full-width at-signs and invisible characters are all refused.
 */
export const emailPattern = /^(?:[A-Za-z0-9_'+\-]+\.)*[A-Za-z0-9_'+\-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9\-]*\.)+[A-Za-z]{2,}$/;

export const localPartFits = (email: string) => email.lastIndexOf('@') <= MAX_LOCAL_PART_LENGTH;

/** Trims the address and lower-cases its domain (the local part is case-sensitive by the RFC). */
export function normaliseEmail(email: string): string {
  const trimmed = email.trim();
  const at = trimmed.lastIndexOf('@');
  return at < 0 ? trimmed : `${trimmed.slice(0, at)}@${trimmed.slice(at + 1).toLowerCase()}`;
}

export type EmailCheck = { ok: true; email: string } | { ok: false; message: string };

/**
 * Validates what a visitor typed, by the rule of the function's schema (`emailSchema`, which a
 * test holds to this): the normalised address, or the message to show.
 */
export function checkEmail(input: string): EmailCheck {
  const email = normaliseEmail(input);
  if (emailPattern.test(email) && email.length <= MAX_EMAIL_LENGTH && localPartFits(email)) return { ok: true, email };
  return { ok: false, message: INVALID_EMAIL_MESSAGE };
}
