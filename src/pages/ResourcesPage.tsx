import { useLoaderData } from 'react-router-dom';
import { Badge } from '../components/primitives/Badge';
import { Card, CardBody, CardGrid } from '../components/primitives/Card';
import { Image } from '../components/primitives/Image';
import { SiteLink } from '../components/primitives/SiteLink';
import { PageHero } from '../components/sections/PageHero';
import { Section } from '../components/sections/Section';
import { InlineNewsletterForm } from '../features/newsletter/InlineNewsletterForm';
import type { Resource } from '../content/types';
import { formatCalendarDate } from '../lib/dates';

export function ResourcesPage() {
  const resources = useLoaderData() as Resource[];
  return (
    <>
      <PageHero
        badge="Resources"
        title="Resources for Better Referrals"
        description="Guides, webinars, case studies and white papers for Houston case managers, discharge planners and home health agencies."
      />
      <Section>
          <CardGrid>
            {resources.map((resource) => (
              <Card key={resource.slug}>
                <Image src={resource.image} alt={resource.imageAlt} width={800} height={450} />
                <CardBody>
                  <Badge>{resource.category}</Badge>
                  <h2>
                    <SiteLink href={resource.link}>{resource.title}</SiteLink>
                  </h2>
                  <p>{resource.description}</p>
                  <p>
                    <time dateTime={resource.date}>{formatCalendarDate(resource.date)}</time>
                  </p>
                </CardBody>
              </Card>
            ))}
          </CardGrid>
      </Section>
      <Section>
        <InlineNewsletterForm source="resources" title="Get new resources by email" description="Guides, webinars and case studies for Houston care teams." />
      </Section>
    </>
  );
}
