import { useLoaderData } from 'react-router-dom';
import { styled } from 'styled-components';
import { PageHero } from '../components/sections/PageHero';
import { Section } from '../components/sections/Section';
import type { Guide } from '../content/types';
import { InlineNewsletterForm } from '../features/newsletter/InlineNewsletterForm';
import { GuideListing } from '../features/guides/GuideListing';
import { pageInfo, type ListingPage } from '../features/search/pagination';
import { Island } from '../islands/Island';
import { theme } from '../styles/theme';

const Newsletter = styled.div`
  margin-top: ${theme.space(16)};
`;

export function GuidesPage() {
  const page = useLoaderData() as ListingPage<Guide>;
  return (
    <>
      <PageHero
        badge="Guides"
        title="Practical Guides for Home Health"
        description="Clinical, operational, financial and regulatory guides you can download, print and share with your team."
      />
      <Section>
        <Island name="guide-listing" trigger="interaction" props={{ listing: 'guides', page: pageInfo(page) }} wakeOnParams={['q', 'category']}>
          <GuideListing page={page} />
        </Island>
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
