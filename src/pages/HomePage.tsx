import { CheckCircle2, HeartHandshake, MessagesSquare, ShieldCheck, Star, Timer } from 'lucide-react';
import { styled } from 'styled-components';
import { ButtonLink } from '../components/primitives/Button';
import { CallToAction } from '../components/sections/CallToAction';
import { FeatureGrid } from '../components/sections/FeatureGrid';
import { Section } from '../components/sections/Section';
import { PageHero } from '../components/sections/PageHero';
import { Steps } from '../components/sections/Steps';
import { Testimonials } from '../components/sections/Testimonials';
import { useSite } from '../config/site';
import { NewsletterBand } from '../features/newsletter/NewsletterBand';
import type { SiteConfig } from '../content/types';
import { ReferralDashboard } from '../features/illustrations/ReferralDashboard';
import { postalAddress } from '../features/head/structured-data';
import { media } from '../styles/media';
import { theme } from '../styles/theme';

const services = [
  { name: 'Referral Coordination', path: '/services/referral-coordination', description: 'Home health referrals received, verified, matched to an agency and followed to the first visit.' },
  { name: 'Eligibility Verification', path: '/services/eligibility-verification', description: 'Benefit verification, network analysis and pre-authorization before care starts.' },
  { name: 'Growth Marketing', path: '/services/growth-marketing', description: 'Referral source development, analytics and digital marketing for home health agencies.' },
  { name: 'Website Design & Hosting', path: '/services/website-design', description: 'Websites designed and hosted for home healthcare agencies.' },
];

/** schema.org data of the business, for the home page's head. */
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
    aggregateRating: {
      '@type': 'AggregateRating',
      ratingValue: site.claims.rating.value,
      reviewCount: site.claims.rating.count,
      bestRating: 5,
    },
    hasOfferCatalog: {
      '@type': 'OfferCatalog',
      name: 'Home health coordination services',
      itemListElement: services.map((service) => ({
        '@type': 'Offer',
        itemOffered: { '@type': 'Service', name: service.name, description: service.description, url: `${site.url}${service.path}` },
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

export function HomePage() {
  const site = useSite();
  const { claims } = site;
  const stats = [
    { value: claims.patientsMatched, label: 'Patients matched with home health' },
    { value: claims.hospitals, label: 'Hospitals and facilities served' },
    { value: claims.agencies, label: 'Home health agencies in our network' },
    { value: String(claims.rating.value), label: `Average rating from ${claims.rating.count} reviews`, star: true },
  ];

  return (
    <>
      <PageHero
        badge="Simplifying Referral Coordination"
        title="When Patients Need Home Health, We Bridge the Gap"
        description={`${site.name} takes a home health referral from the hospital bedside to the first visit at home. We check every referral, confirm insurance and match each patient with the right Houston agency, so case managers can move on to the next discharge.`}
        links={[
          { text: 'Get Started', href: '/become-a-provider' },
          { text: 'Learn More', href: '/how-it-works', hiddenText: 'about how referral coordination works' },
        ]}
        aside={<ReferralDashboard />}
      />
      <FeatureGrid
        heading="Home Health Placement Without the Phone Tag"
        intro="One referral to us replaces a morning of calls to agencies. Here is what case managers, families and providers can count on."
        columns={4}
        items={[
          { icon: Timer, title: 'Fast Track', description: 'Referrals are matched in 2-4 hours during business hours and within 24 hours otherwise, so discharges stay on schedule.' },
          { icon: ShieldCheck, title: 'No Surprises', description: 'We verify insurance eligibility and flag authorization needs before an agency accepts, not after the first visit.' },
          { icon: MessagesSquare, title: 'Communication', description: 'You hear from us at every milestone, from referral received to first visit scheduled, by secure email or phone.' },
          { icon: HeartHandshake, title: 'Personal Touch', description: 'A named Houston coordinator owns each referral and answers the phone when a family or nurse has a question.' },
        ]}
      />
      <Section tone="subtle" heading="Trusted Across Greater Houston" intro={`Since ${site.foundingYear}, ${claims.caseManagers} case managers, discharge planners and agencies have relied on us to get patients home safely.`}>
        <Stats>
          {stats.map((stat) => (
            <li key={stat.label}>
              <strong>
                {stat.star && <Star size={28} aria-hidden="true" fill="currentColor" />}
                {stat.value}
                {stat.star && <span className="visually-hidden"> out of 5</span>}
              </strong>
              <span>{stat.label}</span>
            </li>
          ))}
        </Stats>
        <ValuePoints aria-label="What every referral gets">
          {claims.valuePoints.map((point) => (
            <li key={point}>
              <CheckCircle2 size={22} aria-hidden="true" /> {point}
            </li>
          ))}
        </ValuePoints>
      </Section>
      <Steps
        heading="Our Process"
        intro="Four steps take a patient from a hospital referral to care at home."
        steps={[
          { title: 'A Patient Needs Care', description: 'A hospital, clinic or physician sends us a referral by secure web form, fax or email.' },
          { title: 'We Handle The Paperwork', description: 'Our intake team checks orders and documents for completeness and verifies insurance eligibility.' },
          { title: 'A Perfect Fit', description: 'We match the patient with agencies by clinical need, location, insurance network and capacity.' },
          { title: 'Always Connected', description: 'Everyone stays informed until the first home visit is scheduled and completed.' },
        ]}
      >
        <ButtonLink href="/how-it-works" size="lg">
          Learn More<span className="visually-hidden"> about our process</span>
        </ButtonLink>
      </Steps>
      <Testimonials
        tone="subtle"
        heading="Heard on Houston Hospital Floors"
        items={[
          {
            quote: 'I send one referral and get a call back with an accepted agency, usually before lunch. My patients leave on the day we planned.',
            author: 'Maria Delgado, RN, CCM',
            role: 'Case manager, Texas Medical Center hospital',
          },
          {
            quote: 'When my father came home after his hip surgery, one coordinator answered every question we had. The nurse was at the door the next morning.',
            author: 'Anh Tran',
            role: 'Daughter and caregiver, Bellaire',
          },
        ]}
      />
      <NewsletterBand />
      <CallToAction
        title="Let’s Get Your Next Patient Home"
        description={`Refer a patient, join our provider network or ask a question. Call ${site.phone.display}, ${site.hours.display}.`}
        buttons={[
          { text: 'Contact Us', href: '/contact' },
          { text: 'Become a Provider', href: '/become-a-provider' },
        ]}
      />
    </>
  );
}
