import { styled } from 'styled-components';
import { blogCategories } from '../../content/categories';
import type { BlogPostSummary } from '../../content/types';
import { media } from '../../styles/media';
import { theme } from '../../styles/theme';
import { InlineNewsletterForm } from '../newsletter/InlineNewsletterForm';
import { ListingFilters } from '../search/ListingFilters';
import { ListingResults } from '../search/ListingResults';
import type { ListingPage } from '../search/pagination';
import { useListingSearch } from '../search/use-listing-search';
import { FeaturedPost } from './FeaturedPost';
import { PostCard } from './PostCard';

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

/**
 * The blog listing (an island): search and category filters, the featured article with the
 * newsletter form beside it on the first page while nothing is filtered, and the cards of the
 * page, or of every page that matches a filter.
 */
export function BlogListing({ page }: { page: ListingPage<BlogPostSummary> }) {
  const search = useListingSearch({ listing: 'blog', page, describe, categories: blogCategories });
  // The index is newest first; the newest is featured above the first page while nothing is filtered.
  const featured = search.filtered ? undefined : page.featured;
  const newsletter = (
    <InlineNewsletterForm
      source="blog"
      title="Get new articles by email"
      description="One email when we publish: referral insights, Medicare updates and practical checklists."
    />
  );
  return (
    <>
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
            items={search.filtered ? search.results : page.items}
            shownElsewhere={featured ? 1 : 0}
            page={page}
            base="/blog"
            noun={{ one: 'article', other: 'articles' }}
            emptyTitle="No articles found"
            renderItem={(post) => <PostCard post={post} />}
          />
        </div>
        {/* While a search is on, the results come first. */}
        {featured ? null : newsletter}
      </Stack>
    </>
  );
}
