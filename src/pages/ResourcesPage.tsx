import { useLoaderData } from 'react-router-dom';
import { styled } from 'styled-components';
import { PageHero } from '../components/sections/PageHero';
import { Section } from '../components/sections/Section';
import { resourceCategories } from '../content/categories';
import type { Resource } from '../content/types';
import { InlineNewsletterForm } from '../features/newsletter/InlineNewsletterForm';
import { ResourceCard } from '../features/resources/ResourceCard';
import { ListingFilters } from '../features/search/ListingFilters';
import { ListingResults } from '../features/search/ListingResults';
import { useListingSearch } from '../features/search/use-listing-search';
import { theme } from '../styles/theme';

const Newsletter = styled.div`
  margin-top: ${theme.space(16)};
`;

const describe = (resource: Resource) => resource.description;

export function ResourcesPage() {
  const resources = useLoaderData() as Resource[];
  const search = useListingSearch({ listing: 'resources', items: resources, describe, categories: resourceCategories });
  return (
    <>
      <PageHero
        badge="Resources"
        title="Resources for Better Referrals"
        description="Guides, webinars, case studies and white papers for Houston case managers, discharge planners and home health agencies."
      />
      <Section>
        <ListingFilters search={search} categories={resourceCategories} noun="resources" />
        <ListingResults
          search={search}
          noun={{ one: 'resource', other: 'resources' }}
          emptyTitle="No resources found"
          renderItem={(resource) => <ResourceCard resource={resource} />}
        />
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
