import { useLoaderData } from 'react-router-dom';
import { styled } from 'styled-components';
import { ButtonLink } from '../components/primitives/Button';
import { Accordion } from '../components/sections/Accordion';
import { PageSections } from '../components/sections/PageSections';
import { Section } from '../components/sections/Section';
import { howItWorksGroups } from '../content/categories';
import { howItWorksGroupKey } from '../features/search/island-text';
import { faqQuestionId } from '../content/page-anchors';
import type { SectionPage } from '../content/page-schema';
import type { FaqEntry } from '../content/types';
import { Markdown } from '../features/markdown/Markdown';
import { useText } from '../i18n/page-language';
import { theme } from '../styles/theme';

const Groups = styled.div`
  display: grid;
  gap: ${theme.space(10)};
  max-width: ${theme.layout.proseWidth};
  margin: 0 auto;
  h3 { font-size: ${theme.fontSize['2xl']}; }
`;

const Actions = styled.div`
  display: flex;
  justify-content: center;
  margin-top: ${theme.space(10)};
`;

/** What the route loads: the page's words, and the questions it answers. */
export interface HowItWorksData {
  content: SectionPage;
  faqs: FaqEntry[];
}

/** How it works: its sections from content/pages/how-it-works.yml, with the questions of the FAQ grouped here. */
export function HowItWorksPage() {
  const { content, faqs } = useLoaderData() as HowItWorksData;
  const t = useText();

  return (
    <PageSections
      sections={content.sections}
      own={{
        faq: ({ heading, intro, tone, button }) => (
          <Section tone={tone} heading={heading} intro={intro}>
            <Groups>
              {howItWorksGroups.map((group) => {
                const entries = faqs.filter((entry) => entry.howItWorks === group);
                if (entries.length === 0) return null;
                return (
                  <div key={group}>
                    <h3>{t(howItWorksGroupKey(group))}</h3>
                    <Accordion
                      headingLevel={4}
                      // One question open across all three groups: their accordions share the name.
                      name="how-it-works-faq"
                      items={entries.map((entry) => ({
                        id: faqQuestionId(entry.id),
                        title: entry.question,
                        content: <Markdown tree={entry.answer} />,
                      }))}
                    />
                  </div>
                );
              })}
            </Groups>
            {button && (
              <Actions>
                <ButtonLink href={button.href} variant="outline" size="lg">{button.text}</ButtonLink>
              </Actions>
            )}
          </Section>
        ),
      }}
    />
  );
}
