import { useLoaderData } from 'react-router-dom';
import { styled } from 'styled-components';
import { ButtonLink } from '../components/primitives/Button';
import { PageHero } from '../components/sections/PageHero';
import { Section } from '../components/sections/Section';
import { faqCategories } from '../content/categories';
import type { FaqEntry } from '../content/types';
import { Markdown } from '../features/markdown/Markdown';
import { theme } from '../styles/theme';

const Groups = styled.div`
  h2 { font-size: ${theme.fontSize['2xl']}; margin-top: ${theme.space(10)}; }
`;

const Question = styled.details`
  max-width: ${theme.layout.proseWidth};
  border-bottom: 1px solid ${theme.color.border};
  summary {
    display: flex;
    align-items: center;
    min-height: 3.25rem;
    padding: ${theme.space(3)} 0;
    font-weight: 600;
    cursor: pointer;
  }
  > div { padding-bottom: ${theme.space(4)}; color: ${theme.color.textMuted}; }
`;

const Prompt = styled.div`
  margin-top: ${theme.space(14)};
  padding: ${theme.space(8)};
  border-radius: ${theme.radius.lg};
  background: ${theme.color.primarySoft};
`;

export function FaqPage() {
  const entries = useLoaderData() as FaqEntry[];
  return (
    <>
      <PageHero
        badge="FAQ"
        title="Frequently Asked Questions"
        description="Answers about referrals, eligibility, provider matching, costs and security."
      />
      <Section>
        <Groups>
          {faqCategories.map((category) => (
            <div key={category}>
              <h2>{category}</h2>
              {entries
                .filter((entry) => entry.category === category)
                .map((entry) => (
                  <Question key={entry.id} id={entry.id}>
                    <summary>{entry.question}</summary>
                    <div>
                      <Markdown tree={entry.answer} />
                    </div>
                  </Question>
                ))}
            </div>
          ))}
          <Prompt>
            <h2>Still have questions?</h2>
            <p>Our Houston team is glad to help with anything this page does not answer.</p>
            <ButtonLink href="/contact">Contact Us</ButtonLink>
          </Prompt>
        </Groups>
      </Section>
    </>
  );
}
