import * as z from 'zod/mini';
import { emailPattern, INVALID_EMAIL_MESSAGE, localPartFits, MAX_EMAIL_LENGTH } from './email-rule';
import { allLanguages, type Language } from '../../config/languages';
import { newsletterSources, type NewsletterSource } from './sources';

export { INVALID_EMAIL_MESSAGE, normaliseEmail } from './email-rule';

/** The email rule (./email-rule.ts) as a schema, refusing a bad address with `error` whichever part it breaks. */
export const emailRule = (error: string) =>
  z.email({ pattern: emailPattern, error }).check(z.maxLength(MAX_EMAIL_LENGTH, { error }), z.refine(localPartFits, { error }));

/** The email rule as the subscribe-newsletter function's schema checks it. */
export const emailSchema = emailRule(INVALID_EMAIL_MESSAGE);

/** The body the function accepts: an email, an optional source and language, nothing else. */
export const subscriptionSchema = z.strictObject({
  /** The address, already trimmed; see `normaliseEmail`. */
  email: emailSchema,
  /** Which form sent it; one of the shared list. */
  source: z.optional(z.enum(newsletterSources)),
  /** The language of the page it was sent from; English when a client sends none. */
  language: z.optional(z.enum(allLanguages as [Language, ...Language[]])),
});

export type Subscription = { email: string; source: NewsletterSource; language?: Language };
