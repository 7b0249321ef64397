import { allLanguages, DEFAULT_LANGUAGE, languageOfPath, languages, type Language } from '../../config/languages';
import type { PageHeads } from '../../content/page-heads';
import type { SiteConfig } from '../../content/types';
import { theme } from '../../styles/theme';
import { SOCIAL_CARD, socialCardAlt, socialCardPath, type CardText } from './social-card-path';

/** One step of a breadcrumb trail; the same list feeds the visible trail and the BreadcrumbList data. */
export interface Crumb {
  name: string;
  path: string;
}

/** What a page says about its head: title, description, address, image, links and structured data. */
export interface HeadOptions {
  /** Page title; ' | {brand}' is added unless it already holds the brand. Default title when absent. */
  title?: string | null;
  description?: string;
  /** Path of the page (its canonical address is the site origin plus this path). */
  path: string;
  /** The page's language, by its address; and its counterpart's address in the other language, if it has one. */
  language?: Language;
  alternate?: string;
  /**
   * What the page's social card says above and below its title (see cardText); every indexed page
   * with a title has one. On a translated page, `byline` ("Por …") and `about` (the picture's
   * description after the title) in its language.
   */
  card?: { kicker?: string; author?: string; byline?: string; about?: string };
  /** Open Graph type. */
  type?: 'website' | 'article';
  /** Structured data blocks (JSON-LD). */
  schema?: Record<string, unknown>[];
  noIndex?: boolean;
  /**
   * The page answers 404, for an address the site does not have: it is not indexed, and names no
   * address of its own (canonical, og:url, hreflang), since each would point at an address that
   * answers 404.
   */
  notFound?: boolean;
  hreflang?: { lang: string; url: string }[];
  /** Breadcrumb trail, written as BreadcrumbList structured data. */
  breadcrumbs?: Crumb[];
  /** Extra link tags, like the blog's RSS feed. */
  links?: { rel: string; href: string; type?: string; title?: string }[];
}

export interface HeadTag {
  tag: 'title' | 'meta' | 'link' | 'script';
  attrs: Record<string, string>;
  content?: string;
}

/** The social picture of a page without a card of its own (the not-found and form pages). */
export const OG_IMAGE = { path: '/og-image.jpg', width: 1200, height: 630, type: 'image/jpeg' } as const;

/**
 * The section a page is in, named by its section's own page: /services/referral-coordination and
 * /blog/page/2 are in "Services" and "Blog". A top-level page is a section of its own.
 */
function sectionTitle(path: string, pages: PageHeads): string | undefined {
  // Within the language's folder: /es/como-funciona/pacientes-y-familias is in /es/como-funciona.
  const home = languages[languageOfPath(path)].home;
  const base = home === '/' ? '' : home;
  const top = `${base}/${path.slice(base.length).split('/')[1] ?? ''}`;
  return top === path || !Object.hasOwn(pages, top) ? undefined : (pages[top]?.title ?? undefined);
}

/**
 * What a page's social card shows: its title (the site's tagline on the home page), what it is
 * (a post's category, the section of a page within one, or the site's tagline, or its city on
 * the home page) and, for a post, its author. None for a page that is not indexed (not-found,
 * the framed form pages).
 */
export function cardText(options: HeadOptions, site: SiteConfig, pages: PageHeads): CardText | undefined {
  if (options.noIndex || options.notFound) return undefined;
  const kicker = options.card?.kicker ?? sectionTitle(options.path, pages) ?? (options.title ? site.tagline : `${site.address.city}, ${site.address.region}`);
  const { author, byline, about } = options.card ?? {};
  return { title: options.title ?? site.tagline, kicker, ...(author ? { author } : {}), ...(byline ? { byline } : {}), ...(about ? { about } : {}) };
}

export function pageTitle(title: string | null | undefined, site: SiteConfig): string {
  if (!title) return `${site.name} - ${site.tagline}`;
  return title.includes(site.name) ? title : `${title} | ${site.name}`;
}

