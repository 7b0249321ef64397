import * as z from 'zod/mini';
import { emailPattern, INVALID_EMAIL_MESSAGE, localPartFits, MAX_EMAIL_LENGTH } from './email-rule';
import { newsletterSources, type NewsletterSource } from './sources';

export { INVALID_EMAIL_MESSAGE, normaliseEmail } from './email-rule';

/** The email rule (./email-rule.ts) as the subscribe-newsletter function's schema checks it. */
export const emailSchema = z
  .email({ pattern: emailPattern, error: INVALID_EMAIL_MESSAGE })
  .check(z.maxLength(MAX_EMAIL_LENGTH, { error: INVALID_EMAIL_MESSAGE }), z.refine(localPartFits, { error: INVALID_EMAIL_MESSAGE }));

/** The body the function accepts: an email and an optional source, nothing else. */
export const subscriptionSchema = z.strictObject({
  /** The address, already trimmed; see `normaliseEmail`. */
  email: emailSchema,
  /** Which form sent it; one of the shared list. */
  source: z.optional(z.enum(newsletterSources)),
});

export type Subscription = { email: string; source: NewsletterSource };
