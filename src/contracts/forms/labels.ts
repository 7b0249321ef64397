import { contactServices, insurancePlans, providerServices, type FieldName, type FormKind } from './schemas';

/**
 * What the team calls each form's fields, in the email and the export: in English, whatever the
 * sender's language (a visitor reads the labels of the page's language: `forms.labels.<form>.<field>`
 * in the catalogue).
 */
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

const choiceNames: Record<string, Record<string, string>> = { service: contactServices, services: providerServices, insurances: insurancePlans };

/** An answer as the team reads it: each choice by its name (a county is its own name). */
export function answerNames(field: string, value: string | string[]): string[] {
  return [value].flat().map((item) => choiceNames[field]?.[item] ?? item);
}

