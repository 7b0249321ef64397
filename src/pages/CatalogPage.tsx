import type { ComponentType } from 'react';
import { useLoaderData } from 'react-router-dom';
import { styled } from 'styled-components';
import { PageSections } from '../components/sections/PageSections';
import { Section } from '../components/sections/Section';
import type { SectionPage } from '../content/page-schema';
import { InlineNewsletterForm } from '../features/newsletter/InlineNewsletterForm';
import type { NewsletterSource } from '../contracts/newsletter/sources';
import { useListingIslandProps } from '../features/search/listing-island-props';
import type { ListingPage } from '../features/search/pagination';
import { Island } from '../islands/Island';
import { theme } from '../styles/theme';

/** What a listing route loads: its page of cards, and the page's words from content/pages/. */
export type ListingPageWithContent<T> = ListingPage<T> & { content: SectionPage };

interface CatalogOptions<T> {
  island: 'guide-listing' | 'resource-listing';
  listing: 'guides' | 'resources';
  /** The cards with their search and filters. */
  Listing: ComponentType<{ page: ListingPage<T> }>;
}

/**
 * A searchable listing of downloads (guides, resources): its hero and newsletter words from
 * content, its cards in an island. Each listing calls this once as its module loads, so each keeps
 * a styled band of its own, created where its page module always created it.
 */
export function catalogPage<T>({ island, listing, Listing }: CatalogOptions<T>) {
  // Written flush left: its text, spaces included, names its class.
  const Newsletter = styled.div`
  margin-top: ${theme.space(16)};
`;

  return function CatalogPage() {
    const page = useLoaderData() as ListingPageWithContent<T>;
    const islandProps = useListingIslandProps(listing, page);
    return (
      <PageSections
        sections={page.content.sections}
        own={{
          listing: ({ newsletter }) => (
            <Section>
              <Island name={island} trigger="interaction" props={islandProps} wakeOnParams={['q', 'category']}>
                <Listing page={page} />
              </Island>
              {newsletter && (
                <Newsletter>
                  <InlineNewsletterForm source={listing satisfies NewsletterSource} title={newsletter.title} description={newsletter.description} />
                </Newsletter>
              )}
            </Section>
          ),
        }}
      />
    );
  };
}
