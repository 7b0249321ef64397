import { useLoaderData } from 'react-router-dom';
import { styled } from 'styled-components';
import { PageHero } from '../components/sections/PageHero';
import { Section } from '../components/sections/Section';
import { InlineNewsletterForm } from '../features/newsletter/InlineNewsletterForm';
import type { BlogPostSummary } from '../content/types';
import { CardGrid } from '../components/primitives/Card';
import { PostCard } from '../features/blog/PostCard';
import { theme } from '../styles/theme';

const Listing = styled.div`
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
      <Section>
        <Listing>
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
        </Listing>
      </Section>
      <Section>
        <InlineNewsletterForm source="blog" title="Subscribe to the blog" description="New articles on care transitions and referrals." />
        <InlineNewsletterForm source="blog-banner" title="Stay in the loop" description="Home health news and referral insights in your inbox." />
      </Section>
    </>
  );
}
