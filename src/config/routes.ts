import { allLanguages, DEFAULT_LANGUAGE, languages, type Language } from './languages';

/** A fixed page of the site: where it is, the file of its words and its weight in sitemap.xml. */
export interface SiteRoute {
  path: string;
  /**
   * Its file in content/pages/, by name without extension: the page's words, its head title and
   * description among them. Two addresses may show one file, each with a head of its own there.
   */
  page: string;
  /** Sitemap priority (0.0 to 1.0). */
  priority: number;
  /**
   * The address of its Spanish translation, whose words are the file of the same name in
   * content/es/pages/. Pages without one (those for agencies and website design) are English only.
   */
  es?: string;
}

/**
 * The fixed pages whose layout is code, in the order of the site's route table. The router, the
 * prerenderer, the sitemap and the content check read this list, with the pages drawn wholly from
 * their sections, whose addresses are in their files in content/pages/ (see page-routes); blog
 * posts add `/blog/{slug}` from content, job openings `/careers/{slug}`.
 */
export const staticRoutes = [
  { path: '/', page: 'home', priority: 1, es: '/es' },
  { path: '/how-it-works', page: 'how-it-works', priority: 0.9, es: '/es/como-funciona' },
  { path: '/services', page: 'services', priority: 0.8 },
  { path: '/services/eligibility-verification', page: 'eligibility-verification', priority: 0.7 },
  { path: '/services/website-design', page: 'website-design', priority: 0.7 },
  { path: '/resources', page: 'resources', priority: 0.7, es: '/es/recursos' },
  { path: '/resources/guides', page: 'guides', priority: 0.7 },
  { path: '/blog', page: 'blog', priority: 0.8, es: '/es/blog' },
  { path: '/about', page: 'about', priority: 0.6 },
  { path: '/contact', page: 'contact', priority: 0.7, es: '/es/contacto' },
  { path: '/become-a-provider', page: 'become-a-provider', priority: 0.8 },
  { path: '/careers', page: 'careers', priority: 0.5 },
  { path: '/privacy', page: 'privacy', priority: 0.3, es: '/es/privacidad' },
  { path: '/terms', page: 'terms', priority: 0.3, es: '/es/terminos' },
  { path: '/hipaa', page: 'hipaa', priority: 0.3, es: '/es/hipaa' },
  { path: '/faq', page: 'faq', priority: 0.7, es: '/es/preguntas-frecuentes' },
  { path: '/accessibility', page: 'accessibility', priority: 0.3, es: '/es/accesibilidad' },
  { path: '/sitemap', page: 'sitemap', priority: 0.3 },
  { path: '/search', page: 'search', priority: 0.3, es: '/es/buscar' },
] as const satisfies readonly SiteRoute[];

export type StaticPath = (typeof staticRoutes)[number]['path'];

export const blogPostPath = (slug: string) => `/blog/${slug}`;

/** The page of one job opening; once its `validThrough` has passed, the page says the position has been filled. */
export const jobPath = (slug: string) => `/careers/${slug}`;

/** A fixed page's address in a language: its own for English, its translation's (if any) for another. */
export function routePath(route: SiteRoute, language: Language): string | undefined {
  return language === DEFAULT_LANGUAGE ? route.path : route[language];
}

/**
 * An address of English content in another language: the site's folder of that language before it
 * (a Spanish post is at /es/blog/{slug}).
 */
export const localPath = (language: Language, path: string) => (language === DEFAULT_LANGUAGE ? path : `${languages[language].home}${path === '/' ? '' : path}`);

/**
 * The not-found pages of a language, which the build writes and the server sends with status 404:
 * the site's own, and 'Post Not Found' for an unknown /blog/{slug}; a translation's under its
 * folder (/es/404). No slug can start with an underscore, so the post page's file can never be a
 * post's.
 */
export function notFoundPagesOf(language: Language) {
  const folder = language === DEFAULT_LANGUAGE ? '' : `${language}/`;
  return {
    site: { path: localPath(language, '/404'), file: `${folder}404.html` },
    post: { path: localPath(language, '/blog/_not-found'), file: `${folder}blog/_not-found.html` },
  };
}

/** The English not-found pages. */
export const notFoundPages = notFoundPagesOf(DEFAULT_LANGUAGE);

/** The not-found pages of every language (a translation's under its folder: /es/404). */
export const everyNotFoundPage = allLanguages.flatMap((language) => Object.values(notFoundPagesOf(language)));
