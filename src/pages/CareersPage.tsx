import { ArrowRight, Briefcase, Clock, MapPin } from 'lucide-react';
import { useLoaderData } from 'react-router-dom';
import { styled } from 'styled-components';
import { ButtonLink } from '../components/primitives/Button';
import { panelSurface } from '../components/primitives/Card';
import { PageSections } from '../components/sections/PageSections';
import { Section } from '../components/sections/Section';
import { jobPath } from '../config/routes';
import { jobOpeningId, OPEN_POSITIONS_ID } from '../content/page-anchors';
import type { SectionPage } from '../content/page-schema';
import { formatCalendarDate } from '../lib/dates';
import type { Job } from '../content/types';
import { jobWords } from './JobPage';
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
  ${panelSurface}
  ${media.tablet} { padding: ${theme.space(8)}; }
  h3 { font-size: ${theme.fontSize['2xl']}; }
  h3 a { color: inherit; text-decoration: none; }
  h3 a:hover { color: ${theme.color.primary}; text-decoration: underline; }
`;

const Meta = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space(2)} ${theme.space(5)};
  color: ${theme.color.textMuted};
  font-size: ${theme.fontSize.sm};
  span { display: inline-flex; align-items: center; gap: ${theme.space(1.5)}; }
`;

const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space(4)};
  margin-top: ${theme.space(6)};
  p { margin: 0; font-weight: 600; }
`;

const Empty = styled.p`
  text-align: center;
  color: ${theme.color.textMuted};
`;

/** What the route loads: the page's words, and the openings. */
export interface CareersData {
  content: SectionPage;
  jobs: Job[];
}

/** Careers: its sections from content/pages/careers.yml, with the openings drawn here, each leading to its own page. */
export function CareersPage() {
  const { content, jobs } = useLoaderData() as CareersData;
  const words = jobWords(content);

  return (
    <PageSections
      sections={content.sections}
      own={{
        openings: ({ heading, intro, tone, empty, details }) => (
          <Section tone={tone} heading={heading} intro={intro} id={OPEN_POSITIONS_ID}>
            <Openings>
              {jobs.length === 0 && <Empty>{empty}</Empty>}
              {jobs.map((job) => (
                <Opening key={job.slug} aria-labelledby={jobOpeningId(job.slug)}>
                  <h3 id={jobOpeningId(job.slug)}>
                    <a href={jobPath(job.slug)}>{job.title}</a>
                  </h3>
                  <Meta>
                    <span>
                      <Briefcase size={16} aria-hidden="true" /> {job.department}
                    </span>
                    <span>
                      <MapPin size={16} aria-hidden="true" /> {job.location}
                    </span>
                    <span>
                      <Clock size={16} aria-hidden="true" /> {words.employmentTypes[job.employmentType]}
                    </span>
                  </Meta>
                  <p>{job.description}</p>
                  <Footer>
                    <p>
                      {`${words.applyBy} `}
                      <time dateTime={job.validThrough}>{formatCalendarDate(job.validThrough)}</time>
                    </p>
                    <ButtonLink href={jobPath(job.slug)} variant="outline" aria-label={`${details}: ${job.title}`}>
                      {details}
                      <ArrowRight size={18} aria-hidden="true" />
                    </ButtonLink>
                  </Footer>
                </Opening>
              ))}
            </Openings>
          </Section>
        ),
      }}
    />
  );
}
