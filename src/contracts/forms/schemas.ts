import * as z from 'zod/mini';
import { allLanguages, DEFAULT_LANGUAGE, type Language } from '../../config/languages';
import { emailRule, normaliseEmail } from '../newsletter/email';

/**
 * The contact form and the provider application: one definition of their fields, read by the
 * form pages (labels, choices, limits), the browser script and the functions that store them.
 */
export const formKinds = ['contact', 'provider'] as const;
export type FormKind = (typeof formKinds)[number];

/** The Houston area, as the application lists it (the nine counties of the metro area). */
export const houstonCounties = ['Austin', 'Brazoria', 'Chambers', 'Fort Bend', 'Galveston', 'Harris', 'Liberty', 'Montgomery', 'Waller'] as const;

/**
 * The choices of the checkbox groups and of the contact topic, by the value sent (the same in every
 * language), with the names the team reads in the email and the export (a visitor reads the
 * catalogue's: `forms.providerServices.<value>`, `forms.insurances.<value>`, `forms.contactServices.<value>`).
 */
export const providerServices = {
  'skilled-nursing': 'Skilled nursing',
  'physical-therapy': 'Physical therapy',
  'occupational-therapy': 'Occupational therapy',
  'speech-therapy': 'Speech therapy',
  'home-health-aide': 'Home health aide',
  'medical-social-work': 'Medical social work',
} as const;

export const insurancePlans = {
  medicare: 'Medicare',
  medicaid: 'Medicaid',
  'medicare-advantage': 'Medicare Advantage',
  commercial: 'Commercial insurance',
} as const;

/** What a contact message can be about (an optional service). */
export const contactServices = {
  'referral-coordination': 'Referral coordination',
  'eligibility-verification': 'Eligibility verification',
  'growth-marketing': 'Growth marketing',
  'website-design': 'Website design and hosting',
  'provider-network': 'Joining the provider network',
  other: 'Something else',
} as const;

/** Longest value of each kind of field, in characters: nothing longer is stored. */
export const limits = { name: 100, organisation: 150, phone: 30, license: 40, message: 2000 } as const;

/** The longest answer of each text field, by form: `{limit}` in the message of an answer too long. */
export const fieldLimits: Record<FormKind, Partial<Record<string, number>>> = {
  contact: { name: limits.name, company: limits.organisation, message: limits.message },
  provider: { agencyName: limits.organisation, contactName: limits.name, licenseNumber: limits.license, message: limits.message },
};

/**
 * Why a field is refused, as a code: the same in every language, in the functions' answers and on
 * the server. A visitor reads it in the page's language from the catalogue (`forms.errors.<code>`),
 * `{limit}` filled with the field's longest answer.
 */
export const errorCode = {
  name: 'name',
  message: 'message',
  email: 'email',
  phone: 'phone',
  phoneRequired: 'phoneRequired',
  agency: 'agency',
  contactName: 'contactName',
  license: 'license',
  counties: 'counties',
  services: 'services',
  insurances: 'insurances',
  tooLong: 'tooLong',
  choice: 'choice',
  characters: 'characters',
} as const;

export type ErrorCode = (typeof errorCode)[keyof typeof errorCode];

// Digits, spaces and the usual separators, with 7 to 15 digits (the E.164 maximum).
const PHONE = /^\+?[\d\s().-]{7,30}$/;
const digitCount = (value: string) => value.replace(/\D/g, '').length;
// A license number as the Texas HHSC writes them: letters, digits and dashes.
const LICENSE = /^[A-Za-z0-9][A-Za-z0-9 -]*$/;

// Control characters have no place in what people type; line breaks only in the message. A lone
// surrogate (half of a character, which no keyboard types) cannot be stored as text.
const ONE_LINE = /^[^\p{Cc}\p{Cs}]*$/u;
const LINES = /^(?:[^\p{Cc}\p{Cs}]|[\t\n\r])*$/u;

// Every rule is a refinement, a custom check or a maximum length: the zod pieces the newsletter
// form already ships, so the browser's shared validation chunk hardly grows for these forms.
/** One of the choices (its key), as zod's enum would check it. */
const oneOf = <K extends string>(keys: readonly K[]) => z.custom<K>((value) => keys.includes(value as K), { error: errorCode.choice });
const rule = <T>(test: (value: T) => boolean, error: ErrorCode) => z.refine<T>(test, { error });
const longest = (limit: number) => z.maxLength(limit, { error: errorCode.tooLong });
const plain = (pattern: RegExp) => rule((value: string) => pattern.test(value), errorCode.characters);

const text = (limit: number, min: number, message: ErrorCode, pattern = ONE_LINE) =>
  z.string().check(rule((value: string) => value.length >= min, message), longest(limit), plain(pattern));
const optionalText = (limit: number, pattern = ONE_LINE) => z.string().check(longest(limit), plain(pattern));
const phone = (required: boolean) =>
  z.string().check(
    z.refine((value) => !required || value !== '', { error: errorCode.phoneRequired, abort: true }),
    rule((value: string) => value === '' || (PHONE.test(value) && digitCount(value) >= 7 && digitCount(value) <= 15), errorCode.phone),
  );
