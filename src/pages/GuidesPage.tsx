import { FileDown } from 'lucide-react';
import { useLoaderData } from 'react-router-dom';
import { ButtonLink } from '../components/primitives/Button';
import { Badge } from '../components/primitives/Badge';
import { Card, CardBody, CardGrid } from '../components/primitives/Card';
import { Image } from '../components/primitives/Image';
import { PageHero } from '../components/sections/PageHero';
import { Section } from '../components/sections/Section';
import { InlineNewsletterForm } from '../features/newsletter/InlineNewsletterForm';
import type { Guide } from '../content/types';

export function GuidesPage() {
  const guides = useLoaderData() as Guide[];
  return (
    <>
      <PageHero
        badge="Guides"
        title="Practical Guides for Home Health"
        description="Clinical, operational, financial and regulatory guides you can download, print and share with your team."
      />
      <Section>
          <CardGrid>
            {guides.map((guide) => (
              <Card key={guide.slug}>
                <Image src={guide.coverImage} alt={guide.coverImageAlt} width={600} height={800} />
                <CardBody>
                  <Badge>{guide.category}</Badge>
                  <h2>{guide.title}</h2>
                  <p>{guide.description}</p>
                  <ButtonLink href={guide.downloadLink} variant="outline" download aria-label={`Download PDF: ${guide.title}`}>
                    <FileDown size={18} aria-hidden="true" /> PDF
                  </ButtonLink>
                </CardBody>
              </Card>
            ))}
          </CardGrid>
      </Section>
      <Section>
        <InlineNewsletterForm source="guides" title="Get new guides by email" description="Clinical, operational and financial guides as they are published." />
      </Section>
    </>
  );
}
