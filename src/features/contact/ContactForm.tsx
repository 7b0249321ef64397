import { MessageSquareText } from 'lucide-react';
import { styled } from 'styled-components';
import { theme } from '../../styles/theme';
import { EmbeddedForm, type EmbeddedFormProps } from '../embed/EmbeddedForm';
import { useAddressParams } from '../search/use-address-params';
import { topicLabel } from './topics';

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
 * The contact page's form (an island): the embedded form, and the topic a button sent the
 * visitor with (/contact?topic=demo), read from the address once hydrated.
 */
export function ContactForm(props: Omit<EmbeddedFormProps, 'emailSubject'>) {
  const [params] = useAddressParams();
  const topic = topicLabel(params.get('topic'));
  return (
    <>
      {topic && (
        <Topic data-testid="contact-topic">
          <MessageSquareText size={20} aria-hidden="true" />
          <span>
            You’re asking about: <strong>{topic}</strong>
          </span>
        </Topic>
      )}
      <EmbeddedForm {...props} emailSubject={topic ? `Question about ${topic}` : 'Question for the team'} />
    </>
  );
}
