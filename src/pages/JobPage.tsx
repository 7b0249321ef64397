import { ArrowLeft, Briefcase, CalendarClock, CalendarDays, Clock, MapPin, Wallet } from 'lucide-react';
import type { ReactNode } from 'react';
import { useLoaderData, useRouteLoaderData } from 'react-router-dom';
import { styled } from 'styled-components';
import { Container } from '../components/layout/Container';
import { ButtonLink } from '../components/primitives/Button';
import { panelSurface } from '../components/primitives/Card';
import { Breadcrumbs } from '../components/sections/Breadcrumbs';
import { PageHero } from '../components/sections/PageHero';
import { jobPath } from '../config/routes';
import { useSite } from '../config/site';
import { jobPageIds, OPEN_POSITIONS_ID } from '../content/page-anchors';
import { pageHead, type PageHeads } from '../content/page-heads';
import { sectionOf } from '../content/page-kinds';
import type { JobWords, SectionPage } from '../content/page-schema';
import type { FilledJob, JobPage as JobPageData, JobPosting } from '../content/types';
import type { Crumb, HeadOptions } from '../features/head/head';
import type { HeadContext } from '../features/head/resolve-head';
import { jobPostingSchema } from '../features/jobs/job-posting';
import { Markdown, Prose } from '../features/markdown/Markdown';
import { DraftNotice } from '../features/preview/DraftNotice';
import { useText } from '../i18n/page-language';
import { formatCalendarDate } from '../lib/dates';
import { mailtoHref, telHref } from '../lib/links';
import { notPrinted } from '../styles/GlobalStyle';
import { media } from '../styles/media';
import { theme } from '../styles/theme';

/** The careers page, whose openings section the job pages lead back to. */
export const CAREERS_PATH = '/careers';

/** What an opening's route loads: the opening (or what is left of it once filled) and the careers page, whose file holds the words around it. */
export interface JobRouteData {
  job: JobPageData;
  careers: SectionPage;
}

/** The words around every opening, from the careers page's file. */
export function jobWords(careers: SectionPage): JobWords {
  if (!careers.job) throw new Error('content/pages/careers.yml gives no words for the job pages ("job:")');
  return careers.job;
}

/** Home > Careers > the opening. */
function jobCrumbs(job: Pick<FilledJob, 'slug' | 'title'>, careersTitle: string, home: string): Crumb[] {
  return [
    { name: home, path: '/' },
    { name: careersTitle, path: CAREERS_PATH },
    { name: job.title, path: jobPath(job.slug) },
  ];
}

export function jobHead({ data, params, site, pages, t }: HeadContext<JobRouteData | undefined>): HeadOptions {
  const path = jobPath(params.slug ?? '');
  if (!data) return { title: site.notFound.title, path, notFound: true };
  const { job, careers } = data;
  const words = jobWords(careers);
  const breadcrumbs = jobCrumbs(job, pageHead(pages, CAREERS_PATH).title ?? '', t('breadcrumbs.home'));
  // A filled position keeps its address for the links already shared, but is no longer a posting.
  if (job.filled) return { title: `${words.filled.heading}: ${job.title}`, description: words.filled.text, path, noIndex: true, breadcrumbs };
  return {
    title: job.title,
    description: job.description,
    path,
    card: { kicker: `${pageHead(pages, CAREERS_PATH).title} · ${job.department}` },
    breadcrumbs,
    schema: [jobPostingSchema(job, words, site)],
  };
}

/** An amount of money as the page prints it: "$65,000", "$24.50". */
const money = (amount: number, currency: string) => {
  const digits = Number.isInteger(amount) ? 0 : 2;
  return new Intl.NumberFormat('en-US', { style: 'currency', currency, minimumFractionDigits: digits, maximumFractionDigits: digits }).format(amount);
};

