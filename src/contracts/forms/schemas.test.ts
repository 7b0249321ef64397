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
  messages,
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

describe('the messages', () => {
  it('are worded as the product says', () => {
    expect(messages.name).toBe('Name must be at least 2 characters');
    expect(messages.message).toBe('Message must be at least 10 characters');
    expect(messages.tooLong(100)).toBe('Please keep this under 100 characters');
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
    ['an empty name', { name: '' }, 'name', 'Name must be at least 2 characters'],
    ['a one-letter name', { name: 'A' }, 'name', 'Name must be at least 2 characters'],
    ['a name of spaces around one letter', { name: '   A   ' }, 'name', 'Name must be at least 2 characters'],
    ['a name over 100 characters', { name: 'a'.repeat(101) }, 'name', messages.tooLong(100)],
    ['a tab in the name', { name: 'Ann\tLee' }, 'name', messages.characters],
    ['a line break in the name', { name: 'Ann\nLee' }, 'name', messages.characters],
    ['a NUL in the name', { name: 'Ann\u0000Lee' }, 'name', messages.characters],
    ['an empty email', { email: '' }, 'email', 'Please enter a valid email address'],
    ['an email without an at-sign', { email: 'ann.example.org' }, 'email', 'Please enter a valid email address'],
    ['an email without a top-level domain', { email: 'ann@example' }, 'email', 'Please enter a valid email address'],
    ['a header injection in the email', { email: 'ann@example.org\r\nBcc: x@example.com' }, 'email', 'Please enter a valid email address'],
    ['a phone of words', { phone: 'call me' }, 'phone', messages.phone],
    ['a phone of 6 digits', { phone: '555-014' }, 'phone', messages.phone],
    ['a phone of 16 digits', { phone: '1234567890123456' }, 'phone', messages.phone],
    ['a phone over 30 characters', { phone: `713 555 0142${' '.repeat(20)}9` }, 'phone', messages.phone],
    ['a phone with letters', { phone: '713-555-CALL' }, 'phone', messages.phone],
    ['an organization over 150 characters', { company: 'a'.repeat(151) }, 'company', messages.tooLong(150)],
    ['a line break in the organization', { company: 'Acme\nBcc: x' }, 'company', messages.characters],
    ['an unknown service', { service: 'massage' }, 'service', messages.choice],
    ['a service by its label', { service: contactServices['website-design'] }, 'service', messages.choice],
    ['a service in capitals', { service: 'OTHER' }, 'service', messages.choice],
    ['an empty message', { message: '' }, 'message', 'Message must be at least 10 characters'],
    ['a 9-character message', { message: 'Call me!!' }, 'message', 'Message must be at least 10 characters'],
    ['a message of spaces and line breaks', { message: ' \r\n \n          ' }, 'message', 'Message must be at least 10 characters'],
    ['a message over 2000 characters', { message: 'a'.repeat(2001) }, 'message', messages.tooLong(2000)],
    ['a NUL in the message', { message: 'Please call\u0000 me back' }, 'message', messages.characters],
    ['an escape in the message', { message: 'Please call \u001b[31mme back' }, 'message', messages.characters],
  ];

  it.each(refused)('refuses %s', (_name, changes, field, message) => {
    expect(errorsOf('contact', changes)).toEqual({ [field]: message });
  });

  it('treats a missing required field as an empty one', () => {
    expect(checkForm('contact', without(contact, 'name'))).toEqual({ ok: false, errors: { name: 'Name must be at least 2 characters' } });
    expect(checkForm('contact', {})).toEqual({
      ok: false,
      errors: { name: messages.name, email: 'Please enter a valid email address', message: messages.message },
    });
  });

  it('gives the first message of each field only, for every field at once', () => {
    expect(checkForm('contact', { name: 'A', email: 'nope', phone: '12', company: '\u0007', service: 'x', message: '\u0000' })).toEqual({
      ok: false,
      errors: {
        name: messages.name,
        email: 'Please enter a valid email address',
        phone: messages.phone,
        company: messages.characters,
        service: messages.choice,
        message: messages.message,
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
    expect(errorsOf('contact', { message: `${half}a\r\n${half}a` })).toEqual({ message: messages.tooLong(2000) });
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
    ['an empty agency name', { agencyName: '' }, 'agencyName', messages.agency],
    ['a one-letter agency name', { agencyName: ' A ' }, 'agencyName', messages.agency],
    ['an agency name over 150 characters', { agencyName: 'a'.repeat(151) }, 'agencyName', messages.tooLong(150)],
    ['a line break in the agency name', { agencyName: 'Gulf\nCoast' }, 'agencyName', messages.characters],
    ['an empty contact name', { contactName: '' }, 'contactName', messages.contactName],
    ['a one-letter contact name', { contactName: 'M' }, 'contactName', messages.contactName],
    ['a contact name over 100 characters', { contactName: 'm'.repeat(101) }, 'contactName', messages.tooLong(100)],
    ['a tab in the contact name', { contactName: 'Maria\tLopez' }, 'contactName', messages.characters],
    ['a bad email', { email: 'maria@' }, 'email', 'Please enter a valid email address'],
    ['an empty phone', { phone: '' }, 'phone', messages.phoneRequired],
    ['a phone of spaces', { phone: '    ' }, 'phone', messages.phoneRequired],
    ['a phone of words', { phone: 'ask for Maria' }, 'phone', messages.phone],
    ['a short phone', { phone: '555' }, 'phone', messages.phone],
    ['an empty license number', { licenseNumber: '' }, 'licenseNumber', messages.license],
    ['a license number starting with a dash', { licenseNumber: '-012345' }, 'licenseNumber', messages.license],
    ['a license number with symbols', { licenseNumber: 'HCSSA#012345' }, 'licenseNumber', messages.license],
    ['a license number over 40 characters', { licenseNumber: '1'.repeat(41) }, 'licenseNumber', messages.tooLong(40)],
    ['no county', { counties: [] }, 'counties', messages.counties],
    ['a county outside the area', { counties: ['Harris', 'Dallas'] }, 'counties', messages.choice],
    ['a county in lower case', { counties: ['harris'] }, 'counties', messages.choice],
    ['every county and one more', { counties: [...houstonCounties, 'Dallas'] }, 'counties', messages.choice],
    ['no service', { services: [] }, 'services', messages.services],
    ['an unknown service', { services: ['massage'] }, 'services', messages.choice],
    ['a service by its label', { services: [providerServices['skilled-nursing']] }, 'services', messages.choice],
    ['no insurance', { insurances: [] }, 'insurances', messages.insurances],
    ['an unknown insurance', { insurances: ['cash'] }, 'insurances', messages.choice],
    ['an empty insurance', { insurances: [''] }, 'insurances', messages.choice],
    ['a message over 2000 characters', { message: 'a'.repeat(2001) }, 'message', messages.tooLong(2000)],
    ['a NUL in the message', { message: 'Weekends\u0000 too' }, 'message', messages.characters],
  ];

  it.each(refused)('refuses %s', (_name, changes, field, message) => {
    expect(errorsOf('provider', changes)).toEqual({ [field]: message });
  });

  it.each(['counties', 'services', 'insurances'])('reads a missing %s group (no box ticked in a plain form post) as none chosen', (group) => {
    const expected = { counties: messages.counties, services: messages.services, insurances: messages.insurances }[group];
    expect(checkForm('provider', without(provider, group))).toEqual({ ok: false, errors: { [group]: expected } });
  });

  it('names every missing answer of an empty application', () => {
    expect(checkForm('provider', {})).toEqual({
      ok: false,
      errors: {
        agencyName: messages.agency,
        contactName: messages.contactName,
        email: 'Please enter a valid email address',
        phone: messages.phoneRequired,
        licenseNumber: messages.license,
        counties: messages.counties,
        services: messages.services,
        insurances: messages.insurances,
      },
    });
  });
});
