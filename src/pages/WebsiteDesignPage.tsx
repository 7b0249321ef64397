import { Mail, Phone } from 'lucide-react';
import { useLoaderData } from 'react-router-dom';
import { styled } from 'styled-components';
import { ButtonLink } from '../components/primitives/Button';
import { Illustration } from '../components/primitives/Illustration';
import { PageSections } from '../components/sections/PageSections';
import { Section } from '../components/sections/Section';
import { useSite } from '../config/site';
import type { SectionPage } from '../content/page-schema';
import type { WebsiteDesign } from '../content/types';
import { WebsiteDemos } from '../features/website-design/WebsiteDemos';
import { mailtoHref, telHref } from '../lib/links';
import { theme } from '../styles/theme';
import { drawTestimonials } from './SectionsPage';

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

/** What the route loads: the packages, demos and quotes of content/website-design.yml, and the page's words. */
export type WebsiteDesignData = WebsiteDesign & { content: SectionPage };

/** Website design: its words from content/pages/website-design.yml, its packages and demos from content/website-design.yml. */
export function WebsiteDesignPage() {
  const site = useSite();
  const { packages, demos, testimonials, content } = useLoaderData() as WebsiteDesignData;
  const recommendedId = packages.find((pkg) => pkg.recommended)?.id;
  const recommended = demos.find((demo) => demo.id === recommendedId) ?? demos[0];

  return (
    <PageSections
      sections={content.sections}
      heroAside={
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
      own={{
        listing: () => <WebsiteDemos packages={packages} demos={demos} />,
        testimonials: (section) => drawTestimonials({ ...section, items: testimonials }),
        contact: ({ heading, intro, tone, talk, email }) => (
          <Section tone={tone} heading={heading} intro={intro}>
            <ContactActions>
              <ButtonLink href={talk.href} size="lg">{talk.text}</ButtonLink>
              <ButtonLink href={telHref(site.phone)} size="lg" variant="outline">
                <Phone size={18} aria-hidden="true" /> {site.phone.display}
              </ButtonLink>
              <ButtonLink href={mailtoHref(site.email, 'Website design')} size="lg" variant="outline">
                <Mail size={18} aria-hidden="true" />
                {` ${email}`}
              </ButtonLink>
            </ContactActions>
          </Section>
        ),
      }}
    />
  );
}
