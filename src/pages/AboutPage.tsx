import { useLoaderData } from 'react-router-dom';
import { styled } from 'styled-components';
import { CallToAction } from '../components/sections/CallToAction';
import { FeatureGrid } from '../components/sections/FeatureGrid';
import { icons } from '../components/sections/icons';
import { Section } from '../components/sections/Section';
import { PageHero } from '../components/sections/PageHero';
import type { PageSection, SectionPage } from '../content/page-schema';
import { media } from '../styles/media';
import { theme } from '../styles/theme';

const Columns = styled.div`
  display: grid;
  gap: ${theme.space(10)};
  ${media.desktop} { grid-template-columns: 1fr 1.4fr; gap: ${theme.space(16)}; }
  h3 { font-size: ${theme.fontSize['2xl']}; }
  p { color: ${theme.color.textMuted}; font-size: ${theme.fontSize.lg}; }
`;

const Mission = styled.p`
  && { color: ${theme.color.text}; font-size: ${theme.fontSize.xl}; font-weight: 600; line-height: 1.5; }
`;

const Timeline = styled.ol`
  display: grid;
  gap: ${theme.space(6)};
  max-width: ${theme.layout.proseWidth};
  margin: 0 auto;
  padding: 0;
  list-style: none;
  li {
    display: grid;
    gap: ${theme.space(1)} ${theme.space(6)};
    padding: ${theme.space(6)};
    border-left: ${theme.space(1)} solid ${theme.color.primary};
    border-radius: ${theme.radius.md};
    background: ${theme.color.surface};
    box-shadow: ${theme.shadow.sm};
    ${media.tablet} { grid-template-columns: ${theme.space(20)} 1fr; }
  }
  time { color: ${theme.color.primary}; font-size: ${theme.fontSize['2xl']}; font-weight: 800; line-height: 1.2; }
  h3 { margin-bottom: ${theme.space(1)}; font-size: ${theme.fontSize.lg}; }
  p { margin: 0; color: ${theme.color.textMuted}; }
`;

/**
 * One section of the page. The page draws its kinds itself (pageKinds.about) rather than through
 * PageSections, which loads the steps component: loaded here, by the first page module, it would
 * renumber the class names of every page after it.
 */
function AboutSection({ section }: { section: PageSection }) {
  switch (section.kind) {
    case 'hero':
      return <PageHero badge={section.badge} title={section.title} description={section.description} links={section.links} />;
    case 'story': {
      const { mission, story } = section;
      return (
        <Section heading={section.heading} intro={section.intro} tone={section.tone}>
          <Columns>
            <div>
              <h3>{mission.heading}</h3>
              <Mission>{mission.statement}</Mission>
              {mission.paragraphs?.map((paragraph) => <p key={paragraph}>{paragraph}</p>)}
            </div>
            <div>
              <h3>{story.heading}</h3>
              {story.paragraphs.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </div>
          </Columns>
        </Section>
      );
    }
    case 'features':
      return (
        <FeatureGrid
          heading={section.heading}
          intro={section.intro}
          tone={section.tone}
          columns={section.columns}
          items={section.items.map(({ icon, ...item }) => ({ ...item, ...(icon ? { icon: icons[icon] } : {}) }))}
        />
      );
    case 'timeline':
      return (
        <Section heading={section.heading} intro={section.intro} tone={section.tone}>
          <Timeline>
            {section.milestones.map((milestone) => (
              <li key={milestone.year}>
                <time dateTime={String(milestone.year)}>{milestone.year}</time>
                <div>
                  <h3>{milestone.title}</h3>
                  <p>{milestone.description}</p>
                </div>
              </li>
            ))}
          </Timeline>
        </Section>
      );
    case 'call-to-action':
      return <CallToAction title={section.title} description={section.description} buttons={section.buttons} />;
    default:
      throw new Error(`The About page draws no "${section.kind}" section`);
  }
}

/** About: its words from content/pages/about.yml, in the order written there. */
export function AboutPage() {
  const page = useLoaderData() as SectionPage;
  return (
    <>
      {page.sections.map((section, index) => (
        <AboutSection key={index} section={section} />
      ))}
    </>
  );
}
