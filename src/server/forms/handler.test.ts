import { inspect } from 'node:util';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { sentPageOf, sentPages } from '../../contracts/forms/addresses';
import { errorCode, formKinds, type FieldErrors, type FormKind, type RawFields } from '../../contracts/forms/schemas';
import { createPgliteClient } from '../storage/pglite-client';
import { createRateLimiter, createSharedRateLimiter, type RateCounters } from '../rate-limit';
import { createSqlStore } from '../storage/sql-store';
import type { SqlClient } from '../storage/sql-client';
import type { SiteStore } from '../storage/store';
import { createFormHandler, formProblems, MAX_FORM_BYTES, SENT_MESSAGE, type FormHandlerOptions, type FormProblem, type FormProblemCode, type RenderFormPage } from './handler';
import { createStartedTokens } from './started-token';

const URLS: Record<FormKind, string> = { contact: 'http://localhost/api/contact', provider: 'http://localhost/api/provider-application' };
const JSON_TYPE = 'application/json';
const FORM_TYPE = 'application/x-www-form-urlencoded';
const INVALID_EMAIL = errorCode.email;
/** The code a problem is answered with. */
const codeOf = (problem: FormProblem) => (Object.keys(formProblems) as FormProblemCode[]).find((code) => formProblems[code] === problem)!;

interface Send {
  method?: string;
  type?: string | null;
  body?: BodyInit | null;
  headers?: Record<string, string>;
}

function request(kind: FormKind, { method = 'POST', type = JSON_TYPE, body = null, headers = {} }: Send): Request {
  const all = new Headers(headers);
  if (type !== null) all.set('content-type', type);
  const init: RequestInit & { duplex?: 'half' } = { method, headers: all, body: method === 'GET' || method === 'HEAD' ? null : body };
  if (body instanceof ReadableStream) init.duplex = 'half';
  return new Request(URLS[kind], init);
}

const json = (value: unknown) => JSON.stringify(value);

/** A urlencoded body as a browser sends it: each checkbox ticked is one more pair. */
function encoded(fields: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) for (const item of [value].flat()) params.append(name, String(item));
  return params.toString();
}

function streamOf(bytes: number): ReadableStream<Uint8Array> {
  let sent = 0;
  return new ReadableStream({
    pull(controller) {
      if (sent >= bytes) return controller.close();
      const chunk = new TextEncoder().encode(sent === 0 ? '{"message":"' : 'a'.repeat(Math.min(500, bytes - sent)));
      sent += chunk.byteLength;
      controller.enqueue(chunk);
    },
  });
}

const at = new Date('2026-04-01T15:00:00Z');
const tokens = createStartedTokens('test-secret');
/** A token for a form opened `ago` ms before `at`. */
const opened = (kind: FormKind, ago = 5000) => tokens.issue(kind, new Date(at.getTime() - ago));
/** The fresh token every refusal carries. */
const fresh = (kind: FormKind) => tokens.issue(kind, at);
const other = (kind: FormKind): FormKind => (kind === 'contact' ? 'provider' : 'contact');

/** What a visitor types, and what is stored of it. */
const typed: Record<FormKind, RawFields> = {
  contact: {
    name: '  Ann Lee ',
    email: ' Ann@Example.org',
    phone: '(713) 555-0142',
    company: '',
    service: 'referral-coordination',
    message: 'Please call me about a referral.\r\nThank you!',
  },
  provider: {
    agencyName: ' Gulf Coast Home Care ',
    contactName: 'Maria Lopez',
    email: 'maria@GulfCoast.example',
    phone: '713-555-0199',
    licenseNumber: 'HCSSA-012345',
    counties: ['Harris', 'Fort Bend'],
    services: ['skilled-nursing', 'physical-therapy'],
    insurances: ['medicare'],
    message: '',
  },
};
const cleaned: Record<FormKind, Record<string, unknown>> = {
  contact: { name: 'Ann Lee', email: 'Ann@example.org', phone: '(713) 555-0142', service: 'referral-coordination', message: 'Please call me about a referral.\nThank you!' },
  provider: {
    agencyName: 'Gulf Coast Home Care',
    contactName: 'Maria Lopez',
    email: 'maria@gulfcoast.example',
    phone: '713-555-0199',
    licenseNumber: 'HCSSA-012345',
    counties: ['Harris', 'Fort Bend'],
    services: ['skilled-nursing', 'physical-therapy'],
    insurances: ['medicare'],
  },
};

/** The whole post: the fields, the empty honeypot and a token old enough. */
const post = (kind: FormKind, changes: Record<string, unknown> = {}): Record<string, unknown> => ({ ...typed[kind], website: '', started: opened(kind), ...changes });
const postWithout = (kind: FormKind, name: string) => Object.fromEntries(Object.entries(post(kind)).filter(([key]) => key !== name));

type Case = [name: string, send: Send, expected: FormProblem, fields?: FieldErrors];

