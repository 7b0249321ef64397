import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { styled } from 'styled-components';
import { EmailSubscribeFields } from '../../components/primitives/EmailSubscribeFields';
import { inputStyles, type InputTone } from '../../components/primitives/Input';
import { theme } from '../../styles/theme';
import { checkEmail } from './email';
import type { NewsletterSource } from './sources';
import { subscribeNewsletter } from './subscribe';
import { mountToaster } from './Toaster';

/** The toasts of the home and footer forms (spec, error catalogue). */
export const newsletterToasts = {
  validation: 'Validation Error',
  error: { title: 'Subscription Error', description: "We couldn't process your subscription right now. Please try again." },
  failed: { title: 'Subscription Failed', description: 'Something went wrong. Please check your internet connection and try again.' },
  success: { title: 'Thank you!', description: "You've been successfully subscribed to our newsletter!" },
} as const;

export type NewsletterFormTone = InputTone;

interface NewsletterFormProps {
  source: NewsletterSource;
  /** `inverse` on the dark footer. */
  tone?: NewsletterFormTone;
  /** The id of the text that names the form (its heading). */
  labelledBy?: string;
}

const Form = styled.form<{ $tone: NewsletterFormTone }>`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space(3)};
  input {
    ${({ $tone }) => inputStyles($tone)}
    flex: 1 1 12rem;
  }
  button { flex: 0 0 auto; }
`;

/**
 * The home and footer newsletter form: validated with the shared email schema, sent to the
 * subscribe-newsletter function, and answered with a toast. While it is sending, the field and
 * the button are disabled and the button reads Subscribing...; the address is cleared only
 * once the subscription succeeded.
 */
export function NewsletterForm({ source, tone = 'default', labelledBy }: NewsletterFormProps) {
  const id = useId();
  const [email, setEmail] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const wasSubmitting = useRef(false);
  useEffect(mountToaster, []);

  // Disabling the field while sending drops keyboard focus; once it is enabled again, give focus
  // back to it, unless the visitor has moved on to something else meanwhile.
  useEffect(() => {
    const active = document.activeElement;
    if (wasSubmitting.current && !submitting && (!active || active === document.body)) input.current?.focus();
    wasSubmitting.current = submitting;
  }, [submitting]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting || email.trim() === '') return;
    const checked = checkEmail(email);
    if (!checked.ok) {
      toast.error(newsletterToasts.validation, { description: checked.message });
      return;
    }
    setSubmitting(true);
    try {
      const result = await subscribeNewsletter({ email: checked.email, source });
      if (result.success) {
        setEmail('');
        toast.success(newsletterToasts.success.title, { description: result.message || newsletterToasts.success.description });
      } else {
        const { title, description } = result.reason === 'rejected' ? newsletterToasts.error : newsletterToasts.failed;
        toast.error(title, { description });
      }
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <Form $tone={tone} onSubmit={onSubmit} noValidate aria-labelledby={labelledBy} data-newsletter-source={source}>
      <EmailSubscribeFields
        id={`${id}-email`}
        value={email}
        onChange={setEmail}
        submitting={submitting}
        placeholder="Enter your email"
        required
        buttonVariant={tone === 'inverse' ? 'white' : 'default'}
        inputRef={input}
      />
    </Form>
  );
}
