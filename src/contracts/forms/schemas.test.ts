import { describe, expect, it } from 'vitest';
import {
  checkForm,
  contactServices,
  fieldNames,
  HONEYPOT_FIELD,
  houstonCounties,
  insurancePlans,
  limits,
  listFields,
  errorCode,
  fieldLimits,
  postLanguage,
  providerServices,
  STARTED_FIELD,
  type FormKind,
  type RawFields,
} from './schemas';

const contact: RawFields = { name: 'Ann Lee', email: 'ann@example.org', message: 'Please call me about a referral.' };
const provider: RawFields = {
  agencyName: 'Gulf Coast Home Care',
  contactName: 'Maria Lopez',
  email: 'maria@example.org',
  phone: '713-555-0199',
  licenseNumber: 'HCSSA-012345',
  counties: ['Harris'],
  services: ['skilled-nursing'],
  insurances: ['medicare'],
};
const valid: Record<FormKind, RawFields> = { contact, provider };

const without = (fields: RawFields, name: string) => Object.fromEntries(Object.entries(fields).filter(([key]) => key !== name));
const errorsOf = (kind: FormKind, changes: RawFields) => {
  const result = checkForm(kind, { ...valid[kind], ...changes });
  return result.ok ? 'accepted' : result.errors;
};
const dataOf = (kind: FormKind, changes: RawFields) => {
  const result = checkForm(kind, { ...valid[kind], ...changes });
  if (!result.ok) throw new Error(`refused: ${JSON.stringify(result.errors)}`);
  return result.data as Record<string, unknown>;
};

type Refusal = [name: string, changes: RawFields, field: string, message: string];

describe('the errors', () => {
  it('are codes, the same in every language', () => {
    expect(errorCode.name).toBe('name');
    expect(errorCode.tooLong).toBe('tooLong');
    expect(limits).toEqual({ name: 100, organisation: 150, phone: 30, license: 40, message: 2000 });
  });

  it('lists the fields in the order the forms show them, the checkbox groups apart', () => {
    expect(fieldNames('contact')).toEqual(['name', 'email', 'phone', 'company', 'service', 'message']);
    expect(fieldNames('provider')).toEqual(['agencyName', 'contactName', 'email', 'phone', 'licenseNumber', 'counties', 'services', 'insurances', 'message']);
    expect(listFields).toEqual({ contact: [], provider: ['counties', 'services', 'insurances'] });
    expect([HONEYPOT_FIELD, STARTED_FIELD]).toEqual(['website', 'started']);
  });
});

describe('either form', () => {
  it.each(['contact', 'provider'] as const)('%s: reads its own fields only, so the spam checks sent beside them change nothing', (kind) => {
    const beside = { [HONEYPOT_FIELD]: 'https://spam.example', [STARTED_FIELD]: 'not a token', other: '' };
    expect(checkForm(kind, { ...valid[kind], ...beside })).toEqual(checkForm(kind, valid[kind]));
    expect(checkForm(kind, beside)).toEqual(checkForm(kind, {}));
  });
});