function commonBadRequests(kind: FormKind): Case[] {
  const good = post(kind);
  const goodText = json(good);
  return [
    ['GET', { method: 'GET' }, formProblems.method],
    ['PUT', { method: 'PUT', body: goodText }, formProblems.method],
    ['DELETE', { method: 'DELETE' }, formProblems.method],
    ['PATCH', { method: 'PATCH', body: goodText }, formProblems.method],
    ['no content type', { type: null, body: goodText }, formProblems.mediaType],
    ['text/plain', { type: 'text/plain', body: goodText }, formProblems.mediaType],
    ['text/html', { type: 'text/html', body: '<p>hi</p>' }, formProblems.mediaType],
    ['multipart', { type: 'multipart/form-data; boundary=x', body: '--x\r\nContent-Disposition: form-data; name="name"\r\n\r\nAnn\r\n--x--' }, formProblems.mediaType],
    ['JSON in another charset', { type: 'application/json; charset=iso-8859-1', body: goodText }, formProblems.mediaType],
    ['application/jsonp', { type: 'application/jsonp', body: goodText }, formProblems.mediaType],
    ['a body over 32 KB', { body: json(post(kind, { message: 'a'.repeat(MAX_FORM_BYTES) })) }, formProblems.tooLarge],
    ['a Content-Length over 32 KB', { body: goodText, headers: { 'content-length': String(MAX_FORM_BYTES + 1) } }, formProblems.tooLarge],
    ['a streamed body over 32 KB without a length', { body: streamOf(MAX_FORM_BYTES + 2000) }, formProblems.tooLarge],
    ['an empty body', { body: '' }, formProblems.json],
    ['an unfinished object', { body: goodText.slice(0, -1) }, formProblems.json],
    ['a trailing comma', { body: `${goodText.slice(0, -1)},}` }, formProblems.json],
    ['single quotes', { body: "{'name': 'Ann Lee'}" }, formProblems.json],
    ['bytes that are not UTF-8', { body: new Uint8Array([0x7b, 0x22, 0x6e, 0xff, 0xfe, 0x22, 0x3a, 0x22, 0x22, 0x7d]) }, formProblems.json],
    ['null', { body: 'null' }, formProblems.shape],
    ['an empty array', { body: '[]' }, formProblems.shape],
    ['an array holding the form', { body: json([good]) }, formProblems.shape],
    ['a bare string', { body: json('Ann Lee') }, formProblems.shape],
    ['a number', { body: '42' }, formProblems.shape],
    ['email null', { body: json(post(kind, { email: null })) }, formProblems.shape],
    ['email a number', { body: json(post(kind, { email: 42 })) }, formProblems.shape],
    ['email true', { body: json(post(kind, { email: true })) }, formProblems.shape],
    ['email an array', { body: json(post(kind, { email: ['ann@example.org'] })) }, formProblems.shape],
    ['email an object', { body: json(post(kind, { email: { address: 'ann@example.org' } })) }, formProblems.shape],
    ['message a number', { body: json(post(kind, { message: 12345678901 })) }, formProblems.shape],
    ['the honeypot a list', { body: json(post(kind, { website: ['http://spam.example'] })) }, formProblems.shape],
    ['the started time a number', { body: json(post(kind, { started: at.getTime() - 5000 })) }, formProblems.shape],
    ['the started time null', { body: json(post(kind, { started: null })) }, formProblems.shape],
    ['a diagnosis', { body: json(post(kind, { diagnosis: 'Congestive heart failure' })) }, formProblems.field],
    ['a date of birth', { body: json(post(kind, { dateOfBirth: '1950-01-01' })) }, formProblems.field],
    ['a patient name', { body: json(post(kind, { patientName: 'John Doe' })) }, formProblems.field],
    ['a Medicare number', { body: json(post(kind, { medicareNumber: '1EG4-TE5-MK73' })) }, formProblems.field],
    ['__proto__', { body: `{"__proto__":{"admin":true},${goodText.slice(1)}` }, formProblems.field],
    ['constructor', { body: json(post(kind, { constructor: {} })) }, formProblems.field],
    ['a field of the other form', { body: json(post(kind, other(kind) === 'provider' ? { agencyName: 'Acme' } : { company: 'Acme' })) }, formProblems.field],
    ['a field name in another case', { body: json({ ...post(kind), Email: 'ann@example.org' }) }, formProblems.field],
    ['an unknown field before a bad value', { body: json({ notes: 'x', ...post(kind, { email: 'nope' }) }) }, formProblems.field],
    ['no started time', { body: json(postWithout(kind, 'started')) }, formProblems.tooFast],
    ['an empty started time', { body: json(post(kind, { started: '' })) }, formProblems.tooFast],
    ['a started time that is not a token', { body: json(post(kind, { started: String(at.getTime() - 60_000) })) }, formProblems.tooFast],
    ['a token signed with another secret', { body: json(post(kind, { started: createStartedTokens('other').issue(kind, new Date(at.getTime() - 60_000)) })) }, formProblems.tooFast],
    ['a token of the other form', { body: json(post(kind, { started: opened(other(kind), 60_000) })) }, formProblems.tooFast],
    ['a token moved back in time', { body: json(post(kind, { started: opened(kind, 1000).replace(/^\d+/, String(at.getTime() - 60_000)) })) }, formProblems.tooFast],
    ['a token 1 s old', { body: json(post(kind, { started: opened(kind, 1000) })) }, formProblems.tooFast],
    ['a token from the future', { body: json(post(kind, { started: opened(kind, -60_000) })) }, formProblems.tooFast],
  ];
}

