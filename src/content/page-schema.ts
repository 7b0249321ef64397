import { z } from 'zod';
import { employmentTypes, salaryUnits, type EmploymentType, type SalaryUnit } from './categories';
import { iconNames } from './icon-names';
import { text } from './schema-fields';

import type { SectionPageName } from './section-pages';

export { sectionPageFile, sectionPageNames, type SectionPageName } from './section-pages';

/**
 * A marketing page as its author writes it in content/pages/<name>.yml: the sections a visitor
 * scrolls through, in order, each a `kind` with a schema of its own. Brand facts are written as
 * references (`{site.name}`, `{site.phone.display}`), replaced by the check with the values of
 * content/site.yml, so a fact is written once.
 */

/** An address on this site (one leading slash, no second one), a part of the page or an email link; the check also finds the page. */
const href = z.string({ error: 'must be a page of this site (starting with /), a #part of this page or a mailto: link' }).regex(/^(\/(?![/\\])|#|mailto:)\S*$/, {
  error: 'must be a page of this site (starting with /), a #part of this page or a mailto: link',
});

const tone = z.enum(['default', 'subtle']);

/** A link drawn as a button. */
const button = z.strictObject({
  /** What the button says. */
  text: text('text'),
  /** The page it opens. */
  href,
  /** Read after the text by screen readers where the text alone says too little ("Learn More"). */
  hiddenText: text('hiddenText').optional(),
  /** `outline` draws it outlined, for an action second to the page's main one. */
  variant: z.enum(['default', 'outline']).optional(),
});

/** The heading, lead and background shared by every band of the page but the hero and the call to action. */
const band = {
  /** The section's h2. */
  heading: text('heading'),
  /** A sentence or two under the heading. */
  intro: text('intro').optional(),
  /** `subtle` draws the band on the tinted background, to tell it from its neighbours. */
  tone: tone.optional(),
};

export const heroSectionSchema = z.strictObject({
  kind: z.literal('hero'),
  /** A short label above the title, like "About Us". */
  badge: text('badge').optional(),
  /** The page's one h1. */
  title: text('title'),
  /** The lead under the title. */
  description: text('description').optional(),
  /** The page's main actions; the first is solid, the rest outlined. */
  links: z.array(button).optional(),
});

export const featuresSectionSchema = z.strictObject({
  kind: z.literal('features'),
  ...band,
  /** Cards per row on wide screens; 3 unless given. */
  columns: z.union([z.literal(2), z.literal(3), z.literal(4)]).optional(),
  /** The cards, each with an h3. */
  items: z
    .array(
      z.strictObject({
        /** One of the named icons, like `zap` or `shield-check`. */
        icon: z.enum(iconNames).optional(),
        /** The card's h3. */
        title: text('title'),
        /** A sentence or two under the title. */
        description: text('description'),
        /** A page the card links to. */
        href: href.optional(),
        /** The link's text; "Learn more" when absent. */
        linkText: text('linkText').optional(),
      }),
    )
    .min(1, { error: 'needs at least one card' }),
  /** A button under the cards, to a fuller page. */
  button: button.optional(),
});

export const stepsSectionSchema = z.strictObject({
  kind: z.literal('steps'),
  ...band,
  /** The steps in order, numbered on the page. */
  steps: z
    .array(
      z.strictObject({
        /** The step's h3. */
        title: text('title'),
        /** What happens in it. */
        description: text('description'),
      }),
    )
    .min(1, { error: 'needs at least one step' }),
  /** A button under the steps. */
  button: button.optional(),
});

export const testimonialsSectionSchema = z.strictObject({
  kind: z.literal('testimonials'),
  ...band,
  /** The quotes, each with who said it; the website design page's come from content/website-design.yml. */
  items: z
    .array(
      z.strictObject({
        /** Their words, without quotation marks. */
        quote: text('quote'),
        /** Their name, as they agreed to have it printed. */
        author: text('author'),
        /** Who they are, like "Case manager, Texas Medical Center hospital". */
        role: text('role'),
      }),
    )
    .min(1, { error: 'needs at least one quote' })
    .optional(),
});

