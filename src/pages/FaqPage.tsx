import { useLoaderData } from 'react-router-dom';
import { styled } from 'styled-components';
import { ButtonLink } from '../components/primitives/Button';
import { PageHero } from '../components/sections/PageHero';
import { Section } from '../components/sections/Section';
import { useSite } from '../config/site';
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

export function FaqPage() {
  const entries = useLoaderData() as FaqEntry[];
  const site = useSite();

  return (
    <>
      <PageHero
        badge="FAQ"
        title="Frequently Asked Questions"
        description="Answers about referrals, eligibility, provider matching, costs and security."
      />
      <Section>
        <FaqSearch entries={entries} />
        <Prompt aria-labelledby="faq-contact">
          <h2 id="faq-contact">Still have questions?</h2>
          <p>Our Houston team answers {site.hours.display} and is glad to help with anything this page does not cover.</p>
          <div>
            <ButtonLink href="/contact">Contact Us</ButtonLink>
            <ButtonLink href={telHref(site.phone)} variant="outline">
              Call {site.phone.display}
            </ButtonLink>
          </div>
        </Prompt>
      </Section>
    </>
  );
}