const invalid = (kind: FormKind, name: string, changes: Record<string, unknown>, fields: FieldErrors): Case => [
  name,
  { body: json(post(kind, changes)) },
  formProblems.invalid,
  fields,
];

const fieldErrors: Record<FormKind, Case[]> = {
  contact: [
    invalid('contact', 'a one-letter name', { name: ' A ' }, { name: errorCode.name }),
    invalid('contact', 'a name over 100 characters', { name: 'a'.repeat(101) }, { name: errorCode.tooLong }),
    invalid('contact', 'a line break in the name', { name: 'Ann\r\nBcc: x@example.com' }, { name: errorCode.characters }),
    invalid('contact', 'a bad email', { email: 'not-an-email' }, { email: INVALID_EMAIL }),
    invalid('contact', 'a header injection in the email', { email: 'ann@example.org\nBcc: x@example.com' }, { email: INVALID_EMAIL }),
    invalid('contact', 'a bad phone', { phone: '555' }, { phone: errorCode.phone }),
    invalid('contact', 'an organization over 150 characters', { company: 'a'.repeat(151) }, { company: errorCode.tooLong }),
    invalid('contact', 'an unknown service', { service: 'free-money' }, { service: errorCode.choice }),
    invalid('contact', 'a short message', { message: 'Call me' }, { message: errorCode.message }),
    invalid('contact', 'a message over 2000 characters', { message: 'a'.repeat(2001) }, { message: errorCode.tooLong }),
    invalid('contact', 'a NUL in the message', { message: 'Please call\u0000 me' }, { message: errorCode.characters }),
    invalid('contact', 'a lone surrogate in the name', { name: 'Ann \ud800 Lee' }, { name: errorCode.characters }),
    invalid('contact', 'a lone surrogate in the message', { message: 'Please call me \udfff today' }, { message: errorCode.characters }),
    invalid('contact', 'no name at all', { name: undefined }, { name: errorCode.name }),
    invalid(
      'contact',
      'every field wrong, with a bad token too',
      { name: '', email: '', phone: 'x', company: '\u0007', service: 'x', message: '', started: 'forged' },
      { name: errorCode.name, email: INVALID_EMAIL, phone: errorCode.phone, company: errorCode.characters, service: errorCode.choice, message: errorCode.message },
    ),
  ],
  provider: [
    invalid('provider', 'no agency name', { agencyName: '  ' }, { agencyName: errorCode.agency }),
    invalid('provider', 'an agency name over 150 characters', { agencyName: 'a'.repeat(151) }, { agencyName: errorCode.tooLong }),
    invalid('provider', 'a lone surrogate in the agency name', { agencyName: 'Gulf \ud83d Care' }, { agencyName: errorCode.characters }),
    invalid('provider', 'a one-letter contact name', { contactName: 'M' }, { contactName: errorCode.contactName }),
    invalid('provider', 'a tab in the contact name', { contactName: 'Maria\tLopez' }, { contactName: errorCode.characters }),
    invalid('provider', 'a bad email', { email: 'maria@' }, { email: INVALID_EMAIL }),
    invalid('provider', 'no phone', { phone: '' }, { phone: errorCode.phoneRequired }),
    invalid('provider', 'a bad phone', { phone: 'ask for Maria' }, { phone: errorCode.phone }),
    invalid('provider', 'no license number', { licenseNumber: '' }, { licenseNumber: errorCode.license }),
    invalid('provider', 'a license number with symbols', { licenseNumber: 'HCSSA#1' }, { licenseNumber: errorCode.license }),
    invalid('provider', 'a license number over 40 characters', { licenseNumber: '1'.repeat(41) }, { licenseNumber: errorCode.tooLong }),
    invalid('provider', 'no county', { counties: [] }, { counties: errorCode.counties }),
    invalid('provider', 'no counties field', { counties: undefined }, { counties: errorCode.counties }),
    invalid('provider', 'a county outside the area', { counties: ['Harris', 'Dallas'] }, { counties: errorCode.choice }),
    invalid('provider', 'no service', { services: [] }, { services: errorCode.services }),
    invalid('provider', 'an unknown service', { services: ['massage'] }, { services: errorCode.choice }),
    invalid('provider', 'no insurance', { insurances: [] }, { insurances: errorCode.insurances }),
    invalid('provider', 'an unknown insurance', { insurances: ['cash'] }, { insurances: errorCode.choice }),
    invalid('provider', 'a message over 2000 characters', { message: 'a'.repeat(2001) }, { message: errorCode.tooLong }),
  ],
};

