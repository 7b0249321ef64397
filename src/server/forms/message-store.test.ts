import { expect, it } from 'vitest';
import type { ContactMessage } from '../../contracts/forms/schemas';
import { sampleContact, sampleProvider } from '../../../tests/support/test-messages';
import { TokenUsedError } from './message-store';
import { describeEachDatabase } from '../../../tests/support/test-databases';

const contact: ContactMessage = { name: sampleContact.name, email: sampleContact.email, message: sampleContact.message };
const fullContact = sampleContact;
const provider = sampleProvider;

const at = (iso: string) => new Date(iso);
const MINUTE = 60_000;

describeEachDatabase('form message store', (db) => {
  const messages = () => db.store.messages;

  it('stores both kinds and lists them as saved, with their language, time and mail state (English when no language is given)', async () => {
    const first = await messages().save('contact', fullContact, at('2026-03-01T10:00:00Z'), { mail: false, language: 'es' });
    const second = await messages().save('provider', provider, at('2026-03-01T11:00:00Z'), { mail: true });
    expect(first).toEqual({ id: expect.any(Number), created: true });
    expect(second).toEqual({ id: expect.any(Number), created: true });
    expect(second.id).not.toBe(first.id);
    expect(await messages().list()).toEqual([
      { id: first.id, kind: 'contact', email: 'ann@example.org', fields: fullContact, language: 'es', receivedAt: at('2026-03-01T10:00:00Z'), mail: { state: 'off', attempts: 0 } },
      { id: second.id, kind: 'provider', email: 'bo@gulfcoast.example', fields: provider, language: 'en', receivedAt: at('2026-03-01T11:00:00Z'), mail: { state: 'pending', attempts: 0 } },
    ]);
  });

  it('lists the oldest message first, whatever the order they were saved in', async () => {
    await messages().save('contact', { ...contact, message: 'The later message.' }, at('2026-03-03T10:00:00Z'), { mail: false });
    await messages().save('contact', { ...contact, message: 'The earlier message.' }, at('2026-03-02T10:00:00Z'), { mail: false });
    expect((await messages().list()).map((message) => (message.fields as ContactMessage).message)).toEqual(['The earlier message.', 'The later message.']);
  });

  it('keeps one row for the same message from the same mailbox in another case on the same Houston day', async () => {
    // 06:30Z on March 1 and 05:29Z on March 2 are both March 1 in Houston (UTC-6 before DST).
    const saved = await messages().save('contact', { ...contact, email: 'Ann.Lee@example.org' }, at('2026-03-01T06:30:00Z'), { mail: true });
    expect(await messages().save('contact', { ...contact, email: 'ann.lee@example.org' }, at('2026-03-02T05:29:00Z'), { mail: true })).toEqual({ id: saved.id, created: false });
    expect(await messages().save('contact', { ...contact, email: 'ANN.LEE@example.org' }, at('2026-03-01T12:00:00Z'), { mail: false })).toEqual({ id: saved.id, created: false });
    const list = await messages().list();
    expect(list).toHaveLength(1);
    // The first one is kept as it came in.
    expect(list[0]).toMatchObject({ email: 'Ann.Lee@example.org', receivedAt: at('2026-03-01T06:30:00Z'), mail: { state: 'pending' } });
  });

  it('stores the same message again on the next Houston day', async () => {
    // 05:30Z on March 1 is still February 28 in Houston; 06:30Z is March 1.
    const before = await messages().save('contact', contact, at('2026-03-01T05:30:00Z'), { mail: false });
    const after = await messages().save('contact', { ...contact, email: 'ANN@example.org' }, at('2026-03-01T06:30:00Z'), { mail: false });
    expect(after.created).toBe(true);
    expect(after.id).not.toBe(before.id);
    // In summer (UTC-5) the Houston day turns at 05:00Z.
    const june = await messages().save('contact', contact, at('2026-07-01T04:59:00Z'), { mail: false });
    const july = await messages().save('contact', contact, at('2026-07-01T05:00:00Z'), { mail: false });
    expect(june.created && july.created).toBe(true);
    expect(await messages().list()).toHaveLength(4);
  });

  it('stores a different message, another form or another mailbox the same day as new rows', async () => {
    const time = at('2026-03-01T15:00:00Z');
    await messages().save('contact', contact, time, { mail: false });
    expect((await messages().save('contact', { ...contact, message: 'Please call me about two referrals.' }, time, { mail: false })).created).toBe(true);
    expect((await messages().save('contact', { ...contact, phone: '(713) 555-0142' }, time, { mail: false })).created).toBe(true);
    expect((await messages().save('contact', { ...contact, email: 'other@example.org' }, time, { mail: false })).created).toBe(true);
    expect((await messages().save('provider', { ...provider, email: contact.email }, time, { mail: false })).created).toBe(true);
    expect((await messages().save('provider', { ...provider, email: contact.email, counties: ['Harris'] }, time, { mail: false })).created).toBe(true);
    expect(await messages().list()).toHaveLength(6);
  });

  it('takes a form token for one message: the same message again is that repeat, another message is refused', async () => {
    const time = at('2026-03-01T15:00:00Z');
    const first = await messages().save('contact', contact, time, { mail: true, token: 'token-1' });
    expect(await messages().save('contact', contact, time, { mail: true, token: 'token-1' })).toEqual({ id: first.id, created: false });
    await expect(messages().save('contact', { ...contact, message: 'Another message with the same token.' }, time, { mail: true, token: 'token-1' })).rejects.toBeInstanceOf(TokenUsedError);
    // The same token text of the other form is another token.
    expect((await messages().save('provider', provider, time, { mail: false, token: 'token-1' })).created).toBe(true);
    expect((await messages().save('contact', { ...contact, message: 'A message from a fresh form.' }, time, { mail: true, token: 'token-2' })).created).toBe(true);
    expect(await messages().list()).toHaveLength(3);
  });

  it('stores one of 20 concurrent messages sent with one token, and refuses the others', async () => {
    const time = at('2026-03-01T15:00:00Z');
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) => messages().save('contact', { ...contact, message: `Replayed message number ${i}.` }, time, { mail: true, token: 'replayed' })),
    );
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    for (const result of results) if (result.status === 'rejected') expect(result.reason).toBeInstanceOf(TokenUsedError);
    expect(await messages().list()).toHaveLength(1);
  });

  it('makes one row of 50 concurrent saves of the same message, in several cases', async () => {
    const spellings = ['ann@example.org', 'Ann@example.org', 'ANN@example.org'];
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) => messages().save('contact', { ...contact, email: spellings[i % 3]! }, at(`2026-03-01T15:00:${String(i).padStart(2, '0')}Z`), { mail: true })),
    );
    expect(results.filter((result) => result.created)).toHaveLength(1);
    expect(new Set(results.map((result) => result.id)).size).toBe(1);
    const list = await messages().list();
    expect(list).toHaveLength(1);
    expect(list[0]!.id).toBe(results[0]!.id);
  });

  it('lists by kind and since (inclusive)', async () => {
    await messages().save('contact', contact, at('2026-03-01T10:00:00Z'), { mail: false });
    await messages().save('provider', provider, at('2026-03-02T10:00:00Z'), { mail: false });
    await messages().save('contact', { ...contact, message: 'A second question, later.' }, at('2026-03-03T10:00:00Z'), { mail: false });
    const summary = async (filter: Parameters<ReturnType<typeof messages>['list']>[0]) =>
      (await messages().list(filter)).map((message) => `${message.kind} ${message.receivedAt.toISOString()}`);
    expect(await summary({ kind: 'contact' })).toEqual(['contact 2026-03-01T10:00:00.000Z', 'contact 2026-03-03T10:00:00.000Z']);
    expect(await summary({ kind: 'provider' })).toEqual(['provider 2026-03-02T10:00:00.000Z']);
    expect(await summary({ since: at('2026-03-02T10:00:00Z') })).toEqual(['provider 2026-03-02T10:00:00.000Z', 'contact 2026-03-03T10:00:00.000Z']);
    expect(await summary({ kind: 'contact', since: at('2026-03-01T10:00:00.001Z') })).toEqual(['contact 2026-03-03T10:00:00.000Z']);
    expect(await summary({ since: at('2026-03-04T00:00:00Z') })).toEqual([]);
    expect(await summary({})).toHaveLength(3);
  });

  it('takes only queued messages that are due, and holds them for the lease', async () => {
    const t0 = at('2026-03-01T15:00:00Z');
    const due = await messages().save('contact', contact, t0, { mail: true });
    await messages().save('contact', { ...contact, email: 'off@example.org' }, t0, { mail: false });
    const later = await messages().save('provider', provider, new Date(t0.getTime() + 60 * MINUTE), { mail: true });

    const now = new Date(t0.getTime() + 30 * MINUTE);
    const taken = await messages().takeDueMail(now, 5 * MINUTE, 10);
    expect(taken.map((message) => message.id)).toEqual([due.id]);
    expect(taken[0]).toMatchObject({ kind: 'contact', email: 'ann@example.org', fields: contact, receivedAt: t0, mail: { state: 'pending', attempts: 0 } });

    // Held: neither at the same time nor just before the lease ends.
    expect(await messages().takeDueMail(now, 5 * MINUTE, 10)).toEqual([]);
    expect(await messages().takeDueMail(new Date(now.getTime() + 5 * MINUTE - 1), 5 * MINUTE, 10)).toEqual([]);
    // The lease ran out without a report: it is due again.
    const again = await messages().takeDueMail(new Date(now.getTime() + 5 * MINUTE), 5 * MINUTE, 10);
    expect(again.map((message) => message.id)).toEqual([due.id]);

    // Once its time comes, the later one is taken too; the message without mail never is.
    const end = new Date(t0.getTime() + 24 * 60 * MINUTE);
    expect((await messages().takeDueMail(end, 5 * MINUTE, 10)).map((message) => message.id)).toEqual([due.id, later.id]);
    // Taking changes nothing in what the list shows.
    expect((await messages().list()).map((message) => message.mail.state)).toEqual(['pending', 'off', 'pending']);
  });

  it('takes at most `limit` messages, the longest waiting first', async () => {
    const t0 = at('2026-03-01T15:00:00Z');
    const ids: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      ids.push((await messages().save('contact', { ...contact, message: `Referral question number ${i}.` }, new Date(t0.getTime() + i * MINUTE), { mail: true })).id);
    }
    const now = new Date(t0.getTime() + 60 * MINUTE);
    const batches = [];
    for (let i = 0; i < 4; i += 1) batches.push((await messages().takeDueMail(now, 5 * MINUTE, 2)).map((message) => message.id));
    expect(batches).toEqual([ids.slice(0, 2), ids.slice(2, 4), ids.slice(4), []]);
  });

  it('never gives the same message to two concurrent takers', async () => {
    const t0 = at('2026-03-01T15:00:00Z');
    const saved = await Promise.all(
      Array.from({ length: 40 }, (_, i) => messages().save('contact', { ...contact, message: `Referral question number ${i}.` }, t0, { mail: true })),
    );
    const now = new Date(t0.getTime() + MINUTE);
    const takes = await Promise.all(Array.from({ length: 8 }, () => messages().takeDueMail(now, 5 * MINUTE, 10)));
    const taken = takes.flat().map((message) => message.id);
    expect(new Set(taken).size).toBe(taken.length);
    // Whatever the takers left is still there for the next one, and nothing was taken twice.
    const rest = (await messages().takeDueMail(now, 5 * MINUTE, 100)).map((message) => message.id);
    expect([...taken, ...rest].sort((a, b) => a - b)).toEqual(saved.map((result) => result.id).sort((a, b) => a - b));
  });

  it('records a sent message: state, attempts and time, and it is not taken again', async () => {
    const t0 = at('2026-03-01T15:00:00Z');
    const { id } = await messages().save('contact', contact, t0, { mail: true });
    await messages().mailFailed(id, 'connection refused', new Date(t0.getTime() + MINUTE));
    const sentAt = new Date(t0.getTime() + 2 * MINUTE);
    await messages().mailSent(id, sentAt);
    expect((await messages().list())[0]!.mail).toEqual({ state: 'sent', attempts: 2, sentAt });
    expect(await messages().takeDueMail(new Date(t0.getTime() + 365 * 24 * 60 * MINUTE), 5 * MINUTE, 10)).toEqual([]);
  });

  it('records a failed try: retried at its time, and given up with no retry time', async () => {
    const t0 = at('2026-03-01T15:00:00Z');
    const { id } = await messages().save('provider', provider, t0, { mail: true });
    const other = await messages().save('contact', contact, t0, { mail: true });
    expect((await messages().takeDueMail(t0, 5 * MINUTE, 10)).map((message) => message.id)).toEqual([id, other.id]);

    const retryAt = new Date(t0.getTime() + 60 * MINUTE);
    await messages().mailFailed(id, '550 mailbox unavailable', retryAt);
    expect((await messages().list({ kind: 'provider' }))[0]!.mail).toEqual({ state: 'pending', attempts: 1, error: '550 mailbox unavailable' });
    // Not before the retry time (the lease of the first take is long over by then), then again.
    expect(await messages().takeDueMail(new Date(retryAt.getTime() - 1), 5 * MINUTE, 10)).toEqual([expect.objectContaining({ id: other.id })]);
    const retried = await messages().takeDueMail(retryAt, 5 * MINUTE, 10);
    expect(retried).toEqual([expect.objectContaining({ id, mail: { state: 'pending', attempts: 1, error: '550 mailbox unavailable' } })]);

    // A long answer is cut; no retry time gives up, and the message stays stored.
    await messages().mailFailed(id, `421 ${'x'.repeat(2000)}`, null);
    const [failed] = await messages().list({ kind: 'provider' });
    expect(failed).toMatchObject({ id, fields: provider, mail: { state: 'failed', attempts: 2 } });
    expect(failed!.mail.error).toHaveLength(500);
    expect(failed!.mail.error!.startsWith('421 xxx')).toBe(true);
    expect(await messages().takeDueMail(new Date(t0.getTime() + 365 * 24 * 60 * MINUTE), 5 * MINUTE, 10)).toEqual([expect.objectContaining({ id: other.id })]);
  });
});
