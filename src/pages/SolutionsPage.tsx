import { Building2, ClipboardList, Stethoscope } from 'lucide-react';
import { ButtonLink } from '../components/primitives/Button';
import { CallToAction } from '../components/sections/CallToAction';
import { FeatureGrid } from '../components/sections/FeatureGrid';
import { PageHero } from '../components/sections/PageHero';
import { useSite } from '../config/site';

export function SolutionsPage() {
  const site = useSite();

  return (
    <>
      <PageHero
        badge="Solutions"
        title="Our Solutions"
        description={`Every home health referral has three sides: the team sending it, the agency accepting it and the patient waiting to go home. ${site.name} has a solution for each.`}
        links={[{ text: 'See How It Works', href: '/how-it-works' }]}
      />
      <FeatureGrid
        heading="Find the Solution for Your Team"
        intro="Choose the path that matches your role in the referral."
        items={[
          {
            icon: Stethoscope,
            title: 'For Providers',
            description: 'Home health agencies receive complete, insurance-verified referrals that match their specialties, service area and capacity.',
            href: '/solutions/for-providers',
            linkText: 'Solutions for providers',
          },
          {
            icon: Building2,
            title: 'For Partners',
            description: 'Hospitals, clinics, physician groups and skilled nursing facilities get one partner for every home health referral, tracked to the first visit.',
            href: '/solutions/for-partners',
            linkText: 'Solutions for partners',
          },
          {
            icon: ClipboardList,
            title: 'For Discharge Planners',
            description: 'Send one referral and get a confirmed, eligible placement, so patients leave on time and readmission risk goes down.',
            href: '/solutions/for-discharge-planners',
            linkText: 'Solutions for discharge planners',
          },
        ]}
      >
        <ButtonLink href="/become-a-provider" size="lg">Become a Provider</ButtonLink>
      </FeatureGrid>
      <CallToAction
        title="Not Sure Where You Fit?"
        description={`Tell us about your organization and we will show you how ${site.name} can help. Our Houston team answers ${site.hours.display}.`}
        buttons={[
          { text: 'Contact Us', href: '/contact' },
          { text: 'Read the FAQ', href: '/faq' },
        ]}
      />
    </>
  );
}
