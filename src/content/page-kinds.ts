import type { PageSection, SectionPage } from './page-schema';
import type { SectionPageName } from './section-pages';

/** The only kinds a page draws, for a page that draws its sections itself; the check refuses others. */
export const pageKinds: Partial<Record<SectionPageName, readonly PageSection['kind'][]>> = {
  about: ['hero', 'story', 'features', 'timeline', 'call-to-action'],
  sitemap: ['hero', 'directory'],
  search: ['hero', 'search'],
};

/** The kinds a page drawn wholly from its sections shows (SectionsPage): the others are drawn by the code of the page that lists them. */
export const contentPageKinds: readonly PageSection['kind'][] = ['hero', 'features', 'steps', 'testimonials', 'call-to-action'];

/**
 * The first section of a kind on a page, for a page whose layout is code and whose words are
 * content (the blog's listing). The check makes sure the page file has it.
 */
export function sectionOf<K extends PageSection['kind']>(page: SectionPage, kind: K): Extract<PageSection, { kind: K }> {
  const section = page.sections.find((candidate) => candidate.kind === kind);
  if (!section) throw new Error(`content/pages/${page.name}.yml has no ${kind} section`);
  return section as Extract<PageSection, { kind: K }>;
}
