import { expect, it, vi } from 'vitest';
import type { FormKind } from '../contracts/forms/schemas';
import { subscribeEndpoint } from '../contracts/newsletter/sources';
import type { Mailer } from './forms/mailer';
import { sampleContact } from '../../tests/support/test-messages';
import { createSiteFunctions, type SiteEnv } from './site-functions';
import { describeEachDatabase } from '../../tests/support/test-databases';

const subscription = (email: string) =>
  new Request(`http://localhost${subscribeEndpoint}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email }) });

/** A contact message sent with JavaScript, with the started token given. */
const contactPost = (started: string, message = sampleContact.message) =>
  new Request('http://localhost/api/contact', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...sampleContact, message, website: '', started }),
  });

const renderPage = async (kind: FormKind, state: { started: string }) => `<form data-kind="${kind}" data-started="${state.started}"></form>`;
const quiet = { logError: () => undefined };
const client = { clientKey: '203.0.113.7' };

describeEachDatabase('the site functions', (db) => {
  const functions = (env: SiteEnv, extra: { mailer?: Mailer } = {}) => createSiteFunctions({ env, store: db.store, renderPage, ...quiet, ...extra });

  it('count in memory without DATABASE_URL: each instance apart', async () => {
    const env = { NEWSLETTER_RATE_LIMIT: '2' };
    const [one, two] = [functions(env), functions(env)];
    expect(one.rateLimit).toEqual({ limit: 2, windowMs: 60_000, shared: false });
    for (const site of [one, two, one, two]) expect((await site.subscribe(subscription('a@example.com'), client)).status).toBe(200);
    expect((await one.subscribe(subscription('a@example.com'), client)).status).toBe(429);
    expect((await db.client.query('SELECT * FROM rate_limits')).rows).toEqual([]);
  });

  it('count in the database with DATABASE_URL: two instances reach the limit together, the forms apart from the newsletter', async () => {
    const env = { DATABASE_URL: 'postgresql://elsewhere/site', NEWSLETTER_RATE_LIMIT: '3', FORM_SECRET: 'shared secret' };
    const [one, two] = [functions(env), functions(env)];
    expect(one.rateLimit.shared).toBe(true);
    const statuses = [];
    for (const site of [one, two, one, two]) statuses.push((await site.subscribe(subscription('a@example.com'), client)).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
    // The forms' own count starts at one: a token refused (400), not the limit (429).
    expect((await two.forms.contact(contactPost('forged'), client)).status).toBe(400);
    expect((await db.client.query('SELECT scope, count FROM rate_limits ORDER BY scope')).rows).toEqual([
      { scope: 'forms', count: 1 },
      { scope: 'newsletter', count: 4 },
    ]);
  });

  it('render each form page with a fresh token, which another instance accepts when both have FORM_SECRET', async () => {
    const env = { FORM_SECRET: 'shared secret' };
    const [one, two, stranger] = [functions(env), functions(env), functions({})];
    const started = /data-started="([^"]+)"/.exec(await one.formPage('provider'))![1]!;
    expect(await one.formPage('contact')).toMatch(/^<form data-kind="contact" data-started="\d+\.[\w-]{43}"><\/form>$/);
    expect(two.tokens.read('provider', started)).toBeInstanceOf(Date);
    expect(stranger.tokens.read('provider', started)).toBeUndefined();
  });

  it('answer the health check from the store', async () => {
    const response = await functions({}).health(new Request('http://localhost/api/health'));
    expect(await response.json()).toEqual({ status: 'ok' });
  });

  it('send a stored message at once, and ask a host that may stop early to wait for the send', async () => {
    const sending = Promise.resolve();
    const mailer = { drain: vi.fn(() => sending), start: vi.fn(), stop: vi.fn() } satisfies Mailer;
    const site = functions({ FORM_SECRET: 'x' }, { mailer });
    const waitUntil = vi.fn();
    const opened = site.tokens.issue('contact', new Date(Date.now() - 10_000));
    expect((await site.forms.contact(contactPost(opened), { ...client, waitUntil })).status).toBe(200);
    expect(mailer.drain).toHaveBeenCalledOnce();
    expect(waitUntil).toHaveBeenCalledExactlyOnceWith(sending);
    expect((await db.store.messages.list()).map((message) => message.mail.state)).toEqual(['pending']);
  });
});