const listShapes: Record<FormKind, Case[]> = {
  contact: [['a name list', { body: json(post('contact', { name: ['Ann', 'Lee'] })) }, formProblems.shape]],
  provider: [
    ['counties a string', { body: json(post('provider', { counties: 'Harris' })) }, formProblems.shape],
    ['counties null', { body: json(post('provider', { counties: null })) }, formProblems.shape],
    ['a number among the counties', { body: json(post('provider', { counties: ['Harris', 1] })) }, formProblems.shape],
    ['nested lists of services', { body: json(post('provider', { services: [['skilled-nursing']] })) }, formProblems.shape],
    ['services an object', { body: json(post('provider', { services: { 0: 'skilled-nursing' } })) }, formProblems.shape],
    ['null among the insurances', { body: json(post('provider', { insurances: [null] })) }, formProblems.shape],
  ],
};

let client: SqlClient;
let store: SiteStore;
const stored = () => store.messages.list();

beforeAll(async () => {
  client = await createPgliteClient('memory://');
  store = await createSqlStore(client);
}, 60_000);
afterEach(async () => {
  await client.query('DELETE FROM form_messages');
});
afterAll(async () => client.close());

const fakePage = () => vi.fn<RenderFormPage>(async (kind) => `<!doctype html><title>${kind} form</title>`);

function handlerFor(kind: FormKind, options: Partial<FormHandlerOptions> = {}) {
  return createFormHandler(kind, { store, tokens, renderPage: fakePage(), now: () => at, logError: vi.fn(), ...options });
}

describe.each(formKinds)('the %s form refuses bad JSON requests with the exact answer, storing nothing', (kind) => {
  const table = [...commonBadRequests(kind), ...listShapes[kind], ...fieldErrors[kind]];

  it('has at least 30 cases', () => expect(table.length).toBeGreaterThanOrEqual(30));

  it.each(table)('%s', async (_name, send, expected, fields) => {
    const logError = vi.fn();
    const onStored = vi.fn();
    const renderPage = fakePage();
    const response = await handlerFor(kind, { logError, onStored, renderPage })(request(kind, send), { clientKey: '203.0.113.7' });
    expect(response.status).toBe(expected.status);
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-store');
    const body = await response.json();
    if (expected === formProblems.method) {
      expect(body).toEqual({ error: expected.error, message: expected.message });
      expect(response.headers.get('allow')).toBe('POST');
    } else {
      expect(body).toEqual({ error: expected.error, message: expected.message, code: codeOf(expected), ...(fields ? { fields } : {}), started: fresh(kind) });
      expect(body.started).toMatch(/^\d{13}\.[\w-]{43}$/);
      expect(tokens.read(kind, body.started)).toEqual(at);
    }
    expect(logError).not.toHaveBeenCalled();
    expect(onStored).not.toHaveBeenCalled();
    expect(renderPage).not.toHaveBeenCalled();
    expect(await stored()).toEqual([]);
  });
});

describe.each(formKinds)('the %s form stores good requests', (kind) => {
  it('answers 200 with what happens next and stores exactly one row of the cleaned fields', async () => {
    const onStored = vi.fn();
    const context = { clientKey: '203.0.113.7', waitUntil: vi.fn() };
    const response = await handlerFor(kind, { onStored })(request(kind, { body: json(post(kind)) }), context);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(await response.json()).toEqual({ message: SENT_MESSAGE });
    const rows = await stored();
    expect(rows).toEqual([{ id: expect.any(Number), kind, email: cleaned[kind].email, fields: cleaned[kind], language: 'en', receivedAt: at, mail: { state: 'off', attempts: 0 } }]);
    // With the request's context, so that work done after the answer can be waited for on hosts that stop early.
    expect(onStored).toHaveBeenCalledExactlyOnceWith(rows[0]!.id, context);
  });

  it('accepts a token exactly 3 s old, and queues the message for the mailbox when mail is set up', async () => {
    const handle = handlerFor(kind, { mail: true });
    expect((await handle(request(kind, { type: 'application/json; charset=UTF-8', body: json(post(kind, { started: opened(kind, 3000) })) }))).status).toBe(200);
    expect((await stored()).map((row) => row.mail.state)).toEqual(['pending']);
  });

  it('refuses a token 2.999 s old, then takes the fresh token of the refusal once the visitor has waited', async () => {
    let now = at.getTime();
    const handle = handlerFor(kind, { now: () => new Date(now) });
    const refused = await handle(request(kind, { body: json(post(kind, { started: opened(kind, 2999) })) }));
    expect(refused.status).toBe(400);
    const { started } = (await refused.json()) as { started: string };
    now += 3000;
    expect((await handle(request(kind, { body: json(post(kind, { started })) }))).status).toBe(200);
    expect(await stored()).toHaveLength(1);
  });
});

