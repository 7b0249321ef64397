import { describe, expect, it } from 'vitest';
import { checkEmail, INVALID_EMAIL_MESSAGE, normaliseEmail } from './email';

describe('newsletter email rule (shared by the forms and the function)', () => {
  it('trims the address and lower-cases only its domain', () => {
    expect(normaliseEmail('  Ann.Lee@Example.COM\t')).toBe('Ann.Lee@example.com');
    expect(normaliseEmail('no-at-sign')).toBe('no-at-sign');
  });

  it.each(['ann@example.com', `${'a'.repeat(64)}@example.com`, 'a+news@mail.example.co.uk', "o'brien@example.org", ' Ann@EXAMPLE.com '])('accepts %j', (input) => {
    expect(checkEmail(input)).toEqual({ ok: true, email: normaliseEmail(input) });
  });

  it.each(['', 'ann', 'ann@', '@example.com', 'ann@example', 'ann@@example.com', 'ann @example.com', 'a@b.com\r\nBcc: x@y.com', '\u0430nn@example.com', `${'a'.repeat(65)}@example.com`])(
    "refuses %j with the product's message",
    (input) => {
      expect(checkEmail(input)).toEqual({ ok: false, message: INVALID_EMAIL_MESSAGE });
    },
  );
});
