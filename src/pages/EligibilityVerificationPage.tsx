import { FileBarChart, FileSearch, Network, Send, ShieldCheck, Stamp } from 'lucide-react';
import { CallToAction } from '../components/sections/CallToAction';
import { FeatureGrid } from '../components/sections/FeatureGrid';
import { PageHero } from '../components/sections/PageHero';
import { VerificationCard } from '../features/illustrations/VerificationCard';

export function EligibilityVerificationPage() {
  return (
    <>
      <PageHero
        badge="Eligibility Verification"
        title="Know What Is Covered Before Care Starts"
        description="We confirm benefits, network status and authorization rules for every home health referral, so agencies accept with confidence and patients are not surprised by a bill."
        links={[
          { text: 'Become a Provider', href: '/become-a-provider' },
          { text: 'How It Works', href: '/how-it-works' },
        ]}
        aside={<VerificationCard />}
      />
      <FeatureGrid
        heading="What We Verify"
        intro="Original Medicare, Texas Medicaid and Medicaid managed care, Medicare Advantage and commercial plans."
        columns={4}
        items={[
          { icon: ShieldCheck, title: 'Benefit Verification', description: 'Active coverage, home health benefits, deductibles, copays and visit limits, confirmed with the payer.' },
          { icon: Network, title: 'Network Analysis', description: 'Which agencies are in network for the patient’s plan, so matches never stall on a contract.' },
          { icon: Stamp, title: 'Pre-authorization', description: 'We identify authorization rules and start requests early, tracking them until approval.' },
          { icon: FileBarChart, title: 'Reports', description: 'A clear summary of coverage and requirements goes to the agency and the referring team.' },
        ]}
      />
      <FeatureGrid
        tone="subtle"
        heading="Our Verification Process"
        intro="Verification starts as soon as a referral arrives, before any agency is asked to accept."
        columns={4}
        items={[
          { icon: FileSearch, title: '1. Collect', description: 'We pull plan and member details from the referral and ask the sender for anything missing.' },
          { icon: ShieldCheck, title: '2. Verify', description: 'We confirm eligibility and home health benefits through payer portals and by phone.' },
          { icon: Stamp, title: '3. Authorize', description: 'Where the plan requires it, we submit and follow the pre-authorization request.' },
          { icon: Send, title: '4. Report', description: 'The verification summary travels with the referral to the matched agency.' },
        ]}
      />
      <CallToAction
        title="Accept Referrals You Know Will Be Paid"
        description="Join our provider network to receive referrals with eligibility already verified."
        buttons={[
          { text: 'Become a Provider', href: '/become-a-provider' },
          { text: 'How It Works', href: '/how-it-works' },
        ]}
      />
    </>
  );
}
