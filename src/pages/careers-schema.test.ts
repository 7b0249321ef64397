import { describe, expect, it } from 'vitest';
import type { Job, SiteConfig } from '../content/types';
import { careersSchema } from './CareersPage';

const site = {
  name: 'CareBridge Connect',
  url: 'https://example.com',
  address: { street: '1 Main St', city: 'Houston', region: 'TX', postalCode: '77002', county: 'Harris', country: 'US' },
} as SiteConfig;

const job: Job = {
  title: 'Analyst',
  department: 'Data',
  location: 'Houston, TX',
  employmentType: 'FULL_TIME',
  datePosted: '2026-11-01',
  description: 'Analyse things.',
  responsibilities: ['Report'],
  requirements: ['SQL'],
  slug: 'analyst',
  draft: false,
};

const words = { responsibilities: 'Duties', requirements: 'Needs', industry: 'Care' };

describe('careersSchema', () => {
  it("writes each opening's lists under the openings section's headings, and its industry", () => {
    expect(careersSchema([job], words, site)[0]).toMatchObject({ description: 'Analyse things.\n\nDuties: Report.\n\nNeeds: SQL.', industry: 'Care' });
  });

  it('gives a JobPosting its validThrough day when the job has one', () => {
    expect(careersSchema([{ ...job, validThrough: '2026-12-31' }], words, site)[0]).toMatchObject({ validThrough: '2026-12-31' });
  });

  it('leaves validThrough out of a JobPosting when the job has none', () => {
    expect(careersSchema([job], words, site)[0]).not.toHaveProperty('validThrough');
  });
});
