import { Activity, BarChart3, Lock, RefreshCcw, Smile, Zap } from 'lucide-react';
import { CallToAction } from '../components/sections/CallToAction';
import { FeatureGrid } from '../components/sections/FeatureGrid';
import { PageHero } from '../components/sections/PageHero';
import { Steps } from '../components/sections/Steps';
import { useSite } from '../config/site';
import { contactHref } from '../features/contact/topics';

export function ForFacilitiesPage() {
  const site = useSite();

  return (
    <>
      <PageHero
        badge="For Healthcare Facilities"
        title="Safer Transitions From Your Facility to Home"
        description={`Hospitals and skilled nursing facilities use ${site.name} to place patients with home health quickly and reliably. Fewer discharge delays, fewer gaps in care and fewer avoidable readmissions.`}
        links={[
          { text: 'Schedule a Demo', href: contactHref('demo') },
          { text: 'View Case Studies', href: contactHref('case-studies') },
        ]}
      />
      <FeatureGrid
        heading="Benefits for Your Facility"
        intro={`${site.claims.hospitals} hospitals already route home health referrals through us. Here is what changes for your team.`}
        items={[
          { icon: RefreshCcw, title: 'Reduce Readmissions', description: 'Verified coverage and a confirmed start-of-care date mean fewer patients go home without the visits their plan of care depends on.' },
          { icon: Zap, title: 'Increase Efficiency', description: 'One referral replaces rounds of calls and faxes to agencies, freeing case managers for the patients who need them most.' },
          { icon: Smile, title: 'Improve Patient Satisfaction', description: 'Families know who is coming and when, and have a coordinator to call with questions after discharge.' },
          { icon: Activity, title: 'Real-time Tracking', description: 'See where every referral stands, from received to accepted to first visit completed.' },
          { icon: BarChart3, title: 'Comprehensive Analytics', description: 'Review time to placement, acceptance rates and first-visit completion by unit, payer and agency.' },
          { icon: Lock, title: 'Secure Communication', description: 'Referrals and updates move only through HIPAA-compliant channels: secure web form, secure fax and secure email.' },
        ]}
      />
      <Steps
        tone="subtle"
        heading="Facility Onboarding"
        intro="Facilities are typically onboarded in 2-4 weeks, with no software to install."
        steps={[
          { title: 'Discovery', description: 'We review your discharge volume, payer mix, preferred agencies and current bottlenecks.' },
          { title: 'Setup', description: 'We configure secure referral channels and the updates each unit wants to receive.' },
          { title: 'Training', description: 'Case managers and discharge planners learn the referral workflow in one short session.' },
          { title: 'Go Live', description: 'Referrals begin, with regular reviews of placement times and outcomes.' },
        ]}
      />
      <CallToAction
        title="See How It Works for Your Facility"
        description="A short demo walks through a sample referral from intake to first visit and shows the updates your team would receive."
        buttons={[
          { text: 'Request Demo', href: contactHref('demo') },
          { text: 'Contact Us', href: '/contact' },
        ]}
      />
    </>
  );
}
