import { LayoutTemplate, Mail, Maximize2, Phone, Rocket, Sprout, TrendingUp, type LucideIcon } from 'lucide-react';
import { useState } from 'react';
import { useLoaderData } from 'react-router-dom';
import { styled } from 'styled-components';
import { Button, ButtonLink } from '../components/primitives/Button';
import { CheckList } from '../components/primitives/CheckList';
import { Illustration } from '../components/primitives/Illustration';
import { FeatureGrid } from '../components/sections/FeatureGrid';
import { Section } from '../components/sections/Section';
import { PageHero } from '../components/sections/PageHero';
import { Steps } from '../components/sections/Steps';
import { Testimonials } from '../components/sections/Testimonials';
import { useSite } from '../config/site';
import type { WebsiteDesign } from '../content/types';
import { contactHref } from '../features/contact/topics';
import { DemoDialog } from '../features/website-design/DemoDialog';
import { DemoTabs } from '../features/website-design/DemoTabs';
import { mailtoHref, telHref } from '../lib/links';
import { theme } from '../styles/theme';

const packageIcons: Record<string, LucideIcon> = { startup: Sprout, growth: TrendingUp, scale: Rocket };

const usd = (amount: number) => `$${amount.toLocaleString('en-US')}`;

const Price = styled.p`
  margin: ${theme.space(4)} 0;
  strong { display: block; font-size: ${theme.fontSize['3xl']}; line-height: 1.1; }
  span { color: ${theme.color.textMuted}; }
`;

const Highlight = styled.p`
  margin: 0 0 ${theme.space(4)};
  padding: ${theme.space(2)} ${theme.space(3)};
  border-radius: ${theme.radius.md};
  background: ${theme.color.primarySoft};
  color: ${theme.color.primarySoftText};
  font-weight: 700;
`;

const HeroPreview = styled.img`
  display: block;
  width: 100%;
  height: auto;
  border-radius: ${theme.radius.md};
`;

const CardActions = styled.div`
  margin-top: auto;
  padding-top: ${theme.space(6)};
`;

const ContactActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${theme.space(3)};
`;

export function WebsiteDesignPage() {
  const site = useSite();
  const { packages, demos, testimonials } = useLoaderData() as WebsiteDesign;
  const [selected, setSelected] = useState(demos[0]!.id);
  const [dialogOpen, setDialogOpen] = useState(false);
  const openDemo = (id: string) => {
    setSelected(id);
    setDialogOpen(true);
  };
  const demoOf = (id: string) => demos.find((demo) => demo.id === id);
  const recommended = demoOf(packages.find((pkg) => pkg.recommended)?.id ?? '') ?? demos[0];

  return (
    <>
      <PageHero
        badge="For Home Healthcare Agencies"
        title="Website Design & Hosting"
        description="A clear, fast website tells families, physicians and job seekers your agency is the real thing. We design, build and host sites made for home health, for a one-time setup fee and simple monthly hosting."
        links={[
          { text: 'See the Packages', href: '#packages' },
          { text: 'Talk to Us', href: contactHref('website-design') },
        ]}
        aside={
          recommended && (
            <Illustration
              badge="Sample"
              label={recommended.previewImageAlt}
              caption={`A sample ${recommended.title} site for a fictional agency.`}
              aspect="compact"
              padding="compact"
            >
              <HeroPreview src={recommended.previewImage} alt="" width={640} height={400} />
            </Illustration>
          )
        }
      />
      <FeatureGrid
        id="packages"
        heading="Packages"
        intro="Every package includes hosting, security updates and changes made by our team, not a do-it-yourself builder."
        items={packages.map((pkg) => ({
          icon: packageIcons[pkg.id] ?? LayoutTemplate,
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
              <Highlight>{pkg.highlightedFeature}</Highlight>
              <CheckList items={pkg.features} />
              {demoOf(pkg.id) && (
                <CardActions>
                  <Button variant={pkg.recommended ? 'default' : 'outline'} width="full" onClick={() => openDemo(pkg.id)} data-demo-card={pkg.id}>
                    <Maximize2 size={18} aria-hidden="true" /> View the {pkg.title} Demo
                  </Button>
                </CardActions>
              )}
            </>
          ),
        }))}
      />
      <Section tone="subtle" heading="See a Sample Site" intro="Each package comes with a demo site for a fictional Houston-area agency. Pick one, then open the full demo.">
        <DemoTabs demos={demos} selected={selected} onSelect={setSelected} onOpen={openDemo} />
      </Section>
      <DemoDialog demo={demoOf(selected) ?? demos[0]!} open={dialogOpen} onOpenChange={setDialogOpen} />
      <Steps
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
      <Testimonials tone="subtle" heading="What Agency Owners Say" items={testimonials} />
      <Section
        heading="Let’s Plan Your Website"
        intro={`Tell us about your agency and we will recommend the right package. Our team answers ${site.hours.display}.`}
      >
        <ContactActions>
          <ButtonLink href={contactHref('website-design')} size="lg">Talk to Us</ButtonLink>
          <ButtonLink href={telHref(site.phone)} size="lg" variant="outline">
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
