import { ClipboardCheck, LayoutTemplate, Route, TrendingUp } from 'lucide-react';
import { ButtonLink } from '../components/primitives/Button';
import { Breadcrumbs } from '../components/sections/Breadcrumbs';
import { CallToAction } from '../components/sections/CallToAction';
import { FeatureGrid } from '../components/sections/FeatureGrid';
import { PageHero } from '../components/sections/PageHero';
import { useSite } from '../config/site';
import type { Crumb } from '../features/head/head';

/** Home > Services, shown above the title and written into the head's structured data. */
export const servicesBreadcrumbs: Crumb[] = [
  { name: 'Home', path: '/' },
  { name: 'Services', path: '/services' },
];

export function ServicesPage() {
  const site = useSite();

  return (
    <>
      <PageHero
        above={<Breadcrumbs items={servicesBreadcrumbs} />}
        badge="What We Do"
        title="Services"
        description={`${site.name} handles the work between a home health order and the first visit, and helps agencies grow the referral sources that keep their teams busy.`}
        links={[{ text: 'See How It Works', href: '/how-it-works' }]}
      />
      <FeatureGrid
        heading="Services for Referrers and Agencies"
        intro="Use one service or all of them. Each is run by our team in Houston."
        columns={4}
        items={[
          {
            icon: Route,
            title: 'Referral Coordination',
            description: 'Referrals received, checked, matched to the right agency and followed through to the first home visit.',
            href: '/services/referral-coordination',
          },
          {
            icon: ClipboardCheck,
            title: 'Eligibility Verification',
            description: 'Benefits, network status and pre-authorization confirmed before an agency accepts the patient.',
            href: '/services/eligibility-verification',
          },
          {
            icon: TrendingUp,
            title: 'Growth Marketing',
            description: 'Profile optimization, referral source development and analytics that help agencies grow.',
            href: '/services/growth-marketing',
          },
          {
            icon: LayoutTemplate,
            title: 'Website Design & Hosting',
            description: 'Fast, accessible websites for home healthcare agencies, built and hosted for a simple monthly fee.',
            href: '/services/website-design',
          },
        ]}
      >
        <ButtonLink href="/become-a-provider" size="lg">Become a Provider</ButtonLink>
      </FeatureGrid>
      <CallToAction
        title="Not Sure Which Service You Need?"
        description={`Tell us what is slowing your referrals down and we will point you to the right place. Call ${site.phone.display}.`}
        buttons={[
          { text: 'Contact Us', href: '/contact' },
          { text: 'Read the FAQ', href: '/faq' },
        ]}
      />
    </>
  );
}
