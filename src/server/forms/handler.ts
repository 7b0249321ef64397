import { DEFAULT_LANGUAGE, type Language } from '../../config/languages';
import { formPageLanguage, sentPageOf } from '../../contracts/forms/addresses';
import {
  checkForm,
  fieldNames,
  HONEYPOT_FIELD,
  LANGUAGE_FIELD,
  listFields,
  postLanguage,
  STARTED_FIELD,
  type FieldErrors,
  type FormKind,
  type RawFields,
} from '../../contracts/forms/schemas';
import type { FormNotice, FormPageState } from '../../contracts/forms/form-state';
import { rateLimitKey } from '../client-key';
import type { RequestContext } from '../request-context';
import type { RateLimiter } from '../rate-limit';
import type { SiteStore } from '../storage/store';
import { isStorageUnavailable, STORAGE_TIMEOUT_MS, UNAVAILABLE_RETRY_AFTER_SECONDS, withDeadline } from '../storage/unavailable';
import { failureForLog, newRequestId, REQUEST_ID_HEADER } from '../failure-log';
import { jsonResponse, NO_STORE_HEADERS } from '../json-response';
import { isJson, readBody, TooLarge } from '../request-body';
import { TokenUsedError } from './message-store';
import { MAX_TOKEN_AGE_MS, MIN_FILL_MS, type StartedTokens } from './started-token';

/**
 * Largest body accepted, in bytes: the longest message (2,000 characters of up to 4 bytes, each
 * byte written %XX by a browser) and every other field fit with room to spare.
 */
export const MAX_FORM_BYTES = 32 * 1024;

/**
 * Every answer other than success: as JSON `{ error, message, code }` (the words in English, for
 * whoever reads the API; the browser shows the words of its page's language for the code), or as
 * the form page with the notice of that code in the page's language.
 */
export const formProblems = {
  method: { status: 405, error: 'Method not allowed', message: 'Send the form with POST.' },
  mediaType: { status: 415, error: 'Unsupported media type', message: 'Send the form as application/json or application/x-www-form-urlencoded.' },
  tooLarge: { status: 413, error: 'Payload too large', message: `The form must be at most ${MAX_FORM_BYTES / 1024} KB.` },
  json: { status: 400, error: 'Invalid JSON', message: 'The request body is not valid JSON.' },
  encoding: { status: 400, error: 'Invalid request', message: 'The form could not be read. Please send it again.' },
  shape: { status: 400, error: 'Invalid request', message: "The form's fields must be text, or lists of text for the checkboxes." },
  field: { status: 400, error: 'Unexpected field', message: 'Only the fields of this form may be sent.' },
  language: { status: 400, error: 'Invalid language', message: "The form's language is not one of this site's." },
  invalid: { status: 400, error: 'Invalid fields', message: 'Please correct the fields marked below.' },
  tooFast: {
    status: 400,
    error: 'Not confirmed',
    message: "We couldn't confirm the form was filled in by a person. Please check your entries and send it again.",
  },
  expired: {
    status: 400,
    error: 'Form expired',
    message: 'This form was opened more than a day ago. Please check your entries and send it again.',
  },
  used: {
    status: 409,
    error: 'Form already sent',
    message: 'This form has already sent a message. To send another, check your entries and send it again.',
  },
  rate: { status: 429, error: 'Too many requests', message: 'Too many messages from your connection. Please wait a minute and try again; your entries are kept.' },
  unavailable: {
    status: 503,
    error: 'Service unavailable',
    message: 'We can’t take messages for a moment. Please try again in a minute; your entries are kept.',
  },
  server: { status: 500, error: 'Server error', message: "We couldn't send your message right now. Please try again, or call us; your entries are kept." },
} as const;

export type FormProblemCode = keyof typeof formProblems;
export type FormProblem = (typeof formProblems)[FormProblemCode];

/** The answer to a post without JavaScript that was stored: a successful post's JSON answer says so too. */
export const SENT_MESSAGE = 'Thank you, your message is on its way.';

/** Renders a form's page in a language (English by default) with the visitor's state. */
export type RenderFormPage = (kind: FormKind, state: FormPageState, language?: Language) => Promise<string>;

