import type { Ref } from 'react';
import { Button, type ButtonVariant } from './Button';
import { useTypedValue } from '../../islands/use-typed-value';

interface EmailSubscribeFieldsProps {
  /** The id of the field; its label points to it. */
  id: string;
  value: string;
  onChange: (value: string) => void;
  /** True while the address is being sent: the field and the button are disabled. */
  submitting: boolean;
  placeholder: string;
  /** Marks the field required (the home and footer forms). */
  required?: boolean;
  buttonVariant?: ButtonVariant;
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * The email field and Subscribe button of the newsletter forms, to be placed inside the form
 * that sends the address. The button stays disabled while the field is empty or while sending,
 * and reads Subscribing... meanwhile.
 */
export function EmailSubscribeFields({ id, value, onChange, submitting, placeholder, required = false, buttonVariant = 'default', inputRef }: EmailSubscribeFieldsProps) {
  const fieldRef = useTypedValue(value, onChange, inputRef);
  return (
    <>
      <label htmlFor={id} className="visually-hidden">
        Email address
      </label>
      <input
        ref={fieldRef}
        id={id}
        type="email"
        name="email"
        required={required}
        autoComplete="email"
        placeholder={placeholder}
        value={value}
        disabled={submitting}
        onChange={(event) => onChange(event.target.value)}
      />
      <Button type="submit" size="input" variant={buttonVariant} disabled={submitting || value.trim() === ''}>
        {submitting ? 'Subscribing...' : 'Subscribe'}
      </Button>
    </>
  );
}
