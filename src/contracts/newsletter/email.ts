import * as z from 'zod/mini';
import { newsletterSources, type NewsletterSource } from './sources';

/** The validation message for a bad address, and its fallback when zod gives none. */
export const INVALID_EMAIL_MESSAGE = 'Please enter a valid email address';
export const FALLBACK_EMAIL_MESSAGE = 'Invalid email address';

/** RFC 5321 caps a forward path at 254 characters; nothing longer can receive mail. */
export const MAX_EMAIL_LENGTH = 254;

/** RFC 5321 caps the local part (before the last @) at 64 octets; servers may refuse longer ones. */
export const MAX_LOCAL_PART_LENGTH = 64;

const localPartFits = (email: string) => email.lastIndexOf('@') <= MAX_LOCAL_PART_LENGTH;

/**
 * The one email rule of the browser forms and the subscribe-newsletter function. zod's address
 * pattern is ASCII only, so control characters (a CR/LF header injection), look-alike Unicode
 * letters, full-width at-signs and invisible characters are all refused.
 */
export const emailSchema = z
  .email({ error: INVALID_EMAIL_MESSAGE })
  .check(z.maxLength(MAX_EMAIL_LENGTH, { error: INVALID_EMAIL_MESSAGE }), z.refine(localPartFits, { error: INVALID_EMAIL_MESSAGE }));

/** The body the function accepts: an email and an optional source, nothing else. */
export const subscriptionSchema = z.strictObject({
  /** The address, already trimmed; see `normaliseEmail`. */
  email: emailSchema,
  /** Which form sent it; one of the shared list. */
  source: z.optional(z.enum(newsletterSources)),
});

export type Subscription = { email: string; source: NewsletterSource };

/** Trims the address and lower-cases its domain (the local part is case-sensitive by the RFC). */
export function normaliseEmail(email: string): string {
  const trimmed = email.trim();
  const at = trimmed.lastIndexOf('@');
  return at < 0 ? trimmed : `${trimmed.slice(0, at)}@${trimmed.slice(at + 1).toLowerCase()}`;
}

export type EmailCheck = { ok: true; email: string } | { ok: false; message: string };

/** Validates what a visitor typed: the normalised address, or the message to show. */
export function checkEmail(input: string): EmailCheck {
  const email = normaliseEmail(input);
  const result = emailSchema.safeParse(email);
  if (result.success) return { ok: true, email };
  return { ok: false, message: result.error.issues[0]?.message || FALLBACK_EMAIL_MESSAGE };
}
