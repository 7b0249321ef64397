import type { FormKind } from './schemas';

/** Where each form is sent: the function that checks and stores it. */
export const formEndpoints: Record<FormKind, string> = { contact: '/api/contact', provider: '/api/provider-application' };

/** The standalone form pages the contact and provider pages embed in a frame. */
export const formPages: Record<FormKind, string> = { contact: '/forms/contact', provider: '/forms/provider-application' };

/** Where a visitor without JavaScript lands once the form is stored (post, then redirect). */
export const sentPages: Record<FormKind, string> = { contact: '/forms/contact/sent', provider: '/forms/provider-application/sent' };

/** Every form page the build writes. */
export const formPagePaths = (): string[] => [...Object.values(formPages), ...Object.values(sentPages)];

/** What the visitor reads once the form is stored: what happens next. */
export const sentMessages: Record<FormKind, { title: string; text: string }> = {
  contact: {
    title: 'Thank you, your message is on its way',
    text: 'A coordinator will reply by email or phone within one business day. For anything urgent, please call us.',
  },
  provider: {
    title: 'Thank you for applying',
    text: 'Our network team will review your application and contact you within 2-3 business days to talk about next steps.',
  },
};
