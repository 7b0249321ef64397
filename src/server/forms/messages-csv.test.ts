import { describe, expect, it } from 'vitest';
import type { Language } from '../../config/languages';
import type { ContactMessage, FormKind, FormFields, ProviderApplication } from '../../contracts/forms/schemas';
import type { FormMessage, MailState } from './message-store';
import { MESSAGES_CSV_HEADER, messagesCsv } from './messages-csv';
import { sampleContact, sampleProvider } from '../../../tests/support/test-messages';

const HEADER = 'id,kind,received_at,email,name,phone,company,service,agency_name,contact_name,license_number,counties,services,insurances,message,mail_state,language';

function message<K extends FormKind>(id: number, kind: K, fields: FormFields[K], receivedAt: string, state: MailState = 'off', language: Language = 'en'): FormMessage<K> {
  return { id, kind, email: fields.email, fields, language, receivedAt: new Date(receivedAt), mail: { state, attempts: state === 'off' ? 0 : 1 } };
}

const contact: ContactMessage = { ...sampleContact, company: 'Bayou Clinic, LLC', message: 'Please call me about "two" referrals.\nThank you' };
// No message: its column stays empty.
const { message: _message, ...provider }: ProviderApplication = sampleProvider;

describe('form messages CSV', () => {
  it('writes only the header, with a CRLF, when there are no messages', () => {
    expect(MESSAGES_CSV_HEADER.join(',')).toBe(HEADER);
    expect(messagesCsv([])).toBe(`${HEADER}\r\n`);
  });

  it('puts both forms in one file, leaving the other form’s columns empty, with choices by name and lists joined by ;', () => {
    const csv = messagesCsv([
      message(1, 'contact', contact, '2026-03-01T15:00:00Z'),
      message(2, 'provider', provider, '2026-03-02T16:30:00.250Z', 'sent'),
      message(3, 'contact', { name: 'Cy Ng', email: 'cy@example.net', message: 'Just a short question.' }, '2026-03-03T00:00:00Z', 'failed', 'es'),
    ]);
    expect(csv).toBe(
      `${HEADER}\r\n` +
        '1,contact,2026-03-01T15:00:00.000Z,ann@example.org,Ann Lee,(713) 555-0142,"Bayou Clinic, LLC",Referral coordination,,,,,,,"Please call me about ""two"" referrals.\nThank you",off,en\r\n' +
        '2,provider,2026-03-02T16:30:00.250Z,bo@gulfcoast.example,,(713) 555-0100,,,Gulf Coast Home Health,Bo Diaz,012345,Harris;Fort Bend,Skilled nursing;Physical therapy,Medicare;Medicare Advantage,,sent,en\r\n' +
        '3,contact,2026-03-03T00:00:00.000Z,cy@example.net,Cy Ng,,,,,,,,,,Just a short question.,failed,es\r\n',
    );
  });

  it('keeps the provider’s optional message in the shared message column', () => {
    const csv = messagesCsv([message(4, 'provider', { ...provider, counties: ['Harris'], message: 'We serve, mostly, the west side.' }, '2026-03-02T16:30:00Z', 'pending')]);
    expect(csv.split('\r\n')[1]).toBe(
      '4,provider,2026-03-02T16:30:00.000Z,bo@gulfcoast.example,,(713) 555-0100,,,Gulf Coast Home Health,Bo Diaz,012345,Harris,Skilled nursing;Physical therapy,Medicare;Medicare Advantage,"We serve, mostly, the west side.",pending,en',
    );
  });

  it('prefixes every cell that a spreadsheet would read as a formula with a quote', () => {
    const csv = messagesCsv([
      message(
        5,
        'contact',
        {
          name: '=HYPERLINK("http://x.example","click")',
          email: 'ann@example.org',
          phone: '+1 713 555 0142',
          company: '@Home Care',
          message: '-1 is what the nurse wrote; a=b inside is fine',
        },
        '2026-03-01T15:00:00Z',
      ),
      message(6, 'provider', { ...provider, agencyName: '+Plus Home Health', contactName: '-Bo', licenseNumber: '=1+1' }, '2026-03-01T16:00:00Z'),
    ]);
    const [, first, second] = csv.split('\r\n');
    expect(first).toBe(
      `5,contact,2026-03-01T15:00:00.000Z,ann@example.org,"'=HYPERLINK(""http://x.example"",""click"")",'+1 713 555 0142,'@Home Care,,,,,,,,'-1 is what the nurse wrote; a=b inside is fine,off,en`,
    );
    expect(second).toBe(
      "6,provider,2026-03-01T16:00:00.000Z,bo@gulfcoast.example,,(713) 555-0100,,,'+Plus Home Health,'-Bo,'=1+1,Harris;Fort Bend,Skilled nursing;Physical therapy,Medicare;Medicare Advantage,,off,en",
    );
  });

  it('ends every record with CRLF and keeps line breaks inside a message quoted', () => {
    const csv = messagesCsv([message(7, 'contact', { ...contact, company: undefined, message: 'one\ntwo\nthree, four' }, '2026-03-01T15:00:00Z')]);
    expect(csv.endsWith('"one\ntwo\nthree, four",off,en\r\n')).toBe(true);
    // Only the record ends are CRLF; the message's own line breaks stay LF.
    expect(csv.match(/\r\n/g)).toHaveLength(2);
    expect(csv.match(/\n/g)).toHaveLength(4);
  });
});