describe.each(formKinds)('the %s form takes each signed token for one message, for a day', (kind) => {
  const day = 24 * 60 * 60_000;

  it('refuses a token older than a day with a fresh one, storing nothing, and keeps the input of a post without JavaScript', async () => {
    const renderPage = fakePage();
    const handle = handlerFor(kind, { renderPage });
    const stale = await handle(request(kind, { body: json(post(kind, { started: opened(kind, day + 1000) })) }));
    expect(stale.status).toBe(400);
    expect(await stale.json()).toEqual({ error: formProblems.expired.error, message: formProblems.expired.message, code: 'expired', started: fresh(kind) });
    const page = await handle(request(kind, { type: FORM_TYPE, body: encoded(post(kind, { started: opened(kind, day + 1000) })) }));
    expect(page.status).toBe(400);
    expect(renderPage).toHaveBeenCalledWith(kind, expect.objectContaining({ notice: 'expired', started: fresh(kind) }), 'en');
    expect(renderPage.mock.calls[0]![1].values).toMatchObject({ email: typed[kind].email });
    expect(await stored()).toHaveLength(0);
    // A day to the millisecond is still in time.
    expect((await handle(request(kind, { body: json(post(kind, { started: opened(kind, day) })) }))).status).toBe(200);
  });

  it('refuses a token sent again with another message, on another server of the same database too, and answers the same message again as sent', async () => {
    const token = opened(kind);
    const first = handlerFor(kind);
    const second = handlerFor(kind);
    expect((await first(request(kind, { body: json(post(kind, { started: token })) }))).status).toBe(200);
    // A double click or a retry after a lost answer: the same message, the same answer.
    expect((await second(request(kind, { body: json(post(kind, { started: token })) }))).status).toBe(200);
    const replayed = await second(request(kind, { body: json(post(kind, { started: token, message: 'Another message on a captured token.' })) }));
    expect(replayed.status).toBe(409);
    expect(await replayed.json()).toEqual({ error: formProblems.used.error, message: formProblems.used.message, code: 'used', started: fresh(kind) });
    expect(await stored()).toHaveLength(1);
  });
});

describe('the contact form keeps one copy of a repeated message', () => {
  it('stores the same message from the same mailbox in another case once, telling onStored once', async () => {
    const onStored = vi.fn();
    const handle = handlerFor('contact', { onStored });
    const first = await handle(request('contact', { body: json(post('contact', { email: 'Ann@Example.org' })) }));
    const again = await handle(request('contact', { body: json(post('contact', { email: 'ann@example.org' })) }));
    expect([first.status, again.status]).toEqual([200, 200]);
    expect(await again.json()).toEqual({ message: SENT_MESSAGE });
    const rows = await stored();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.email).toBe('Ann@example.org');
    expect(onStored).toHaveBeenCalledExactlyOnceWith(rows[0]!.id, {});
  });

  it('stores another message from the same mailbox', async () => {
    const handle = handlerFor('contact');
    await handle(request('contact', { body: json(post('contact')) }));
    await handle(request('contact', { body: json(post('contact', { message: 'A second question about eligibility.', started: opened('contact', 6000) })) }));
    expect((await stored()).map((row) => row.fields.message)).toEqual(['Please call me about a referral.\nThank you!', 'A second question about eligibility.']);
  });
});

