import { useLoaderData } from 'react-router-dom';
import { PageHero } from '../components/sections/PageHero';
import { Section } from '../components/sections/Section';
import type { BlogPostSummary } from '../content/types';
import { BlogListing } from '../features/blog/BlogListing';
import { InlineNewsletterForm } from '../features/newsletter/InlineNewsletterForm';
import { pageInfo, type ListingPage } from '../features/search/pagination';
import { Island } from '../islands/Island';

export function BlogPage() {
  const page = useLoaderData() as ListingPage<BlogPostSummary>;
  return (
    <>
      <PageHero
        badge="Blog"
        title="Insights for Better Care Transitions"
        description="Home health news, referral insights and straightforward strategies for Houston care teams, agencies and families."
      />
      <Section>
        <Island name="blog-listing" trigger="interaction" props={{ listing: 'blog', page: pageInfo(page) }} wakeOnParams={['q', 'category']}>
          <BlogListing page={page} />
        </Island>
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
