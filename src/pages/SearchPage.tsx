import { useLoaderData } from 'react-router-dom';
import { styled } from 'styled-components';
import { Container } from '../components/layout/Container';
import { SiteLink } from '../components/primitives/SiteLink';
import type { SectionPage } from '../content/page-schema';
import { sectionOf } from '../content/page-kinds';
import { SearchPanel } from '../features/site-search/SearchPanel';
import { jsOnly } from '../styles/GlobalStyle';
import { theme } from '../styles/theme';

/** A short head: the search box is what the visitor came for, so it sits near the top. */
const Body = styled(Container)`
  max-width: 48rem;
  padding-top: ${theme.space(10)};
  padding-bottom: ${theme.space(20)};
  h1 { margin: 0 0 ${theme.space(2)}; font-size: ${theme.fontSize['3xl']}; }
  > p { margin: 0 0 ${theme.space(6)}; color: ${theme.color.textMuted}; }
`;

/** The search works only with the page script: without it the page shows the note below instead. */
const WithScript = styled.div`
  ${jsOnly}
`;

const WithoutScript = styled.section`
  padding: ${theme.space(6)};
  border: thin solid ${theme.color.border};
  border-radius: ${theme.radius.lg};
  background: ${theme.color.bgSubtle};
  html[data-js] & { display: none; }
  h2 { margin-top: 0; font-size: ${theme.fontSize.xl}; }
  ul { margin: 0; padding-left: ${theme.space(5)}; }
  li { margin: ${theme.space(2)} 0; }
`;

/**
 * The search page: the same search as the dialog, full page, its query in the address
 * (/search?q=medicare) so that it can be linked to and reloaded. Its words are
 * content/pages/search.yml.
 */
export function SearchPage() {
  const page = useLoaderData() as SectionPage;
  const hero = sectionOf(page, 'hero');
  const { withoutScript } = sectionOf(page, 'search');
  return (
    <Body>
        <h1>{hero.title}</h1>
        {hero.description ? <p>{hero.description}</p> : null}
        <WithScript>
          <SearchPanel id="searchPage" resultsHeading="h2" />
        </WithScript>
        <WithoutScript aria-labelledby="search-without-script">
          <h2 id="search-without-script">{withoutScript.heading}</h2>
          <p>{withoutScript.text}</p>
          <ul>
            {withoutScript.links.map((link) => (
              <li key={link.href}>
                <SiteLink href={link.href}>{link.text}</SiteLink>
              </li>
            ))}
          </ul>
        </WithoutScript>
    </Body>
  );
}
