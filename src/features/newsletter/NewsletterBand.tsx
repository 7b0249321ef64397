import { CheckCircle2 } from 'lucide-react';
import { useId } from 'react';
import { styled } from 'styled-components';
import { Container } from '../../components/layout/Container';
import { notPrinted } from '../../styles/GlobalStyle';
import { media } from '../../styles/media';
import { theme } from '../../styles/theme';
import { NewsletterForm } from './NewsletterForm';

const Band = styled.section`
  padding: ${theme.space(14)} 0;
  background: ${theme.color.primarySoft};
  ${media.desktop} { padding: ${theme.space(20)} 0; }
  ${notPrinted}
`;

const Layout = styled.div`
  display: grid;
  gap: ${theme.space(8)};
  align-items: center;
  ${media.desktop} { grid-template-columns: 1.1fr 1fr; gap: ${theme.space(16)}; }
  h2 {
    color: ${theme.color.text};
    font-size: ${theme.fontSize['3xl']};
    ${media.tablet} { font-size: ${theme.fontSize['4xl']}; }
  }
  p { color: ${theme.color.textMuted}; font-size: ${theme.fontSize.lg}; }
`;

const Topics = styled.ul`
  display: grid;
  gap: ${theme.space(3)};
  margin: ${theme.space(6)} 0 0;
  padding: 0;
  list-style: none;
  li { display: flex; align-items: center; gap: ${theme.space(3)}; color: ${theme.color.text}; font-weight: 600; }
  svg { flex-shrink: 0; color: ${theme.color.success}; }
`;

const Card = styled.div`
  padding: ${theme.space(8)};
  border: thin solid ${theme.color.border};
  border-radius: ${theme.radius.xl};
  background: ${theme.color.surface};
  box-shadow: ${theme.shadow.md};
  p { margin-top: ${theme.space(4)}; margin-bottom: 0; font-size: ${theme.fontSize.sm}; }
`;

export interface NewsletterBandProps {
  title: string;
  description: string;
  /** What an issue covers. */
  topics?: string[] | undefined;
  /** How the address is used, under the form. */
  privacy?: string | undefined;
}

/** The home page's newsletter band, its words from the page's content: what the newsletter brings, and the form. */
export function NewsletterBand({ title, description, topics = [], privacy }: NewsletterBandProps) {
  const id = useId();
  return (
    <Band aria-labelledby={`${id}-title`}>
      <Container>
        <Layout>
          <div>
            <h2 id={`${id}-title`}>{title}</h2>
            <p>{description}</p>
            <Topics>
              {topics.map((topic) => (
                <li key={topic}>
                  <CheckCircle2 size={22} aria-hidden="true" /> {topic}
                </li>
              ))}
            </Topics>
          </div>
          <Card>
            <NewsletterForm source="homepage" labelledBy={`${id}-title`} />
            {privacy && <p>{privacy}</p>}
          </Card>
        </Layout>
      </Container>
    </Band>
  );
}
