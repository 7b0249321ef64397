import { Button, type ButtonVariant } from './Button';

interface EmailSubscribeFieldsProps {
  /** The id of the field; its label points to it. */
  id: string;
  /** The field's label (read by screen readers) and the button's words, in the page's language. */
  label: string;
  submitLabel: string;
  placeholder: string;
  /** Marks the field required (the home and footer forms). */
  required?: boolean;
  buttonVariant?: ButtonVariant;
}

/**
 * The email field and Subscribe button of the newsletter forms, to be placed inside the form
 * that sends the address. newsletter-forms.client.ts keeps the button disabled while the field is empty
 * or while sending, and makes it read Subscribing... (in the page's language) meanwhile.
 */
export function EmailSubscribeFields({ id, label, submitLabel, placeholder, required = false, buttonVariant = 'default' }: EmailSubscribeFieldsProps) {
  return (
    <>
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <input id={id} type="email" name="email" required={required} autoComplete="email" placeholder={placeholder} />
      <Button type="submit" size="input" variant={buttonVariant} disabled>
        {submitLabel}
      </Button>
    </>
  );
}
