import { Check, Mail, Phone, Rocket, Sprout, TrendingUp } from 'lucide-react';
import { styled } from 'styled-components';
import { ButtonLink } from '../components/primitives/Button';
import { FeatureGrid } from '../components/sections/FeatureGrid';
import { Section } from '../components/sections/Section';
import { PageHero } from '../components/sections/PageHero';
import { Steps } from '../components/sections/Steps';
import { useSite } from '../config/site';
import { mailtoHref } from '../lib/links';
import { theme } from '../styles/theme';

const packages = [
  {
    icon: Sprout,
    title: 'Startup',
    description: 'A professional first website for a new or small agency.',
    setupPrice: 400,
    monthlyPrice: 100,
    features: ['4-5 core pages', 'Mobile-friendly, accessible design', 'Secure hosting, SSL and daily backups', 'Contact form and click-to-call', 'Basic local SEO setup'],
  },
  {
    icon: TrendingUp,
    title: 'Growth',
    description: 'For established agencies building referral sources and recruiting staff.',
    setupPrice: 800,
    monthlyPrice: 150,
    recommended: true,
    features: ['8-10 pages', 'Everything in Startup', 'Service and careers pages', 'Google Business Profile setup', 'Monthly traffic report and content updates'],
  },
  {
    icon: Rocket,
    title: 'Scale',
    description: 'For multi-location agencies that publish often and grow fast.',
    setupPrice: 1500,
    monthlyPrice: 250,
    features: ['Unlimited pages', 'Everything in Growth', 'Blog and resource library', 'Pages for each location', 'Priority support and quarterly reviews'],
  },
];

const usd = (amount: number) => `$${amount.toLocaleString('en-US')}`;

const Price = styled.p`
  margin: ${theme.space(4)} 0;
  strong { display: block; font-size: ${theme.fontSize['3xl']}; line-height: 1.1; }
  span { color: ${theme.color.textMuted}; }
`;

const Features = styled.ul`
  display: grid;
  gap: ${theme.space(2)};
  margin: 0;
  padding: 0;
  list-style: none;
  li { display: flex; gap: ${theme.space(2)}; }
  svg { flex-shrink: 0; margin-top: ${theme.space(1)}; color: ${theme.color.success}; }
`;

const ContactActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${theme.space(3)};
`;

export function WebsiteDesignPage() {
  const site = useSite();

  return (
    <>
      <PageHero
        badge="For Home Healthcare Agencies"
        title="Website Design & Hosting"
        description="A clear, fast website tells families, physicians and job seekers your agency is the real thing. We design, build and host sites made for home health, for a one-time setup fee and simple monthly hosting."
        links={[
          { text: 'Talk to Us', href: '/contact?topic=website-design' },
          { text: 'All Services', href: '/services' },
        ]}
      />
      <FeatureGrid
        heading="Packages"
        intro="Every package includes hosting, security updates and changes made by our team, not a do-it-yourself builder."
        items={packages.map((pkg) => ({
          icon: pkg.icon,
          title: pkg.title,
          description: pkg.description,
          badge: pkg.recommended ? 'Recommended' : undefined,
          highlighted: pkg.recommended,
          extra: (
            <>
              <Price>
                <strong>{usd(pkg.setupPrice)} setup</strong>
                <span>plus {usd(pkg.monthlyPrice)}/month hosting</span>
              </Price>
              <Features>
                {pkg.features.map((feature) => (
                  <li key={feature}>
                    <Check size={18} aria-hidden="true" /> {feature}
                  </li>
                ))}
              </Features>
            </>
          ),
        }))}
      />
      <Steps
        tone="subtle"
        heading="How We Build Your Site"
        intro="Five steps from first call to launch, with your approval at each one."
        steps={[
          { title: 'Discovery Call', description: 'We learn your services, service area, audiences and what your current site is missing.' },
          { title: 'Content & Plan', description: 'We draft the page plan and copy with you, including services, coverage and careers.' },
          { title: 'Design', description: 'You review a design built for your brand, readable on phones and accessible to all visitors.' },
          { title: 'Build & Review', description: 'We build the site, connect your domain and forms, and make your revisions.' },
          { title: 'Launch & Care', description: 'We launch, monitor and back up the site, and handle updates every month.' },
        ]}
      />
      <Section
        heading="Let’s Plan Your Website"
        intro={`Tell us about your agency and we will recommend the right package. Our team answers ${site.hours.display}.`}
      >
        <ContactActions>
          <ButtonLink href="/contact?topic=website-design" size="lg">Talk to Us</ButtonLink>
          <ButtonLink href={`tel:${site.phone.tel}`} size="lg" variant="outline">
            <Phone size={18} aria-hidden="true" /> {site.phone.display}
          </ButtonLink>
          <ButtonLink href={mailtoHref(site.email, 'Website design')} size="lg" variant="outline">
            <Mail size={18} aria-hidden="true" /> Email Us
          </ButtonLink>
        </ContactActions>
      </Section>
    </>
  );
}
