import type { ComponentType } from 'react';
import { data, useLoaderData, type LoaderFunctionArgs, type RouteObject } from 'react-router-dom';
import { Layout } from '../components/layout/Layout';
import { allLanguages, dataPrefix, DEFAULT_LANGUAGE, languageOfPath, languages, translatedLanguages, type Language } from '../config/languages';
import { blogPostPath, jobPath, localPath, type StaticPath } from '../config/routes';
import { pathIn } from '../content/collections/routes';
import { listingPage, listingPagePath, pageParam, type ListingPage } from '../features/search/pagination';
import { blog } from '../content/collections/blog';
import { guides } from '../content/collections/guides';
import { resources } from '../content/collections/resources';
import type { CollectionListing } from '../content/collections';
import type { LegalPageName } from '../content/categories';
import { PAGE_HEADS_FILE, pageHead, type PageHeads } from '../content/page-heads';
import { contentPageAt, crumbsOf, PAGE_ROUTES_FILE, trailOf, type PageRoutes } from '../content/page-routes';
import type { SectionPage } from '../content/page-schema';
import { sectionPageFile, type SectionPageName } from '../content/section-pages';
import { dataFiles, type BlogPost, type JobPage as JobPageData, type SiteConfig, type WebsiteDesign } from '../content/types';
import { loadData } from '../data/source';
import { loadPageLanguage } from '../i18n/page-language';
import { interfaceTextFile, translate, type InterfaceText } from '../i18n/text';
import { pickText } from '../features/search/island-text';
import { rssHeadLink } from '../features/blog/feed-link';
import { formLanguages, formPageOf, sentPageOf } from '../contracts/forms/addresses';
import { formKinds, type FormKind } from '../contracts/forms/schemas';
import { faqPageSchema } from '../features/faq/faq-schema';
import type { HeadOptions } from '../features/head/head';
import type { HeadContext, RouteHandle } from '../features/head/resolve-head';
import { AboutPage } from '../pages/AboutPage';
import { BecomeProviderPage } from '../pages/BecomeProviderPage';
import { BlogPage } from '../pages/BlogPage';
import { BlogPostError, BlogPostPage, blogPostHead, POST_WORDS_ROUTE } from '../pages/BlogPostPage';
import { CareersPage, type CareersData } from '../pages/CareersPage';
import { JobPage, jobHead, type JobRouteData } from '../pages/JobPage';
import { ContactPage } from '../pages/ContactPage';
// Imports evaluate in this order, and styled-components numbers its class names in the order
// components are created: VerificationCard and SectionsPage (the first to load Testimonials)
// stand where the pages that first loaded them stood, so every page's class names stay as they are.
import { VerificationCard } from '../features/illustrations/VerificationCard';
import { FaqPage, type FaqData } from '../pages/FaqPage';
import { ContactFormPage, ContactSentPage, FormLayout, ProviderFormPage, ProviderSentPage } from '../pages/FormPages';
import { ContentPage, SectionsPage, type ContentPageData } from '../pages/SectionsPage';
import { GuidesPage } from '../pages/GuidesPage';
import { HomePage, homeSchema } from '../pages/HomePage';
import { HowItWorksPage, type HowItWorksData } from '../pages/HowItWorksPage';
import { LegalPage } from '../pages/LegalPage';
import { NotFoundPage } from '../pages/NotFoundPage';
import { ResourcesPage } from '../pages/ResourcesPage';
import { RouteError } from '../pages/RouteError';
import { ServicesPage, servicesBreadcrumbs } from '../pages/ServicesPage';
import { SitemapPage, type SitemapData } from '../pages/SitemapPage';
import { SearchPage } from '../pages/SearchPage';
import { WebsiteDesignPage, type WebsiteDesignData } from '../pages/WebsiteDesignPage';

interface PageOptions {
  loader?: RouteObject['loader'];
  /** Adds to the head options every page gets from its file in content/pages/. */
  head?: (context: HeadContext) => Partial<HeadOptions>;
}

/** The language of the address a loader answers, and where its data files are. */
const languageOf = (request: Request) => languageOfPath(new URL(request.url).pathname);
const prefixOf = (request: Request) => dataPrefix(languageOf(request));

