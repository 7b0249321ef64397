import { Briefcase, GraduationCap, HeartPulse, Laptop, MapPin, PiggyBank, Plane, Users } from 'lucide-react';
import { useLoaderData } from 'react-router-dom';
import { styled } from 'styled-components';
import { ButtonLink } from '../components/primitives/Button';
import { CallToAction } from '../components/sections/CallToAction';
import { FeatureGrid } from '../components/sections/FeatureGrid';
import { Section } from '../components/sections/Section';
import { PageHero } from '../components/sections/PageHero';
import { useSite } from '../config/site';
import { postalAddress } from '../features/head/structured-data';
import { formatCalendarDate } from '../lib/dates';
import { mailtoHref } from '../lib/links';
import type { Job, SiteConfig } from '../content/types';
import { media } from '../styles/media';
import { theme } from '../styles/theme';

const Openings = styled.div`
  display: grid;
  gap: ${theme.space(8)};
  max-width: 60rem;
  margin: 0 auto;
`;

const Opening = styled.article`
  padding: ${theme.space(6)};
  border: thin solid ${theme.color.border};
  border-radius: ${theme.radius.lg};
  background: ${theme.color.surface};
  box-shadow: ${theme.shadow.sm};
  ${media.tablet} { padding: ${theme.space(8)}; }
  h3 { font-size: ${theme.fontSize['2xl']}; }
  h4 { margin-top: ${theme.space(2)}; font-size: ${theme.fontSize.lg}; }
  ul { margin: 0 0 ${theme.space(6)}; padding-left: ${theme.space(5)}; color: ${theme.color.textMuted}; }
  li + li { margin-top: ${theme.space(2)}; }
`;

const Meta = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space(2)} ${theme.space(5)};
  color: ${theme.color.textMuted};
  font-size: ${theme.fontSize.sm};
  span { display: inline-flex; align-items: center; gap: ${theme.space(1.5)}; }
`;

const Lists = styled.div`
  ${media.desktop} { display: grid; grid-template-columns: 1fr 1fr; gap: ${theme.space(10)}; }
`;

const Empty = styled.p`
  text-align: center;
  color: ${theme.color.textMuted};
`;

/** schema.org JobPosting data, one block per opening, for the careers page's head. */
export function careersSchema(jobs: Job[], site: SiteConfig): Record<string, unknown>[] {
  return jobs.map((job) => ({
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: job.title,
    description: [job.description, `Responsibilities: ${job.responsibilities.join('; ')}.`, `Requirements: ${job.requirements.join('; ')}.`].join('\n\n'),
    datePosted: job.datePosted,
    ...(job.validThrough ? { validThrough: job.validThrough } : {}),
    employmentType: job.employmentType,
    hiringOrganization: { '@type': 'Organization', name: site.name, sameAs: site.url, logo: `${site.url}/apple-touch-icon.png` },
    jobLocation: {
      '@type': 'Place',
      address: postalAddress(site),
    },
    industry: 'Home health care coordination',
    occupationalCategory: job.department,
    url: `${site.url}/careers#job-${job.slug}`,
  }));
}

export function CareersPage() {
  const site = useSite();
  const jobs = useLoaderData() as Job[];
  const mailto = (subject: string) => mailtoHref(site.email, subject);

  return (
    <>
      <PageHero
        badge="Join Our Team"
        title="Careers"
        description={`At ${site.name}, every day ends with patients safely home and cared for. Join a Houston team of coordinators, nurses and analysts who make that happen.`}
      />
      <FeatureGrid
        heading="Why Work With Us"
        columns={3}
        items={[
          { icon: HeartPulse, title: 'Health Coverage', description: 'Medical, dental and vision plans for you and your family from your first month.' },
          { icon: Laptop, title: 'Hybrid Flexibility', description: 'Most roles split time between our Houston office and home.' },
          { icon: Plane, title: 'Paid Time Off', description: 'Vacation, sick days and paid company holidays to rest and recharge.' },
          { icon: PiggyBank, title: '401(k) Matching', description: 'Retirement savings with a company match.' },
          { icon: GraduationCap, title: 'Learning Budget', description: 'Support for certifications, continuing education and conferences.' },
          { icon: Users, title: 'Meaningful Work', description: 'A team that sees the difference it makes for patients and families every week.' },
        ]}
      />
      <Section tone="subtle" heading="Open Positions" intro="Apply by email with your resume and a few lines about why the role interests you.">
        <Openings>
          {jobs.length === 0 && <Empty>We have no open positions right now, but we are always glad to hear from great people.</Empty>}
          {jobs.map((job) => (
            <Opening key={job.slug} aria-labelledby={`job-${job.slug}`}>
              <h3 id={`job-${job.slug}`}>{job.title}</h3>
              <Meta>
                <span>
                  <Briefcase size={16} aria-hidden="true" /> {job.department}
                </span>
                <span>
                  <MapPin size={16} aria-hidden="true" /> {job.location}
                </span>
                <span>
                  Posted <time dateTime={job.datePosted}>{formatCalendarDate(job.datePosted)}</time>
                </span>
              </Meta>
              <p>{job.description}</p>
              <Lists>
                <div>
                  <h4>Responsibilities</h4>
                  <ul>
                    {job.responsibilities.map((item) => (
                      <li key={item}>{item}</li>
                    ))}
                  </ul>
                </div>
                <div>
                  <h4>Requirements</h4>
                  <ul>
                    {job.requirements.map((item) => (
                      <li key={item}>{item}</li>
                    ))}
                  </ul>
                </div>
              </Lists>
              <ButtonLink href={mailto(`Application: ${job.title}`)} aria-label={`Apply Now: ${job.title}`}>
                Apply Now
              </ButtonLink>
            </Opening>
          ))}
        </Openings>
      </Section>
      <CallToAction
        title="Don’t See the Right Role?"
        description="Send us your resume anyway. We are growing and will reach out when a position fits your experience."
        buttons={[{ text: 'Submit Your Resume', href: mailto('General application') }]}
      />
    </>
  );
}