/** The keys of a list of choices. */
const keysOf = <T extends Record<string, string>>(options: T) => Object.keys(options) as (keyof T & string)[];
/** Checkboxes: at least one box, each one of the choices. */
const choices = <K extends string>(keys: readonly K[], message: ErrorCode) =>
  z
    .custom<K[]>((value) => Array.isArray(value) && value.every((item) => keys.includes(item as K)), { error: errorCode.choice })
    .check(rule((value: K[]) => value.length >= 1, message), rule((value: K[]) => value.length <= keys.length, errorCode.choice));

/**
 * Each form's fields and their rules, in the order the form shows them. A field left empty is
 * checked as '' (or [] for checkboxes), so an optional field is one whose rules allow ''. No
 * object schema is needed: the functions refuse any other field before checking these.
 */
export const formFields = {
  contact: {
    name: text(limits.name, 2, errorCode.name),
    email: emailRule(errorCode.email),
    phone: phone(false),
    company: optionalText(limits.organisation),
    // No topic chosen is the select's empty option.
    service: oneOf(['', ...keysOf(contactServices)]),
    message: text(limits.message, 10, errorCode.message, LINES),
  },
  provider: {
    agencyName: text(limits.organisation, 2, errorCode.agency),
    contactName: text(limits.name, 2, errorCode.contactName),
    email: emailRule(errorCode.email),
    phone: phone(true),
    licenseNumber: z.string().check(rule((value: string) => value !== '', errorCode.license), longest(limits.license), rule((value: string) => LICENSE.test(value), errorCode.license)),
    counties: choices(houstonCounties, errorCode.counties),
    services: choices(keysOf(providerServices), errorCode.services),
    insurances: choices(keysOf(insurancePlans), errorCode.insurances),
    message: optionalText(limits.message, LINES),
  },
} as const;

/** A stored message: every answer given (an empty answer is left out). */
type Answers<F extends Record<string, z.ZodMiniType>, Optional extends keyof F> = { [K in Exclude<keyof F, Optional>]: z.infer<F[K]> } & {
  [K in Optional]?: Exclude<z.infer<F[K]>, ''>;
};
export type ContactMessage = Answers<(typeof formFields)['contact'], 'phone' | 'company' | 'service'>;
export type ProviderApplication = Answers<(typeof formFields)['provider'], 'message'>;
export type FormFields = { contact: ContactMessage; provider: ProviderApplication };

/** The name of a field of the form `K` (of either form when no kind is given). */
export type FieldName<K extends FormKind = FormKind> = K extends FormKind ? keyof (typeof formFields)[K] & string : never;

/** Fields that hold several values (checkboxes); every other field holds one. */
export const listFields: Record<FormKind, readonly string[]> = { contact: [], provider: ['counties', 'services', 'insurances'] };

/** The names of a form's fields, in the order the form shows them. */
export const fieldNames = (kind: FormKind): string[] => Object.keys(formFields[kind]);

/** Spam checks sent beside the fields: a field people never see, and when the form was opened. */
export const HONEYPOT_FIELD = 'website';
export const STARTED_FIELD = 'started';

/** Sent beside the fields too: the language of the page the form is on, which the team answers in. */
export const LANGUAGE_FIELD = 'language';

/** The language a form post names: English when it names none (a page from before languages), undefined when it is not one of the site's. */
export function postLanguage(value: string | string[] | undefined): Language | undefined {
  if (value === undefined) return DEFAULT_LANGUAGE;
  return allLanguages.find((language) => language === value);
}

/** What the form sends, as strings (one field) or lists of strings (checkboxes). */
export type RawFields = Record<string, string | string[]>;

/** Errors by field name, the first of each (its code). */
export type FieldErrors = Record<string, ErrorCode>;

export type FormCheck<K extends FormKind> = { ok: true; data: FormFields[K] } | { ok: false; errors: FieldErrors };

/**
 * Trims what was typed (an empty optional field is no answer), normalises the email as the
 * newsletter does, and checks each of the form's fields; any other field is not read. The same
 * function runs in the browser before sending and on the server before storing.
 */
export function checkForm<K extends FormKind>(kind: K, raw: RawFields): FormCheck<K> {
  const values: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(raw)) {
    // A box sent twice is one answer.
    if (Array.isArray(value)) values[name] = [...new Set(value.map((item) => item.trim()))];
    // A browser sends a textarea's line breaks as CRLF; counted as one character each, as typed.
    else values[name] = name === 'email' ? normaliseEmail(value) : value.replace(/\r\n?/g, '\n').trim();
  }
  // A form post leaves out a checkbox group with no box ticked: an absent field is an empty answer.
  const data: Record<string, unknown> = {};
  const errors: FieldErrors = {};
  for (const [name, schema] of Object.entries(formFields[kind]) as [string, z.ZodMiniType][]) {
    const result = schema.safeParse(values[name] ?? (listFields[kind].includes(name) ? [] : ''));
    if (!result.success) errors[name] = (result.error.issues[0]?.message as ErrorCode | undefined) ?? errorCode.choice;
    else if (result.data !== '') data[name] = result.data;
  }
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, data: data as FormFields[K] };
}
