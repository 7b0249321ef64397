import { useLoaderData } from 'react-router-dom';
import { styled } from 'styled-components';
import { Container } from '../components/layout/Container';
import { PageHero } from '../components/sections/PageHero';
import type { BlogPostSummary } from '../content/types';
import { CardGrid, PostCard } from '../features/blog/PostCard';
import { theme } from '../styles/theme';

const Section = styled.section`
  padding: ${theme.space(12)} 0 ${theme.space(20)};
  h2 { font-size: ${theme.fontSize['2xl']}; }
`;

const Featured = styled.div`
  margin-bottom: ${theme.space(12)};
`;

export function BlogPage() {
  const posts = useLoaderData() as BlogPostSummary[];
  const [featured, ...rest] = posts;
  return (
    <>
      <PageHero
        badge="Blog"
        title="Insights for Better Care Transitions"
        description="Home health news, referral insights and straightforward strategies for Houston care teams, agencies and families."
      />
      <Section aria-label="Articles">
        <Container>
          {featured && (
            <Featured>
              <h2>Featured article</h2>
              <CardGrid>
                <PostCard post={featured} />
              </CardGrid>
            </Featured>
          )}
          <h2>All articles</h2>
          <CardGrid>
            {rest.map((post) => (
              <PostCard key={post.slug} post={post} />
            ))}
          </CardGrid>
        </Container>
      </Section>
    </>
  );
}