export const statsSectionSchema = z.strictObject({
  kind: z.literal('stats'),
  ...band,
  /** Figures in large type, each with what it counts. */
  items: z
    .array(
      z.strictObject({
        /** The figure, usually a reference to site.yml's claims, like `{site.claims.hospitals}`. */
        value: z.union([text('value'), z.number()]).transform(String),
        /** What the figure counts. */
        label: text('label'),
        /** Draws the figure as a rating out of 5, with a star. */
        rating: z.boolean().optional(),
      }),
    )
    .min(1, { error: 'needs at least one figure' }),
  /** Short promises under the figures, each with a check mark. */
  points: z
    .strictObject({
      /** Names the list for screen readers. */
      label: text('label'),
      /** The promises, usually `{site.claims.valuePoints}`. */
      items: z.array(text('point')).min(1, { error: 'needs at least one point' }),
    })
    .optional(),
});

/** Words of a sign-up form for the newsletter. */
const newsletterWords = z.strictObject({
  /** The form's heading. */
  title: text('title'),
  /** What a subscriber gets. */
  description: text('description'),
});

export const newsletterSectionSchema = z.strictObject({
  kind: z.literal('newsletter'),
  /** The form's words. */
  ...newsletterWords.shape,
  /** What an issue covers, each with a check mark (the home page's band). */
  topics: z.array(text('topic')).optional(),
  /** A sentence under the form on how the address is used (the home page's band). */
  privacy: text('privacy').optional(),
});

export const listingSectionSchema = z.strictObject({
  kind: z.literal('listing'),
  /** The sign-up form under the cards, when the listing has one. */
  newsletter: newsletterWords.optional(),
  /** A box under the listing for a visitor it did not help (the FAQ's "Still have questions?"). */
  prompt: z
    .strictObject({
      /** The box's h2. */
      heading: text('heading'),
      /** A sentence under it. */
      text: text('text'),
      /** The first button. */
      button: button.omit({ hiddenText: true, variant: true }),
      /** The text of the outlined button that calls the site's phone number. */
      call: text('call'),
    })
    .optional(),
});

export const faqSectionSchema = z.strictObject({
  kind: z.literal('faq'),
  ...band,
  /** A button under the questions, to all of them. */
  button: button.omit({ hiddenText: true, variant: true }).optional(),
});

export const openingsSectionSchema = z.strictObject({
  kind: z.literal('openings'),
  ...band,
  /** Shown instead of the openings while there are none. */
  empty: text('empty'),
  /** The link from each opening to its page (a screen reader hears the job's title after it). */
  details: text('details'),
});

/** One way to reach the team, beside the contact form: its h3 and a sentence. */
const contactDetail = z.strictObject({
  /** The detail's h3, like "Call Us". */
  title: text('title'),
  /** A sentence under it. */
  text: text('text'),
});

/** A band around a form the page embeds: its heading and what to expect. */
export const formSectionSchema = z.strictObject({
  kind: z.literal('form'),
  ...band,
  /** The form's name, read by screen readers as they enter it. */
  name: text('name'),
  /** Shown with the spinner while the form loads. */
  loading: text('loading'),
  /** Shown in place of the form when it cannot load: the phone number and email buttons follow. */
  unavailable: z.strictObject({
    /** Its h3, like "Reach Us Directly". */
    heading: text('heading'),
    /** A sentence on calling or writing instead. */
    text: text('text'),
  }),
  /**
   * The ways to reach the team, beside the form (the contact page). Their links (the phone
   * number, the email address, the map) are made from site.yml.
   */
  details: z
    .strictObject({
      /** Names the list for screen readers. */
      label: text('label'),
      phone: contactDetail,
      email: contactDetail,
      hours: contactDetail,
      /** The address itself is the text; `link` is the text of the link to the map. */
      address: z.strictObject({ title: text('title'), link: text('link') }),
    })
    .optional(),
});

