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

/** The interface words' key of a How it works group's heading, in the page's language (`For Patients`: faq.group.for-patients). */
export const howItWorksGroupKey = (group: string) => `faq.group.${group.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '')}`;

/** The kinds of employment of a job opening, as search engines name them (Google's list for a JobPosting's `employmentType`). */
export const employmentTypes = ['FULL_TIME', 'PART_TIME', 'CONTRACTOR', 'TEMPORARY', 'INTERN', 'VOLUNTEER', 'PER_DIEM', 'OTHER'] as const;
export type EmploymentType = (typeof employmentTypes)[number];

/** What an opening's pay is given per (schema.org's `unitText` of its base salary). */
export const salaryUnits = ['HOUR', 'DAY', 'WEEK', 'MONTH', 'YEAR'] as const;
export type SalaryUnit = (typeof salaryUnits)[number];

export const slugPattern = /^[a-z0-9]+(-[a-z0-9]+)*$/;

export const legalPageNames = ['privacy', 'terms', 'hipaa', 'accessibility'] as const;
export type LegalPageName = (typeof legalPageNames)[number];
