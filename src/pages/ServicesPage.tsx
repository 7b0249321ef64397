import { ChevronRight, ClipboardCheck, LayoutTemplate, Route, TrendingUp } from 'lucide-react';
import { Link } from 'react-router-dom';
import { styled } from 'styled-components';
import { ButtonLink } from '../components/primitives/Button';
import { CallToAction } from '../components/sections/CallToAction';
import { FeatureGrid } from '../components/sections/FeatureGrid';
import { PageHero } from '../components/sections/PageHero';
import { useSite } from '../config/site';
import { theme } from '../styles/theme';

const Breadcrumb = styled.nav`
  margin-bottom: ${theme.space(6)};
  font-size: ${theme.fontSize.sm};
  ol { display: flex; flex-wrap: wrap; align-items: center; gap: ${theme.space(2)}; margin: 0; padding: 0; list-style: none; }
  li { display: inline-flex; align-items: center; gap: ${theme.space(2)}; }
  a { font-weight: 600; }
  svg { color: ${theme.color.textMuted}; }
  [aria-current='page'] { color: ${theme.color.textMuted}; }
`;

export function ServicesPage() {
  const site = useSite();

  const breadcrumb = (
    <Breadcrumb aria-label="Breadcrumb">
      <ol>
        <li>
          <Link to="/">Home</Link>
          <ChevronRight size={14} aria-hidden="true" />
        </li>
        <li>
          <span aria-current="page">Services</span>
        </li>
      </ol>
    </Breadcrumb>
  );

  return (
    <>
      <PageHero
        above={breadcrumb}
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
