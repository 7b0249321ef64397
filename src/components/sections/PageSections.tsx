import { Fragment, type ReactNode } from 'react';
import type { PageSection, SectionKind } from '../../content/page-schema';
import { ButtonLink } from '../primitives/Button';
import { CallToAction } from './CallToAction';
import { FeatureGrid } from './FeatureGrid';
import { icons } from './icons';
import { PageHero } from './PageHero';
import { Steps } from './Steps';

type SectionOf<K extends SectionKind> = Extract<PageSection, { kind: K }>;

/**
 * How a page draws the kinds this component does not: those whose layout is the page's own (the
 * home page's figures) and testimonials, which SectionsPage draws, so that this module loads no
 * section component that pages listed before the audience pages do not already load (see routes).
 */
export type OwnSections = { [K in SectionKind]?: (section: SectionOf<K>) => ReactNode };

export interface PageSectionsProps {
  sections: PageSection[];
  /** Drawn beside the hero's text on wide screens, like an illustration. */
  heroAside?: ReactNode;
  /** Drawn above the hero's title, like breadcrumbs. */
  heroAbove?: ReactNode;
  own?: OwnSections;
}

function Button({ text, href, hiddenText, variant }: { text: string; href: string; hiddenText?: string | undefined; variant?: 'default' | 'outline' | undefined }) {
  return (
    <ButtonLink href={href} variant={variant} size="lg">
      {text}
      {hiddenText && <span className="visually-hidden">{` ${hiddenText}`}</span>}
    </ButtonLink>
  );
}

function renderSection(section: PageSection, key: number, { heroAside, heroAbove, own }: Omit<PageSectionsProps, 'sections'>): ReactNode {
  const draw = own?.[section.kind] as ((section: PageSection) => ReactNode) | undefined;
  if (draw) return <Fragment key={key}>{draw(section)}</Fragment>;
  switch (section.kind) {
    case 'hero':
      return <PageHero key={key} badge={section.badge} title={section.title} description={section.description} links={section.links} aside={heroAside} above={heroAbove} />;
    case 'features':
      return (
        <FeatureGrid
          key={key}
          heading={section.heading}
          intro={section.intro}
          tone={section.tone}
          columns={section.columns}
          items={section.items.map(({ icon, ...item }) => ({ ...item, ...(icon ? { icon: icons[icon] } : {}) }))}
        >
          {section.button && <Button {...section.button} />}
        </FeatureGrid>
      );
    case 'steps':
      return (
        <Steps key={key} heading={section.heading} intro={section.intro} tone={section.tone} steps={section.steps}>
          {section.button && <Button {...section.button} />}
        </Steps>
      );
    case 'call-to-action':
      return <CallToAction key={key} title={section.title} description={section.description} buttons={section.buttons} />;
    default:
      throw new Error(`A "${section.kind}" section is drawn by the page that lists it`);
  }
}

/** A page's sections from content, in order, each drawn by its section component. */
export function PageSections({ sections, ...options }: PageSectionsProps) {
  // One flat list, as the page's sections were written side by side: the ids React gives the
  // sections' headings follow their places in the tree.
  return <>{sections.map((section, index) => renderSection(section, index, options))}</>;
}
