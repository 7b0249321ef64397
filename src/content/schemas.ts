import { z } from 'zod';

import { httpsUrl, isHttpsOrigin, sitePathOrHttps, sitePathPattern, slug, text } from './schema-fields';

// The schemas of content/site.yml and content/website-design.yml. Each content type's schema is in
// its module under scripts/content/types/, built from the same pieces (./schema-fields.ts).

/** A page of this site; a new schema each time, so the editors' JSON Schemas write it out in place. */
const sitePage = () => z.string().regex(sitePathPattern, { error: 'must be a page of this site, starting with /' });

const link = z.strictObject({
  /** Text of the link. */
  label: text('label'),
  /** A page of this site. */
  href: sitePage(),
  /** One line under the label in menus. */
  description: z.string().optional(),
});

const navItem = link.extend({ children: z.array(link).optional() });

/** A framed form page's words: its h1 (read by screen readers inside the frame) and its two titles. */
const formPageWords = z.strictObject({
  /** The form page's h1. */
  heading: text('heading'),
  /** The form page's title, before " | {site.name}". */
  title: text('title'),
  /** The title of the page shown once the form is sent. */
  sent: text('sent'),
});

/**
 * One coordinate of the office, in degrees: it must lie in the Houston area, so a point elsewhere
 * (another city, latitude and longitude swapped, a dropped minus sign) is refused.
 */
const houstonDegrees = (name: 'latitude' | 'longitude', from: string, to: string, example: string) =>
  z.number({ error: `must be a number of degrees, like ${example}` }).refine((degrees) => degrees >= Number(from) && degrees <= Number(to), {
    error: `is not in the Houston area: a ${name} there is between ${from} and ${to}`,
    params: { hint: `write the office's ${name} with five decimals, as a map gives it for the street address, like ${example}` },
  });

