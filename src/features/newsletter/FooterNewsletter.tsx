import { useId } from 'react';
import { styled } from 'styled-components';
import { theme } from '../../styles/theme';
import { NewsletterForm } from './NewsletterForm';

const Title = styled.h2`
  color: ${theme.color.inverseText};
  font-size: ${theme.fontSize.md};
  margin-bottom: ${theme.space(3)};
`;

/** The footer's newsletter column. */
export function FooterNewsletter() {
  const id = useId();
  return (
    <div>
      <Title id={`${id}-title`}>Newsletter</Title>
      <p>Home health news and referral insights in your inbox.</p>
      <NewsletterForm source="footer" tone="inverse" labelledBy={`${id}-title`} />
    </div>
  );
}
