import type { Language } from '../../config/languages';
import { checkEmail } from '../../contracts/newsletter/email-rule';
import type { NewsletterSource } from '../../contracts/newsletter/sources';
import { formParts } from './form-parts.client';
import type { NewsletterWords } from './newsletter-words';
import { subscribeNewsletter } from './subscribe.client';

/** The toast region, with React and sonner: only for the forms that answer with a toast. */
const loadToasts = () => import('./Toaster.client');

/** The words the server wrote on the form, in its page's language. */
const wordsOf = (form: HTMLFormElement) => JSON.parse(form.dataset.newsletterWords ?? '{}') as NewsletterWords;

export function prepareToasts(form: HTMLFormElement): void {
  void loadToasts().then((toasts) => toasts.mountToaster(wordsOf(form).toast?.notifications));
}

/**
 * Sends one newsletter form: the home and footer forms answer with a toast, the inline ones in
 * their status line, in the words the form carries. `typed` is the field's value when the visitor sent it.
 */
export async function submitNewsletterForm(form: HTMLFormElement, typed: string): Promise<void> {
  if (form.dataset.state === 'submitting') return;
  const { input, button } = formParts(form);
  const source = form.dataset.newsletterSource as NewsletterSource;
  const language = form.dataset.newsletterLanguage as Language | undefined;
  const words = wordsOf(form);
  const toast = form.dataset.newsletterForm === 'toast' ? words.toast : undefined;
  const value = typed.trim();
  if (!value) return;

  let email = value;
  if (toast) {
    const checked = checkEmail(typed);
    if (!checked.ok) {
      (await loadToasts()).showToast('error', toast.validation, toast.invalidEmail, toast.notifications);
      return;
    }
    email = checked.email;
  } else if (!value.includes('@')) return;

  const sending = (on: boolean) => {
    if (on) form.dataset.state = 'submitting';
    else delete form.dataset.state;
    input.disabled = on;
    button.disabled = on || input.value.trim() === '';
    button.textContent = on ? words.subscribing : words.subscribe;
  };
  sending(true);
  const result = await subscribeNewsletter({ email, source, language });
  if (result.success) input.value = '';
  sending(false);
  // Disabling the field while sending dropped keyboard focus: give it back, unless the visitor
  // has moved on to something else meanwhile.
  if (!document.activeElement || document.activeElement === document.body) input.focus();

  const text = result.success ? (result.already ? words.already : words.success) : result.reason === 'rejected' ? words.error : words.failed;
  if (toast) {
    const toasts = await loadToasts();
    if (result.success) toasts.showToast('success', toast.successTitle, text, toast.notifications);
    else toasts.showToast('error', result.reason === 'rejected' ? toast.errorTitle : toast.failedTitle, text, toast.notifications);
    return;
  }
  const message = form.parentElement?.querySelector<HTMLElement>('[data-newsletter-message]');
  if (message) {
    message.dataset.ok = String(result.success);
    message.textContent = text;
  }
}