export const siteSchema = z.strictObject({
  /** Brand name; replaces {product} everywhere. */
  name: text('name'),
  legalName: text('legalName'),
  tagline: text('tagline'),
  /** Default page description. */
  description: text('description'),
  /** Footer blurb. */
  blurb: text('blurb'),
  /** Public origin of the site, used for canonical and absolute links. */
  url: z.url({ protocol: /^https$/, error: 'must be the https origin of the site' }).transform((u) => u.replace(/\/$/, '')),
  foundingYear: z.number().int(),
  phone: z.strictObject({ display: text('phone.display'), tel: z.string().regex(/^\+\d{8,15}$/) }),
  email: z.email(),
  hours: z.strictObject({
    display: text('hours.display'),
    days: z.array(z.enum(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'])),
    opens: z.string().regex(/^\d{2}:\d{2}$/),
    closes: z.string().regex(/^\d{2}:\d{2}$/),
  }),
  supportHours: text('supportHours'),
  address: z.strictObject({
    street: text('street'),
    city: text('city'),
    region: text('region'),
    postalCode: text('postalCode'),
    county: text('county'),
    country: text('country'),
  }),
  /**
   * Where the office at `address` is, with five decimals (about a metre): the home page's business
   * data and every page's head give it to search engines and maps.
   */
  geo: z.strictObject({
    /** Degrees north, like 29.74512. */
    latitude: houstonDegrees('latitude', '29.5', '30.2', '29.74512'),
    /** Degrees east, negative in the Americas, like -95.41873. */
    longitude: houstonDegrees('longitude', '-95.9', '-95.0', '-95.41873'),
  }),
  social: z.array(z.strictObject({ name: text('name'), url: httpsUrl('must be an https:// address') })),
  /** Marketing claims, each written once here and used as page copy. */
  claims: z.strictObject({
    patientsMatched: text('patientsMatched'),
    caseManagers: text('caseManagers'),
    hospitals: text('hospitals'),
    agencies: text('agencies'),
    funding: text('funding'),
    /** The average rating and how many reviews it is from: words on the page, never structured data, since it is our own count. */
    rating: z.strictObject({ value: z.number().min(0).max(5), count: z.number().int().min(0) }),
    priceRange: text('priceRange'),
    valuePoints: z.array(text('a value point')),
  }),
  /** Fixed keyword list of every page's head. */
  keywords: z.array(text('a keyword')).min(1),
  navigation: z.array(navItem).min(1),
  footer: z.strictObject({
    columns: z.array(z.strictObject({ title: text('title'), links: z.array(link) })),
    legal: z.array(link),
  }),
  /**
   * Other sites that content images may come from, as https origins (https://images.example.org).
   * Each one sees every visitor of a page that shows one of its images, so there are none unless
   * listed; an image from any other site is refused by `npm run content`.
   */
  imageHosts: z
    .array(
      z
        .string({ error: 'must be an https origin, like https://images.example.org' })
        .refine(isHttpsOrigin, { error: 'must be an https origin, like https://images.example.org, without a path' })
        .transform((value) => new URL(value).origin),
    )
    .default([]),
  /**
   * The words of the page shown for an address the site does not have; the shell draws it too when
   * a page's own data is missing, so they live with the shell's other words.
   */
  notFound: z.strictObject({
    /** The page's h1, also its title in the browser tab. */
    title: z.string().trim().min(1),
    /** A sentence under the heading. */
    description: z.string().trim().min(1),
    /** The button to the home page. */
    home: z.string().trim().min(1),
    /** The button that steps back in the browser's history. */
    back: z.string().trim().min(1),
    /** The button to the contact page. */
    contact: z.string().trim().min(1),
    /** The blog's page for an address under /blog/ that is no post. */
    post: z.strictObject({
      /** The page's h1, also its title in the browser tab. */
      title: text('title'),
      /** A sentence under the heading. */
      description: text('description'),
      /** The button back to the blog. */
      blog: text('blog'),
    }),
  }),
  /** The words shown in place of a page that failed to load or render, inside the shell. */
  error: z.strictObject({
    /** The h1 above the error's message. */
    title: text('title'),
    /** The button that loads the page again. */
    retry: text('retry'),
  }),
  /** The blog's RSS feed: its title (also the name of the link that lets feed readers find it) and description. */
  feed: z.strictObject({
    title: text('title'),
    description: text('description'),
  }),
  /** What the business offers, as the home page's structured data lists it for search engines. */
  services: z.strictObject({
    /** The name of the list. */
    name: text('name'),
    /** Each service with its page on this site. */
    items: z
      .array(
        z.strictObject({
          /** The service's name. */
          name: text('name'),
          /** Its page on this site. */
          href: sitePage(),
          /** What it is, in a sentence. */
          description: text('description'),
        }),
      )
      .min(1),
  }),
  /** Addresses of the embedded forms (https, or a page of this site); null frames the site's own form page (/forms/contact, /forms/provider-application). */
  forms: z.strictObject({
    contact: sitePathOrHttps('must be an https:// address or a page of this site, starting with /').nullable(),
    provider: sitePathOrHttps('must be an https:// address or a page of this site, starting with /').nullable(),
    /** The form provider's embed script, loaded once and only on pages with a form. */
    embedScript: sitePathOrHttps('must be an https:// address or a file of this site, starting with /').optional(),
  }),
  /**
   * The words of the site's own form pages. Here rather than in the page files: a form page is
   * rendered again on every visit from site.yml alone.
   */
  formPages: z.strictObject({ contact: formPageWords, provider: formPageWords }),
});
export type SiteConfig = z.output<typeof siteSchema>;
export type NavItem = z.output<typeof navItem>;

const websitePackage = z.strictObject({
  /** Stable key, like "startup". */
  id: slug,
  /** Name on the card. */
  title: text('title'),
  /** One sentence on who the package is for. */
  description: text('description'),
  /** One-time setup fee in US dollars. */
  setupPrice: z.number().int().min(0),
  /** Monthly hosting fee in US dollars. */
  monthlyPrice: z.number().int().min(0),
  /** The line printed large under the price, like "4-5 core pages". */
  highlightedFeature: text('highlightedFeature'),
  /** What the package includes, one line each. */
  features: z.array(text('a feature')).min(1),
  /** Marks the package we suggest (shown as Recommended). */
  recommended: z.boolean().default(false),
});

const websiteDemo = z.strictObject({
  /** Stable key, like "startup"; the demo tab's value. */
  id: slug,
  /** Name on the tab and the dialog. */
  title: text('title'),
  /** One or two sentences about the sample site. */
  description: text('description'),
  /** Picture of the sample site: a file under public/. */
  previewImage: z.string().regex(sitePathPattern, { error: 'must be a file under public/, starting with /' }),
  /** What the picture shows. */
  previewImageAlt: text('previewImageAlt'),
  /** The sample site shown in the full-demo dialog: a file under public/ (no network needed). */
  demoUrl: z.string().regex(/^\/(?![/\\])\S*\.html$/, { error: 'must be an .html file under public/, like /demos/startup.html' }),
  /** What the sample site shows off, one line each. */
  features: z.array(text('a feature')).min(1),
});

const testimonial = z.strictObject({
  /** What they said, without quotation marks. */
  quote: text('quote'),
  /** Who said it, as printed. */
  author: text('author'),
  /** Their role and organisation. */
  role: text('role'),
});

/** content/website-design.yml: the website design and hosting page's packages, demos and quotes. */
export const websiteDesignSchema = z.strictObject({
  /** One-time setup plus monthly hosting, cheapest first. */
  packages: z.array(websitePackage).min(1),
  /** Sample sites; the first is the tab selected by default. */
  demos: z.array(websiteDemo).min(1),
  testimonials: z.array(testimonial).min(1),
});
export type WebsiteDesign = z.output<typeof websiteDesignSchema>;
export type WebsitePackage = WebsiteDesign['packages'][number];
export type WebsiteDemo = WebsiteDesign['demos'][number];

/** A place where a variant to avoid is the right word, because it means something else there. */
const glossaryException = z.strictObject({
  /** The file, by its path under content/ (es/pages/terms.md). */
  file: text('file'),
  /** The words around the variant on its line, as written there, variant included. */
  text: text('text'),
  /** Why the variant is right there. */
  reason: text('reason'),
});

/** A concept of a translation's glossary: the words its pages use for it, and those they avoid. */
const glossaryTerm = z.strictObject({
  /** The concept, as the English pages name it ("home health"). */
  concept: text('concept'),
  /** The words to write for it. */
  preferred: text('preferred'),
  /** Words not to write for it, each found as whole words in any case; a final * stands for any ending (ubic* finds ubicar, ubicamos, ubicación). */
  avoid: z.array(text('avoid')).min(1),
  /** When the preferred words apply, where not everywhere ("when speaking to families"). */
  note: z.string().optional(),
  /** Places where a variant is right. */
  exceptions: z.array(glossaryException).default([]),
});

/** content/<language>/glossary.yml: the terms a translation uses, checked in its files as warnings. */
export const glossarySchema = z.strictObject({
  terms: z.array(glossaryTerm).min(1),
});
export type Glossary = z.output<typeof glossarySchema>;
export type GlossaryTerm = Glossary['terms'][number];
