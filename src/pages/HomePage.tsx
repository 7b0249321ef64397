import { CheckCircle2, Star } from 'lucide-react';
import { useLoaderData } from 'react-router-dom';
import { styled } from 'styled-components';
import { PageSections } from '../components/sections/PageSections';
import { Section } from '../components/sections/Section';
import type { PageSection, SectionPage } from '../content/page-schema';
import { NewsletterBand } from '../features/newsletter/NewsletterBand';
import type { SiteConfig } from '../content/types';
import { ReferralDashboard } from '../features/illustrations/ReferralDashboard';
import { postalAddress } from '../features/head/structured-data';
import { drawTestimonials } from './SectionsPage';
import { media } from '../styles/media';
import { useText } from '../i18n/page-language';
import { theme } from '../styles/theme';

/**
 * schema.org data of the business, for the home page's head. It carries no rating: the one the
 * page shows is our own count, which search engines' review-snippet rules do not accept.
 */
export function homeSchema(site: SiteConfig): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': ['LocalBusiness', 'MedicalBusiness'],
    '@id': `${site.url}/#organization`,
    name: site.name,
    legalName: site.legalName,
    description: site.description,
    url: site.url,
    image: `${site.url}/og-image.jpg`,
    telephone: site.phone.tel,
    email: site.email,
    priceRange: site.claims.priceRange,
    foundingDate: String(site.foundingYear),
    address: postalAddress(site),
    geo: { '@type': 'GeoCoordinates', latitude: site.geo.latitude, longitude: site.geo.longitude },
    areaServed: [
      { '@type': 'City', name: 'Houston' },
      { '@type': 'AdministrativeArea', name: site.address.county },
    ],
    openingHoursSpecification: [
      { '@type': 'OpeningHoursSpecification', dayOfWeek: site.hours.days, opens: site.hours.opens, closes: site.hours.closes },
    ],
    hasOfferCatalog: {
      '@type': 'OfferCatalog',
      name: site.services.name,
      itemListElement: site.services.items.map((service) => ({
        '@type': 'Offer',
        itemOffered: { '@type': 'Service', name: service.name, description: service.description, url: `${site.url}${service.href}` },
      })),
    },
    sameAs: site.social.map((profile) => profile.url),
  };
}

const ValuePoints = styled.ul`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${theme.space(3)} ${theme.space(8)};
  margin: ${theme.space(12)} 0 0;
  padding: 0;
  list-style: none;
  li { display: flex; align-items: center; gap: ${theme.space(2)}; font-weight: 600; }
  svg { flex-shrink: 0; color: ${theme.color.success}; }
`;

const Stats = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${theme.space(8)} ${theme.space(4)};
  margin: 0;
  padding: 0;
  list-style: none;
  text-align: center;
  ${media.desktop} { grid-template-columns: repeat(4, minmax(0, 1fr)); }
  strong {
    display: inline-flex;
    align-items: center;
    gap: ${theme.space(2)};
    color: ${theme.color.primary};
    font-size: ${theme.fontSize['4xl']};
    line-height: 1.1;
  }
  li > span { display: block; margin-top: ${theme.space(1)}; color: ${theme.color.textMuted}; }
`;

type StatsSection = Extract<PageSection, { kind: 'stats' }>;

/** The home page's figures, large, and the promises every referral gets. */
function HomeStats({ heading, intro, tone, items, points }: StatsSection) {
  const t = useText();
  return (
    <Section tone={tone} heading={heading} intro={intro}>
      <Stats>
        {items.map((stat) => (
          <li key={stat.label}>
            <strong>
              {stat.rating && <Star size={28} aria-hidden="true" fill="currentColor" />}
              {stat.value}
              {stat.rating && <span className="visually-hidden">{` ${t('page.outOfFive')}`}</span>}
            </strong>
            <span>{stat.label}</span>
          </li>
        ))}
      </Stats>
      {points && (
        <ValuePoints aria-label={points.label}>
          {points.items.map((point) => (
            <li key={point}>
              <CheckCircle2 size={22} aria-hidden="true" /> {point}
            </li>
          ))}
        </ValuePoints>
      )}
    </Section>
  );
}

/** The home page: its sections from content/pages/home.yml, with the dashboard drawing, the figures and the newsletter band drawn here. */
export function HomePage() {
  const page = useLoaderData() as SectionPage;
  return (
    <PageSections
      sections={page.sections}
      heroAside={<ReferralDashboard />}
      own={{ stats: (section) => <HomeStats {...section} />, testimonials: drawTestimonials, newsletter: ({ title, description, topics, privacy }) => <NewsletterBand title={title} description={description} topics={topics} privacy={privacy} /> }}
    />
  );
}
