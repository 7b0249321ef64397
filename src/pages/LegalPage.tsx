import { useLoaderData } from 'react-router-dom';
import { styled } from 'styled-components';
import { PageHero } from '../components/sections/PageHero';
import { Section } from '../components/sections/Section';
import type { LegalPage as LegalPageData } from '../content/types';
import { Markdown, Prose } from '../features/markdown/Markdown';
import { useLanguage, useText } from '../i18n/page-language';
import { formatCalendarDate } from '../lib/dates';
import { media } from '../styles/media';
import { theme } from '../styles/theme';

/**
 * A legal page is many short sections under its title: their headings (level 2, under the
 * page's h1) are drawn the size of a post's subsections, not of its parts.
 */
const LegalProse = styled(Prose)`
  h2 { font-size: ${theme.fontSize['2xl']}; margin-top: ${theme.space(8)}; }
  ${media.print} {
    h2 { font-size: ${theme.fontSize.xl}; margin-top: ${theme.space(6)}; }
  }
`;

/** Privacy, Terms, HIPAA and Accessibility: text from content/pages/. */
export function LegalPage() {
  const page = useLoaderData() as LegalPageData;
  const t = useText();
  const updated = formatCalendarDate(page.updated, useLanguage());
  return (
    <>
      <PageHero title={page.title} description={t('page.lastUpdated', { date: updated })} />
      <Section>
          <LegalProse>
            <Markdown tree={page.body} />
          </LegalProse>
      </Section>
    </>
  );
}
