import { styled } from 'styled-components';
import { Container } from '../components/layout/Container';
import { ButtonLink } from '../components/primitives/Button';
import { PageHero } from '../components/sections/PageHero';
import { useLoaderData, useRouteLoaderData } from 'react-router-dom';
import type { PageHeads } from '../content/page-heads';
import type { PageRoutes } from '../content/page-routes';
import type { SectionPage } from '../content/page-schema';
import { sectionOf } from '../content/page-kinds';
import { sitemapGroups, type SitemapEntries } from './sitemap-groups';
import { useLanguage, useText } from '../i18n/page-language';
import { formatToday, todayCalendarDate } from '../lib/dates';
import { media } from '../styles/media';
import { theme } from '../styles/theme';

const Grid = styled.div`
  display: grid;
  gap: ${theme.space(8)};
  padding: ${theme.space(12)} 0;
  ${media.tablet} { grid-template-columns: repeat(2, 1fr); }
  ${media.desktop} { grid-template-columns: repeat(3, 1fr); }
  h2 { font-size: ${theme.fontSize.xl}; }
  ul { list-style: none; margin: 0; padding: 0; }
  li a { display: inline-flex; align-items: center; min-height: ${theme.layout.touchTarget}; }
  li ul { padding-left: ${theme.space(4)}; border-left: 2px solid ${theme.color.border}; }
`;

const About = styled.section`
  margin-bottom: ${theme.space(20)};
  padding: ${theme.space(8)};
  border-radius: ${theme.radius.lg};
  background: ${theme.color.bgSubtle};
  border: 1px solid ${theme.color.border};
`;

const Updated = styled.p`
  color: ${theme.color.textMuted};
  font-size: ${theme.fontSize.sm};
`;

/** Today in Houston. The prerendered page carries the day it was built; today-enhance puts the visitor's today. */
function Today() {
  return (
    <time dateTime={todayCalendarDate()} data-today="">
      {formatToday(useLanguage())}
    </time>
  );
}

/** What the Sitemap's route loads: its words, the entries listed under their type's page (the job openings), and the pages' places. */
export interface SitemapData {
  content: SectionPage;
  entries: SitemapEntries;
  /** Where each page file places its page (see page-routes). */
  places: PageRoutes['sitemap'];
}

/** The Sitemap: every page by group, with its words from content/pages/sitemap.yml. */
export function SitemapPage() {
  const { content: page, entries, places } = useLoaderData() as SitemapData;
  const hero = sectionOf(page, 'hero');
  const { groups: titles, about } = sectionOf(page, 'directory');
  const heads = useRouteLoaderData('heads') as PageHeads;
  const groups = sitemapGroups(heads, titles, undefined, entries, places);
  const t = useText();
  return (
    <>
      <PageHero badge={hero.badge} title={hero.title} description={hero.description} links={hero.links} />
      <Container>
        <Grid>
          {groups.map((group) => (
            // Named apart from the footer's Company and Legal navigations, which this page has too.
            <nav key={group.key} aria-label={t('page.sitemapGroup', { group: group.title })}>
              <h2>{group.title}</h2>
              <ul>
                {group.links.map((link) => (
                  <li key={link.path}>
                    <a href={link.path}>{link.title}</a>
                    {link.entries && (
                      <ul>
                        {link.entries.map((entry) => (
                          <li key={entry.path}>
                            <a href={entry.path}>{entry.title}</a>
                          </li>
                        ))}
                      </ul>
                    )}
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </Grid>
        <About aria-labelledby="about-sitemap">
          <h2 id="about-sitemap">{about.heading}</h2>
          <p>
            {about.text}{' '}<a href="/sitemap.xml">/sitemap.xml</a>.
          </p>
          <Updated>
            {`${about.updated} `}
            <Today />
          </Updated>
          <ButtonLink href={about.button.href}>{about.button.text}</ButtonLink>
        </About>
      </Container>
    </>
  );
}
