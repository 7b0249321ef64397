import { MessageSquareText } from 'lucide-react';
import { styled } from 'styled-components';
import { theme } from '../../styles/theme';
import { EmbeddedForm, type EmbeddedFormProps } from '../embed/EmbeddedForm';
import { GENERAL_SUBJECT } from './topics';

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
 * The contact page's form: the embedded form, and a note for the topic a button sent the visitor
 * with (/contact?topic=demo). The page is the same for every topic, so the note is a template
 * that the page script (contact-topic) fills in from the address, with the email's subject.
 */
export function ContactForm(props: Omit<EmbeddedFormProps, 'emailSubject'>) {
  return (
    <>
      <template data-contact-topic="">
        <Topic data-testid="contact-topic">
          <MessageSquareText size={20} aria-hidden="true" />
          <span>
            You’re asking about: <strong />
          </span>
        </Topic>
      </template>
      <EmbeddedForm {...props} emailSubject={GENERAL_SUBJECT} />
    </>
  );
}
