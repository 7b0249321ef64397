import { styled } from 'styled-components';
import { Container } from '../components/layout/Container';
import { ButtonLink } from '../components/primitives/Button';
import { PageHero } from '../components/sections/PageHero';
import { useSite } from '../config/site';
import { sitemapGroups } from './sitemap-groups';
import { formatToday, todayCalendarDate } from '../lib/dates';
import { media } from '../styles/media';
import { theme } from '../styles/theme';

const groups = sitemapGroups();

const Grid = styled.div`
  display: grid;
  gap: ${theme.space(8)};
  padding: ${theme.space(12)} 0;
  ${media.tablet} { grid-template-columns: repeat(2, 1fr); }
  ${media.desktop} { grid-template-columns: repeat(3, 1fr); }
  h2 { font-size: ${theme.fontSize.xl}; }
  ul { list-style: none; margin: 0; padding: 0; }
  li a { display: inline-flex; align-items: center; min-height: ${theme.layout.touchTarget}; }
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

/** Today in Houston as YYYY-MM-DD, for the time element. */
/** Today in Houston. The prerendered page carries the day it was built; today-enhance puts the visitor's today. */
function Today() {
  return (
    <time dateTime={todayCalendarDate()} data-today="">
      {formatToday()}
    </time>
  );
}

export function SitemapPage() {
  const site = useSite();
  return (
    <>
      <PageHero title={`${site.name} Sitemap`} description="Complete directory of all pages on our website" />
      <Container>
        <Grid>
          {groups.map((group) => (
            // Named apart from the footer's Company and Legal navigations, which this page has too.
            <nav key={group.title} aria-label={`Sitemap: ${group.title}`}>
              <h2>{group.title}</h2>
              <ul>
                {group.links.map((link) => (
                  <li key={link.path}>
                    <a href={link.path}>{link.title}</a>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </Grid>
        <About aria-labelledby="about-sitemap">
          <h2 id="about-sitemap">About This Sitemap</h2>
          <p>
            This page lists every section of our website. Search engines can use the machine-readable version at{' '}
            <a href="/sitemap.xml">/sitemap.xml</a>.
          </p>
          <Updated>
            Last updated <Today />
          </Updated>
          <ButtonLink href="/">Return to Home</ButtonLink>
        </About>
      </Container>
    </>
  );
}