/** A band of ways to reach the team: a button to the contact page, the phone number and an email button. */
export const contactSectionSchema = z.strictObject({
  kind: z.literal('contact'),
  ...band,
  /** The first button, to the contact form. */
  talk: button.omit({ hiddenText: true, variant: true }),
  /** The email button's text. */
  email: text('email'),
});

/** The About page's band of mission and story, side by side. */
export const storySectionSchema = z.strictObject({
  kind: z.literal('story'),
  ...band,
  /** The first column: what the team is for. */
  mission: z.strictObject({
    /** The column's h3. */
    heading: text('heading'),
    /** The mission in one sentence, in larger type. */
    statement: text('statement'),
    /** Paragraphs under the statement. */
    paragraphs: z.array(text('paragraph')).optional(),
  }),
  /** The second column: how the team came to be. */
  story: z.strictObject({
    /** The column's h3. */
    heading: text('heading'),
    /** Its paragraphs, in order. */
    paragraphs: z.array(text('paragraph')).min(1, { error: 'needs at least one paragraph' }),
  }),
});

/** The Sitemap page's words: its groups' titles and the note under them. */
export const directorySectionSchema = z.strictObject({
  kind: z.literal('directory'),
  /** Each group's h2, by the group's key (`main`, `services`, `resources`, ...). */
  groups: z.record(z.string(), text('title')),
  /** The note under the groups. */
  about: z.strictObject({
    /** The note's h2. */
    heading: text('heading'),
    /** The sentence that ends with the link to /sitemap.xml. */
    text: text('text'),
    /** Written before the day the page was built. */
    updated: text('updated'),
    /** The button under the note. */
    button: button.omit({ hiddenText: true, variant: true }),
  }),
});

/** The search page's words for a browser that runs no script, where it cannot search: what to use instead. */
export const searchSectionSchema = z.strictObject({
  kind: z.literal('search'),
  withoutScript: z.strictObject({
    /** The note's h2. */
    heading: text('heading'),
    /** What the visitor can do instead, before the links. */
    text: text('text'),
    /** The pages that list what the search finds (the listings, the FAQ, the sitemap page). */
    links: z.array(button.omit({ hiddenText: true, variant: true })).min(1, { error: 'needs at least one link' }),
  }),
});

/** Moments in order, each under its year. */
export const timelineSectionSchema = z.strictObject({
  kind: z.literal('timeline'),
  ...band,
  /** The moments, oldest first. */
  milestones: z
    .array(
      z.strictObject({
        /** The year, like 2024 or `{site.foundingYear}`. */
        // A reference stays written only while site.yml has errors of its own, which are reported there.
        year: z.union([z.number().int(), z.string().trim().regex(/^(\d{4}|\{site\.[\w.]+\})$/, { error: 'must be a year, like 2024' })]).transform(Number),
        /** The moment's h3. */
        title: text('title'),
        /** A sentence about it. */
        description: text('description'),
      }),
    )
    .min(1, { error: 'needs at least one milestone' }),
});

export const callToActionSectionSchema = z.strictObject({
  kind: z.literal('call-to-action'),
  /** The band's h2. */
  title: text('title'),
  /** A sentence under it. */
  description: text('description').optional(),
  /** The actions; the first is solid white, the rest outlined. */
  buttons: z.array(button.omit({ hiddenText: true, variant: true })).min(1, { error: 'needs at least one button' }),
});

/** Each section kind a page may list, by the name written as its `kind`. */
export const sectionSchemas = {
  hero: heroSectionSchema,
  features: featuresSectionSchema,
  steps: stepsSectionSchema,
  testimonials: testimonialsSectionSchema,
  stats: statsSectionSchema,
  newsletter: newsletterSectionSchema,
  listing: listingSectionSchema,
  faq: faqSectionSchema,
  openings: openingsSectionSchema,
  form: formSectionSchema,
  contact: contactSectionSchema,
  story: storySectionSchema,
  timeline: timelineSectionSchema,
  directory: directorySectionSchema,
  search: searchSectionSchema,
  'call-to-action': callToActionSectionSchema,
} as const;
export type SectionKind = keyof typeof sectionSchemas;
export const sectionKinds = Object.keys(sectionSchemas) as SectionKind[];