describe('contact form', () => {
  it('accepts a complete message, trimmed, with the email domain lower-cased and empty optional answers dropped', () => {
    const result = checkForm('contact', {
      name: '  Ann Lee  ',
      email: '  Ann.Lee@Example.ORG ',
      phone: '   ',
      company: '',
      service: '',
      message: '\n  Please call me about a referral.  \n',
    });
    expect(result).toEqual({ ok: true, data: { name: 'Ann Lee', email: 'Ann.Lee@example.org', message: 'Please call me about a referral.' } });
  });

  it('keeps the optional answers that were given', () => {
    expect(dataOf('contact', { phone: ' (713) 555-0142 ', company: ' Bayou Clinic ', service: 'eligibility-verification' })).toEqual({
      ...contact,
      phone: '(713) 555-0142',
      company: 'Bayou Clinic',
      service: 'eligibility-verification',
    });
  });

  it.each(Object.keys(contactServices))('accepts the service %s', (service) => {
    expect(dataOf('contact', { service }).service).toBe(service);
  });

  it.each(['(713) 555-0142', '+1 713 555 0142', '713.555.0142', '555-0142', '+44 20 7946 0958 123'])('accepts the phone %s', (phone) => {
    expect(dataOf('contact', { phone }).phone).toBe(phone);
  });

  const refused: Refusal[] = [
    ['an empty name', { name: '' }, 'name', errorCode.name],
    ['a one-letter name', { name: 'A' }, 'name', errorCode.name],
    ['a name of spaces around one letter', { name: '   A   ' }, 'name', errorCode.name],
    ['a name over 100 characters', { name: 'a'.repeat(101) }, 'name', errorCode.tooLong],
    ['a tab in the name', { name: 'Ann\tLee' }, 'name', errorCode.characters],
    ['a line break in the name', { name: 'Ann\nLee' }, 'name', errorCode.characters],
    ['a NUL in the name', { name: 'Ann\u0000Lee' }, 'name', errorCode.characters],
    ['an empty email', { email: '' }, 'email', errorCode.email],
    ['an email without an at-sign', { email: 'ann.example.org' }, 'email', errorCode.email],
    ['an email without a top-level domain', { email: 'ann@example' }, 'email', errorCode.email],
    ['a header injection in the email', { email: 'ann@example.org\r\nBcc: x@example.com' }, 'email', errorCode.email],
    ['a phone of words', { phone: 'call me' }, 'phone', errorCode.phone],
    ['a phone of 6 digits', { phone: '555-014' }, 'phone', errorCode.phone],
    ['a phone of 16 digits', { phone: '1234567890123456' }, 'phone', errorCode.phone],
    ['a phone over 30 characters', { phone: `713 555 0142${' '.repeat(20)}9` }, 'phone', errorCode.phone],
    ['a phone with letters', { phone: '713-555-CALL' }, 'phone', errorCode.phone],
    ['an organization over 150 characters', { company: 'a'.repeat(151) }, 'company', errorCode.tooLong],
    ['a line break in the organization', { company: 'Acme\nBcc: x' }, 'company', errorCode.characters],
    ['an unknown service', { service: 'massage' }, 'service', errorCode.choice],
    ['a service by its label', { service: contactServices['website-design'] }, 'service', errorCode.choice],
    ['a service in capitals', { service: 'OTHER' }, 'service', errorCode.choice],
    ['an empty message', { message: '' }, 'message', errorCode.message],
    ['a 9-character message', { message: 'Call me!!' }, 'message', errorCode.message],
    ['a message of spaces and line breaks', { message: ' \r\n \n          ' }, 'message', errorCode.message],
    ['a message over 2000 characters', { message: 'a'.repeat(2001) }, 'message', errorCode.tooLong],
    ['a NUL in the message', { message: 'Please call\u0000 me back' }, 'message', errorCode.characters],
    ['an escape in the message', { message: 'Please call \u001b[31mme back' }, 'message', errorCode.characters],
  ];

  it.each(refused)('refuses %s', (_name, changes, field, message) => {
    expect(errorsOf('contact', changes)).toEqual({ [field]: message });
  });

  it('treats a missing required field as an empty one', () => {
    expect(checkForm('contact', without(contact, 'name'))).toEqual({ ok: false, errors: { name: errorCode.name } });
    expect(checkForm('contact', {})).toEqual({
      ok: false,
      errors: { name: errorCode.name, email: errorCode.email, message: errorCode.message },
    });
  });

  it('gives the first message of each field only, for every field at once', () => {
    expect(checkForm('contact', { name: 'A', email: 'nope', phone: '12', company: '\u0007', service: 'x', message: '\u0000' })).toEqual({
      ok: false,
      errors: {
        name: errorCode.name,
        email: errorCode.email,
        phone: errorCode.phone,
        company: errorCode.characters,
        service: errorCode.choice,
        message: errorCode.message,
      },
    });
  });

  it('takes names and messages right at their limits', () => {
    expect(dataOf('contact', { name: 'a'.repeat(100), message: 'b'.repeat(2000), company: 'c'.repeat(150) })).toMatchObject({
      name: 'a'.repeat(100),
      message: 'b'.repeat(2000),
      company: 'c'.repeat(150),
    });
  });

  it('keeps line breaks and tabs in the message, a CRLF or a lone CR stored and counted as one LF', () => {
    expect(dataOf('contact', { message: 'First line\r\nSecond line\rThird\tline\n\nEnd' }).message).toBe('First line\nSecond line\nThird\tline\n\nEnd');
    const half = 'a'.repeat(999);
    // 2,001 characters as sent, 2,000 as typed.
    expect(dataOf('contact', { message: `${half}\r\n${half}a` }).message).toHaveLength(2000);
    expect(errorsOf('contact', { message: `${half}a\r\n${half}a` })).toEqual({ message: errorCode.tooLong });
  });

  it('measures the limits after trimming', () => {
    expect(dataOf('contact', { name: `   ${'a'.repeat(100)}   ` }).name).toHaveLength(100);
  });
});