describe.each(formKinds)('the %s form without JavaScript', (kind) => {
  const formPost = (fields: Record<string, unknown>) => request(kind, { type: FORM_TYPE, body: encoded(fields) });
  const isPage = (response: Response) => {
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-store');
  };

  it('redirects to the sent page with 303 once stored', async () => {
    const renderPage = fakePage();
    const response = await handlerFor(kind, { renderPage })(formPost(post(kind)));
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(sentPages[kind]);
    expect(await response.text()).toBe('');
    expect(renderPage).not.toHaveBeenCalled();
    expect((await stored()).map((row) => row.fields)).toEqual([cleaned[kind]]);
  });

  it('answers invalid fields with the form again: the values as typed, the errors by field, no notice, the first token kept', async () => {
    const renderPage = fakePage();
    const started = opened(kind);
    const changes = kind === 'contact' ? { name: 'A', email: 'nope' } : { agencyName: '', email: 'nope' };
    const response = await handlerFor(kind, { renderPage })(formPost(post(kind, { ...changes, started })));
    expect(response.status).toBe(400);
    isPage(response);
    expect(await response.text()).toBe(`<!doctype html><title>${kind} form</title>`);
    const errors = kind === 'contact' ? { name: errorCode.name, email: INVALID_EMAIL } : { agencyName: errorCode.agency, email: INVALID_EMAIL };
    expect(renderPage).toHaveBeenCalledExactlyOnceWith(kind, { values: { ...typed[kind], ...changes }, errors, notice: undefined, started }, 'en');
    expect(await stored()).toEqual([]);
  });

  it('answers a bad token with the form again, the values kept, a notice and a fresh token', async () => {
    const renderPage = fakePage();
    const response = await handlerFor(kind, { renderPage })(formPost(post(kind, { started: opened(kind, 1000) })));
    expect(response.status).toBe(400);
    isPage(response);
    expect(renderPage).toHaveBeenCalledExactlyOnceWith(kind, { values: typed[kind], errors: {}, notice: 'tooFast', started: fresh(kind) }, 'en');
    expect(await stored()).toEqual([]);
  });

  it('answers a client over the limit with the form again, 429 and Retry-After', async () => {
    const renderPage = fakePage();
    const rateLimiter = createRateLimiter({ limit: 1, windowMs: 60_000 });
    const handle = handlerFor(kind, { renderPage, rateLimiter });
    expect((await handle(formPost(post(kind)), { clientKey: '203.0.113.7' })).status).toBe(303);
    const limited = await handle(formPost(post(kind, { message: 'Sent once more, in a hurry.' })), { clientKey: '203.0.113.7' });
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('60');
    isPage(limited);
    expect(renderPage).toHaveBeenCalledExactlyOnceWith(kind, {
      values: { ...typed[kind], message: 'Sent once more, in a hurry.' },
      errors: {},
      notice: 'rate',
      started: fresh(kind),
    }, 'en');
    expect(await stored()).toHaveLength(1);
  });

  it('answers a store that does not answer with the form again, 503 and Retry-After', async () => {
    const renderPage = fakePage();
    const stalled: SiteStore = { ...store, messages: { ...store.messages, save: () => new Promise(() => undefined) } };
    const response = await handlerFor(kind, { store: stalled, renderPage, storageTimeoutMs: 50 })(formPost(post(kind)));
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('30');
    isPage(response);
    expect(renderPage).toHaveBeenCalledExactlyOnceWith(kind, { values: typed[kind], errors: {}, notice: 'unavailable', started: fresh(kind) }, 'en');
  });

  it('answers with the form again, 503 and Retry-After while the rate limit cannot be counted, and counts again once it is back', async () => {
    const renderPage = fakePage();
    let down = true;
    const counters = store.rateCounters;
    const flaky: RateCounters = {
      ...counters,
      count: (...args) => (down ? Promise.reject(Object.assign(new Error('terminating connection'), { code: '57P01' })) : counters.count(...args)),
    };
    const handle = handlerFor(kind, { renderPage, rateLimiter: createSharedRateLimiter(flaky, 'forms', { limit: 1, windowMs: 60_000 }) });
    const response = await handle(formPost(post(kind)), { clientKey: '203.0.113.7' });
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('30');
    isPage(response);
    expect(renderPage).toHaveBeenCalledExactlyOnceWith(kind, { values: typed[kind], errors: {}, notice: 'unavailable', started: fresh(kind) }, 'en');
    expect(await stored()).toEqual([]);
    down = false;
    expect((await handle(formPost(post(kind)), { clientKey: '203.0.113.7' })).status).toBe(303);
    expect((await handle(formPost(post(kind, { message: 'And once more, too soon.' })), { clientKey: '203.0.113.7' })).status).toBe(429);
    await client.query('DELETE FROM rate_limits');
  });

  it('answers an unexpected fault with the form again and 500, without internals', async () => {
    const renderPage = fakePage();
    const logError = vi.fn();
    const failing: SiteStore = { ...store, messages: { ...store.messages, save: () => Promise.reject(new Error('password authentication failed for admin at 10.0.0.5')) } };
    const response = await handlerFor(kind, { store: failing, renderPage, logError })(formPost(post(kind)));
    expect(response.status).toBe(500);
    isPage(response);
    expect(await response.text()).not.toMatch(/10\.0\.0\.5|password|admin/);
    expect(renderPage).toHaveBeenCalledExactlyOnceWith(kind, { values: typed[kind], errors: {}, notice: 'server', started: fresh(kind) }, 'en');
    expect(logError).toHaveBeenCalledOnce();
  });

  it('falls back to a plain JSON 500 when the page itself cannot be rendered', async () => {
    const logError = vi.fn();
    const renderPage = vi.fn<RenderFormPage>(async () => {
      throw new Error('template missing at /srv/secret');
    });
    const response = await handlerFor(kind, { renderPage, logError })(formPost(post(kind, { started: 'forged' })));
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({ error: formProblems.server.error, message: formProblems.server.message });
    expect(text).not.toContain('/srv/secret');
    expect(logError).toHaveBeenCalledOnce();
  });

  it.each<[string, () => Request, FormProblem]>([
    ['a repeated single field', () => request(kind, { type: FORM_TYPE, body: `${encoded(post(kind))}&email=other%40example.org` }), formProblems.shape],
    ['an unknown field', () => request(kind, { type: FORM_TYPE, body: `${encoded(post(kind))}&diagnosis=CHF` }), formProblems.field],
    ['a field named __proto__', () => request(kind, { type: FORM_TYPE, body: `${encoded(post(kind))}&__proto__=x` }), formProblems.field],
    ['bytes that are not UTF-8', () => request(kind, { type: FORM_TYPE, body: new Uint8Array([0x65, 0x6d, 0x61, 0x69, 0x6c, 0x3d, 0xff]) }), formProblems.encoding],
    ['a body over 32 KB', () => request(kind, { type: FORM_TYPE, body: encoded(post(kind, { message: 'a'.repeat(MAX_FORM_BYTES) })) }), formProblems.tooLarge],
  ])('answers %s with the form again and a notice', async (_name, make, expected) => {
    const renderPage = fakePage();
    const response = await handlerFor(kind, { renderPage })(make());
    expect(response.status).toBe(expected.status);
    isPage(response);
    expect(renderPage).toHaveBeenCalledExactlyOnceWith(kind, expect.objectContaining({ errors: {}, notice: codeOf(expected), started: fresh(kind) }), 'en');
    expect(await stored()).toEqual([]);
  });
});

