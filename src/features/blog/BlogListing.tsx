import { styled } from 'styled-components';
import type { BlogPostSummary } from '../../content/types';
import { useText } from '../../i18n/page-language';
import { media } from '../../styles/media';
import { theme } from '../../styles/theme';
import { InlineNewsletterForm } from '../newsletter/InlineNewsletterForm';
import { ListingFilters } from '../search/ListingFilters';
import { ListingResults } from '../search/ListingResults';
import { listings } from '../search/listings';
import type { ListingPage } from '../search/pagination';
import { FeaturedPost } from './FeaturedPost';
import { PostCard, postCardImage } from './PostCard';

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
  &[hidden] { display: none; }
`;

/**
 * The blog listing as the server renders it: search and category filters, the featured article
 * with the newsletter form beside it on the first page, and the page's cards. While a filter is
 * on, the listing's script hides the featured article, retitles the grid and moves the
 * newsletter form below the results.
 */
export function BlogListing({ page }: { page: ListingPage<BlogPostSummary> }) {
  const t = useText();
  const newsletter = (
    <div data-listing-newsletter="">
      <InlineNewsletterForm source="blog" title={t('post.newsletterTitle')} description={t('post.newsletterText')} />
    </div>
  );
  return (
    <>
      <ListingFilters listing={listings.blog} />
      <Stack>
        {page.featured ? (
          <Top data-listing-featured="">
            <div>
              <Heading>{t('post.featured')}</Heading>
              <FeaturedPost post={page.featured} />
            </div>
            {newsletter}
          </Top>
        ) : null}
        <div data-listing-results="">
          <Heading data-listing-heading="" data-filtered-text={t('post.matching')}>
            {t('post.latest')}
          </Heading>
          <ListingResults
            page={page}
            listing={listings.blog}
            renderItem={(post) => <PostCard post={post} />}
            cardImage={postCardImage}
          />
        </div>
        {page.featured ? null : newsletter}
      </Stack>
    </>
  );
}