export const pageSectionSchema = z.discriminatedUnion('kind', [
  heroSectionSchema,
  featuresSectionSchema,
  stepsSectionSchema,
  testimonialsSectionSchema,
  statsSectionSchema,
  newsletterSectionSchema,
  listingSectionSchema,
  faqSectionSchema,
  openingsSectionSchema,
  formSectionSchema,
  contactSectionSchema,
  storySectionSchema,
  timelineSectionSchema,
  directorySectionSchema,
  searchSectionSchema,
  callToActionSectionSchema,
]);
export type PageSection = z.output<typeof pageSectionSchema>;

/** What a page's head says at one address: the words of search results and shared links. */
const headWords = {
  /** The title in the browser tab and search results, before " | {site.name}". */
  title: text('title'),
  /** A sentence or two for search results and shared links: the meta description. */
  description: text('description'),
};

/** The words every post's page shows around the article, written in the blog's page file. */
export const postWordsSchema = z.strictObject({
  /** The link back to the blog, above the post's title. */
  back: text('back'),
  /** Names the column beside the article (its contents and the provider card) for screen readers. */
  tools: text('tools'),
  /** The card in that column that invites agencies to join the network. */
  provider: z.strictObject({
    /** The card's h2. */
    heading: text('heading'),
    /** A sentence under it. */
    text: text('text'),
    /** Its button. */
    button: button.omit({ hiddenText: true, variant: true }),
  }),
  /** The h2 over the most recent other posts, under the article. */
  related: text('related'),
});

/** The words every job opening's page shows around the opening, written in the careers page's file. */
export const jobWordsSchema = z.strictObject({
  /** The link back to the open positions, above the job's title. */
  back: text('back'),
  /** Names the box of the opening's facts (department, location, type, dates) for screen readers. */
  facts: text('facts'),
  /** The facts' names. */
  department: text('department'),
  location: text('location'),
  employmentType: text('employmentType'),
  posted: text('posted'),
  /** Written before the last day to apply, like "Apply by". */
  applyBy: text('applyBy'),
  /** Names the pay, when the opening gives it. */
  salary: text('salary'),
  /** Each kind of employment in words, like "Full-time". */
  employmentTypes: z.strictObject(Object.fromEntries(employmentTypes.map((type) => [type, text(type)])) as Record<EmploymentType, ReturnType<typeof text>>),
  /** What the pay is given per, after the amount, like "a year". */
  salaryUnits: z.strictObject(Object.fromEntries(salaryUnits.map((unit) => [unit, text(unit)])) as Record<SalaryUnit, ReturnType<typeof text>>),
  /** The h2 over the role's description, when the opening has more to say than its summary. */
  about: text('about'),
  /** The h2 over the opening's responsibilities. */
  responsibilities: text('responsibilities'),
  /** The h2 over the opening's requirements. */
  requirements: text('requirements'),
  /** The box on how to apply: the careers page's words on applying (its openings' intro) go under its heading. */
  apply: z.strictObject({
    /** Its h2. */
    heading: text('heading'),
    /** The button that writes an application email to the site's address. */
    button: text('button'),
    /** Before the site's address, for a visitor who writes from elsewhere, like "Or write to". */
    email: text('email'),
    /** Before the site's phone number, like "Questions about the role? Call". */
    phone: text('phone'),
  }),
  /** The industry search engines are told each opening is in. */
  industry: text('industry'),
  /** The page of an opening past its last day to apply. */
  filled: z.strictObject({
    /** Its h1, like "This position has been filled". */
    heading: text('heading'),
    /** A sentence under it. */
    text: text('text'),
    /** The link to the open positions. */
    link: text('link'),
  }),
});

