import { Briefcase, Clock, Gauge, HeartPulse, Inbox, LifeBuoy, MapPin, Megaphone, ShieldCheck, Stethoscope } from 'lucide-react';
import { CallToAction } from '../components/sections/CallToAction';
import { FeatureGrid } from '../components/sections/FeatureGrid';
import { PageHero } from '../components/sections/PageHero';
import { Steps } from '../components/sections/Steps';
import { Testimonials } from '../components/sections/Testimonials';
import { useSite } from '../config/site';


export function ForProvidersPage() {
  const site = useSite();

  return (
    <>
      <PageHero
        badge="For Home Health Providers"
        title="Referrals That Fit Your Agency"
        description={`Join ${site.claims.agencies} agencies that receive complete, insurance-verified referrals matched to their specialties, service area and capacity. You choose which patients to accept.`}
        links={[
          { text: 'Become a Provider', href: '/become-a-provider' },
          { text: 'How It Works', href: '/how-it-works' },
        ]}
      />
      <FeatureGrid
        heading="What Network Agencies Receive"
        columns={4}
        items={[
          { icon: Inbox, title: 'Qualified Referrals', description: 'Each referral arrives with orders, clinical notes and verified benefits, so your intake team can accept in minutes.' },
          { icon: LifeBuoy, title: 'Ongoing Support', description: `A dedicated provider relations contact and a support team available ${site.supportHours}.` },
          { icon: Briefcase, title: 'Business Tools', description: 'Keep your capacity, service area and accepted plans current so you only see referrals you can staff.' },
          { icon: Megaphone, title: 'Growth Marketing', description: 'Optional marketing help to build referral sources and reach more Houston families.', href: '/services/growth-marketing', linkText: 'Growth marketing services' },
        ]}
      />
      <FeatureGrid
        tone="subtle"
        heading="How We Match Referrals"
        intro="Every referral is offered first to the agencies that fit it best on six criteria."
        items={[
          { icon: Stethoscope, title: 'Clinical Specialization', description: 'Your experience with the patient’s condition, from wound care and CHF to orthopedic rehab.' },
          { icon: MapPin, title: 'Geographic Coverage', description: 'The ZIP codes and counties your clinicians reliably serve.' },
          { icon: ShieldCheck, title: 'Insurance Networks', description: 'The Medicare Advantage, Medicaid managed care and commercial plans you are contracted with.' },
          { icon: Gauge, title: 'Capacity', description: 'The number of new starts of care you can take on this week.' },
          { icon: Clock, title: 'Response Time', description: 'How quickly you typically accept or decline; prompt answers, even declines, help future matches.' },
          { icon: HeartPulse, title: 'Services Offered', description: 'Skilled nursing, physical, occupational and speech therapy, medical social work and home health aides.' },
        ]}
      />
      <Testimonials
        heading="What Agencies Say"
        items={[
          {
            quote:
              'Our intake nurse used to spend half her day chasing missing orders. Now referrals come in complete, insurance is already checked, and they are for ZIP codes we actually staff. Our starts of care went up without adding a marketer.',
            author: 'Denise Okafor, RN',
            role: 'Administrator, home health agency in Houston',
          },
        ]}
      />
      <Steps
        tone="subtle"
        heading="Onboarding in Three Steps"
        intro="Most agencies complete onboarding within one to two weeks."
        steps={[
          { title: 'Submit Your Provider Details', description: 'Tell us about your agency, services, service area and insurance networks. The form takes 5-10 minutes.' },
          { title: 'Verification', description: 'We review your licensing, credentials and insurance within 3-5 business days.' },
          { title: 'Start Receiving Referrals', description: 'Once verified, referrals that match your services and coverage area start arriving.' },
        ]}
      />
      <CallToAction
        title="Ready to Grow Your Referrals?"
        description={`Apply in a few minutes, or call us at ${site.phone.display} with questions about joining.`}
        buttons={[
          { text: 'Get Started', href: '/become-a-provider' },
          { text: 'Contact Us', href: '/contact' },
        ]}
      />
    </>
  );
}
