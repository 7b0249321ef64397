import { BarChart3, Briefcase, Eye, Globe2, Handshake, LineChart, MapPinned, MousePointerClick, UserCheck } from 'lucide-react';
import { CallToAction } from '../components/sections/CallToAction';
import { FeatureGrid } from '../components/sections/FeatureGrid';
import { PageHero } from '../components/sections/PageHero';
import { useSite } from '../config/site';

export function GrowthMarketingPage() {
  const site = useSite();

  return (
    <>
      <PageHero
        badge="Growth Marketing"
        title="Grow Your Home Health Agency With Purpose"
        description={`Referrals from ${site.name} are a strong start. Our growth team helps agencies build lasting referral relationships, reach families online and expand into the Houston neighborhoods they can serve well.`}
        links={[
          { text: 'Become a Provider', href: '/become-a-provider' },
          { text: 'Talk to Our Team', href: '/contact' },
        ]}
      />
      <FeatureGrid
        heading="Growth Solutions for Agencies"
        intro="Pick the help you need, from a quick profile refresh to an ongoing growth plan."
        items={[
          { icon: UserCheck, title: 'Profile Optimization', description: 'A complete, accurate provider profile that shows your specialties, service area and accepted plans to the people who refer.' },
          { icon: Handshake, title: 'Referral Source Development', description: 'Introductions and outreach plans for hospitals, physician practices and senior living communities near you.' },
          { icon: BarChart3, title: 'Analytics', description: 'Monthly reporting on referral volume, acceptance, start-of-care times and which sources drive your census.' },
          { icon: MapPinned, title: 'Market Expansion', description: 'Data on demand, payers and competition in new ZIP codes before you hire clinicians to cover them.' },
          { icon: MousePointerClick, title: 'Digital Marketing', description: 'Local search, Google Business Profile and careful, compliant ads that help families and referrers find you.' },
          { icon: Briefcase, title: 'Business Consulting', description: 'Practical advice on intake, staffing and payer mix from people who have run home health operations.' },
        ]}
      />
      <FeatureGrid
        tone="subtle"
        heading="The Results Agencies Look For"
        items={[
          { icon: LineChart, title: 'More Referrals You Can Accept', description: 'Growth focused on the services, payers and areas you staff, so new referrals become new admissions.' },
          { icon: Globe2, title: 'A Stronger Local Presence', description: 'Families, physicians and case managers see a clear, trustworthy agency when they search for you.' },
          { icon: Eye, title: 'Clear Visibility', description: 'You know which referral sources and campaigns are working, and where to invest next.' },
        ]}
      />
      <CallToAction
        title="Ready to Grow?"
        description="Join our provider network, ask about a growth plan, or start with our free guides for home health agencies."
        buttons={[
          { text: 'Become a Provider', href: '/become-a-provider' },
          { text: 'Contact Us', href: '/contact' },
          { text: 'Browse Resources', href: '/resources' },
        ]}
      />
    </>
  );
}
