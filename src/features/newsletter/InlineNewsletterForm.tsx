import { useId, useState, type FormEvent } from 'react';
import { styled } from 'styled-components';
import { Button } from '../../components/primitives/Button';
import { theme } from '../../styles/theme';
import type { NewsletterSource } from './sources';
import { subscribeNewsletter } from './subscribe';

interface InlineNewsletterFormProps {
  source: NewsletterSource;
  title: string;
  description: string;
}

type Status = { kind: 'idle' } | { kind: 'submitting' } | { kind: 'done'; ok: boolean; text: string };

const Box = styled.section`
  padding: ${theme.space(8)};
  border-radius: ${theme.radius.lg};
  background: ${theme.color.primarySoft};
  h2 { font-size: ${theme.fontSize.xl}; }
`;

const Row = styled.form`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space(3)};
  input {
    flex: 1 1 14rem;
    min-height: 3rem;
    padding: 0 ${theme.space(4)};
    border: thin solid ${theme.color.borderStrong};
    border-radius: ${theme.radius.md};
    background: ${theme.color.surface};
    color: ${theme.color.text};
  }
`;

const Message = styled.p<{ $ok: boolean }>`
  margin: ${theme.space(3)} 0 0;
  min-height: 1.6em;
  font-weight: 600;
  color: ${({ $ok }) => ($ok ? theme.color.success : theme.color.destructive)};
`;

/**
 * The newsletter form of the listing pages. It sends only an address that is not empty and has
 * an @ in it, and always tells the visitor how it went, in a status line read by screen readers.
 */
export function InlineNewsletterForm({ source, title, description }: InlineNewsletterFormProps) {
  const id = useId();
  const [email, setEmail] = useState('');
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const submitting = status.kind === 'submitting';

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const value = email.trim();
    if (!value || !value.includes('@') || submitting) return;
    setStatus({ kind: 'submitting' });
    const result = await subscribeNewsletter({ email: value, source });
    if (result.success) setEmail('');
    setStatus({
      kind: 'done',
      ok: result.success,
      text: result.success ? 'Thanks, you are subscribed.' : 'That did not go through. Please try again in a moment.',
    });
  }

  return (
    <Box aria-labelledby={`${id}-title`} data-newsletter-source={source}>
      <h2 id={`${id}-title`}>{title}</h2>
      <p>{description}</p>
      <Row onSubmit={onSubmit} noValidate>
        <label htmlFor={`${id}-email`} className="visually-hidden">
          Email address
        </label>
        <input
          id={`${id}-email`}
          type="email"
          name="email"
          autoComplete="email"
          placeholder="you@example.com"
          value={email}
          disabled={submitting}
          onChange={(event) => setEmail(event.target.value)}
        />
        <Button type="submit" size="input" disabled={submitting || email.trim() === ''}>
          {submitting ? 'Subscribing...' : 'Subscribe'}
        </Button>
      </Row>
      <Message role="status" $ok={status.kind === 'done' && status.ok}>
        {status.kind === 'done' ? status.text : ''}
      </Message>
    </Box>
  );
}
