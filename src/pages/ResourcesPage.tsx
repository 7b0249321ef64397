import { useLoaderData } from 'react-router-dom';
import { styled } from 'styled-components';
import { Container } from '../components/layout/Container';
import { Image } from '../components/primitives/Image';
import { SiteLink } from '../components/primitives/SiteLink';
import { PageHero } from '../components/sections/PageHero';
import type { Resource } from '../content/types';
import { CardGrid, CategoryTag } from '../features/blog/PostCard';
import { formatCalendarDate } from '../lib/dates';
import { theme } from '../styles/theme';

const Section = styled.section`
  padding: ${theme.space(12)} 0 ${theme.space(20)};
`;

export const ItemCard = styled.article`
  position: relative;
  display: flex;
  flex-direction: column;
  overflow: hidden;
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.lg};
  background: ${theme.color.surface};
  &:hover, &:focus-within { border-color: ${theme.color.primary}; box-shadow: ${theme.shadow.md}; }
  > div:last-child { display: flex; flex: 1; flex-direction: column; gap: ${theme.space(2)}; padding: ${theme.space(5)}; }
  h2 { margin: 0; font-size: ${theme.fontSize.xl}; }
  h2 a { color: ${theme.color.text}; text-decoration: none; }
  p { margin: 0; color: ${theme.color.textMuted}; }
`;

export function ResourcesPage() {
  const resources = useLoaderData() as Resource[];
  return (
    <>
      <PageHero
        badge="Resources"
        title="Resources for Better Referrals"
        description="Guides, webinars, case studies and white papers for Houston case managers, discharge planners and home health agencies."
      />
      <Section aria-label="Resources">
        <Container>
          <CardGrid>
            {resources.map((resource) => (
              <ItemCard key={resource.slug}>
                <Image src={resource.image} alt={resource.imageAlt} width={800} height={450} />
                <div>
                  <CategoryTag>{resource.category}</CategoryTag>
                  <h2>
                    <SiteLink href={resource.link}>{resource.title}</SiteLink>
                  </h2>
                  <p>{resource.description}</p>
                  <p>
                    <time dateTime={resource.date}>{formatCalendarDate(resource.date)}</time>
                  </p>
                </div>
              </ItemCard>
            ))}
          </CardGrid>
        </Container>
      </Section>
    </>
  );
}