/** An opening's pay in words: "$60,000–$75,000 a year". */
export function salaryText(salary: NonNullable<JobPosting['baseSalary']>, words: Pick<JobWords, 'salaryUnits'>): string {
  const amount = salary.value !== undefined ? money(salary.value, salary.currency) : `${money(salary.minValue!, salary.currency)}–${money(salary.maxValue!, salary.currency)}`;
  return `${amount} ${words.salaryUnits[salary.unitText]}`;
}

const Layout = styled.div`
  display: grid;
  grid-template-areas: 'facts' 'main' 'apply';
  gap: ${theme.space(10)};
  padding: ${theme.space(10)} 0 ${theme.space(20)};
  ${media.desktop} {
    grid-template-columns: minmax(0, 1fr) 22rem;
    grid-template-rows: auto 1fr;
    grid-template-areas: 'main facts' 'main apply';
    column-gap: ${theme.space(14)};
    row-gap: ${theme.space(8)};
  }
  ${media.print} { display: block; padding: ${theme.space(4)} 0 0; }
`;

const Main = styled.div`
  grid-area: main;
  h2 { font-size: ${theme.fontSize['2xl']}; }
  section + section { margin-top: ${theme.space(10)}; }
  ul { margin: 0; padding-left: ${theme.space(6)}; font-size: ${theme.fontSize.lg}; line-height: 1.7; }
  li + li { margin-top: ${theme.space(2)}; }
`;

const Card = styled.section`
  padding: ${theme.space(6)};
  ${panelSurface}
`;

const Facts = styled(Card)`
  grid-area: facts;
  align-self: start;
  dl { display: grid; gap: ${theme.space(4)}; margin: 0; }
  /* Each fact's icon leads its name; the value lines up under the name. */
  dt { display: flex; align-items: center; gap: ${theme.space(2)}; color: ${theme.color.textMuted}; font-size: ${theme.fontSize.sm}; }
  dt svg { flex: none; color: ${theme.color.primary}; }
  dd { margin: ${theme.space(0.5)} 0 0 calc(18px + ${theme.space(2)}); font-weight: 600; }
`;

const Apply = styled(Card)`
  grid-area: apply;
  align-self: start;
  background: ${theme.color.primarySoft};
  border-color: transparent;
  h2 { font-size: ${theme.fontSize.xl}; }
  p { color: ${theme.color.textMuted}; }
  p:last-child { margin-bottom: 0; }
  p a { font-weight: 600; overflow-wrap: anywhere; }
  a[href^='tel:'] { white-space: nowrap; }
  ${media.desktop} { position: sticky; top: calc(${theme.layout.headerHeight} + ${theme.space(6)}); }
`;

const ApplyButton = styled.div`
  margin: ${theme.space(5)} 0;
  ${notPrinted}
`;

const Deadline = styled.p`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space(2)};
  margin-top: ${theme.space(2)};
  color: ${theme.color.text};
  font-weight: 600;
`;

const Back = styled.a`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space(2)};
  min-height: ${theme.layout.touchTarget};
  margin-top: ${theme.space(10)};
  font-weight: 600;
  ${notPrinted}
`;

/** One fact of the opening: its icon and name (a dl's group may hold nothing but its dt and dd), then its value. */
function Fact({ icon, term, children }: { icon: ReactNode; term: string; children: ReactNode }) {
  return (
    <div>
      <dt>
        {icon}
        {term}
      </dt>
      <dd>{children}</dd>
    </div>
  );
}

/** One opening: what it is, the facts beside it, and how to apply. */
/** A titled list of the opening's (its responsibilities, its requirements). */
function ListSection({ id, title, items }: { id: string; title: string; items: readonly string[] }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <ul>
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </section>
  );
}

