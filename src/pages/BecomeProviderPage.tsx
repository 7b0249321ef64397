import { Award, FileCheck2, Headphones, Inbox, Mail, MapPin, Phone, ShieldCheck, TrendingUp, UserCheck } from 'lucide-react';
import { styled } from 'styled-components';
import { ButtonLink } from '../components/primitives/Button';
import { CallToAction } from '../components/sections/CallToAction';
import { FeatureGrid } from '../components/sections/FeatureGrid';
import { Section } from '../components/sections/Section';
import { PageHero } from '../components/sections/PageHero';
import { Steps } from '../components/sections/Steps';
import { useSite } from '../config/site';
import { mailtoHref } from '../lib/links';
import { theme } from '../styles/theme';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${theme.space(3)};
`;

export function BecomeProviderPage() {
  const site = useSite();
  const applyHref = mailtoHref(site.email, 'Provider application');

  return (
    <>
      <PageHero
        badge="Join Our Provider Network"
        title="Become a Provider"
        description={`Home health agencies in our network receive complete, insurance-verified referrals that match their services and service area. Join ${site.claims.agencies} agencies already working with ${site.name}.`}
        links={[{ text: 'Why Providers Join', href: '/for-providers' }]}
      />
      <FeatureGrid
        heading="Provider Requirements"
        intro="We keep our network to agencies that hospitals and families can count on."
        columns={4}
        items={[
          { icon: Award, title: 'Licensing and Credentials', description: 'A current Texas HCSSA license, or your state’s equivalent, and Medicare certification if you serve Medicare patients.' },
          { icon: ShieldCheck, title: 'Insurance and Compliance', description: 'Professional and general liability coverage and a compliance program in good standing.' },
          { icon: MapPin, title: 'Service Areas', description: 'A clearly defined set of ZIP codes or counties that your clinicians can reliably staff.' },
          { icon: UserCheck, title: 'Patient Acceptance', description: 'A commitment to answer referrals promptly and start care on the agreed schedule.' },
        ]}
      />
      <Section
        tone="subtle"
        heading="Apply to Join"
        intro="Email us your agency name, license number, service area, services offered and accepted insurance plans. We contact every applicant within 2-3 business days."
      >
        <Actions>
          <ButtonLink href={applyHref} size="lg">
            <Mail size={18} aria-hidden="true" /> Apply by email
          </ButtonLink>
          <ButtonLink href={`tel:${site.phone.tel}`} size="lg" variant="outline">
            <Phone size={18} aria-hidden="true" /> {site.phone.display}
          </ButtonLink>
        </Actions>
      </Section>
      <FeatureGrid
        heading="Why Agencies Join"
        columns={4}
        items={[
          { icon: Inbox, title: 'Matched Referrals', description: 'Referrals that fit your specialties, coverage area, insurance networks and capacity.' },
          { icon: FileCheck2, title: 'Verified Eligibility', description: 'Benefits and authorization needs are confirmed before you are asked to accept.' },
          { icon: Headphones, title: 'Ongoing Support', description: `A provider relations contact and support available ${site.supportHours}.` },
          { icon: TrendingUp, title: 'Room to Grow', description: 'Optional growth marketing and website services to reach more referral sources.' },
        ]}
      />
      <Steps
        tone="subtle"
        heading="What Happens Next"
        intro="Most agencies complete onboarding within one to two weeks."
        steps={[
          { title: 'Submit', description: 'Send us your agency details and documents. It takes about 5-10 minutes.' },
          { title: 'Review', description: 'We verify your licensing, credentials and insurance and contact you within 2-3 business days.' },
          { title: 'Onboarding', description: 'We set up your profile, service area, capacity and secure referral channels.' },
          { title: 'Start Receiving Referrals', description: 'Matched referrals begin arriving, and your provider relations contact checks in regularly.' },
        ]}
      />
      <CallToAction
        title="Questions Before You Apply?"
        description={`Our provider relations team is happy to talk it through. Call ${site.phone.display}, ${site.hours.display}.`}
        buttons={[
          { text: 'Apply by email', href: applyHref },
          { text: 'Contact Us', href: '/contact' },
        ]}
      />
    </>
  );
}
