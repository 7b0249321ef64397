import { Briefcase, MapPin } from 'lucide-react';
import { useLoaderData } from 'react-router-dom';
import { styled } from 'styled-components';
import { ButtonLink } from '../components/primitives/Button';
import { PageSections } from '../components/sections/PageSections';
import { Section } from '../components/sections/Section';
import type { PageSection, SectionPage } from '../content/page-schema';
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

type OpeningsWords = Extract<PageSection, { kind: 'openings' }>;

/** schema.org JobPosting data, one block per opening, for the careers page's head, in the openings section's words. */
export function careersSchema(jobs: Job[], words: Pick<OpeningsWords, 'responsibilities' | 'requirements' | 'industry'>, site: SiteConfig): Record<string, unknown>[] {
  return jobs.map((job) => ({
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: job.title,
    description: [job.description, `${words.responsibilities}: ${job.responsibilities.join('; ')}.`, `${words.requirements}: ${job.requirements.join('; ')}.`].join('\n\n'),
    datePosted: job.datePosted,
    ...(job.validThrough ? { validThrough: job.validThrough } : {}),
    employmentType: job.employmentType,
    hiringOrganization: { '@type': 'Organization', name: site.name, sameAs: site.url, logo: `${site.url}/apple-touch-icon.png` },
    jobLocation: {
      '@type': 'Place',
      address: postalAddress(site),
    },
    industry: words.industry,
    occupationalCategory: job.department,
    url: `${site.url}/careers#job-${job.slug}`,
  }));
}

/** What the route loads: the page's words, and the openings. */
export interface CareersData {
  content: SectionPage;
  jobs: Job[];
}

/** Careers: its sections from content/pages/careers.yml, with the openings drawn here. */
export function CareersPage() {
  const site = useSite();
  const { content, jobs } = useLoaderData() as CareersData;
  const mailto = (subject: string) => mailtoHref(site.email, subject);

  return (
    <PageSections
      sections={content.sections}
      own={{
        openings: ({ heading, intro, tone, empty, posted, responsibilities, requirements, apply }) => (
          <Section tone={tone} heading={heading} intro={intro}>
            <Openings>
              {jobs.length === 0 && <Empty>{empty}</Empty>}
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
                      {`${posted} `}<time dateTime={job.datePosted}>{formatCalendarDate(job.datePosted)}</time>
                    </span>
                  </Meta>
                  <p>{job.description}</p>
                  <Lists>
                    <div>
                      <h4>{responsibilities}</h4>
                      <ul>
                        {job.responsibilities.map((item) => (
                          <li key={item}>{item}</li>
                        ))}
                      </ul>
                    </div>
                    <div>
                      <h4>{requirements}</h4>
                      <ul>
                        {job.requirements.map((item) => (
                          <li key={item}>{item}</li>
                        ))}
                      </ul>
                    </div>
                  </Lists>
                  <ButtonLink href={mailto(`Application: ${job.title}`)} aria-label={`${apply}: ${job.title}`}>
                    {apply}
                  </ButtonLink>
                </Opening>
              ))}
            </Openings>
          </Section>
        ),
      }}
    />
  );
}
