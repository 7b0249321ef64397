import { MessageSquareText } from 'lucide-react';
import { styled } from 'styled-components';
import { formPageOf, formPages } from '../../contracts/forms/addresses';
import { useLanguage, useText } from '../../i18n/page-language';
import { theme } from '../../styles/theme';
import { EmbeddedForm, type EmbeddedFormProps } from '../embed/EmbeddedForm';
import { contactTopics, GENERAL_SUBJECT } from './topics';

const Topic = styled.p`
  display: flex;
  align-items: center;
  gap: ${theme.space(2)};
  margin-bottom: ${theme.space(5)};
  padding: ${theme.space(3)} ${theme.space(4)};
  border-radius: ${theme.radius.md};
  background: ${theme.color.primarySoft};
  color: ${theme.color.primarySoftText};
  svg { flex-shrink: 0; }
`;

/**
 * The contact page's form: the embedded form (our own form page in the page's language), and a
 * note for the topic a button sent the visitor with (/contact?topic=demo). The page is the same
 * for every topic, so the note is a template that the page script (contact-topic) fills in from
 * the address, with the topic's name in the page's language (`data-topic-names`) and the email's subject.
 */
export function ContactForm({ src, ...props }: Omit<EmbeddedFormProps, 'emailSubject'>) {
  const t = useText();
  const language = useLanguage();
  const names = Object.fromEntries(Object.keys(contactTopics).map((topic) => [topic, t(`forms.topic.${topic}`)]));
  return (
    <>
      <template data-contact-topic="" data-topic-names={JSON.stringify(names)}>
        <Topic data-testid="contact-topic">
          <MessageSquareText size={20} aria-hidden="true" />
          <span>
            {`${t('forms.topic.asking')} `}
            <strong />
          </span>
        </Topic>
      </template>
      <EmbeddedForm {...props} src={src === formPages.contact ? formPageOf('contact', language) : src} emailSubject={GENERAL_SUBJECT} />
    </>
  );
}
