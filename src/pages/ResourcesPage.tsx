import { useLoaderData } from 'react-router-dom';
import { styled } from 'styled-components';
import { PageHero } from '../components/sections/PageHero';
import { Section } from '../components/sections/Section';
import type { Resource } from '../content/types';
import { InlineNewsletterForm } from '../features/newsletter/InlineNewsletterForm';
import { ResourceListing } from '../features/resources/ResourceListing';
import { pageInfo, type ListingPage } from '../features/search/pagination';
import { Island } from '../islands/Island';
import { theme } from '../styles/theme';

const Newsletter = styled.div`
  margin-top: ${theme.space(16)};
`;

export function ResourcesPage() {
  const page = useLoaderData() as ListingPage<Resource>;
  return (
    <>
      <PageHero
        badge="Resources"
        title="Resources for Better Referrals"
        description="Guides, webinars, case studies and white papers for Houston case managers, discharge planners and home health agencies."
      />
      <Section>
        <Island name="resource-listing" trigger="interaction" props={{ listing: 'resources', page: pageInfo(page) }} wakeOnParams={['q', 'category']}>
          <ResourceListing page={page} />
        </Island>
        <Newsletter>
          <InlineNewsletterForm
            source="resources"
            title="Get new resources by email"
            description="One short email when we publish a new guide, webinar or case study. No spam; unsubscribe any time."
          />
        </Newsletter>
      </Section>
    </>
  );
}
