import type { ComponentType } from 'react';
import { data, type LoaderFunctionArgs, type RouteObject } from 'react-router-dom';
import { Layout } from '../components/layout/Layout';
import { blogPostPath, type StaticPath } from '../config/routes';
import { listingPage, listingPagePath, pageParam, type ListingPage } from '../features/search/pagination';
import { blog } from '../content/collections/blog';
import { guides } from '../content/collections/guides';
import { resources } from '../content/collections/resources';
import type { CollectionListing } from '../content/collections';
import type { LegalPageName } from '../content/categories';
import { PAGE_HEADS_FILE, pageHead, type PageHeads } from '../content/page-heads';
import { sectionOf } from '../content/page-kinds';
import type { SectionPage } from '../content/page-schema';
import { sectionPageFile, type SectionPageName } from '../content/section-pages';
import { dataFiles, type BlogPost, type SiteConfig, type WebsiteDesign } from '../content/types';
import { loadData } from '../data/source';
import { loadPageLanguage } from '../i18n/page-language';
import { rssHeadLink } from '../features/blog/feed-link';
import { DEFAULT_LANGUAGE, type Language } from '../config/languages';
import { formLanguages, formPageOf, sentPageOf } from '../contracts/forms/addresses';
import { formKinds, type FormKind } from '../contracts/forms/schemas';
import { faqPageSchema } from '../features/faq/faq-schema';
import type { HeadOptions } from '../features/head/head';
import type { HeadContext, RouteHandle } from '../features/head/resolve-head';
import { AboutPage } from '../pages/AboutPage';
import { BecomeProviderPage } from '../pages/BecomeProviderPage';
import { BlogPage } from '../pages/BlogPage';
import { BlogPostError, BlogPostPage, blogPostHead, POST_WORDS_ROUTE } from '../pages/BlogPostPage';
import { CareersPage, careersSchema, type CareersData } from '../pages/CareersPage';
import { ContactPage } from '../pages/ContactPage';
// Imports evaluate in this order, and styled-components numbers its class names in the order
// components are created: VerificationCard and SectionsPage (the first to load Testimonials)
// stand where the pages that first loaded them stood, so every page's class names stay as they are.
import { VerificationCard } from '../features/illustrations/VerificationCard';
import { FaqPage, type FaqData } from '../pages/FaqPage';
import { ContactFormPage, ContactSentPage, FormLayout, ProviderFormPage, ProviderSentPage } from '../pages/FormPages';
import { SectionsPage } from '../pages/SectionsPage';
import { GuidesPage } from '../pages/GuidesPage';
import { HomePage, homeSchema } from '../pages/HomePage';
import { HowItWorksPage, type HowItWorksData } from '../pages/HowItWorksPage';
import { LegalPage } from '../pages/LegalPage';
import { NotFoundPage } from '../pages/NotFoundPage';
import { ResourcesPage } from '../pages/ResourcesPage';
import { RouteError } from '../pages/RouteError';
import { ServicesPage, servicesBreadcrumbs } from '../pages/ServicesPage';
import { SitemapPage } from '../pages/SitemapPage';
import { WebsiteDesignPage, type WebsiteDesignData } from '../pages/WebsiteDesignPage';

interface PageOptions {
  loader?: RouteObject['loader'];
  /** Adds to the head options every page gets from its file in content/pages/. */
  head?: (context: HeadContext) => Partial<HeadOptions>;
}

/** A fixed page of the route list: its component, its data, and its head title and description from its page file. */
function page(path: StaticPath, Component: ComponentType, options: PageOptions = {}): RouteObject {
  const handle: RouteHandle = {
    head: (context) => ({ ...pageHead(context.pages, path), path, ...options.head?.(context) }),
  };
  const route = {
    Component,
    handle,
    ...(options.loader ? { loader: options.loader } : {}),
  };
  return path === '/' ? { index: true, ...route } : { path: path.slice(1), ...route };
}

const load = (file: string) => () => loadData(file);

const notFound = () => data(null, { status: 404 });

/**
 * A paginated listing: its first page at `base`, the others at `{base}/page/N` (see pagination).
 * Each page's loader gives the page's own items only, as a ListingPage, with the listing's words
 * from content/pages/.
 */
function listing(
  { listing: { base, file, featured = false } }: { listing: CollectionListing },
  Component: ComponentType,
  content: SectionPageName,
  options: { links?: (site: SiteConfig) => NonNullable<HeadOptions['links']> } = {},
): RouteObject[] {
  const loadPage = async (number: number) => {
    const page = listingPage(await loadData<unknown[]>(file), number, { featured });
    if (!page) throw notFound();
    return { ...page, content: await loadData<SectionPage>(sectionPageFile(content)) };
  };
  const head = ({ data: page, site, pages }: HeadContext<ListingPage<unknown>>): HeadOptions => {
    const words = pageHead(pages, base);
    return {
      title: page.number === 1 ? words.title : `${words.title} - Page ${page.number} of ${page.count}`,
      description: words.description,
      path: listingPagePath(base, page.number),
      links: [
        ...(options.links?.(site) ?? []),
        ...(page.number > 1 ? [{ rel: 'prev', href: listingPagePath(base, page.number - 1) }] : []),
        ...(page.number < page.count ? [{ rel: 'next', href: listingPagePath(base, page.number + 1) }] : []),
      ],
    };
  };
  const handle = { head } as RouteHandle;
  return [
    { path: base.slice(1), loader: () => loadPage(1), Component, handle },
    {
      path: `${base.slice(1)}/page/:page`,
      loader: ({ params }: LoaderFunctionArgs) => {
        const number = pageParam(params.page);
        if (!number) throw notFound();
        return loadPage(number);
      },
      Component,
      handle,
    },
  ];
}
/**
 * A form page: framed by another page, so never indexed on its own. Its title and heading are in
 * site.yml, in the page's language; an English page's description says what it is in a sentence.
 */