describe('the provider form without JavaScript keeps the checkbox lists', () => {
  it('shows the ticked boxes again, and reads a group with no box ticked as none chosen', async () => {
    const renderPage = fakePage();
    const started = opened('provider', 10_000);
    const { counties: _none, ...rest } = post('provider', { started, services: ['home-health-aide', 'speech-therapy'] });
    const response = await handlerFor('provider', { renderPage })(request('provider', { type: FORM_TYPE, body: encoded(rest) }));
    expect(response.status).toBe(400);
    const { counties: _typed, ...values } = typed.provider;
    expect(renderPage).toHaveBeenCalledExactlyOnceWith('provider', {
      values: { ...values, services: ['home-health-aide', 'speech-therapy'] },
      errors: { counties: errorCode.counties },
      notice: undefined,
      started,
    }, 'en');
  });
});

describe.each(formKinds)('the %s form takes a filled honeypot for spam', (kind) => {
  it('answers JSON as a success, storing nothing and logging the spam', async () => {
    const logSpam = vi.fn();
    const onStored = vi.fn();
    const response = await handlerFor(kind, { logSpam, onStored })(request(kind, { body: json(post(kind, { website: 'http://cheap-pills.example' })) }));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ message: SENT_MESSAGE });
    expect(logSpam).toHaveBeenCalledExactlyOnceWith(kind);
    expect(onStored).not.toHaveBeenCalled();
    expect(await stored()).toEqual([]);
  });

  it('answers a plain form post with the redirect, even posted at once without a token, storing nothing', async () => {
    const logSpam = vi.fn();
    const { started: _started, ...fields } = post(kind, { website: 'http://cheap-pills.example' });
    const response = await handlerFor(kind, { logSpam })(request(kind, { type: FORM_TYPE, body: encoded(fields) }));
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(sentPages[kind]);
    expect(logSpam).toHaveBeenCalledExactlyOnceWith(kind);
    expect(await stored()).toEqual([]);
  });

  it('does not log a post with an empty honeypot as spam', async () => {
    const logSpam = vi.fn();
    expect((await handlerFor(kind, { logSpam })(request(kind, { body: json(post(kind)) }))).status).toBe(200);
    expect(logSpam).not.toHaveBeenCalled();
  });
});

describe.each(formKinds)('the %s form limits each client', (kind) => {
  it('answers the 11th request of one client in a window with 429 and Retry-After, other clients and the next window going through', async () => {
    let now = at.getTime();
    const handle = handlerFor(kind, { now: () => new Date(now), rateLimiter: createRateLimiter({ limit: 10, windowMs: 60_000 }) });
    // Each message from a form of its own: a token sends one message.
    const send = (n: number, clientKey: string) => handle(request(kind, { body: json(post(kind, { message: `Message number ${n} about our services.`, started: opened(kind, 5000 + n) })) }), { clientKey });
    for (let n = 1; n <= 10; n += 1) expect((await send(n, '203.0.113.7')).status).toBe(200);
    now += 20_000;
    const limited = await send(11, '203.0.113.7');
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('40');
    expect(await limited.json()).toEqual({ error: formProblems.rate.error, message: formProblems.rate.message, code: 'rate', started: tokens.issue(kind, new Date(now)) });
    expect((await send(12, '198.51.100.1')).status).toBe(200);
    now += 40_000;
    expect((await send(13, '203.0.113.7')).status).toBe(200);
    expect(await stored()).toHaveLength(12);
  });
});

