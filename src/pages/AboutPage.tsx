import { HeartPulse, Lightbulb, Users } from 'lucide-react';
import { styled } from 'styled-components';
import { CallToAction } from '../components/sections/CallToAction';
import { FeatureGrid } from '../components/sections/FeatureGrid';
import { Section } from '../components/sections/Section';
import { PageHero } from '../components/sections/PageHero';
import { useSite } from '../config/site';
import { media } from '../styles/media';
import { theme } from '../styles/theme';

const Columns = styled.div`
  display: grid;
  gap: ${theme.space(10)};
  ${media.desktop} { grid-template-columns: 1fr 1.4fr; gap: ${theme.space(16)}; }
  h3 { font-size: ${theme.fontSize['2xl']}; }
  p { color: ${theme.color.textMuted}; font-size: ${theme.fontSize.lg}; }
`;

const Mission = styled.p`
  && { color: ${theme.color.text}; font-size: ${theme.fontSize.xl}; font-weight: 600; line-height: 1.5; }
`;

const Timeline = styled.ol`
  display: grid;
  gap: ${theme.space(6)};
  max-width: ${theme.layout.proseWidth};
  margin: 0 auto;
  padding: 0;
  list-style: none;
  li {
    display: grid;
    gap: ${theme.space(1)} ${theme.space(6)};
    padding: ${theme.space(6)};
    border-left: ${theme.space(1)} solid ${theme.color.primary};
    border-radius: ${theme.radius.md};
    background: ${theme.color.surface};
    box-shadow: ${theme.shadow.sm};
    ${media.tablet} { grid-template-columns: ${theme.space(20)} 1fr; }
  }
  time { color: ${theme.color.primary}; font-size: ${theme.fontSize['2xl']}; font-weight: 800; line-height: 1.2; }
  h3 { margin-bottom: ${theme.space(1)}; font-size: ${theme.fontSize.lg}; }
  p { margin: 0; color: ${theme.color.textMuted}; }
`;

export function AboutPage() {
  const site = useSite();
  const { claims } = site;
  const milestones = [
    { year: site.foundingYear, title: `${site.name} founded in Houston`, description: 'We began coordinating home health referrals for case managers in the Texas Medical Center.' },
    { year: 2023, title: 'Eligibility verification for every referral', description: 'Benefit checks and pre-authorization became a standard step before any agency is asked to accept.' },
    { year: 2024, title: 'Services for agencies', description: 'Growth marketing and website design and hosting launched for agencies in our network.' },
    { year: 2025, title: `${claims.funding} raised`, description: 'New funding to grow our coordinator team and provider network across Texas.' },
    { year: 2026, title: `${claims.patientsMatched} patients matched`, description: 'Strong coverage in Houston, Dallas, Austin and San Antonio, with nationwide expansion under way.' },
  ];

  return (
    <>
      <PageHero
        badge="About Us"
        title="Bridging Hospital and Home Since Day One"
        description={`${site.name} is a Houston team of care coordinators, nurses and healthcare operators who make sure patients who need home health care get it, quickly and with a personal touch.`}
        links={[{ text: 'How It Works', href: '/how-it-works' }]}
      />
      <Section heading="Who We Are">
        <Columns>
          <div>
            <h3>Our Mission</h3>
            <Mission>
              To get every patient who needs home health care the right care at home, quickly, safely and with a personal touch.
            </Mission>
            <p>
              No patient should wait in a hospital bed, or go home without care, because a referral got lost between phone calls and fax machines.
            </p>
          </div>
          <div>
            <h3>Our Story</h3>
            <p>
              We started in {site.foundingYear} in Houston after watching the same problem play out on every hospital floor: case managers
              spending hours calling agencies, referrals bouncing back for a missing signature, and families unsure who was coming or when.
            </p>
            <p>
              So we built a team to own that handoff. Today we work with {claims.caseManagers} case managers, {claims.hospitals} hospitals and{' '}
              {claims.agencies} home health agencies, and every referral still has a coordinator who picks up the phone.
            </p>
          </div>
        </Columns>
      </Section>
      <FeatureGrid
        tone="subtle"
        heading="What We Value"
        items={[
          { icon: HeartPulse, title: 'Patient-Centered Care', description: 'Every decision starts with the patient going home: their needs, their insurance, their choice of agency.' },
          { icon: Lightbulb, title: 'Innovation', description: 'We use better tools and data to make referrals faster, while keeping the human judgement that care requires.' },
          { icon: Users, title: 'Collaboration', description: 'Hospitals, agencies, physicians and families work better together, and we keep all of them informed.' },
        ]}
      />
      <Section heading="Milestones" intro="A few moments that shaped how we work.">
        <Timeline>
          {milestones.map((milestone) => (
            <li key={milestone.year}>
              <time dateTime={String(milestone.year)}>{milestone.year}</time>
              <div>
                <h3>{milestone.title}</h3>
                <p>{milestone.description}</p>
              </div>
            </li>
          ))}
        </Timeline>
      </Section>
      <CallToAction
        title="Let’s Work Together"
        description="Whether you refer patients, run an agency or are looking for care for someone you love, we would be glad to hear from you."
        buttons={[
          { text: 'Get Started', href: '/contact' },
          { text: 'Careers', href: '/careers' },
        ]}
      />
    </>
  );
}
