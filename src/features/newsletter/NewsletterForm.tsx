import { useId } from 'react';
import { styled } from 'styled-components';
import { EmailSubscribeFields } from '../../components/primitives/EmailSubscribeFields';
import { inputStyles, type InputTone } from '../../components/primitives/Input';
import { notPrinted } from '../../styles/GlobalStyle';
import { theme } from '../../styles/theme';
import type { NewsletterSource } from '../../contracts/newsletter/sources';
import { useLanguage, useText } from '../../i18n/page-language';
import { newsletterWords } from './newsletter-words';

export type NewsletterFormTone = InputTone;

interface NewsletterFormProps {
  source: NewsletterSource;
  /** `inverse` on the dark footer. */
  tone?: NewsletterFormTone;
  /** The id of the text that names the form (its heading). */
  labelledBy?: string;
  /** Prefixes the field's id; by default one of React's. */
  id?: string;
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
  ${notPrinted}
`;

/**
 * The home and footer newsletter form: validated with the shared email schema, sent to the
 * subscribe-newsletter function, and answered with a toast (newsletter-forms.client.ts runs it in the
 * browser, with no framework). While it is sending, the field and the button are disabled and the
 * button reads Subscribing...; the address is cleared only once the subscription succeeded.
 */
export function NewsletterForm({ source, tone = 'default', labelledBy, id: fixedId }: NewsletterFormProps) {
  const generatedId = useId();
  const id = fixedId ?? generatedId;
  const t = useText();
  return (
    <Form
      $tone={tone}
      noValidate
      aria-labelledby={labelledBy}
      data-newsletter-form="toast"
      data-newsletter-source={source}
      data-newsletter-language={useLanguage()}
      data-newsletter-words={JSON.stringify(newsletterWords(t, 'toast'))}
    >
      <EmailSubscribeFields
        id={`${id}-email`}
        label={t('newsletter.label')}
        submitLabel={t('newsletter.subscribe')}
        placeholder={t('newsletter.placeholder')}
        required
        buttonVariant={tone === 'inverse' ? 'white' : 'default'}
      />
    </Form>
  );
}
