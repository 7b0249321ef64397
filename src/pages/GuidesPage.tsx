import { useLoaderData } from 'react-router-dom';
import { styled } from 'styled-components';
import { PageHero } from '../components/sections/PageHero';
import { Section } from '../components/sections/Section';
import { guideCategories } from '../content/categories';
import type { Guide } from '../content/types';
import { GuideCard } from '../features/guides/GuideCard';
import { InlineNewsletterForm } from '../features/newsletter/InlineNewsletterForm';
import { ListingFilters } from '../features/search/ListingFilters';
import { ListingResults } from '../features/search/ListingResults';
import { useListingSearch } from '../features/search/use-listing-search';
import { theme } from '../styles/theme';

const Newsletter = styled.div`
  margin-top: ${theme.space(16)};
`;

const describe = (guide: Guide) => guide.description;

export function GuidesPage() {
  const guides = useLoaderData() as Guide[];
  const search = useListingSearch({ listing: 'guides', items: guides, describe, categories: guideCategories });
  return (
    <>
      <PageHero
        badge="Guides"
        title="Practical Guides for Home Health"
        description="Clinical, operational, financial and regulatory guides you can download, print and share with your team."
      />
      <Section>
        <ListingFilters search={search} categories={guideCategories} noun="guides" />
        <ListingResults
          search={search}
          noun={{ one: 'guide', other: 'guides' }}
          emptyTitle="No guides found"
          renderItem={(guide) => <GuideCard guide={guide} />}
        />
        <Newsletter>
          <InlineNewsletterForm
            source="guides"
            title="Be the first to get new guides"
            description="We will email you when a new clinical, operational, financial or regulatory guide is ready to download."
          />
        </Newsletter>
      </Section>
    </>
  );
}