/** Loads a generated file of the language of the address asked for (a Spanish page reads es/...). */
const loadLocal = <T,>(request: Request, file: string) => loadData<T>(prefixOf(request) + file);

/**
 * A fixed page of the route list, at its address in each language it is written in: its
 * component, its data, and its head title and description from its page file.
 */
function page(path: StaticPath, Component: ComponentType, options: PageOptions = {}): RouteObject[] {
  return allLanguages.flatMap((language) => {
    const at = pathIn(language, path);
    if (at === undefined) return [];
    const handle: RouteHandle = {
      head: (context) => ({ ...pageHead(context.pages, at), path: at, ...options.head?.(context) }),
    };
    const route = {
      Component,
      handle,
      ...(options.loader ? { loader: options.loader } : {}),
    };
    return [at === '/' ? { index: true, ...route } : { path: at.slice(1), ...route }];
  });
}

const load =
  (file: string) =>
  ({ request }: LoaderFunctionArgs) =>
    loadLocal(request, file);

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
  options: { links?: (site: SiteConfig, language: Language) => NonNullable<HeadOptions['links']> } = {},
): RouteObject[] {
  return allLanguages.flatMap((language) => {
    const at = pathIn(language, base);
    if (at === undefined) return [];
    const prefix = dataPrefix(language);
    const loadPage = async (number: number) => {
      const page = listingPage(await loadData<unknown[]>(prefix + file), number, { featured });
      if (!page) throw notFound();
      // The head title of the later pages, in the page's language.
      const headText = pickText(await loadData<InterfaceText>(interfaceTextFile(language)), ['listing.pageTitle'], language);
      return { ...page, content: await loadData<SectionPage>(prefix + sectionPageFile(content)), headText };
    };
    const head = ({ data: page, site, pages }: HeadContext<ListingPage<unknown> & { headText: InterfaceText }>): HeadOptions => {
      const words = pageHead(pages, at);
      return {
        title: page.number === 1 ? words.title : translate(page.headText, 'listing.pageTitle', { title: words.title ?? '', number: page.number, count: page.count }),
        description: words.description,
        path: listingPagePath(at, page.number),
        links: [
          ...(options.links?.(site, language) ?? []),
          ...(page.number > 1 ? [{ rel: 'prev', href: listingPagePath(at, page.number - 1) }] : []),
          ...(page.number < page.count ? [{ rel: 'next', href: listingPagePath(at, page.number + 1) }] : []),
        ],
      };
    };
    const handle = { head } as RouteHandle;
    return [
      { path: at.slice(1), loader: () => loadPage(1), Component, handle },
      {
        path: `${at.slice(1)}/page/:page`,
        loader: ({ params }: LoaderFunctionArgs) => {
          const number = pageParam(params.page);
          if (!number) throw notFound();
          return loadPage(number);
        },
        Component,
        handle,
      },
    ];
  });
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

/** The page drawn wholly from its file at the address asked for, if any (see page-routes); otherwise not found. */
async function loadContentPage({ request }: LoaderFunctionArgs) {
  const { pathname } = new URL(request.url);
  const table = await loadData<PageRoutes>(PAGE_ROUTES_FILE);
  const name = contentPageAt(table, pathname);
  if (name === undefined) return data(null, { status: 404 });
  return { page: await loadLocal<SectionPage>(request, sectionPageFile(name)), trail: trailOf(table, pathname) ?? null } satisfies ContentPageData;
}

function ContentOrNotFound() {
  const found = useLoaderData() as ContentPageData | null;
  return found ? <ContentPage {...found} /> : <NotFoundPage />;
}

function EligibilityVerificationPage() {
  return <SectionsPage heroAside={<VerificationCard />} />;
}

const legal = (name: LegalPageName) => page(`/${name}` as StaticPath, LegalPage, { loader: load(dataFiles.legalPage(name)) });

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
          ...page('/', HomePage, { loader: load(sectionPageFile('home')), head: ({ site }) => ({ schema: [homeSchema(site)] }) }),
          ...page('/how-it-works', HowItWorksPage, {
            loader: async ({ request }): Promise<HowItWorksData> => ({ content: await loadLocal(request, sectionPageFile('how-it-works')), faqs: await loadLocal(request, dataFiles.faq) }),
          }),
          ...page('/services', ServicesPage, { loader: load(sectionPageFile('services')), head: () => ({ breadcrumbs: servicesBreadcrumbs }) }),
          ...sections('/services/eligibility-verification', 'eligibility-verification', EligibilityVerificationPage),
          ...page('/services/website-design', WebsiteDesignPage, {
            loader: async (): Promise<WebsiteDesignData> => ({
              ...(await loadData<WebsiteDesign>(dataFiles.websiteDesign)),
              content: await loadData(sectionPageFile('website-design')),
            }),
          }),
          ...listing(resources, ResourcesPage, 'resources'),
          ...listing(guides, GuidesPage, 'guides'),
          ...listing(blog, BlogPage, 'blog', { links: (site, language) => [rssHeadLink(site, language)] }),
          {
            id: POST_WORDS_ROUTE,
            loader: load(sectionPageFile('blog')),
            // A post of each language that has posts, at the language's own /blog/{slug}.
            children: allLanguages.map((language) => ({
              path: `${localPath(language, '/blog').slice(1)}/:slug`,
              loader: ({ params }: LoaderFunctionArgs) => loadData<BlogPost>(dataPrefix(language) + dataFiles.blogPost(params.slug ?? '')),
              Component: BlogPostPage,
              errorElement: <BlogPostError />,
              handle: { head: blogPostHead } satisfies RouteHandle<BlogPost>,
            })),
          },
          ...sections('/about', 'about', AboutPage),
          ...sections('/contact', 'contact', ContactPage),
          ...sections('/become-a-provider', 'become-a-provider', BecomeProviderPage),
          ...page('/careers', CareersPage, {
            loader: async (): Promise<CareersData> => ({ content: await loadData(sectionPageFile('careers')), jobs: await loadData(dataFiles.jobs) }),
          }),
          {
            // Each opening's page (English only, as the openings are), and a filled position's once it has ended.
            path: jobPath(':slug').slice(1),
            loader: async ({ params }: LoaderFunctionArgs): Promise<JobRouteData> => ({
              job: await loadData<JobPageData>(dataFiles.job(params.slug ?? '')),
              careers: await loadData<SectionPage>(sectionPageFile('careers')),
            }),
            Component: JobPage,
            handle: { head: jobHead } satisfies RouteHandle<JobRouteData>,
          },
          ...legal('privacy'),
          ...legal('terms'),
          ...legal('hipaa'),
          ...page('/faq', FaqPage, {
            loader: async ({ request }): Promise<FaqData> => ({ content: await loadLocal(request, sectionPageFile('faq')), entries: await loadLocal(request, dataFiles.faq) }),
            head: ({ data }) => ({ schema: [faqPageSchema((data as FaqData).entries)] }),
          }),
          ...legal('accessibility'),
          ...page('/sitemap', SitemapPage, {
            loader: async (): Promise<SitemapData> => ({
              content: await loadData(sectionPageFile('sitemap')),
              entries: await loadData(dataFiles.sitemapEntries),
              places: (await loadData<PageRoutes>(PAGE_ROUTES_FILE)).sitemap,
            }),
          }),
          ...sections('/search', 'search', SearchPage),
          // Any other address: a page drawn wholly from its file in content/pages/, at the address the
          // file gives, or not found, in the language of its folder (/es/...) or English.
          ...[...translatedLanguages.map((language) => `${languages[language].home.slice(1)}/*`), '*'].map(
            (path): RouteObject => ({
              path,
              loader: loadContentPage,
              Component: ContentOrNotFound,
              handle: {
                head: ({ data: found, pathname, site, pages, t }) =>
                  found
                    ? { ...pageHead(pages, pathname), path: pathname, ...(found.trail ? { breadcrumbs: crumbsOf(pathname, found.trail, pages, t('breadcrumbs.home')) } : {}) }
                    : { title: site.notFound.title, path: pathname, notFound: true },
              } satisfies RouteHandle<ContentPageData | null>,
            }),
          ),
        ],
      },
    ],
  },
];

export { blogPostPath };
