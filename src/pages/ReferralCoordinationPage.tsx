import { BellRing, FileCheck2, Timer, Users } from 'lucide-react';
import { CallToAction } from '../components/sections/CallToAction';
import { FeatureGrid } from '../components/sections/FeatureGrid';
import { PageHero } from '../components/sections/PageHero';
import { Steps } from '../components/sections/Steps';
import { useSite } from '../config/site';

export function ReferralCoordinationPage() {
  const site = useSite();

  return (
    <>
      <PageHero
        badge="Referral Coordination"
        title="Every Referral Placed, Start to First Visit"
        description={`Send a home health referral once. ${site.name} checks it, verifies coverage, matches the patient with the right agency and keeps everyone informed until care begins at home.`}
        links={[
          { text: 'Become a Provider', href: '/become-a-provider' },
          { text: 'How It Works', href: '/how-it-works' },
        ]}
      />
      <FeatureGrid
        heading="Why Teams Hand Us Their Referrals"
        columns={4}
        items={[
          { icon: Timer, title: 'Same-Day Matching', description: 'Referrals are matched in 2-4 hours during business hours and within 24 hours otherwise.' },
          { icon: FileCheck2, title: 'Complete Packets', description: 'Orders, face-to-face notes, medications and insurance details are checked before an agency sees the referral.' },
          { icon: Users, title: 'The Right Agency', description: 'Matches weigh service needs, insurance plan and location, as well as each agency’s capacity and track record.' },
          { icon: BellRing, title: 'Nothing Falls Through', description: 'A coordinator follows each referral until the first visit happens, and steps in when something stalls.' },
        ]}
      />
      <Steps
        tone="subtle"
        heading="How Coordination Works"
        steps={[
          { title: 'Referral Received', description: 'A referral arrives by secure web form, fax or email, and the referring partner is notified that we have it.' },
          { title: 'Insurance Eligibility Check', description: 'We verify active coverage, network requirements and any prior authorization the plan needs.' },
          { title: 'Provider Matching', description: 'We offer the referral to agencies that fit the patient’s service needs, insurance plan and location.' },
          { title: 'Coordinated Communication', description: 'The referring team, the agency and the family get updates through acceptance and the first visit.' },
        ]}
      />
      <CallToAction
        title="Put Your Referrals in Good Hands"
        description="Agencies can join our network to receive matched referrals; referring teams can start sending patients today."
        buttons={[
          { text: 'Become a Provider', href: '/become-a-provider' },
          { text: 'How It Works', href: '/how-it-works' },
        ]}
      />
    </>
  );
}