function Opening({ job, words, careers }: { job: JobPosting; words: JobWords; careers: SectionPage }) {
  const site = useSite();
  const applying = sectionOf(careers, 'openings').intro;
  const icon = { size: 18, 'aria-hidden': true } as const;
  const hasBody = job.body.children.some((node) => node.type !== 'text' || node.value.trim() !== '');
  return (
    <Layout>
      <Main>
        {hasBody && (
          <section aria-labelledby={jobPageIds.about}>
            <h2 id={jobPageIds.about}>{words.about}</h2>
            <Prose>
              <Markdown tree={job.body} />
            </Prose>
          </section>
        )}
        <ListSection id={jobPageIds.responsibilities} title={words.responsibilities} items={job.responsibilities} />
        <ListSection id={jobPageIds.requirements} title={words.requirements} items={job.requirements} />
        <Back href={`${CAREERS_PATH}#${OPEN_POSITIONS_ID}`} data-pagefind-ignore="">
          <ArrowLeft size={18} aria-hidden="true" />
          {words.back}
        </Back>
      </Main>
      <Facts aria-label={words.facts} data-pagefind-ignore="">
        <dl>
          <Fact icon={<Briefcase {...icon} />} term={words.department}>
            {job.department}
          </Fact>
          <Fact icon={<MapPin {...icon} />} term={words.location}>
            {job.location}
          </Fact>
          <Fact icon={<Clock {...icon} />} term={words.employmentType}>
            {words.employmentTypes[job.employmentType]}
          </Fact>
          {job.baseSalary && (
            <Fact icon={<Wallet {...icon} />} term={words.salary}>
              {salaryText(job.baseSalary, words)}
            </Fact>
          )}
          <Fact icon={<CalendarDays {...icon} />} term={words.posted}>
            <time dateTime={job.datePosted}>{formatCalendarDate(job.datePosted)}</time>
          </Fact>
          <Fact icon={<CalendarClock {...icon} />} term={words.applyBy}>
            <time dateTime={job.validThrough}>{formatCalendarDate(job.validThrough)}</time>
          </Fact>
        </dl>
      </Facts>
      <Apply aria-labelledby={jobPageIds.apply} data-pagefind-ignore="">
        <h2 id={jobPageIds.apply}>{words.apply.heading}</h2>
        {applying && <p>{applying}</p>}
        <ApplyButton>
          <ButtonLink href={mailtoHref(site.email, `Application: ${job.title}`)} width="full" aria-label={`${words.apply.button}: ${job.title}`}>
            {words.apply.button}
          </ButtonLink>
        </ApplyButton>
        <p>
          {`${words.apply.email} `}
          <a href={mailtoHref(site.email, `Application: ${job.title}`)}>{site.email}</a>.
        </p>
        <p>
          {`${words.apply.phone} `}
          <a href={telHref(site.phone)}>{site.phone.display}</a>.
        </p>
      </Apply>
    </Layout>
  );
}

/** An opening's page: the opening while it is open, a notice once its last day to apply has passed. */
export function JobPage() {
  const { job, careers } = useLoaderData() as JobRouteData;
  const words = jobWords(careers);
  const t = useText();
  const heads = useRouteLoaderData('heads') as PageHeads;
  const crumbs = <Breadcrumbs items={jobCrumbs(job, pageHead(heads, CAREERS_PATH).title ?? '', t('breadcrumbs.home'))} />;
  if (job.filled) {
    return (
      <PageHero
        badge={job.title}
        title={words.filled.heading}
        description={words.filled.text}
        above={crumbs}
        links={[{ text: words.filled.link, href: `${CAREERS_PATH}#${OPEN_POSITIONS_ID}` }]}
      />
    );
  }
  return (
    <article>
      <DraftNotice draft={job.draft} />
      <PageHero
        badge={job.department}
        title={job.title}
        description={
          <>
            <p>{job.description}</p>
            <Deadline>
              <CalendarClock size={20} aria-hidden="true" />
              <span>
                {`${words.applyBy} `}
                <time dateTime={job.validThrough}>{formatCalendarDate(job.validThrough)}</time>
              </span>
            </Deadline>
          </>
        }
        above={crumbs}
      />
      <Container>
        <Opening job={job} words={words} careers={careers} />
      </Container>
    </article>
  );
}
