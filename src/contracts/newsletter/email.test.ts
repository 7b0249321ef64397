import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { emailSchema } from './email';
import { checkEmail, emailPattern, INVALID_EMAIL_MESSAGE, normaliseEmail } from './email-rule';

describe('newsletter email rule (shared by the forms and the function)', () => {
  it('trims the address and lower-cases only its domain', () => {
    expect(normaliseEmail('  Ann.Lee@Example.COM\t')).toBe('Ann.Lee@example.com');
    expect(normaliseEmail('no-at-sign')).toBe('no-at-sign');
  });

  it.each(['ann@example.com', `${'a'.repeat(64)}@example.com`, 'a+news@mail.example.co.uk', "o'brien@example.org", ' Ann@EXAMPLE.com '])('accepts %j', (input) => {
    expect(checkEmail(input)).toEqual({ ok: true, email: normaliseEmail(input) });
  });

  it.each(['', 'ann', 'ann@', '@example.com', 'ann@example', 'ann@@example.com', 'ann @example.com', 'a@b.com\r\nBcc: x@y.com', '\u0430nn@example.com', `${'a'.repeat(65)}@example.com`])(
    'refuses %j with the address message',
    (input) => {
      expect(checkEmail(input)).toEqual({ ok: false, message: INVALID_EMAIL_MESSAGE });
    },
  );
});

describe('the browser check and the function schema', () => {
  it("check with zod's own address pattern", () => {
    expect(emailPattern.source).toBe(z.regexes.email.source);
    expect(emailPattern.flags).toBe(z.regexes.email.flags);
  });

  // Every address of the tables above and the edges of each part of the rule.
  it.each([
    'ann@example.com',
    `${'a'.repeat(64)}@example.com`,
    `${'a'.repeat(65)}@example.com`,
    `a@${'b'.repeat(240)}.com`,
    `a@${'b'.repeat(250)}.com`,
    'a+news@mail.example.co.uk',
    "o'brien@example.org",
    '.ann@example.com',
    'ann.@example.com',
    'an..n@example.com',
    'ann@-example.com',
    'ann@example.c',
    'ann@exa_mple.com',
    'ann@@example.com',
    'a@b.com\r\nBcc: x@y.com',
    '\u0430nn@example.com',
    'ann\uff20example.com',
    'ann@example',
    '',
  ])('agree on %j', (email) => {
    const checked = checkEmail(email);
    expect(checked.ok).toBe(emailSchema.safeParse(normaliseEmail(email)).success);
    if (!checked.ok) expect(checked.message).toBe(emailSchema.safeParse(normaliseEmail(email)).error?.issues[0]?.message);
  });
});
