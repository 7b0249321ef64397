/** A newsletter form's email field and Subscribe button (NewsletterForm, InlineNewsletterForm). */
export const formParts = (form: HTMLFormElement) => ({
  input: form.querySelector<HTMLInputElement>('input[type="email"]')!,
  button: form.querySelector<HTMLButtonElement>('button[type="submit"]')!,
});
