import type { ElementContent, Root, RootContent } from 'hast';
import { jobPath } from '../../config/routes';
import type { JobWords } from '../../content/page-schema';
import type { JobPosting, SiteConfig } from '../../content/types';
import { organizationLogo, postalAddress } from '../head/structured-data';

const escapeText = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttribute = (value: string) => escapeText(value).replace(/"/g, '&quot;');

/** Elements written without content or closing tag. */
const VOID = new Set(['br', 'hr', 'wbr']);

/**
 * A rendered Markdown body as HTML for search engines: its text and structure (paragraphs, lists,
 * headings, emphasis, links made absolute), without pictures or attributes of the site's own.
 * The tree was sanitised when it was made.
 */
export function bodyHtml(tree: Root, siteUrl: string): string {
  const html = (node: Root | RootContent | ElementContent): string => {
    if (node.type === 'text') return escapeText(node.value);
    if (node.type === 'root') return node.children.map(html).join('');
    if (node.type !== 'element' || node.tagName === 'img') return '';
    const { tagName: tag } = node;
    if (VOID.has(tag)) return `<${tag}>`;
    const href = tag === 'a' && typeof node.properties.href === 'string' ? node.properties.href : undefined;
    const attributes = href === undefined ? '' : ` href="${escapeAttribute(href.startsWith('/') && !href.startsWith('//') ? `${siteUrl}${href}` : href)}"`;
    return `<${tag}${attributes}>${node.children.map(html).join('')}</${tag}>`;
  };
  return html(tree).trim();
}

/**
 * The full description of an opening as HTML, what search engines show of it: its summary, the
 * body's more about the role, then its responsibilities and requirements under the page's headings.
 */
export function jobDescriptionHtml(job: JobPosting, words: Pick<JobWords, 'responsibilities' | 'requirements'>, siteUrl: string): string {
  const list = (heading: string, items: readonly string[]) => `<h2>${escapeText(heading)}</h2><ul>${items.map((item) => `<li>${escapeText(item)}</li>`).join('')}</ul>`;
  return [`<p>${escapeText(job.description)}</p>`, bodyHtml(job.body, siteUrl), list(words.responsibilities, job.responsibilities), list(words.requirements, job.requirements)]
    .filter((part) => part !== '')
    .join('\n');
}

/** A place of work as schema.org's PostalAddress: the opening's own, or the office's. */
function jobAddress(job: JobPosting, site: SiteConfig): Record<string, unknown> {
  if (!job.address) return postalAddress(site);
  const { street, city, region, postalCode, country } = job.address;
  return {
    '@type': 'PostalAddress',
    ...(street ? { streetAddress: street } : {}),
    addressLocality: city,
    addressRegion: region,
    ...(postalCode ? { postalCode } : {}),
    addressCountry: country,
  };
}

/** The opening's pay as schema.org's MonetaryAmount: one value, or a range, per unit of time. */
function monetaryAmount(salary: NonNullable<JobPosting['baseSalary']>): Record<string, unknown> {
  const amount = salary.value !== undefined ? { value: salary.value } : { minValue: salary.minValue, maxValue: salary.maxValue };
  return { '@type': 'MonetaryAmount', currency: salary.currency, value: { '@type': 'QuantitativeValue', ...amount, unitText: salary.unitText } };
}

/**
 * schema.org JobPosting of one opening, for the head of its own page (the only page that may carry
 * it): Google's required properties (title, description as HTML, datePosted, hiringOrganization,
 * jobLocation) and its recommended ones (validThrough, employmentType, baseSalary and identifier
 * where the opening gives them, directApply).
 */
export function jobPostingSchema(job: JobPosting, words: Pick<JobWords, 'responsibilities' | 'requirements' | 'industry'>, site: SiteConfig): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: job.title,
    description: jobDescriptionHtml(job, words, site.url),
    datePosted: job.datePosted,
    validThrough: job.validThrough,
    employmentType: job.employmentType,
    hiringOrganization: { '@type': 'Organization', name: site.name, sameAs: site.url, url: site.url, logo: organizationLogo(site) },
    jobLocation: { '@type': 'Place', address: jobAddress(job, site) },
    ...(job.baseSalary ? { baseSalary: monetaryAmount(job.baseSalary) } : {}),
    ...(job.identifier ? { identifier: { '@type': 'PropertyValue', name: site.name, value: job.identifier } } : {}),
    // Applying means writing an email, not a form on this page.
    directApply: false,
    industry: words.industry,
    url: `${site.url}${jobPath(job.slug)}`,
  };
}
