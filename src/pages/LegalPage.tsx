import { useLoaderData } from 'react-router-dom';
import { PageHero } from '../components/sections/PageHero';
import { Section } from '../components/sections/Section';
import type { LegalPage as LegalPageData } from '../content/types';
import { Markdown, Prose } from '../features/markdown/Markdown';
import { formatCalendarDate } from '../lib/dates';

/** Privacy, Terms, HIPAA and Accessibility: text from content/pages/. */
export function LegalPage() {
  const page = useLoaderData() as LegalPageData;
  return (
    <>
      <PageHero title={page.title} description={`Last updated ${formatCalendarDate(page.updated)}`} />
      <Section>
          <Prose>
            <Markdown tree={page.body} />
          </Prose>
      </Section>
    </>
  );
}
