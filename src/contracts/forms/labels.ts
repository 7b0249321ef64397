import { contactServices, insurancePlans, providerServices, type FieldName, type FormKind } from './schemas';

/** What each form calls its fields: the form pages, the error summary and the team's email. */
export const formLabels = {
  contact: {
    form: 'Contact form',
    name: 'Full name',
    email: 'Email',
    phone: 'Phone (optional)',
    company: 'Organization (optional)',
    service: 'What can we help with? (optional)',
    message: 'Message',
  },
  provider: {
    form: 'Provider application',
    agencyName: 'Agency name',
    contactName: 'Your name',
    email: 'Email',
    phone: 'Phone',
    licenseNumber: 'Texas license number',
    counties: 'Counties served',
    services: 'Services offered',
    insurances: 'Insurances accepted',
    message: 'Anything else we should know? (optional)',
  },
} as const satisfies { [K in FormKind]: Record<FieldName<K> | 'form', string> };

/** The error summary's heading: why nothing was sent, or that fields need correcting. */
export const summaryTitle = (notice?: string) => (notice ? 'Your message was not sent' : 'Please correct the following');

/** A link of the error summary: the field as its form labels it (or its name), and what is wrong. */
export const errorLinkText = (kind: FormKind, name: string, message: string) =>
  `${(formLabels[kind] as Partial<Record<string, string>>)[name] ?? name}: ${message}`;

const choiceNames: Record<string, Record<string, string>> = { service: contactServices, services: providerServices, insurances: insurancePlans };

/** An answer as people read it: each choice by its name (a county is its own name). */
export function answerNames(field: string, value: string | string[]): string[] {
  return [value].flat().map((item) => choiceNames[field]?.[item] ?? item);
}
