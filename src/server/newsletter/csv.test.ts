import { describe, expect, it } from 'vitest';
import { csvField, subscribersCsv } from './csv';

describe('subscribers CSV', () => {
  it('quotes only fields with a comma, a quote or a line break, doubling quotes', () => {
    expect(csvField('plain@example.com')).toBe('plain@example.com');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField("o'brien+news@example.com")).toBe("o'brien+news@example.com");
  });

  it.each(['=1+1@x.com', '+1@x.com', '-2@x.com', '@SUM(A1)', '\t=cmd', '\r=cmd'])('prefixes %j with a quote so a spreadsheet never reads it as a formula', (value) => {
    expect(csvField(value).replace(/^"|"$/g, '')).toBe(`'${value}`);
  });

  it('quotes a prefixed field that also needs quoting', () => {
    expect(csvField('=HYPERLINK("http://x")')).toBe('"\'=HYPERLINK(""http://x"")"');
    expect(csvField('ann-lee@example.com')).toBe('ann-lee@example.com');
  });

  it('writes a header and one CRLF line per subscriber, sources joined by ;, times in UTC, the language by its code', () => {
    const csv = subscribersCsv([
      {
        email: 'ann@example.com',
        sources: ['homepage', 'footer'],
        firstSubscribedAt: new Date('2026-01-02T03:04:05.678Z'),
        lastSubscribedAt: new Date('2026-02-03T04:05:06Z'),
        language: 'es',
      },
      { email: 'x,y@example.com', sources: ['blog'], firstSubscribedAt: new Date(0), lastSubscribedAt: new Date(0), language: 'en' },
    ]);
    expect(csv).toBe(
      'email,sources,first_subscribed_at,last_subscribed_at,language\r\n' +
        'ann@example.com,homepage;footer,2026-01-02T03:04:05.678Z,2026-02-03T04:05:06.000Z,es\r\n' +
        '"x,y@example.com",blog,1970-01-01T00:00:00.000Z,1970-01-01T00:00:00.000Z,en\r\n',
    );
  });

  it('writes only the header for an empty list', () => {
    expect(subscribersCsv([])).toBe('email,sources,first_subscribed_at,last_subscribed_at,language\r\n');
  });
});
