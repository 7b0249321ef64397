import { useLoaderData } from 'react-router-dom';
import { styled } from 'styled-components';
import { Container } from '../components/layout/Container';
import { PageHero } from '../components/sections/PageHero';
import type { LegalPage as LegalPageData } from '../content/types';
import { Markdown, Prose } from '../features/markdown/Markdown';
import { formatCalendarDate } from '../lib/dates';
import { theme } from '../styles/theme';

const Body = styled.div`
  padding: ${theme.space(12)} 0 ${theme.space(20)};
`;

/** Privacy, Terms, HIPAA and Accessibility: text from content/pages/. */
export function LegalPage() {
  const page = useLoaderData() as LegalPageData;
  return (
    <>
      <PageHero title={page.title} description={`Last updated ${formatCalendarDate(page.updated)}`} />
      <Body>
        <Container>
          <Prose>
            <Markdown tree={page.body} />
          </Prose>
        </Container>
      </Body>
    </>
  );
}
