/**
 * The newsletter forms in the browser, with no framework (the forms are server markup:
 * NewsletterForm, InlineNewsletterForm). The Subscribe button is enabled while the field holds
 * text. What sending needs (the email rule, the request, and for the home and footer forms the
 * toasts, which bring React and sonner) loads when a visitor reaches a form: the toast region is
 * then in the page before its first message, so screen readers announce it.
 */
import { formParts } from './form-parts.client';

const FORM = 'form[data-newsletter-form]';

const loadSubmit = () => import('./newsletter-submit.client');

export function enhanceNewsletterForms(): void {
  const forms = document.querySelectorAll<HTMLFormElement>(FORM);
  if (forms.length === 0) return;
  const sync = (form: HTMLFormElement) => {
    const { input, button } = formParts(form);
    if (form.dataset.state !== 'submitting') button.disabled = input.value.trim() === '';
  };
  // A value typed (or filled in by the browser) before this script ran counts too.
  forms.forEach(sync);
  document.addEventListener('input', (event) => {
    const form = (event.target as Element | null)?.closest?.<HTMLFormElement>(FORM);
    if (form) sync(form);
  });
  const wake = (event: Event) => {
    const form = (event.target as Element | null)?.closest?.<HTMLFormElement>(FORM);
    if (!form) return;
    void loadSubmit().then((submit) => {
      if (form.dataset.newsletterForm === 'toast') submit.prepareToasts(form);
    });
  };
  document.addEventListener('focusin', wake);
  document.addEventListener('pointerover', wake, { passive: true });
  document.addEventListener('submit', (event) => {
    const form = (event.target as Element | null)?.closest?.<HTMLFormElement>(FORM);
    if (!form) return;
    event.preventDefault();
    // What was typed when it was sent: the code may still be loading while the visitor types on.
    const typed = formParts(form).input.value;
    void loadSubmit().then((submit) => submit.submitNewsletterForm(form, typed));
  });
}
