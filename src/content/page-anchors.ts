/**
 * The ids pages give the parts of them that content makes, so a link can name one after `#`
 * (`/faq#faq-what-does-it-cost`). The pages draw them from here, and the content check reads the
 * same functions to know which `#fragment` of a link names something on its page.
 */

/** A question of the FAQ, on the FAQ page and on How it works: its file's name (`faq-what-does-it-cost`). */
export const faqQuestionId = (name: string) => `faq-${name}`;

/** A category's group of questions on the FAQ page (`faq-group-technical-security`). */
export const faqGroupId = (category: string) => `faq-group-${category.toLowerCase().replace(/[^a-z]+/g, '-')}`;

/** An opening's heading on the careers page (`job-referral-coordinator`). */
export const jobOpeningId = (slug: string) => `job-${slug}`;

/** The open positions on the careers page, where a job's page leads back to. */
export const OPEN_POSITIONS_ID = 'open-positions';

/** The main content of every page, where the skip link leads. */
export const MAIN_ID = 'main';

/** The provider application on /become-a-provider, where its hero's button leads. */
export const APPLY_ID = 'apply';

/** The packages on /services/website-design, where its hero's button leads. */
export const PACKAGES_ID = 'packages';

/** The ids the code of a fixed page gives the parts of it a link may lead to, by the page's file in content/pages/. */
export const fixedPageIds: Readonly<Record<string, readonly string[]>> = {
  careers: [OPEN_POSITIONS_ID],
  'become-a-provider': [APPLY_ID],
  'website-design': [PACKAGES_ID],
};

/** The parts of an open job's page (`/careers/referral-coordinator#job-apply`); `about` only where the opening has text of its own. */
export const jobPageIds = { about: 'job-about', responsibilities: 'job-responsibilities', requirements: 'job-requirements', apply: 'job-apply' } as const;
