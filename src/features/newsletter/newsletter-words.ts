import type { Translate } from '../../i18n/text';

/**
 * The words a newsletter form's script shows, in the page's language, written on the form by the
 * server (`data-newsletter-words`): the browser never carries a catalogue.
 */
export interface NewsletterWords {
  /** The button, and what it reads while sending. */
  subscribe: string;
  subscribing: string;
  /** What the visitor reads once the address is on the list (`already` when it was), or why it is not. */
  success: string;
  already: string;
  /** No answer came, or not the function's. */
  failed: string;
  /** The function refused it. */
  error: string;
  /** The home and footer forms answer with a toast: its titles, the toast region's name and the address check's message. */
  toast?: { notifications: string; validation: string; invalidEmail: string; successTitle: string; failedTitle: string; errorTitle: string };
}

/** A form's words: a toast's for the home and footer forms, a status line's for the inline ones. */
export function newsletterWords(t: Translate, form: 'toast' | 'inline'): NewsletterWords {
  const words = { subscribe: t('newsletter.subscribe'), subscribing: t('newsletter.subscribing') };
  if (form === 'inline') {
    const success = t('newsletter.inline.success');
    const failure = t('newsletter.inline.failure');
    return { ...words, success, already: success, failed: failure, error: failure };
  }
  return {
    ...words,
    success: t('newsletter.toasts.success'),
    already: t('newsletter.toasts.already'),
    failed: t('newsletter.toasts.failed'),
    error: t('newsletter.toasts.error'),
    toast: {
      notifications: t('newsletter.notifications'),
      validation: t('newsletter.toasts.validation'),
      invalidEmail: t('newsletter.toasts.invalidEmail'),
      successTitle: t('newsletter.toasts.successTitle'),
      failedTitle: t('newsletter.toasts.failedTitle'),
      errorTitle: t('newsletter.toasts.errorTitle'),
    },
  };
}
