import { useLoaderData } from 'react-router-dom';
import { styled } from 'styled-components';
import { ButtonLink } from '../components/primitives/Button';
import { PageSections } from '../components/sections/PageSections';
import { Section } from '../components/sections/Section';
import { useSite } from '../config/site';
import type { SectionPage } from '../content/page-schema';
import type { FaqEntry } from '../content/types';
import { FaqSearch } from '../features/faq/FaqSearch';
import { telHref } from '../lib/links';
import { notPrinted } from '../styles/GlobalStyle';
import { theme } from '../styles/theme';

const Prompt = styled.section`
  max-width: ${theme.layout.proseWidth};
  margin-top: ${theme.space(16)};
  padding: ${theme.space(8)};
  border-radius: ${theme.radius.lg};
  background: ${theme.color.primarySoft};
  h2 { font-size: ${theme.fontSize['2xl']}; }
  p { color: ${theme.color.textMuted}; }
  div { display: flex; flex-wrap: wrap; gap: ${theme.space(3)}; }
  ${notPrinted}
`;

/** What the route loads: the page's words, and every question. */
export interface FaqData {
  content: SectionPage;
  entries: FaqEntry[];
}

/** The FAQ: its words from content/pages/faq.yml, the questions with their search drawn here. */
export function FaqPage() {
  const { content, entries } = useLoaderData() as FaqData;
  const site = useSite();

  return (
    <PageSections
      sections={content.sections}
      own={{
        listing: ({ prompt }) => (
          <Section>
            <FaqSearch entries={entries} />
            {prompt && (
              <Prompt aria-labelledby="faq-contact">
                <h2 id="faq-contact">{prompt.heading}</h2>
                <p>{prompt.text}</p>
                <div>
                  <ButtonLink href={prompt.button.href}>{prompt.button.text}</ButtonLink>
                  <ButtonLink href={telHref(site.phone)} variant="outline">
                    {prompt.call}
                  </ButtonLink>
                </div>
              </Prompt>
            )}
          </Section>
        ),
      }}
    />
  );
}
