import { Mail, Phone } from 'lucide-react';
import { useLoaderData } from 'react-router-dom';
import { styled } from 'styled-components';
import { ButtonLink } from '../components/primitives/Button';
import { Illustration } from '../components/primitives/Illustration';
import { Section } from '../components/sections/Section';
import { PageHero } from '../components/sections/PageHero';
import { Steps } from '../components/sections/Steps';
import { Testimonials } from '../components/sections/Testimonials';
import { useSite } from '../config/site';
import type { WebsiteDesign } from '../content/types';
import { contactHref } from '../features/contact/topics';
import { WebsiteDemos } from '../features/website-design/WebsiteDemos';
import { mailtoHref, telHref } from '../lib/links';
import { theme } from '../styles/theme';

const HeroPreview = styled.img`
  display: block;
  width: 100%;
  height: auto;
  border-radius: ${theme.radius.md};
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
  const recommendedId = packages.find((pkg) => pkg.recommended)?.id;
  const recommended = demos.find((demo) => demo.id === recommendedId) ?? demos[0];

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
      <WebsiteDemos packages={packages} demos={demos} />
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
