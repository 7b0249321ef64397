import { describe, expect, it } from 'vitest';
import { contentDir, publicDir } from '../../../scripts/content/paths';
import { runPipeline } from '../../../scripts/content/pipeline';
import { dataFiles, type FaqEntry } from '../../content/types';
import { faqPageSchema } from './faq-schema';
import { ALL_FAQ_CATEGORIES, filterFaq } from './filter-faq';

// The real FAQ of content/faq, compiled by the pipeline.
const entries = runPipeline({ contentDir, publicDir, includeDrafts: false }).files.get(dataFiles.faq) as FaqEntry[];
const ids = (search: string, category: string) => filterFaq(entries, search, category).map((entry) => entry.id);

const all = ALL_FAQ_CATEGORIES;
const cases: [search: string, category: string, expected: string[]][] = [
  // In the question, any case.
  ['HIPAA', all, ['is-patient-information-secure']],
  ['hipaa', all, ['is-patient-information-secure']],
  ['What does CareBridge Connect COST', all, ['what-does-it-cost']],
  // In the answer only.
  ['fax', all, ['how-do-we-send-a-referral', 'how-long-is-facility-onboarding', 'what-is-carebridge-connect', 'health-information-on-website', 'do-we-need-new-software']],
  ['medicare', all, ['which-insurance-do-you-verify', 'what-are-the-provider-requirements', 'what-does-it-cost']],
  // Surrounding spaces do not count.
  ['  cost  ', all, ['what-does-it-cost']],
  // Search and category together.
  ['Medicare', 'For Home Health Providers', ['what-are-the-provider-requirements']],
  ['insurance', 'General', ['what-is-carebridge-connect', 'what-does-it-cost', 'can-we-choose-the-agency', 'what-happens-after-a-referral']],
  ['hipaa', 'General', []],
  // Category alone.
  ['', 'Technical & Security', ['is-patient-information-secure', 'health-information-on-website', 'do-we-need-new-software', 'how-are-status-updates-sent', 'newsletter-email-use']],
  // Nothing matches: the page's 'No results found'.
  ['xyz', all, []],
  ['insurnace', all, []],
];

describe('the FAQ filter, on the real questions', () => {
  it.each(cases)('%j in %s', (search, category, expected) => {
    expect(ids(search, category)).toEqual(expected);
  });

  it('keeps every question with an empty search and all categories', () => {
    expect(ids('', all)).toHaveLength(21);
    expect(ids('   ', all)).toHaveLength(21);
  });

  it('describes every question and its plain-text answer as FAQPage data', () => {
    const schema = faqPageSchema(entries) as { '@type': string; mainEntity: { name: string; acceptedAnswer: { text: string } }[] };
    expect(schema['@type']).toBe('FAQPage');
    expect(schema.mainEntity).toHaveLength(entries.length);
    expect(schema.mainEntity[0]!.name).toBe(entries[0]!.question);
    expect(schema.mainEntity[0]!.acceptedAnswer.text).toBe(entries[0]!.answerText);
    expect(JSON.stringify(schema)).not.toContain('"type":"element"');
  });
});

describe('the FAQ filter, on Spanish questions', () => {
  const spanish = [
    { id: 'informacion', question: '¿Cómo protegen mi información de salud?', answerText: 'Cumplimos con HIPAA.\n', category: 'General' },
    { id: 'pago', question: '¿Quién paga?', answerText: 'Medicare, Medicaid o un seguro privado.\n', category: 'General' },
  ] as const;
  const found = (search: string) => filterFaq(spanish, search, all).map((entry) => entry.id);

  it.each<[search: string, expected: string[]]>([
    ['informacion', ['informacion']],
    ['INFORMACIÓN', ['informacion']],
    ['como protegen', ['informacion']],
    ['quien', ['pago']],
    ['medicaid', ['pago']],
    ['hipaa', ['informacion']],
    // Still a substring rule: a typo finds nothing.
    ['informasion', []],
  ])('%j finds %j, ignoring accents and case', (search, expected) => {
    expect(found(search)).toEqual(expected);
  });
});