describe('provider application', () => {
  it('accepts a complete application, trimmed, a box sent twice counted once, the email domain lower-cased and the empty message dropped', () => {
    const result = checkForm('provider', {
      agencyName: ' Gulf Coast Home Care ',
      contactName: ' Maria Lopez',
      email: 'Maria@GulfCoast.Example ',
      phone: ' 713-555-0199 ',
      licenseNumber: ' HCSSA-012345 ',
      counties: [' Harris ', 'Fort Bend', 'Harris'],
      services: ['skilled-nursing', ' physical-therapy'],
      insurances: ['medicare', 'commercial '],
      message: '  \r\n ',
    });
    expect(result).toEqual({
      ok: true,
      data: {
        agencyName: 'Gulf Coast Home Care',
        contactName: 'Maria Lopez',
        email: 'Maria@gulfcoast.example',
        phone: '713-555-0199',
        licenseNumber: 'HCSSA-012345',
        counties: ['Harris', 'Fort Bend'],
        services: ['skilled-nursing', 'physical-therapy'],
        insurances: ['medicare', 'commercial'],
      },
    });
  });

  it('accepts every county, service and insurance, and a message with line breaks', () => {
    const data = dataOf('provider', {
      counties: [...houstonCounties],
      services: Object.keys(providerServices),
      insurances: Object.keys(insurancePlans),
      message: 'We serve\r\nweekends too.',
    });
    expect(data).toMatchObject({ counties: [...houstonCounties], services: Object.keys(providerServices), insurances: Object.keys(insurancePlans), message: 'We serve\nweekends too.' });
  });

  it('takes the fields right at their limits', () => {
    expect(dataOf('provider', { agencyName: 'a'.repeat(150), contactName: 'b'.repeat(100), licenseNumber: '1'.repeat(40), message: 'c'.repeat(2000) })).toMatchObject({
      agencyName: 'a'.repeat(150),
      contactName: 'b'.repeat(100),
      licenseNumber: '1'.repeat(40),
      message: 'c'.repeat(2000),
    });
  });

  const refused: Refusal[] = [
    ['an empty agency name', { agencyName: '' }, 'agencyName', errorCode.agency],
    ['a one-letter agency name', { agencyName: ' A ' }, 'agencyName', errorCode.agency],
    ['an agency name over 150 characters', { agencyName: 'a'.repeat(151) }, 'agencyName', errorCode.tooLong],
    ['a line break in the agency name', { agencyName: 'Gulf\nCoast' }, 'agencyName', errorCode.characters],
    ['an empty contact name', { contactName: '' }, 'contactName', errorCode.contactName],
    ['a one-letter contact name', { contactName: 'M' }, 'contactName', errorCode.contactName],
    ['a contact name over 100 characters', { contactName: 'm'.repeat(101) }, 'contactName', errorCode.tooLong],
    ['a tab in the contact name', { contactName: 'Maria\tLopez' }, 'contactName', errorCode.characters],
    ['a bad email', { email: 'maria@' }, 'email', errorCode.email],
    ['an empty phone', { phone: '' }, 'phone', errorCode.phoneRequired],
    ['a phone of spaces', { phone: '    ' }, 'phone', errorCode.phoneRequired],
    ['a phone of words', { phone: 'ask for Maria' }, 'phone', errorCode.phone],
    ['a short phone', { phone: '555' }, 'phone', errorCode.phone],
    ['an empty license number', { licenseNumber: '' }, 'licenseNumber', errorCode.license],
    ['a license number starting with a dash', { licenseNumber: '-012345' }, 'licenseNumber', errorCode.license],
    ['a license number with symbols', { licenseNumber: 'HCSSA#012345' }, 'licenseNumber', errorCode.license],
    ['a license number over 40 characters', { licenseNumber: '1'.repeat(41) }, 'licenseNumber', errorCode.tooLong],
    ['no county', { counties: [] }, 'counties', errorCode.counties],
    ['a county outside the area', { counties: ['Harris', 'Dallas'] }, 'counties', errorCode.choice],
    ['a county in lower case', { counties: ['harris'] }, 'counties', errorCode.choice],
    ['every county and one more', { counties: [...houstonCounties, 'Dallas'] }, 'counties', errorCode.choice],
    ['no service', { services: [] }, 'services', errorCode.services],
    ['an unknown service', { services: ['massage'] }, 'services', errorCode.choice],
    ['a service by its label', { services: [providerServices['skilled-nursing']] }, 'services', errorCode.choice],
    ['no insurance', { insurances: [] }, 'insurances', errorCode.insurances],
    ['an unknown insurance', { insurances: ['cash'] }, 'insurances', errorCode.choice],
    ['an empty insurance', { insurances: [''] }, 'insurances', errorCode.choice],
    ['a message over 2000 characters', { message: 'a'.repeat(2001) }, 'message', errorCode.tooLong],
    ['a NUL in the message', { message: 'Weekends\u0000 too' }, 'message', errorCode.characters],
  ];

  it.each(refused)('refuses %s', (_name, changes, field, message) => {
    expect(errorsOf('provider', changes)).toEqual({ [field]: message });
  });

  it.each(['counties', 'services', 'insurances'])('reads a missing %s group (no box ticked in a plain form post) as none chosen', (group) => {
    const expected = { counties: errorCode.counties, services: errorCode.services, insurances: errorCode.insurances }[group];
    expect(checkForm('provider', without(provider, group))).toEqual({ ok: false, errors: { [group]: expected } });
  });

  it('names every missing answer of an empty application', () => {
    expect(checkForm('provider', {})).toEqual({
      ok: false,
      errors: {
        agencyName: errorCode.agency,
        contactName: errorCode.contactName,
        email: errorCode.email,
        phone: errorCode.phoneRequired,
        licenseNumber: errorCode.license,
        counties: errorCode.counties,
        services: errorCode.services,
        insurances: errorCode.insurances,
      },
    });
  });
});

describe('the longest answers', () => {
  const cases = (Object.entries(fieldLimits) as [FormKind, Record<string, number>][]).flatMap(([kind, fields]) =>
    Object.entries(fields).map(([name, limit]) => [kind, name, limit] as const),
  );
  it.each(cases)('%s %s: takes %i characters and calls one more too long, so the message names the limit the rule holds', (kind, name, limit) => {
    expect(errorsOf(kind, { [name]: 'a'.repeat(limit) })).toBe('accepted');
    expect(errorsOf(kind, { [name]: 'a'.repeat(limit + 1) })).toEqual({ [name]: errorCode.tooLong });
  });
});

describe('the language of a post', () => {
  it('is English when none is sent, the language named when it is one of the site’s, and none otherwise', () => {
    expect(postLanguage(undefined)).toBe('en');
    expect(postLanguage('en')).toBe('en');
    expect(postLanguage('es')).toBe('es');
    expect(postLanguage('fr')).toBeUndefined();
    expect(postLanguage('ES')).toBeUndefined();
    expect(postLanguage(['es'])).toBeUndefined();
  });
});
