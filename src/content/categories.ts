// Plain constants shared by the schemas (build time) and the pages (browser); no zod here, so
// the browser bundle does not carry the validator.

/** Filter categories of each listing, in the order the filters show them. */
export const blogCategories = [
  'Patient Care',
  'Technology',
  'Industry News',
  'Best Practices',
  'Case Management',
] as const;
export const resourceCategories = ['Guides', 'Webinars', 'Case Studies', 'White Papers'] as const;
export const guideCategories = ['Clinical', 'Operational', 'Financial', 'Regulatory'] as const;
export const faqCategories = [
  'General',
  'For Healthcare Facilities',
  'For Home Health Providers',
  'Technical & Security',
] as const;
/** Groups of the How it works page's FAQ accordion. */
export const howItWorksGroups = ['About Our Process', 'For Patients', 'For Providers'] as const;

export const slugPattern = /^[a-z0-9]+(-[a-z0-9]+)*$/;

export const legalPageNames = ['privacy', 'terms', 'hipaa', 'accessibility'] as const;
export type LegalPageName = (typeof legalPageNames)[number];
