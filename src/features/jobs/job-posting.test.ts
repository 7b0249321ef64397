import type { Root } from 'hast';
import { describe, expect, it } from 'vitest';
import type { JobPosting, SiteConfig } from '../../content/types';
import { salaryText } from '../../pages/JobPage';
import { bodyHtml, jobDescriptionHtml, jobPostingSchema } from './job-posting';

const site = {
  name: 'CareBridge Connect',
  url: 'https://example.com',
  address: { street: '1 Main St', city: 'Houston', region: 'TX', postalCode: '77002', county: 'Harris', country: 'US' },
} as SiteConfig;

const empty: Root = { type: 'root', children: [] };

const job: JobPosting = {
  title: 'Analyst',
  department: 'Data',
  location: 'Houston, TX',
  employmentType: 'FULL_TIME',
  datePosted: '2026-11-01',
  validThrough: '2027-01-31',
  description: 'Analyse things & report.',
  responsibilities: ['Report <weekly>'],
  requirements: ['SQL'],
  slug: 'analyst',
  draft: false,
  body: empty,
  toc: [],
};

const words = { responsibilities: 'Duties', requirements: 'Needs', industry: 'Care' };

describe('jobPostingSchema', () => {
  it("gives Google's required fields: title, description as HTML, datePosted, hiringOrganization, jobLocation", () => {
    expect(jobPostingSchema(job, words, site)).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'JobPosting',
      title: 'Analyst',
      description: '<p>Analyse things &amp; report.</p>\n<h2>Duties</h2><ul><li>Report &lt;weekly&gt;</li></ul>\n<h2>Needs</h2><ul><li>SQL</li></ul>',
      datePosted: '2026-11-01',
      hiringOrganization: { '@type': 'Organization', name: 'CareBridge Connect', sameAs: 'https://example.com', url: 'https://example.com', logo: 'https://example.com/apple-touch-icon.png' },
      jobLocation: {
        '@type': 'Place',
        address: { '@type': 'PostalAddress', streetAddress: '1 Main St', addressLocality: 'Houston', addressRegion: 'TX', postalCode: '77002', addressCountry: 'US' },
      },
    });
  });

  it('gives the recommended validThrough, employmentType and directApply, its industry and its own address', () => {
    expect(jobPostingSchema(job, words, site)).toMatchObject({ validThrough: '2027-01-31', employmentType: 'FULL_TIME', directApply: false, industry: 'Care', url: 'https://example.com/careers/analyst' });
  });

  it('leaves baseSalary and identifier out when the opening gives none', () => {
    const posting = jobPostingSchema(job, words, site);
    expect(posting).not.toHaveProperty('baseSalary');
    expect(posting).not.toHaveProperty('identifier');
  });

  it('gives the pay as a MonetaryAmount, one value or a range, and the reference as a PropertyValue', () => {
    const range = jobPostingSchema({ ...job, baseSalary: { currency: 'USD', minValue: 60000, maxValue: 75000, unitText: 'YEAR' }, identifier: 'CBC-1' }, words, site);
    expect(range.baseSalary).toEqual({ '@type': 'MonetaryAmount', currency: 'USD', value: { '@type': 'QuantitativeValue', minValue: 60000, maxValue: 75000, unitText: 'YEAR' } });
    expect(range.identifier).toEqual({ '@type': 'PropertyValue', name: 'CareBridge Connect', value: 'CBC-1' });
    const one = jobPostingSchema({ ...job, baseSalary: { currency: 'USD', value: 28.5, unitText: 'HOUR' } }, words, site);
    expect(one.baseSalary).toEqual({ '@type': 'MonetaryAmount', currency: 'USD', value: { '@type': 'QuantitativeValue', value: 28.5, unitText: 'HOUR' } });
  });

  it("places the work at the opening's own address when it gives one", () => {
    const posting = jobPostingSchema({ ...job, address: { city: 'Katy', region: 'TX', country: 'US' } }, words, site);
    expect(posting.jobLocation).toEqual({ '@type': 'Place', address: { '@type': 'PostalAddress', addressLocality: 'Katy', addressRegion: 'TX', addressCountry: 'US' } });
  });
});

describe('the description as HTML', () => {
  const tree: Root = {
    type: 'root',
    children: [
      { type: 'element', tagName: 'h2', properties: { id: 'h-team' }, children: [{ type: 'text', value: 'The team' }] },
      { type: 'text', value: '\n' },
      {
        type: 'element',
        tagName: 'p',
        properties: {},
        children: [
          { type: 'text', value: 'See ' },
          { type: 'element', tagName: 'a', properties: { href: '/how-it-works' }, children: [{ type: 'text', value: 'how it works' }] },
          { type: 'text', value: ' & ' },
          { type: 'element', tagName: 'strong', properties: {}, children: [{ type: 'text', value: 'more' }] },
          { type: 'element', tagName: 'img', properties: { src: '/x.png', alt: 'x' }, children: [] },
          { type: 'element', tagName: 'br', properties: {}, children: [] },
        ],
      },
    ],
  };

  it("writes the body's structure without the site's attributes or pictures, its links absolute", () => {
    expect(bodyHtml(tree, 'https://example.com')).toBe('<h2>The team</h2>\n<p>See <a href="https://example.com/how-it-works">how it works</a> &amp; <strong>more</strong><br></p>');
  });

  it('puts the body between the summary and the lists', () => {
    expect(jobDescriptionHtml({ ...job, body: tree }, words, 'https://example.com').split('\n').map((part) => part.slice(0, 8))).toEqual(['<p>Analy', '<h2>The ', '<p>See <', '<h2>Duti', '<h2>Need']);
  });
});

describe('salaryText', () => {
  const units = { salaryUnits: { HOUR: 'an hour', DAY: 'a day', WEEK: 'a week', MONTH: 'a month', YEAR: 'a year' } };
  it('writes a range or one amount, with what it is paid per', () => {
    expect(salaryText({ currency: 'USD', minValue: 60000, maxValue: 75000, unitText: 'YEAR' }, units)).toBe('$60,000–$75,000 a year');
    expect(salaryText({ currency: 'USD', value: 28.5, unitText: 'HOUR' }, units)).toBe('$28.50 an hour');
  });
});
