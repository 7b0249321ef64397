import type { AddressInfo } from 'node:net';
import { SMTPServer, type SMTPServerAddress, type SMTPServerSession } from 'smtp-server';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ContactMessage } from '../../contracts/forms/schemas';
import { createPgliteClient } from '../storage/pglite-client';
import { createSqlStore } from '../storage/sql-store';
import type { SqlClient } from '../storage/sql-client';
import type { SiteStore } from '../storage/store';
import { createMailer, MAX_MAIL_ATTEMPTS, retryDelayMs, subjectWords, transportFromEnv, type MailTransport } from './mailer';
import type { MessageStore } from './message-store';
import { sampleContact, sampleProvider } from '../../../tests/support/test-messages';

const TO = 'team@carebridge.example';
const FROM = 'CareBridge Houston <site@carebridge.example>';
const SITE = 'CareBridge Houston';
const START = new Date('2026-03-01T15:00:00Z');

const contact: ContactMessage = { ...sampleContact, email: 'Ann.Lee@example.org', message: 'Please call me about a referral.\nMornings are best.' };
const provider = sampleProvider;

/** One mail the server took: its envelope, headers (names lower-cased, unfolded) and decoded text. */
interface Received {
  mailFrom: string;
  rcptTo: string[];
  headers: Record<string, string>;
  text: string;
}

