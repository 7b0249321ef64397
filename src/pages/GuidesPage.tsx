import { FileDown } from 'lucide-react';
import { useLoaderData } from 'react-router-dom';
import { styled } from 'styled-components';
import { Container } from '../components/layout/Container';
import { ButtonLink } from '../components/primitives/Button';
import { Image } from '../components/primitives/Image';
import { PageHero } from '../components/sections/PageHero';
import type { Guide } from '../content/types';
import { CardGrid, CategoryTag } from '../features/blog/PostCard';
import { theme } from '../styles/theme';
import { ItemCard } from './ResourcesPage';

const Section = styled.section`
  padding: ${theme.space(12)} 0 ${theme.space(20)};
`;

export function GuidesPage() {
  const guides = useLoaderData() as Guide[];
  return (
    <>
      <PageHero
        badge="Guides"
        title="Practical Guides for Home Health"
        description="Clinical, operational, financial and regulatory guides you can download, print and share with your team."
      />
      <Section aria-label="Guides">
        <Container>
          <CardGrid>
            {guides.map((guide) => (
              <ItemCard key={guide.slug}>
                <Image src={guide.coverImage} alt={guide.coverImageAlt} width={600} height={800} />
                <div>
                  <CategoryTag>{guide.category}</CategoryTag>
                  <h2>{guide.title}</h2>
                  <p>{guide.description}</p>
                  <ButtonLink href={guide.downloadLink} variant="outline" download aria-label={`Download PDF: ${guide.title}`}>
                    <FileDown size={18} aria-hidden="true" /> PDF
                  </ButtonLink>
                </div>
              </ItemCard>
            ))}
          </CardGrid>
        </Container>
      </Section>
    </>
  );
}
