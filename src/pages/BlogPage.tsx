import { useLoaderData } from 'react-router-dom';
import { styled } from 'styled-components';
import { PageHero } from '../components/sections/PageHero';
import { Section } from '../components/sections/Section';
import { blogCategories } from '../content/categories';
import type { BlogPostSummary } from '../content/types';
import { FeaturedPost } from '../features/blog/FeaturedPost';
import { PostCard } from '../features/blog/PostCard';
import { InlineNewsletterForm } from '../features/newsletter/InlineNewsletterForm';
import { ListingFilters } from '../features/search/ListingFilters';
import { ListingResults } from '../features/search/ListingResults';
import { useListingSearch } from '../features/search/use-listing-search';
import { media } from '../styles/media';
import { theme } from '../styles/theme';

const Heading = styled.h2`
  font-size: ${theme.fontSize['2xl']};
  margin-bottom: ${theme.space(5)};
`;

const Stack = styled.div`
  display: grid;
  gap: ${theme.space(12)};
`;

/* The featured article, with the blog's newsletter form beside it on wide screens. */
const Top = styled.div`
  display: grid;
  gap: ${theme.space(8)};
  ${media.desktop} {
    grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
    align-items: end;
  }
`;

const describe = (post: BlogPostSummary) => post.excerpt;

export function BlogPage() {
  const posts = useLoaderData() as BlogPostSummary[];
  const search = useListingSearch({ listing: 'blog', items: posts, describe, categories: blogCategories });
  // The index is newest first; the newest is featured above the grid while nothing is filtered.
  const featured = search.filtered ? undefined : posts[0];
  const newsletter = (
    <InlineNewsletterForm
      source="blog"
      title="Get new articles by email"
      description="One email when we publish: referral insights, Medicare updates and practical checklists."
    />
  );
  return (
    <>
      <PageHero
        badge="Blog"
        title="Insights for Better Care Transitions"
        description="Home health news, referral insights and straightforward strategies for Houston care teams, agencies and families."
      />
      <Section>
        <ListingFilters search={search} categories={blogCategories} noun="articles" />
        <Stack>
          {featured ? (
            <Top>
              <div>
                <Heading>Featured article</Heading>
                <FeaturedPost post={featured} />
              </div>
              {newsletter}
            </Top>
          ) : null}
          <div>
            <Heading>{search.filtered ? 'Matching articles' : 'Latest articles'}</Heading>
            <ListingResults
              search={search}
              items={featured ? search.results.filter((post) => post.slug !== featured.slug) : search.results}
              shownElsewhere={featured ? 1 : 0}
              noun={{ one: 'article', other: 'articles' }}
              emptyTitle="No articles found"
              renderItem={(post) => <PostCard post={post} />}
            />
          </div>
          {/* While a search is on, the results come first. */}
          {featured ? null : newsletter}
        </Stack>
      </Section>
      <Section tone="subtle">
        <InlineNewsletterForm
          source="blog-banner"
          title="Stay Connected to Better Care"
          description="Home healthcare news, referral insights and straightforward strategies, delivered to your inbox once a month."
        />
      </Section>
    </>
  );
}
