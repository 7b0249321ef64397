import { useId } from 'react';
import { styled } from 'styled-components';
import { EmailSubscribeFields } from '../../components/primitives/EmailSubscribeFields';
import { inputStyles } from '../../components/primitives/Input';
import { notPrinted } from '../../styles/GlobalStyle';
import { theme } from '../../styles/theme';
import type { NewsletterSource } from '../../contracts/newsletter/sources';
import { useLanguage, useText } from '../../i18n/page-language';
import { newsletterWords } from './newsletter-words';

interface InlineNewsletterFormProps {
  source: NewsletterSource;
  title: string;
  description: string;
}

const Box = styled.section`
  padding: ${theme.space(8)};
  border-radius: ${theme.radius.lg};
  background: ${theme.color.primarySoft};
  h2 { font-size: ${theme.fontSize.xl}; }
  ${notPrinted}
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

const Message = styled.p`
  margin: ${theme.space(3)} 0 0;
  min-height: 1.6em;
  font-weight: 600;
  color: ${theme.color.destructive};
  &[data-ok='true'] { color: ${theme.color.success}; }
`;

/**
 * The newsletter form of the listing pages. It sends only an address that is not empty and has
 * an @ in it, and always tells the visitor how it went, in a status line read by screen readers
 * (newsletter-forms.client.ts runs it in the browser, with no framework).
 */
export function InlineNewsletterForm({ source, title, description }: InlineNewsletterFormProps) {
  const id = useId();
  const t = useText();
  return (
    <Box aria-labelledby={`${id}-title`} data-newsletter-source={source}>
      <h2 id={`${id}-title`}>{title}</h2>
      <p>{description}</p>
      <Row
        noValidate
        data-newsletter-form="inline"
        data-newsletter-source={source}
        data-newsletter-language={useLanguage()}
        data-newsletter-words={JSON.stringify(newsletterWords(t, 'inline'))}
      >
        <EmailSubscribeFields id={`${id}-email`} label={t('newsletter.label')} submitLabel={t('newsletter.subscribe')} placeholder={t('newsletter.inlinePlaceholder')} />
      </Row>
      <Message role="status" data-newsletter-message="" />
    </Box>
  );
}
