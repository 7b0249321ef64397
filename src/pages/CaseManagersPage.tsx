import { Bell, ClipboardCheck, Workflow } from 'lucide-react';
import { CallToAction } from '../components/sections/CallToAction';
import { FeatureGrid } from '../components/sections/FeatureGrid';
import { PageHero } from '../components/sections/PageHero';
import { Steps } from '../components/sections/Steps';
import { useSite } from '../config/site';

export function CaseManagersPage() {
  const site = useSite();
  const { claims } = site;

  return (
    <>
      <PageHero
        badge="For Case Managers & Discharge Planners"
        title="Streamline The Discharge Process"
        description="Send one referral and get back to your caseload. We confirm the paperwork, verify coverage and place your patient with a Houston home health agency that can start care on time."
        links={[
          { text: 'See How It Works', href: '/how-it-works' },
          { text: 'Contact Us', href: '/contact' },
        ]}
      />
      <FeatureGrid
        heading="Built Around Your Discharge Day"
        intro={`Trusted by ${claims.caseManagers} case managers at ${claims.hospitals} hospitals, because a safe discharge should not depend on how many agencies you can call before noon.`}
        items={[
          {
            icon: Workflow,
            title: 'Optimized Workflows',
            description: 'Send referrals by secure web form, fax or email, the way your unit already works. No new software, no logins, no duplicate data entry.',
          },
          {
            icon: ClipboardCheck,
            title: 'Better Placements',
            description: 'Patients are matched on clinical need, insurance network, home address and agency capacity, so accepted referrals turn into first visits.',
          },
          {
            icon: Bell,
            title: 'Stay Informed',
            description: 'Get an update at every milestone and a direct call from your coordinator if a document or authorization is holding things up.',
          },
        ]}
      />
      <Steps
        tone="subtle"
        heading="What Happens After You Refer"
        intro="Referrals are matched in 2-4 hours during business hours and within 24 hours otherwise."
        steps={[
          { title: 'Send a Referral', description: 'Submit orders, the face-to-face note, medications, recent clinical notes and insurance details through any secure channel.' },
          { title: 'Complete and Eligible', description: 'Our intake team checks every document and verifies benefits, and tells you exactly what is missing before anything stalls.' },
          { title: 'The Right Fit', description: 'We offer the referral to agencies that serve the patient’s ZIP code, accept the plan and have staff for the ordered disciplines.' },
          { title: 'Always Informed', description: 'You and the family hear when an agency accepts and when the start-of-care visit is scheduled.' },
        ]}
      />
      <CallToAction
        title="Make Your Next Discharge the Easy One"
        description={`Talk with our Houston team about sending referrals from your unit. Call ${site.phone.display}, ${site.hours.display}.`}
        buttons={[
          { text: 'See How It Works', href: '/how-it-works' },
          { text: 'Contact Us', href: '/contact' },
        ]}
      />
    </>
  );
}
