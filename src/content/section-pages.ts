/**
 * The pages whose code draws them from their file in content/pages/, by file name: each has its
 * address in the site's route list. Every other file there is a page drawn wholly from its
 * sections, at the address its `path:` gives (see page-routes).
 */
export const sectionPageNames = [
  'home',
  'eligibility-verification',
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
export const sectionPageFile = (name: string) => `pages/${name}.json`;