/** Fields a page's file holds beside its sections, by page: words its code draws outside them. */
export const pageFieldSchemas = {
  blog: { post: postWordsSchema },
  careers: { job: jobWordsSchema },
} as const satisfies Partial<Record<SectionPageName, z.ZodRawShape>>;

/**
 * A page's address: lower-case words joined by hyphens, each part after a slash
 * (`/services/senior-living`); a Spanish page's starts with its folder (`/es/servicios/...`).
 */
export const pageAddressSchema = z
  .string({ error: 'must be an address like /services/senior-living' })
  .regex(/^(\/[a-z0-9]+(-[a-z0-9]+)*)+$/, { error: 'is not an address of a page: write lower-case words joined by hyphens, each part after a slash, like /services/senior-living (no slash at the end)' });

/** A page's weight in sitemap.xml, from 0.0 to 1.0. */
const prioritySchema = z.number({ error: 'must be a number from 0.0 to 1.0' }).min(0, { error: 'must be a number from 0.0 to 1.0' }).max(1, { error: 'must be a number from 0.0 to 1.0' });

/** A page's place on the sitemap page (/sitemap). */
export const sitemapPlaceSchema = z.strictObject({
  /** The group it is listed in, by its key in content/pages/sitemap.yml (`services`). */
  group: z.string({ error: 'must be the key of a group of the sitemap page' }),
  /** Its place in the group: 1 first; the pages without one come after those with one, by address. */
  order: z.number({ error: 'must be a whole number, 1 for the first place' }).int({ error: 'must be a whole number, 1 for the first place' }).min(1, { error: 'must be a whole number, 1 for the first place' }).optional(),
});
export type SitemapPlace = z.output<typeof sitemapPlaceSchema>;

export const sectionPageSchema = z.strictObject({
  /**
   * The page's address, for a page drawn wholly from its sections (`/services/senior-living`);
   * the pages whose layout is code have theirs in the site's route list and write none.
   */
  path: pageAddressSchema.optional(),
  /** The weight of its address in sitemap.xml, from 0.0 to 1.0 (0.7 when not given); a page with `path:` only. */
  priority: prioritySchema.optional(),
  /** The address of the page above it in its breadcrumbs (`/services`); a page with `path:` only. */
  parent: z.string({ error: 'must be the address of another page, like /services' }).optional(),
  /** Where the sitemap page lists it; a page without it is in sitemap.xml only. */
  sitemap: sitemapPlaceSchema.optional(),
  /** The page's title in its head, before " | {site.name}"; the home page has none and keeps the site's own title. */
  title: headWords.title.optional(),
  /** The page's meta description: a sentence or two for search results and shared links. */
  description: headWords.description,
  /**
   * The head of each other address that shows these same sections, by its path
   * (`/solutions/for-providers:`); for a page with `path:`, each is an address of the page too,
   * with its own `priority:` in sitemap.xml if it is not 0.7.
   */
  also: z.record(z.string(), z.strictObject({ ...headWords, priority: prioritySchema.optional() })).optional(),
  /** The page's sections, top to bottom; the first is its hero. */
  sections: z.array(pageSectionSchema).min(1, { error: 'needs at least one section' }),
  /** The blog's page only: the words around every post. */
  post: pageFieldSchemas.blog.post.optional(),
  /** The careers page only: the words around every job opening. */
  job: pageFieldSchemas.careers.job.optional(),
});
type SectionPageFile = z.output<typeof sectionPageSchema>;

/** A compiled marketing page: its sections with every reference to site.yml replaced (its head is in the table of page heads). */
export type SectionPage = Pick<SectionPageFile, 'sections' | 'post' | 'job'> & { name: string };
export type PostWords = z.output<typeof postWordsSchema>;
export type JobWords = z.output<typeof jobWordsSchema>;

