import { useLoaderData } from 'react-router-dom';
import { PageHero } from '../components/sections/PageHero';
import { Section } from '../components/sections/Section';
import { sectionOf } from '../content/page-kinds';
import type { BlogPostSummary } from '../content/types';
import { BlogListing } from '../features/blog/BlogListing';
import { InlineNewsletterForm } from '../features/newsletter/InlineNewsletterForm';
import { useListingIslandProps } from '../features/search/listing-island-props';
import { Island } from '../islands/Island';
import type { ListingPageWithContent } from './CatalogPage';

/** The blog's listing: its words from content/pages/blog.yml, its cards in an island. */
export function BlogPage() {
  const page = useLoaderData() as ListingPageWithContent<BlogPostSummary>;
  const hero = sectionOf(page.content, 'hero');
  const newsletter = sectionOf(page.content, 'newsletter');
  const islandProps = useListingIslandProps('blog', page);
  return (
    <>
      <PageHero badge={hero.badge} title={hero.title} description={hero.description} />
      <Section>
        <Island name="blog-listing" trigger="interaction" props={islandProps} wakeOnParams={['q', 'category']}>
          <BlogListing page={page} />
        </Island>
      </Section>
      <Section tone="subtle">
        <InlineNewsletterForm source="blog-banner" title={newsletter.title ?? ''} description={newsletter.description ?? ''} />
      </Section>
    </>
  );
}