function formPage(kind: FormKind, language: Language, sent: boolean): RouteObject {
  const path = sent ? sentPageOf(kind, language) : formPageOf(kind, language);
  const handle: RouteHandle = {
    head: ({ site }) => {
      const words = site.formPages[kind];
      const title = sent ? words.sent : words.title;
      return { title, description: language === DEFAULT_LANGUAGE ? `${title} of our website.` : words.heading, path, noIndex: true };
    },
  };
  const Component = { contact: sent ? ContactSentPage : ContactFormPage, provider: sent ? ProviderSentPage : ProviderFormPage }[kind];
  return { path: path.slice(1), Component, handle };
}

/** A marketing page drawn from content/pages/<name>.yml. */
const sections = (path: StaticPath, name: SectionPageName, Component: ComponentType = SectionsPage) =>
  page(path, Component, { loader: load(sectionPageFile(name)) });

function EligibilityVerificationPage() {
  return <SectionsPage heroAside={<VerificationCard />} />;
}

const legal = (name: LegalPageName) => page(`/${name}`, LegalPage, { loader: load(dataFiles.legalPage(name)) });

export const routes: RouteObject[] = [
  {
    // The site's own forms (FormPages), framed by the contact and provider pages: each form's
    // page and sent page in each of its languages (/forms/contact, /es/forms/contact, ...).
    id: 'forms',
    loader: loadPageLanguage,
    Component: FormLayout,
    children: formKinds.flatMap((kind) => formLanguages[kind].flatMap((language) => [formPage(kind, language, false), formPage(kind, language, true)])),
  },
  {
    id: 'root',
    path: '/',
    loader: loadPageLanguage,
    Component: Layout,
    children: [
      {
        id: 'heads',
        // Every fixed page's head title and description: the pages' heads below and the Sitemap page read it.
        loader: () => loadData<PageHeads>(PAGE_HEADS_FILE),
        errorElement: <RouteError />,
        children: [
          page('/', HomePage, { loader: load(sectionPageFile('home')), head: ({ site }) => ({ schema: [homeSchema(site)] }) }),
          page('/how-it-works', HowItWorksPage, {
            loader: async (): Promise<HowItWorksData> => ({ content: await loadData(sectionPageFile('how-it-works')), faqs: await loadData(dataFiles.faq) }),
          }),
          sections('/how-it-works/case-managers', 'case-managers'),
          sections('/how-it-works/for-patients', 'for-patients'),
          sections('/solutions', 'solutions'),
          sections('/solutions/for-providers', 'for-providers'),
          sections('/solutions/for-partners', 'for-partners'),
          sections('/solutions/for-discharge-planners', 'case-managers'),
          sections('/for-providers', 'for-providers'),
          sections('/for-facilities', 'for-facilities'),
          page('/services', ServicesPage, { loader: load(sectionPageFile('services')), head: () => ({ breadcrumbs: servicesBreadcrumbs }) }),
          sections('/services/referral-coordination', 'referral-coordination'),
          sections('/services/eligibility-verification', 'eligibility-verification', EligibilityVerificationPage),
          sections('/services/growth-marketing', 'growth-marketing'),
          page('/services/website-design', WebsiteDesignPage, {
            loader: async (): Promise<WebsiteDesignData> => ({
              ...(await loadData<WebsiteDesign>(dataFiles.websiteDesign)),
              content: await loadData(sectionPageFile('website-design')),
            }),
          }),
          ...listing(resources, ResourcesPage, 'resources'),
          ...listing(guides, GuidesPage, 'guides'),
          ...listing(blog, BlogPage, 'blog', { links: (site) => [rssHeadLink(site)] }),
          {
            id: POST_WORDS_ROUTE,
            loader: load(sectionPageFile('blog')),
            children: [
              {
                path: 'blog/:slug',
                loader: ({ params }: LoaderFunctionArgs) => loadData<BlogPost>(dataFiles.blogPost(params.slug ?? '')),
                Component: BlogPostPage,
                errorElement: <BlogPostError />,
                handle: { head: blogPostHead } satisfies RouteHandle<BlogPost>,
              },
            ],
          },
          sections('/about', 'about', AboutPage),
          sections('/contact', 'contact', ContactPage),
          sections('/become-a-provider', 'become-a-provider', BecomeProviderPage),
          page('/careers', CareersPage, {
            loader: async (): Promise<CareersData> => ({ content: await loadData(sectionPageFile('careers')), jobs: await loadData(dataFiles.jobs) }),
            head: ({ data, site }) => {
              const { content, jobs } = data as CareersData;
              return { schema: careersSchema(jobs, sectionOf(content, 'openings'), site) };
            },
          }),
          legal('privacy'),
          legal('terms'),
          legal('hipaa'),
          page('/faq', FaqPage, {
            loader: async (): Promise<FaqData> => ({ content: await loadData(sectionPageFile('faq')), entries: await loadData(dataFiles.faq) }),
            head: ({ data }) => ({ schema: [faqPageSchema((data as FaqData).entries)] }),
          }),
          legal('accessibility'),
          sections('/sitemap', 'sitemap', SitemapPage),
          {
            path: '*',
            loader: () => data(null, { status: 404 }),
            Component: NotFoundPage,
            handle: {
              head: ({ pathname, site }) => ({ title: site.notFound.title, path: pathname, noIndex: true }),
            } satisfies RouteHandle,
          },
        ],
      },
    ],
  },
];

export { blogPostPath };