describe.each(formKinds)('the %s form when storage fails', (kind) => {
  it('answers 503 with Retry-After within the deadline when the store never answers', async () => {
    const logError = vi.fn();
    const stalled: SiteStore = { ...store, messages: { ...store.messages, save: () => new Promise(() => undefined) } };
    const begun = Date.now();
    const response = await handlerFor(kind, { store: stalled, logError, storageTimeoutMs: 50 })(request(kind, { body: json(post(kind)) }));
    expect(Date.now() - begun).toBeLessThan(2000);
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('30');
    expect(await response.json()).toEqual({ error: formProblems.unavailable.error, message: formProblems.unavailable.message, code: 'unavailable', started: fresh(kind) });
    expect(logError).toHaveBeenCalledOnce();
  });

  it('answers 503 when the database refuses the connection', async () => {
    const failing: SiteStore = {
      ...store,
      messages: { ...store.messages, save: () => Promise.reject(Object.assign(new Error('connect ECONNREFUSED 10.0.0.5:5432'), { code: 'ECONNREFUSED' })) },
    };
    const response = await handlerFor(kind, { store: failing })(request(kind, { body: json(post(kind)) }));
    expect(response.status).toBe(503);
    expect(await response.text()).not.toContain('10.0.0.5');
  });

  it('answers an unexpected fault with 500 and no internals, and logs it', async () => {
    const logError = vi.fn();
    const onStored = vi.fn();
    const failure = new Error('connection to 10.0.0.5 refused: password authentication failed for user admin');
    const failing: SiteStore = { ...store, messages: { ...store.messages, save: () => Promise.reject(failure) } };
    const response = await handlerFor(kind, { store: failing, logError, onStored })(request(kind, { body: json(post(kind)) }));
    expect(response.status).toBe(500);
    expect(response.headers.get('retry-after')).toBeNull();
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({ error: formProblems.server.error, message: formProblems.server.message, code: 'server', started: fresh(kind) });
    expect(text).not.toMatch(/10\.0\.0\.5|password|admin/);
    expect(logError).toHaveBeenCalledOnce();
    const requestId = response.headers.get('x-request-id');
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(logError.mock.calls[0]![0]).toMatchObject({ message: expect.stringContaining(`request ${requestId}`) });
    expect(logError.mock.calls[0]![0].message).toContain(`Error ${failure.message}`);
    expect(onStored).not.toHaveBeenCalled();
  });

  it('logs the request id, the field names and the error class of a database error, never what was typed', async () => {
    const logError = vi.fn();
    // What PostgreSQL and PGlite throw: the statement's parameters on the error, a value quoted in its text.
    const failure = (sent: unknown[]) =>
      Object.assign(new Error(`invalid input syntax for type json: "${JSON.stringify(sent)}"`), { name: 'DatabaseError', code: '22P02', where: `JSON data, line 1: ${JSON.stringify(sent)}`, params: sent });
    const failing: SiteStore = { ...store, messages: { ...store.messages, save: (_kind, fields) => Promise.reject(failure(Object.values(fields))) } };
    const response = await handlerFor(kind, { store: failing, logError })(request(kind, { body: json(post(kind)) }));
    expect(response.status).toBe(500);
    const logged = logError.mock.calls.map(([error]) => inspect(error, { depth: 10 })).join('\n');
    expect(logged).toContain(`request ${response.headers.get('x-request-id')}`);
    expect(logged).toContain(`fields: ${Object.keys(typed[kind]).join(', ')}`);
    expect(logged).toContain('DatabaseError 22P02');
    for (const value of Object.values(typed[kind]).flat().map((v) => String(v).trim()).filter((v) => v.length > 2)) expect(logged).not.toContain(value);
  });
});

describe.each(formKinds)('the %s form stores the language of the page it was sent from', (kind) => {
  it('stores the language a JSON post names, and English for a post that names none', async () => {
    const handle = handlerFor(kind);
    expect((await handle(request(kind, { body: json(post(kind, { language: 'es' })) }))).status).toBe(200);
    expect((await handle(request(kind, { body: json(post(kind, { message: 'A message from an older page.', started: opened(kind, 6000) })) }))).status).toBe(200);
    expect((await stored()).map((row) => row.language)).toEqual(['es', 'en']);
  });

  it('refuses a language that is not one of the site’s, storing nothing', async () => {
    for (const language of ['fr', 'ES', 'es-US', '']) {
      const response = await handlerFor(kind)(request(kind, { body: json(post(kind, { language })) }));
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ error: formProblems.language.error, code: 'language' });
    }
    expect((await handlerFor(kind)(request(kind, { body: json(post(kind, { language: ['es'] })) }))).status).toBe(400);
    expect(await stored()).toEqual([]);
  });

  it('sends a Spanish post without JavaScript to the sent page of its language (the provider application has only English pages), storing the language', async () => {
    const response = await handlerFor(kind)(request(kind, { type: FORM_TYPE, body: encoded(post(kind, { language: 'es' })) }));
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(kind === 'contact' ? '/es/forms/contact/sent' : sentPages.provider);
    expect(response.headers.get('location')).toBe(sentPageOf(kind, 'es'));
    expect((await stored()).map((row) => row.language)).toEqual(['es']);
  });

  it('answers a Spanish post without JavaScript that has errors with the form page of its language, without the language among the values', async () => {
    const renderPage = fakePage();
    const started = opened(kind);
    const response = await handlerFor(kind, { renderPage })(request(kind, { type: FORM_TYPE, body: encoded(post(kind, { email: 'nope', started, language: 'es' })) }));
    expect(response.status).toBe(400);
    expect(renderPage).toHaveBeenCalledExactlyOnceWith(kind, { values: { ...typed[kind], email: 'nope' }, errors: { email: errorCode.email }, notice: undefined, started }, kind === 'contact' ? 'es' : 'en');
    expect(await stored()).toEqual([]);
  });
});
