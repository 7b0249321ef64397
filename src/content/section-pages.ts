import type { PageSection, SectionPage } from './page-schema';

/** The marketing pages written as sections, by file name; each route that shows one names it. */
export const sectionPageNames = [
  'home',
  'for-facilities',
  'for-partners',
  'for-patients',
  'case-managers',
  'for-providers',
  'referral-coordination',
  'eligibility-verification',
  'growth-marketing',
  'solutions',
  'services',
  'blog',
  'guides',
  'resources',
  'how-it-works',
  'careers',
  'become-a-provider',
  'website-design',
  'faq',
  'about',
  'contact',
  'sitemap',
] as const;
export type SectionPageName = (typeof sectionPageNames)[number];

/** The only kinds a page draws, for a page that draws its sections itself; the check refuses others. */
export const pageKinds: Partial<Record<SectionPageName, readonly PageSection['kind'][]>> = {
  about: ['hero', 'story', 'features', 'timeline', 'call-to-action'],
  sitemap: ['hero', 'directory'],
};

/** Where a compiled page is written, relative to the data folder, beside the legal pages. */
export const sectionPageFile = (name: SectionPageName) => `pages/${name}.json`;

/**
 * The first section of a kind on a page, for a page whose layout is code and whose words are
 * content (the blog's listing). The check makes sure the page file has it.
 */
export function sectionOf<K extends PageSection['kind']>(page: SectionPage, kind: K): Extract<PageSection, { kind: K }> {
  const section = page.sections.find((candidate) => candidate.kind === kind);
  if (!section) throw new Error(`content/pages/${page.name}.yml has no ${kind} section`);
  return section as Extract<PageSection, { kind: K }>;
}
