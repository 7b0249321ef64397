import { useLoaderData } from 'react-router-dom';
import { PageHero } from '../components/sections/PageHero';
import { Section } from '../components/sections/Section';
import type { LegalPage as LegalPageData } from '../content/types';
import { Markdown, Prose } from '../features/markdown/Markdown';
import { useLanguage, useText } from '../i18n/page-language';
import { formatCalendarDate } from '../lib/dates';

/** Privacy, Terms, HIPAA and Accessibility: text from content/pages/. */
export function LegalPage() {
  const page = useLoaderData() as LegalPageData;
  const t = useText();
  const updated = formatCalendarDate(page.updated, useLanguage());
  return (
    <>
      <PageHero title={page.title} description={t('page.lastUpdated', { date: updated })} />
      <Section>
          <Prose>
            <Markdown tree={page.body} />
          </Prose>
      </Section>
    </>
  );
}