function decodeQuotedPrintable(body: string): string {
  const bytes: number[] = [];
  const text = body.replace(/=\r?\n/g, '');
  for (let i = 0; i < text.length; i += 1) {
    const hex = text[i] === '=' ? /^[0-9A-F]{2}/i.exec(text.slice(i + 1, i + 3)) : null;
    if (hex) {
      bytes.push(parseInt(hex[0], 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(text[i]!, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

function parseMail(raw: string, session: SMTPServerSession): Received {
  const split = raw.indexOf('\r\n\r\n');
  const headers: Record<string, string> = {};
  for (const line of raw.slice(0, split).replace(/\r\n(?=[ \t])/g, '').split('\r\n')) {
    const colon = line.indexOf(':');
    headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
  }
  const body = raw.slice(split + 4);
  const encoding = headers['content-transfer-encoding']?.toLowerCase();
  expect(['7bit', 'quoted-printable']).toContain(encoding);
  const text = (encoding === 'quoted-printable' ? decodeQuotedPrintable(body) : body).replace(/\r\n/g, '\n');
  const mailFrom = session.envelope.mailFrom;
  return { mailFrom: mailFrom ? mailFrom.address : '', rcptTo: session.envelope.rcptTo.map((address: SMTPServerAddress) => address.address), headers, text };
}

/** A local SMTP server that keeps what it takes, or refuses the recipient or the data while told to. */
async function startSmtpServer() {
  const state = {
    received: [] as Received[],
    /** Recipients offered, refused ones included: one per try to send. */
    tries: 0,
    refuse: undefined as 'recipient' | 'data' | undefined,
  };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(_address, _session, callback) {
      state.tries += 1;
      if (state.refuse === 'recipient') return callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }));
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (state.refuse === 'data') return callback(Object.assign(new Error('Try again later'), { responseCode: 451 }));
        state.received.push(parseMail(Buffer.concat(chunks).toString('utf8'), session));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.server.address() as AddressInfo;
  return {
    state,
    transport: () => transportFromEnv({ SMTP_URL: `smtp://127.0.0.1:${port}` })!,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('mailer', () => {
  let client: SqlClient;
  let store: SiteStore;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let clock = START;
  const advance = (ms: number) => (clock = new Date(clock.getTime() + ms));
  const messages = (): MessageStore => store.messages;
  const nextTryAt = async (id: number) => {
    const { rows } = await client.query<{ mail_next_at: Date | string | null }>('SELECT mail_next_at FROM form_messages WHERE id = $1', [id]);
    return rows[0]?.mail_next_at ? new Date(rows[0].mail_next_at) : null;
  };

  function mailer(options: { transport?: MailTransport } = {}) {
    const log = vi.fn();
    const logError = vi.fn();
    const instance = createMailer({ store: messages(), transport: options.transport ?? smtp.transport(), to: TO, from: FROM, siteName: SITE, now: () => clock, log, logError });
    return { ...instance, log, logError };
  }

  beforeAll(async () => {
    client = await createPgliteClient('memory://');
    store = await createSqlStore(client);
    smtp = await startSmtpServer();
  }, 60_000);
  afterEach(async () => {
    await client.query('DELETE FROM form_messages');
    smtp.state.received.length = 0;
    smtp.state.tries = 0;
    smtp.state.refuse = undefined;
    clock = START;
  });
  afterAll(async () => {
    await smtp?.close();
    await store?.close();
  });

  it('emails a stored contact message once to the team, with a reply to the sender and every field', async () => {
    const { id } = await messages().save('contact', contact, clock, { mail: true });
    const m = mailer();
    advance(1_000);
    await m.drain();
    await m.drain();

    expect(smtp.state.received).toHaveLength(1);
    const [mail] = smtp.state.received;
    expect(mail!.mailFrom).toBe('site@carebridge.example');
    expect(mail!.rcptTo).toEqual([TO]);
    expect(mail!.headers.to).toBe(TO);
    expect(mail!.headers['reply-to']).toBe('Ann.Lee@example.org');
    expect(mail!.headers.subject).toBe('New message from Ann Lee (CareBridge Houston website)');
    for (const line of [
      'Full name: Ann Lee',
      'Email: Ann.Lee@example.org',
      'Phone: (713) 555-0142',
      'Organization: Bayou Clinic',
      'What can we help with? Referral coordination',
      'Message:\nPlease call me about a referral.\nMornings are best.',
    ]) {
      expect(mail!.text).toContain(line);
    }
    expect(mail!.text).not.toContain('(optional)');
    expect(mail!.text).not.toContain('referral-coordination');
    expect(mail!.text).toContain(`message ${id}`);
    expect(mail!.text.startsWith('Language: English\n\n')).toBe(true);

    expect((await messages().list())[0]!.mail).toEqual({ state: 'sent', attempts: 1, sentAt: clock });
    expect(m.log).toHaveBeenCalledWith(`Message ${id} (contact) emailed to ${TO}`);
    expect(m.logError).not.toHaveBeenCalled();
    await m.stop();
  });

  it('names the language of a message sent from a Spanish page first, so the team answers in Spanish, the labels staying English', async () => {
    await messages().save('contact', { ...contact, message: 'Necesito ayuda con una referencia.' }, clock, { mail: true, language: 'es' });
    const m = mailer();
    await m.drain();

    const [mail] = smtp.state.received;
    expect(mail!.text.startsWith('Language: Spanish\n\n')).toBe(true);
    expect(mail!.text).toContain('Full name: Ann Lee');
    expect(mail!.text).toContain('What can we help with? Referral coordination');
    await m.stop();
  });

  it('keeps an encoded word a visitor typed out of the Subject, where a mail client would decode it into a forged header line', async () => {
    const forged = '=?UTF-8?B?DQpCY2M6IHZpY3RpbUBldmlsLmV4YW1wbGU=?=';
    await messages().save('contact', { ...contact, name: `Ann ${forged} Lee` }, clock, { mail: true });
    const m = mailer();
    await m.drain();

    const [mail] = smtp.state.received;
    expect(mail!.headers.subject).toBe('New message from Ann Lee (CareBridge Houston website)');
    expect(mail!.headers.bcc).toBeUndefined();
    // The team still reads what was typed, where nothing decodes it.
    expect(mail!.text).toContain(`Full name: Ann ${forged} Lee`);
    await m.stop();
  });

  it('emails a provider application with the agency in the subject and every choice by its name', async () => {
    await messages().save('provider', provider, clock, { mail: true });
    const m = mailer();
    await m.drain();

    expect(smtp.state.received).toHaveLength(1);
    const [mail] = smtp.state.received;
    expect(mail!.headers['reply-to']).toBe('bo@gulfcoast.example');
    expect(mail!.headers.subject).toBe('New provider application: Gulf Coast Home Health (CareBridge Houston website)');
    for (const line of [
      'Agency name: Gulf Coast Home Health',
      'Your name: Bo Diaz',
      'Email: bo@gulfcoast.example',
      'Phone: (713) 555-0100',
      'Texas license number: 012345',
      'Counties served: Harris, Fort Bend',
      'Services offered: Skilled nursing, Physical therapy',
      'Insurances accepted: Medicare, Medicare Advantage',
      'Anything else we should know?\nWe serve the west side.',
    ]) {
      expect(mail!.text).toContain(line);
    }
    expect(mail!.text).not.toMatch(/skilled-nursing|medicare-advantage/);
    expect((await messages().list())[0]!.mail.state).toBe('sent');
    await m.stop();
  });

  it('sends nothing for a message stored without mail, and each queued one once with two mailers at work', async () => {
    await messages().save('contact', { ...contact, email: 'quiet@example.org' }, clock, { mail: false });
    for (let i = 0; i < 5; i += 1) await messages().save('contact', { ...contact, message: `Referral question number ${i}.` }, clock, { mail: true });
    const first = mailer();
    const second = mailer();
    // As the form functions call it once a message is stored, again while it runs, and from another server.
    await Promise.all([first.drain(), first.drain(), second.drain(), first.drain()]);

    expect(smtp.state.received).toHaveLength(5);
    expect(smtp.state.received.map((mail) => mail.text.match(/number \d/)?.[0]).sort()).toEqual(['number 0', 'number 1', 'number 2', 'number 3', 'number 4']);
    expect(smtp.state.received.every((mail) => mail.headers['reply-to'] === 'Ann.Lee@example.org')).toBe(true);
    expect((await messages().list()).map((message) => message.mail.state)).toEqual(['off', 'sent', 'sent', 'sent', 'sent', 'sent']);
    await Promise.all([first.stop(), second.stop()]);
  });

  it('keeps a message the server refuses, tries again at its time, and sends it once the server takes it', async () => {
    smtp.state.refuse = 'recipient';
    const { id } = await messages().save('contact', contact, clock, { mail: true });
    const m = mailer();
    await m.drain();

    expect(smtp.state.tries).toBe(1);
    expect(smtp.state.received).toHaveLength(0);
    const [kept] = await messages().list();
    expect(kept).toMatchObject({ id, fields: contact, mail: { state: 'pending', attempts: 1 } });
    expect(kept!.mail.error).toMatch(/550|Mailbox unavailable/);
    const retryAt = new Date(clock.getTime() + retryDelayMs(1));
    expect(await nextTryAt(id)).toEqual(retryAt);
    expect(m.logError).toHaveBeenCalledTimes(1);
    expect(m.logError).toHaveBeenCalledWith(`Message ${id} could not be emailed (try 1); trying again at ${retryAt.toISOString()}.`, expect.any(Error));

    // The server takes mail again, but the message is not due yet.
    smtp.state.refuse = undefined;
    advance(retryDelayMs(1) - 1);
    await m.drain();
    expect(smtp.state.tries).toBe(1);

    advance(1);
    await m.drain();
    expect(smtp.state.received).toHaveLength(1);
    expect(smtp.state.received[0]!.headers['reply-to']).toBe('Ann.Lee@example.org');
    expect((await messages().list())[0]!.mail).toEqual({ state: 'sent', attempts: 2, sentAt: clock });
    await m.stop();
  });

  it(`marks a message failed after ${MAX_MAIL_ATTEMPTS} refused tries, waiting longer each time, and still lists it`, async () => {
    smtp.state.refuse = 'data';
    const { id } = await messages().save('provider', provider, clock, { mail: true });
    const m = mailer();
    for (let attempt = 1; attempt < MAX_MAIL_ATTEMPTS; attempt += 1) {
      await m.drain();
      expect(smtp.state.tries).toBe(attempt);
      expect((await messages().list())[0]!.mail).toMatchObject({ state: 'pending', attempts: attempt, error: expect.stringMatching(/451|Try again later/) });
      expect(await nextTryAt(id)).toEqual(new Date(clock.getTime() + retryDelayMs(attempt)));
      advance(retryDelayMs(attempt));
    }
    await m.drain();
    expect(smtp.state.tries).toBe(MAX_MAIL_ATTEMPTS);
    expect(smtp.state.received).toHaveLength(0);

    const [failed] = await messages().list();
    expect(failed).toMatchObject({ id, kind: 'provider', fields: provider, mail: { state: 'failed', attempts: MAX_MAIL_ATTEMPTS } });
    expect(m.logError).toHaveBeenCalledTimes(MAX_MAIL_ATTEMPTS);
    expect(m.logError).toHaveBeenLastCalledWith(
      `Message ${id} could not be emailed after ${MAX_MAIL_ATTEMPTS} tries; it stays stored (npm run inbox -- export).`,
      expect.any(Error),
    );

    // Given up: not tried again, however long it waits, even once the server takes mail.
    smtp.state.refuse = undefined;
    advance(365 * 24 * 3_600_000);
    await m.drain();
    expect(smtp.state.tries).toBe(MAX_MAIL_ATTEMPTS);
    expect((await messages().list())[0]!.mail.state).toBe('failed');
    await m.stop();
  });

  it('never loses a message to a transport that throws or rejects', async () => {
    const { id } = await messages().save('contact', contact, clock, { mail: true });
    const throwing = mailer({
      transport: {
        sendMail() {
          throw new Error('no connection');
        },
      },
    });
    await throwing.drain();
    expect((await messages().list())[0]).toMatchObject({ id, fields: contact, mail: { state: 'pending', attempts: 1, error: 'no connection' } });
    expect(throwing.logError).toHaveBeenCalledTimes(1);

    advance(retryDelayMs(1));
    const rejecting = mailer({ transport: { sendMail: () => Promise.reject('socket hang up') } });
    await rejecting.drain();
    expect((await messages().list())[0]).toMatchObject({ id, mail: { state: 'pending', attempts: 2, error: 'socket hang up' } });
    expect(await nextTryAt(id)).toEqual(new Date(clock.getTime() + retryDelayMs(2)));
    expect(rejecting.logError).toHaveBeenCalledWith(expect.stringContaining('(try 2)'), 'socket hang up');

    advance(retryDelayMs(2));
    const close = vi.fn();
    const sendMail = vi.fn(() => Promise.resolve({}));
    const working = mailer({ transport: { sendMail, close } });
    await working.drain();
    expect(sendMail).toHaveBeenCalledTimes(1);
    expect(sendMail).toHaveBeenCalledWith(expect.objectContaining({ from: FROM, to: TO, replyTo: 'Ann.Lee@example.org' }));
    expect((await messages().list())[0]!.mail).toEqual({ state: 'sent', attempts: 3, sentAt: clock });
    await working.stop();
    expect(close).toHaveBeenCalledTimes(1);
  });

  it('logs and carries on when the outbox cannot be read', async () => {
    const broken: MessageStore = { ...messages(), takeDueMail: () => Promise.reject(new Error('database is down')) };
    const logError = vi.fn();
    const m = createMailer({ store: broken, transport: { sendMail: vi.fn() }, to: TO, from: FROM, siteName: SITE, now: () => clock, log: vi.fn(), logError });
    await expect(m.drain()).resolves.toBeUndefined();
    expect(logError).toHaveBeenCalledWith('The outbox could not be read; it is tried again shortly.', expect.objectContaining({ message: 'database is down' }));
  });

  it('sends what is due on start, without waiting for the first interval', async () => {
    const { id } = await messages().save('contact', contact, clock, { mail: true });
    const m = mailer();
    // The first interval ends long after the wait below gives up: only the start can send it.
    m.start(60_000);
    await vi.waitFor(() => expect(smtp.state.received).toHaveLength(1), { timeout: 10_000 });
    await m.stop();
    expect((await messages().list())[0]).toMatchObject({ id, mail: { state: 'sent' } });
  });

  it('sends what is due at each interval, until stopped', async () => {
    const m = mailer();
    m.start(20);
    // Once the look at start is over, only an interval can send the message stored below.
    await m.drain();
    const { id } = await messages().save('contact', contact, clock, { mail: true });
    await vi.waitFor(() => expect(smtp.state.received).toHaveLength(1), { timeout: 10_000 });
    await m.stop();
    expect((await messages().list())[0]).toMatchObject({ id, mail: { state: 'sent' } });
    await messages().save('contact', { ...contact, message: 'A second question after the stop.' }, clock, { mail: true });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(smtp.state.received).toHaveLength(1);
  });
});

describe('retryDelayMs', () => {
  it('waits a minute after the first try, doubling, at most six hours', () => {
    expect([1, 2, 3, 4, 5].map(retryDelayMs)).toEqual([60_000, 120_000, 240_000, 480_000, 960_000]);
    expect(retryDelayMs(9)).toBe(256 * 60_000);
    expect(retryDelayMs(10)).toBe(6 * 3_600_000);
    expect(retryDelayMs(50)).toBe(6 * 3_600_000);
  });
});

describe('transportFromEnv', () => {
  it('gives no transport without SMTP_URL', () => {
    expect(transportFromEnv({})).toBeUndefined();
    expect(transportFromEnv({ SMTP_URL: '' })).toBeUndefined();
  });
});

describe('subjectWords', () => {
  it('drops encoded words in either encoding and any case, breaks a lone opener, and keeps plain words', () => {
    expect(subjectWords('Ann =?utf-8?q?=0D=0ABcc:_x@evil.example?= Lee')).toBe('Ann Lee');
    expect(subjectWords('=?UTF-8?B?DQpCY2M6IHZpY3RpbUBldmlsLmV4YW1wbGU=?=')).toBe('');
    expect(subjectWords('A =?x')).toBe('A = ?x');
    expect(subjectWords('  Bayou   Home Care, LLC \n')).toBe('Bayou Home Care, LLC');
    expect(subjectWords('José Núñez = 2 + 2?')).toBe('José Núñez = 2 + 2?');
  });
});