export interface FormHandlerOptions {
  store: SiteStore;
  tokens: StartedTokens;
  /** Renders the form page with the visitor's input and errors, for posts made without JavaScript. */
  renderPage: RenderFormPage;
  /** Counts requests per client; none means no limit. */
  rateLimiter?: RateLimiter;
  /** Whether stored messages are queued for the team's mailbox (a mail server is set up). */
  mail?: boolean;
  /** Called with the id of each newly stored message, once committed (the mailer sends it at once). */
  onStored?: (id: number, context: RequestContext) => void;
  now?: () => Date;
  logError?: (error: unknown) => void;
  /** Told of each post taken for spam (the field people never see was filled in). */
  logSpam?: (kind: FormKind) => void;
  storageTimeoutMs?: number;
}

function isFormEncoded(contentType: string | null): boolean {
  const type = contentType?.split(';')[0]?.trim().toLowerCase();
  return type === 'application/x-www-form-urlencoded';
}

class Refused extends Error {
  readonly problem: FormProblem;
  constructor(
    readonly code: FormProblemCode,
    readonly fields: FieldErrors = {},
  ) {
    super(formProblems[code].message);
    this.problem = formProblems[code];
  }
}

/** The notice of a refusal on the form page: none when the fields say it, the server's when the code is no visitor's business. */
function noticeOf(code: FormProblemCode): FormNotice | undefined {
  if (code === 'invalid') return undefined;
  return code === 'method' || code === 'mediaType' || code === 'json' ? 'server' : code;
}

/** The names a form's post may carry, and those of its checkbox fields (lists of text). */
interface FieldNames {
  known: ReadonlySet<string>;
  lists: ReadonlySet<string>;
}

/** The body as fields: text, or lists of text for the form's checkbox fields. */
function readFields({ known, lists }: FieldNames, body: Record<string, unknown>): RawFields {
  const fields: RawFields = {};
  for (const [name, value] of Object.entries(body)) {
    if (!known.has(name)) throw new Refused('field');
    const ok = lists.has(name) ? Array.isArray(value) && value.every((item) => typeof item === 'string') : typeof value === 'string';
    if (!ok) throw new Refused('shape');
    fields[name] = value as string | string[];
  }
  return fields;
}

/** A urlencoded body: checkbox fields may repeat, any other field must come once. */
function fromFormBody({ lists }: FieldNames, text: string): Record<string, unknown> {
  // Without a prototype, so a field named __proto__ is a field (and refused as unknown).
  const body: Record<string, string | string[]> = Object.create(null) as Record<string, string | string[]>;
  for (const [name, value] of new URLSearchParams(text)) {
    if (lists.has(name)) ((body[name] ??= []) as string[]).push(value);
    else if (Object.hasOwn(body, name)) throw new Refused('shape');
    else body[name] = value;
  }
  return body;
}

/**
 * POST /api/contact and /api/provider-application as Fetch handlers, written like the
 * newsletter's. JSON in, JSON out for the browser script; a plain form post gets pages: a
 * redirect to the form's sent page once stored, or the form again with the visitor's input, the
 * errors by their fields and why it was not sent.
 */
