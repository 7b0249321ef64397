import { Award, FileCheck2, Headphones, Inbox, MapPin, ShieldCheck, TrendingUp, UserCheck } from 'lucide-react';
import { styled } from 'styled-components';
import { CallToAction } from '../components/sections/CallToAction';
import { FeatureGrid } from '../components/sections/FeatureGrid';
import { Section } from '../components/sections/Section';
import { PageHero } from '../components/sections/PageHero';
import { Steps } from '../components/sections/Steps';
import { useSite } from '../config/site';
import { formFrame } from '../features/embed/form-frame';
import { EmbeddedForm } from '../features/embed/EmbeddedForm';
import { mailtoHref } from '../lib/links';

const FormColumn = styled.div`
  max-width: 48rem;
  margin: 0 auto;
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
        links={[
          { text: 'Apply Now', href: '#apply' },
          { text: 'Why Providers Join', href: '/for-providers', variant: 'outline' },
        ]}
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
        id="apply"
        heading="Provider Application"
        intro="Tell us about your agency, license, service area, services and accepted insurance plans. It takes 5-10 minutes, and we contact every applicant within 2-3 business days."
      >
        <FormColumn>
          <EmbeddedForm
            {...formFrame(site.forms, 'provider')}
            title="Provider application form"
            emailSubject="Provider application"
            contact={{ phone: site.phone, email: site.email, hours: site.hours.display }}
          />
        </FormColumn>
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
          { text: 'Apply by Email', href: applyHref },
          { text: 'Contact Us', href: '/contact' },
        ]}
      />
    </>
  );
}
