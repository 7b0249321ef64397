import { HeartHandshake, Search, ShieldCheck } from 'lucide-react';
import { CallToAction } from '../components/sections/CallToAction';
import { FeatureGrid } from '../components/sections/FeatureGrid';
import { PageHero } from '../components/sections/PageHero';
import { Steps } from '../components/sections/Steps';
import { useSite } from '../config/site';
import { contactHref } from '../features/contact/topics';

export function ForPatientsPage() {
  const site = useSite();

  return (
    <>
      <PageHero
        badge="For Patients & Families"
        title="Getting Home Health Care Should Not Be Another Worry"
        description="When your doctor orders nursing or therapy at home, we do the legwork: we check your insurance, find agencies that serve your neighborhood and stay with you until the first visit."
        links={[
          { text: 'Check Insurance Coverage', href: contactHref('insurance') },
          { text: 'Contact Us Today', href: '/contact' },
        ]}
      />
      <FeatureGrid
        heading="What We Do for You"
        intro="Our coordination costs patients and families nothing. Your care team refers you; we take it from there."
        items={[
          {
            icon: ShieldCheck,
            title: 'No Insurance Headaches',
            description: 'We confirm your Medicare, Medicare Advantage, Medicaid or private plan covers home health and tell you about any authorization before care begins.',
          },
          {
            icon: Search,
            title: 'Quick Provider Matching',
            description: 'We find agencies near your home that accept your plan and offer the care your doctor ordered, usually within hours. You always choose the agency.',
          },
          {
            icon: HeartHandshake,
            title: 'Continuous Support',
            description: 'A coordinator keeps you and your family updated and is a phone call away if a visit is late or something changes.',
          },
        ]}
      />
      <Steps
        tone="subtle"
        heading="Your Path From Hospital to Home"
        intro="Most patients go from referral to a scheduled first visit in a day or two."
        steps={[
          { title: 'Your Care Team Refers You', description: 'Your doctor, hospital case manager or clinic sends us your home health orders.' },
          { title: 'We Check Your Coverage', description: 'We verify your benefits and explain anything you may need to pay or approve.' },
          { title: 'We Find Agencies That Fit', description: 'We look for agencies that serve your ZIP code, accept your plan and offer your services.' },
          { title: 'You Choose Your Agency', description: 'We share your options, respect any agency you already prefer and confirm your choice.' },
          { title: 'Care Starts at Home', description: 'The agency calls to schedule your first visit, and we check in to make sure it happened.' },
        ]}
      />
      <CallToAction
        title="Questions About Care at Home?"
        description={`Call us at ${site.phone.display}, ${site.hours.display}. Families are always welcome to call, even before a referral is sent.`}
        buttons={[
          { text: 'Check Insurance Coverage', href: contactHref('insurance') },
          { text: 'Contact Us Today', href: '/contact' },
        ]}
      />
    </>
  );
}