export function createFormHandler(
  kind: FormKind,
  {
    store,
    tokens,
    renderPage,
    rateLimiter,
    mail = false,
    onStored,
    now = () => new Date(),
    logError = console.error,
    logSpam = () => undefined,
    storageTimeoutMs = STORAGE_TIMEOUT_MS,
  }: FormHandlerOptions,
) {
  const names: FieldNames = { known: new Set([...fieldNames(kind), HONEYPOT_FIELD, STARTED_FIELD, LANGUAGE_FIELD]), lists: new Set(listFields[kind]) };

  return async function submitForm(request: Request, context: RequestContext = {}): Promise<Response> {
    const page = isFormEncoded(request.headers.get('content-type'));
    // The answer to a refusal: the problem as JSON, or the form again with what was typed, in
    // the language of the page it was sent from (English until the post has been read).
    let values: RawFields = {};
    let language: Language = DEFAULT_LANGUAGE;
    const refuse = async ({ code, problem, fields }: Refused, headers: Record<string, string> = {}) => {
      const started = tokens.issue(kind, now());
      if (!page) return jsonResponse(problem.status, { error: problem.error, message: problem.message, code, ...(Object.keys(fields).length ? { fields } : {}), started }, headers);
      const typed = Object.fromEntries(Object.entries(values).filter(([name]) => name !== HONEYPOT_FIELD && name !== STARTED_FIELD && name !== LANGUAGE_FIELD));
      // A refusal for the fields keeps the time the form was first opened; any other starts again.
      const kept = code === 'invalid' && typeof values[STARTED_FIELD] === 'string' ? (values[STARTED_FIELD] as string) : started;
      const state: FormPageState = { values: typed, errors: fields, notice: noticeOf(code), started: kept };
      const html = await renderPage(kind, state, formPageLanguage(kind, language));
      return new Response(html, { status: problem.status, headers: { 'Content-Type': 'text/html; charset=utf-8', ...NO_STORE_HEADERS, ...headers } });
    };

    try {
      if (request.method !== 'POST') return jsonResponse(formProblems.method.status, { error: formProblems.method.error, message: formProblems.method.message }, { Allow: 'POST' });
      if (!page && !isJson(request.headers.get('content-type'))) throw new Refused('mediaType');
      let bytes: Uint8Array;
      try {
        bytes = await readBody(request, MAX_FORM_BYTES);
      } catch (error) {
        if (error instanceof TooLarge) throw new Refused('tooLarge');
        throw error;
      }
      let text: string;
      try {
        text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
      } catch {
        throw new Refused(page ? 'encoding' : 'json');
      }
      let body: unknown;
      if (page) body = fromFormBody(names, text);
      else {
        try {
          body = JSON.parse(text);
        } catch {
          throw new Refused('json');
        }
      }
      if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new Refused('shape');
      values = readFields(names, body as Record<string, unknown>);
      const named = postLanguage(values[LANGUAGE_FIELD]);
      if (!named) throw new Refused('language');
      language = named;

      if (rateLimiter) {
        const verdict = await withDeadline(rateLimiter.hit(rateLimitKey(context.clientKey), now().getTime()), storageTimeoutMs, 'The rate limiter');
        if (!verdict.allowed) return await refuse(new Refused('rate'), { 'Retry-After': String(verdict.retryAfter) });
      }

      const { [HONEYPOT_FIELD]: honeypot = '', [STARTED_FIELD]: startedToken = '', [LANGUAGE_FIELD]: _language, ...fields } = values;
      const checked = checkForm(kind, fields);
      if (!checked.ok) throw new Refused('invalid', checked.errors);
      const started = typeof startedToken === 'string' ? tokens.read(kind, startedToken) : undefined;
      const at = now();
      if (honeypot !== '') {
        // Answered as a success, so a script learns nothing; nothing is stored.
        logSpam(kind);
      } else {
        if (!started || at.getTime() - started.getTime() < MIN_FILL_MS) throw new Refused('tooFast');
        if (at.getTime() - started.getTime() > MAX_TOKEN_AGE_MS) throw new Refused('expired');
        const saving = store.messages.save(kind, checked.data, at, { mail, token: startedToken as string, language });
        const { id, created } = await withDeadline(saving, storageTimeoutMs, 'The message store').catch((error: unknown) => {
          throw error instanceof TokenUsedError ? new Refused('used') : error;
        });
        if (created) onStored?.(id, context);
      }
      if (page) return new Response(null, { status: 303, headers: { Location: sentPageOf(kind, language), ...NO_STORE_HEADERS } });
      return jsonResponse(200, { message: SENT_MESSAGE });
    } catch (error) {
      const requestId = newRequestId();
      const what = `A ${kind} form post`;
      // Only names the form knows: a body's other keys were refused before anything could fail.
      const sent = Object.keys(values).filter((name) => names.known.has(name));
      const named = { [REQUEST_ID_HEADER]: requestId };
      try {
        if (error instanceof Refused) return await refuse(error);
        logError(failureForLog(what, error, requestId, sent));
        if (isStorageUnavailable(error)) {
          return await refuse(new Refused('unavailable'), { ...named, 'Retry-After': String(UNAVAILABLE_RETRY_AFTER_SECONDS) });
        }
        return await refuse(new Refused('server'), named);
      } catch (failure) {
        // Even the page could not be rendered: the plainest answer, still without internals.
        logError(failureForLog(`${what}'s answer`, failure, requestId, sent));
        return jsonResponse(500, { error: formProblems.server.error, message: formProblems.server.message }, named);
      }
    }
  };
}

export type FormHandler = ReturnType<typeof createFormHandler>;
