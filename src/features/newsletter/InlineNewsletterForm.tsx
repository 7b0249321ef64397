import { useId, useState, type FormEvent } from 'react';
import { styled } from 'styled-components';
import { EmailSubscribeFields } from '../../components/primitives/EmailSubscribeFields';
import { inputStyles } from '../../components/primitives/Input';
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
    ${inputStyles()}
    flex: 1 1 14rem;
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
        <EmailSubscribeFields
          id={`${id}-email`}
          value={email}
          onChange={setEmail}
          submitting={submitting}
          placeholder="you@example.com"
        />
      </Row>
      <Message role="status" $ok={status.kind === 'done' && status.ok}>
        {status.kind === 'done' ? status.text : ''}
      </Message>
    </Box>
  );
}