export const absoluteUrl = (site: SiteConfig, path: string) => (/^https?:\/\//.test(path) ? path : `${site.url}${path}`);

/** Every tag of a page's head, from its options, the site facts and the fixed pages' heads. One routine for all pages. */
export function headTags(options: HeadOptions, site: SiteConfig, pages: PageHeads): HeadTag[] {
  const title = pageTitle(options.title, site);
  const description = options.description ?? site.description;
  const canonical = absoluteUrl(site, options.path);
  const card = cardText(options, site, pages);
  const image = card
    ? { url: absoluteUrl(site, socialCardPath(options.path)), ...SOCIAL_CARD, alt: socialCardAlt(card, site) }
    : { url: absoluteUrl(site, OG_IMAGE.path), ...OG_IMAGE, alt: `${site.name}: ${site.tagline}` };
  const meta = (key: 'name' | 'property', name: string, content: string): HeadTag => ({ tag: 'meta', attrs: { [key]: name, content } });
  const language = options.language ?? DEFAULT_LANGUAGE;
  const other = options.alternate === undefined ? undefined : languageOfPath(options.alternate);
  // A pair names both pages, and English as the default; a page in one language names itself
  // (English also as the default).
  const versions = [{ language, url: canonical }, ...(other && options.alternate ? [{ language: other, url: absoluteUrl(site, options.alternate) }] : [])];
  const english = versions.find((version) => version.language === DEFAULT_LANGUAGE);
  const hreflang = options.notFound ? [] : options.hreflang ?? [
    ...allLanguages.flatMap((lang) => versions.filter((version) => version.language === lang).map((version) => ({ lang: languages[lang].tag, url: version.url }))),
    ...(english ? [{ lang: 'x-default', url: english.url }] : []),
  ];

  const tags: HeadTag[] = [
    { tag: 'title', attrs: {}, content: title },
    meta('name', 'description', description),
    ...(options.notFound ? [] : [{ tag: 'link', attrs: { rel: 'canonical', href: canonical } } satisfies HeadTag]),
    meta('name', 'robots', options.noIndex || options.notFound ? 'noindex, nofollow' : 'index, follow'),
    meta('name', 'keywords', site.keywords.join(', ')),
    meta('name', 'theme-color', theme.brandColor),
    meta('name', 'geo.region', 'US-TX'),
    meta('name', 'geo.placename', site.address.city),
    meta('name', 'geo.position', `${site.geo.latitude};${site.geo.longitude}`),
    meta('name', 'ICBM', `${site.geo.latitude}, ${site.geo.longitude}`),
    ...hreflang.map((alt): HeadTag => ({ tag: 'link', attrs: { rel: 'alternate', hreflang: alt.lang, href: alt.url } })),
    meta('property', 'og:type', options.type ?? 'website'),
    meta('property', 'og:site_name', site.name),
    meta('property', 'og:title', title),
    meta('property', 'og:description', description),
    ...(options.notFound ? [] : [meta('property', 'og:url', canonical)]),
    meta('property', 'og:locale', languages[language].ogLocale),
    ...(other ? [meta('property', 'og:locale:alternate', languages[other].ogLocale)] : []),
    meta('property', 'og:image', image.url),
    meta('property', 'og:image:type', image.type),
    meta('property', 'og:image:width', String(image.width)),
    meta('property', 'og:image:height', String(image.height)),
    meta('property', 'og:image:alt', image.alt),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', title),
    meta('name', 'twitter:description', description),
    meta('name', 'twitter:image', image.url),
    meta('name', 'twitter:image:alt', image.alt),
    ...(options.links ?? []).map((link): HeadTag => ({ tag: 'link', attrs: { ...link } })),
  ];

  const schema = [...(options.schema ?? [])];
  if (options.breadcrumbs?.length) {
    schema.push({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: options.breadcrumbs.map((crumb, index) => ({
        '@type': 'ListItem',
        position: index + 1,
        name: crumb.name,
        item: absoluteUrl(site, crumb.path),
      })),
    });
  }
  for (const block of schema) {
    tags.push({ tag: 'script', attrs: { type: 'application/ld+json' }, content: JSON.stringify(block) });
  }
  return tags;
}

const escapeAttr = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeText = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
/** JSON inside a script element must not be able to close it. */
const escapeJson = (value: string) => value.replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');

/** The tags as HTML for the prerendered page. */
export function renderHeadTags(tags: HeadTag[]): string {
  return tags
    .map(({ tag, attrs, content }) => {
      const attributes = Object.entries(attrs)
        .map(([key, value]) => (value === '' ? ` ${key}` : ` ${key}="${escapeAttr(value)}"`))
        .join('');
      if (tag === 'meta' || tag === 'link') return `<${tag}${attributes}>`;
      const body = tag === 'script' ? escapeJson(content ?? '') : escapeText(content ?? '');
      return `<${tag}${attributes}>${body}</${tag}>`;
    })
    .join('\n    ');
}
