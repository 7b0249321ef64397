import { useLoaderData } from 'react-router-dom';
import { styled } from 'styled-components';
import { ButtonLink } from '../components/primitives/Button';
import { Accordion } from '../components/sections/Accordion';
import { CallToAction } from '../components/sections/CallToAction';
import { Section } from '../components/sections/Section';
import { PageHero } from '../components/sections/PageHero';
import { Steps } from '../components/sections/Steps';
import { useSite } from '../config/site';
import { howItWorksGroups } from '../content/categories';
import type { FaqEntry } from '../content/types';
import { Markdown } from '../features/markdown/Markdown';
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

export function HowItWorksPage() {
  const site = useSite();
  const faqs = useLoaderData() as FaqEntry[];

  return (
    <>
      <PageHero
        badge="How It Works"
        title="From Hospital Referral to First Home Visit"
        description={`${site.name} runs the whole home health handoff for Houston hospitals, clinics and physician practices. Send one referral; we check it, verify coverage, find the right agency and keep you informed until care begins.`}
        links={[
          { text: 'Send a Referral', href: '/contact' },
          { text: 'For Case Managers', href: '/how-it-works/case-managers' },
        ]}
      />
      <Steps
        heading="Four Steps, One Point of Contact"
        intro="Every referral follows the same path, whether it arrives by web form, fax or secure email."
        steps={[
          { title: 'Referral Intake Team', description: 'Our intake coordinators log the referral, confirm orders, face-to-face documentation and contact details, and ask for anything missing the same day.' },
          { title: 'Insurance & Eligibility', description: 'We verify Medicare, Medicare Advantage, Medicaid or commercial benefits, check network status and start any pre-authorization.' },
          { title: 'Provider Matching', description: 'We match by clinical specialization, coverage area, insurance network, capacity, response time and services offered.' },
          { title: 'Coordination & Handoff', description: 'Once an agency accepts, we share the referral packet, confirm the start-of-care date and update the referring team and family.' },
        ]}
      />
      <Section
        tone="subtle"
        heading="Frequently Asked Questions"
        intro="Quick answers about referrals, coverage and joining our provider network."
      >
        <Groups>
          {howItWorksGroups.map((group) => {
            const entries = faqs.filter((entry) => entry.howItWorks === group);
            if (entries.length === 0) return null;
            return (
              <div key={group}>
                <h3>{group}</h3>
                <Accordion
                  headingLevel={4}
                  // One question open across all three groups: their accordions share the name.
                  name="how-it-works-faq"
                  items={entries.map((entry) => ({
                    id: `faq-${entry.id}`,
                    title: entry.question,
                    content: <Markdown tree={entry.answer} />,
                  }))}
                />
              </div>
            );
          })}
        </Groups>
        <Actions>
          <ButtonLink href="/faq" variant="outline" size="lg">View All FAQs</ButtonLink>
        </Actions>
      </Section>
      <CallToAction
        title="Ready to Send Your First Referral?"
        description={`Call ${site.phone.display} or reach out online. A coordinator will walk your team through our referral channels the same day.`}
        buttons={[
          { text: 'Contact Us', href: '/contact' },
          { text: 'Become a Provider', href: '/become-a-provider' },
        ]}
      />
    </>
  );
}
