import { BadgeCheck, FileBarChart, FileSearch, Network, Send, ShieldCheck, Stamp } from 'lucide-react';
import { styled } from 'styled-components';
import { CallToAction } from '../components/sections/CallToAction';
import { FeatureGrid } from '../components/sections/FeatureGrid';
import { PageHero } from '../components/sections/PageHero';
import { theme } from '../styles/theme';

const Sample = styled.figure`
  margin: 0;
  padding: ${theme.space(7)};
  border: thin solid ${theme.color.border};
  border-radius: ${theme.radius.xl};
  background: ${theme.color.surface};
  box-shadow: ${theme.shadow.lg};
  figcaption {
    margin-bottom: ${theme.space(5)};
    color: ${theme.color.textMuted};
    font-size: ${theme.fontSize.sm};
  }
  figcaption strong {
    display: block;
    color: ${theme.color.text};
    font-size: ${theme.fontSize.sm};
    letter-spacing: 0.04em;
    text-transform: uppercase;
  }
  dl { display: grid; gap: ${theme.space(3)}; margin: 0; }
  dl > div { display: flex; justify-content: space-between; gap: ${theme.space(4)}; padding-bottom: ${theme.space(3)}; border-bottom: thin solid ${theme.color.border}; }
  dt { color: ${theme.color.textMuted}; }
  dd { margin: 0; font-weight: 600; text-align: right; }
`;

const Status = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space(1.5)};
  color: ${theme.color.success};
`;

const Note = styled.p`
  display: flex;
  align-items: flex-start;
  gap: ${theme.space(2)};
  margin: ${theme.space(5)} 0 0;
  padding: ${theme.space(3)} ${theme.space(4)};
  border-radius: ${theme.radius.md};
  background: ${theme.color.primarySoft};
  color: ${theme.color.primarySoftText};
  font-weight: 600;
  svg { flex-shrink: 0; margin-top: ${theme.space(0.5)}; }
`;

const sampleRows = [
  { label: 'Plan', value: 'Medicare Advantage HMO' },
  { label: 'Coverage', value: <Status><BadgeCheck size={16} aria-hidden="true" /> Active</Status> },
  { label: 'Home health benefit', value: 'Covered' },
  { label: 'Network status', value: 'In network' },
  { label: 'Visit copay', value: '$0' },
];

export function EligibilityVerificationPage() {
  const sample = (
    <Sample>
      <figcaption>
        <strong>Sample verification (illustration)</strong>
        Example figures only, not a real patient.
      </figcaption>
      <dl>
        {sampleRows.map((row) => (
          <div key={row.label}>
            <dt>{row.label}</dt>
            <dd>{row.value}</dd>
          </div>
        ))}
      </dl>
      <Note>
        <Stamp size={18} aria-hidden="true" /> Pre-authorization required after 10 visits
      </Note>
    </Sample>
  );

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
        aside={sample}
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
