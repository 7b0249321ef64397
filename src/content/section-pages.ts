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
  'search',
] as const;
export type SectionPageName = (typeof sectionPageNames)[number];

/** Where a compiled page is written, relative to the data folder, beside the legal pages. */
export const sectionPageFile = (name: SectionPageName) => `pages/${name}.json`;
