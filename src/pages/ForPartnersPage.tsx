import { BarChart3, Clock, Handshake, Network, PhoneCall, ShieldCheck } from 'lucide-react';
import { CallToAction } from '../components/sections/CallToAction';
import { FeatureGrid } from '../components/sections/FeatureGrid';
import { PageHero } from '../components/sections/PageHero';
import { Steps } from '../components/sections/Steps';
import { useSite } from '../config/site';
import { contactHref } from '../features/contact/topics';

export function ForPartnersPage() {
  const site = useSite();
  const { claims } = site;

  return (
    <>
      <PageHero
        badge="For Referral Partners"
        title="One Partner for Every Home Health Referral"
        description="Hospitals, clinics, physician groups and skilled nursing facilities send us their home health referrals. We verify, place and follow each one through to the first visit, and report back to you."
        links={[
          { text: 'Become a Partner', href: contactHref('partner') },
          { text: 'How It Works', href: '/how-it-works' },
        ]}
      />
      <FeatureGrid
        heading="Why Partners Work With Us"
        intro={`We coordinate with ${claims.agencies} home health agencies, so your team no longer keeps its own list of who is taking patients this week.`}
        items={[
          { icon: Clock, title: 'Faster Placements', description: 'Referrals are matched in 2-4 hours during business hours and within 24 hours otherwise, which keeps discharges and clinic follow-ups on schedule.' },
          { icon: Network, title: 'A Vetted Network', description: 'Every agency is licensed, insured and checked for its service area, specialties and insurance networks before it receives a referral.' },
          { icon: ShieldCheck, title: 'Eligibility Up Front', description: 'We verify coverage and start pre-authorization before the handoff, so accepted referrals do not fall apart at intake.' },
          { icon: PhoneCall, title: 'A Named Coordinator', description: 'Your team has one contact who knows your patients, your unit and your preferred agencies.' },
          { icon: BarChart3, title: 'Placement Reporting', description: 'See time to placement and first-visit completion for your referrals, useful for care transition and readmission reviews.' },
          { icon: Handshake, title: 'No Cost to Refer', description: 'Coordination is free for the hospitals, facilities and practices that send us referrals. Patient choice is always respected.' },
        ]}
      />
      <Steps
        tone="subtle"
        heading="Getting Started as a Partner"
        intro="Most facilities are fully onboarded in 2-4 weeks, and you can send referrals from the first call."
        steps={[
          { title: 'Introductory Call', description: 'We learn your referral volume, patient mix, preferred agencies and how your team likes to be updated.' },
          { title: 'Secure Channels Set Up', description: 'We set up your secure referral form, fax line and email routing. There is no software to install.' },
          { title: 'Team Walkthrough', description: 'A coordinator walks your case managers through a referral and the documents that make it complete.' },
          { title: 'Referrals and Reviews', description: 'You send referrals as usual, and we meet regularly to review placement times and outcomes.' },
        ]}
      />
      <CallToAction
        title="Bring Your Home Health Referrals to One Place"
        description={`Call ${site.phone.display} or send us a note, and we will set up a time that suits your team.`}
        buttons={[
          { text: 'Contact Us', href: '/contact' },
          { text: 'For Discharge Planners', href: '/solutions/for-discharge-planners' },
        ]}
      />
    </>
  );
}
