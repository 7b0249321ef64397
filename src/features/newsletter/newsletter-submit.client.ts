import { checkEmail } from '../../contracts/newsletter/email-rule';
import type { NewsletterSource } from '../../contracts/newsletter/sources';
import { formParts } from './form-parts.client';
import { inlineMessages, newsletterToasts } from './messages.client';
import { subscribeNewsletter } from './subscribe.client';

/** The toast region, with React and sonner: only for the forms that answer with a toast. */
const loadToasts = () => import('./Toaster.client');

export function prepareToasts(): void {
  void loadToasts().then((toasts) => toasts.mountToaster());
}

/**
 * Sends one newsletter form: the home and footer forms answer with a toast, the inline ones in
 * their status line. `typed` is the field's value when the visitor sent it.
 */
export async function submitNewsletterForm(form: HTMLFormElement, typed: string): Promise<void> {
  if (form.dataset.state === 'submitting') return;
  const { input, button } = formParts(form);
  const source = form.dataset.newsletterSource as NewsletterSource;
  const toastForm = form.dataset.newsletterForm === 'toast';
  const value = typed.trim();
  if (!value) return;

  let email = value;
  if (toastForm) {
    const checked = checkEmail(typed);
    if (!checked.ok) {
      (await loadToasts()).showToast('error', newsletterToasts.validation, checked.message);
      return;
    }
    email = checked.email;
  } else if (!value.includes('@')) return;

  const sending = (on: boolean) => {
    if (on) form.dataset.state = 'submitting';
    else delete form.dataset.state;
    input.disabled = on;
    button.disabled = on || input.value.trim() === '';
    button.textContent = on ? 'Subscribing...' : 'Subscribe';
  };
  sending(true);
  const result = await subscribeNewsletter({ email, source });
  if (result.success) input.value = '';
  sending(false);
  // Disabling the field while sending dropped keyboard focus: give it back, unless the visitor
  // has moved on to something else meanwhile.
  if (!document.activeElement || document.activeElement === document.body) input.focus();

  if (toastForm) {
    const toasts = await loadToasts();
    if (result.success) toasts.showToast('success', newsletterToasts.success.title, result.message || newsletterToasts.success.description);
    else {
      const { title, description } = result.reason === 'rejected' ? newsletterToasts.error : newsletterToasts.failed;
      toasts.showToast('error', title, description);
    }
    return;
  }
  const message = form.parentElement?.querySelector<HTMLElement>('[data-newsletter-message]');
  if (message) {
    message.dataset.ok = String(result.success);
    message.textContent = result.success ? inlineMessages.success : inlineMessages.failure;
  }
}
