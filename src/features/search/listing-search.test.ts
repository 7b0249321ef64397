import Fuse from 'fuse.js';
import { describe, expect, it } from 'vitest';
import { contentDir, publicDir } from '../../../scripts/content/paths';
import { runPipeline } from '../../../scripts/content/pipeline';
import { buildSearchIndex } from '../../../scripts/content/search-index';
import { dataFiles } from '../../content/types';
import { createSearcher } from './fuse-index';
import { ALL_CATEGORIES, allowedErrors, closeMatches, exactMatches, searchListing, type SearchOutcome } from './listing-search';
import type { SearchIndexFile, SearchListing } from './search-options';

// The real seed content, compiled by the real pipeline: the index under test is the one shipped.
const { files, errors } = runPipeline({ contentDir, publicDir, includeDrafts: false });
const searcher = (listing: SearchListing) => createSearcher(Fuse, files.get(dataFiles.searchIndex(listing)) as SearchIndexFile);

type Case = [listing: SearchListing, query: string, category: string, kind: SearchOutcome['kind'], slugs: string[]];

const cases: Case[] = [
  // Exact words, any case: exactly the items that contain them.
  ['guides', 'insurance', ALL_CATEGORIES, 'exact', ['insurance-verification-basics']],
  ['guides', 'HIPAA', ALL_CATEGORIES, 'exact', ['hipaa-for-referral-partners']],
  ['resources', 'Fort Bend', ALL_CATEGORIES, 'exact', ['fort-bend-agency-growth']],
  ['blog', 'technology', ALL_CATEGORIES, 'exact', ['how-referral-technology-cuts-placement-time']],
  ['resources', 'prior authorization', ALL_CATEGORIES, 'exact', ['medicare-advantage-authorization']],
  // Descriptions (excerpts on the blog) count too; title matches rank first, each group newest first.
  ['guides', 'medicare', ALL_CATEGORIES, 'exact', ['pdgm-primer-agencies', 'insurance-verification-basics', 'face-to-face-documentation']],
  ['blog', 'care', ALL_CATEGORIES, 'exact', ['care-transitions-hospital-to-home', 'medicare-home-health-eligibility-explained', 'first-week-home-preventing-readmissions']],
  ['guides', 'documentation', ALL_CATEGORIES, 'exact', ['face-to-face-documentation', 'pdgm-primer-agencies']],
  // Partial words are substrings: still exact, and never mixed with close matches.
  ['blog', 'readmis', ALL_CATEGORIES, 'exact', ['first-week-home-preventing-readmissions']],
  ['resources', 'hurrican', ALL_CATEGORIES, 'exact', ['hurricane-readiness-agencies']],
  ['resources', 'eligib', ALL_CATEGORIES, 'exact', ['medicare-eligibility-family-guide']],
  ['guides', 'hipa', ALL_CATEGORIES, 'exact', ['hipaa-for-referral-partners']],
  // Typos and transposed letters: no item contains them, so Fuse's close matches.
  ['guides', 'insurnace', ALL_CATEGORIES, 'close', ['insurance-verification-basics']],
  ['guides', 'heart failre', ALL_CATEGORIES, 'close', ['heart-failure-home-monitoring']],
  ['guides', 'mediacre', ALL_CATEGORIES, 'close', ['insurance-verification-basics', 'pdgm-primer-agencies', 'face-to-face-documentation']],
  ['blog', 'medicre', ALL_CATEGORIES, 'close', ['medicare-home-health-eligibility-explained']],
  ['blog', 'checklst', ALL_CATEGORIES, 'close', ['discharge-planning-checklist-for-case-managers']],
  ['blog', 'dischrage', ALL_CATEGORIES, 'close', ['discharge-planning-checklist-for-case-managers', 'care-transitions-hospital-to-home', 'first-week-home-preventing-readmissions']],
  ['resources', 'readmision', ALL_CATEGORIES, 'close', ['reducing-readmissions-first-week']],
  ['resources', 'referal packet', ALL_CATEGORIES, 'close', ['referral-packet-checklist']],
  // Nothing close: the empty state.
  ['blog', 'insurnace', ALL_CATEGORIES, 'none', []],
  ['blog', 'xyzzy', ALL_CATEGORIES, 'none', []],
  ['resources', 'zzzz', ALL_CATEGORIES, 'none', []],
  ['guides', 'qwpl', ALL_CATEGORIES, 'none', []],
  // Search and category together.
  ['resources', 'webinar', ALL_CATEGORIES, 'exact', ['hurricane-readiness-agencies', 'reducing-readmissions-first-week']],
  ['resources', 'webinar', 'Webinars', 'exact', ['hurricane-readiness-agencies', 'reducing-readmissions-first-week']],
  ['resources', 'webinar', 'Case Studies', 'none', []],
  ['blog', 'care', 'Patient Care', 'exact', ['medicare-home-health-eligibility-explained', 'first-week-home-preventing-readmissions']],
  ['guides', 'mediacre', 'Financial', 'close', ['insurance-verification-basics', 'pdgm-primer-agencies']],
  // No text: the category alone, in listing order (newest first).
  ['guides', '', 'Clinical', 'all', ['medication-reconciliation-transitions', 'heart-failure-home-monitoring']],
  ['resources', '   ', 'Case Studies', 'all', ['fort-bend-agency-growth', 'medical-center-placement-time']],
];

describe('the listing search rule, on the seed content', () => {
  it('compiles the seed content', () => expect(errors).toEqual([]));

  it.each(cases)('%s: %j in %s -> %s %j', (listing, query, category, kind, slugs) => {
    expect(searchListing(searcher(listing), query, category)).toEqual({ kind, slugs });
  });

  it('lists every item of a listing when there is no text and the category is All', () => {
    const file = files.get(dataFiles.searchIndex('resources')) as SearchIndexFile;
    expect(searchListing(searcher('resources'), '', ALL_CATEGORIES).slugs).toEqual(file.documents.map((doc) => doc.slug));
    expect(file.documents).toHaveLength(8);
  });

  it('the plain rule alone (before Fuse loads) gives the exact outcome', () => {
    const file = files.get(dataFiles.searchIndex('blog')) as SearchIndexFile;
    const plain = exactMatches(file.documents, 'CARE', ALL_CATEGORIES).map((doc) => doc.slug);
    expect(plain).toEqual(searchListing(searcher('blog'), 'care', ALL_CATEGORIES).slugs);
  });

  it('ranks items with the text in their title first, each group in listing order', () => {
    const items = [
      { slug: 'a', title: 'Weekend visits', description: 'How a referral moves', category: 'Technology' },
      { slug: 'b', title: 'Referral basics', description: 'First steps', category: 'Technology' },
      { slug: 'c', title: 'Intake', description: 'The referral packet', category: 'Patient Care' },
      { slug: 'd', title: 'Referral timing', description: 'Same day', category: 'Technology' },
    ];
    expect(exactMatches(items, 'REFERRAL', ALL_CATEGORIES).map((item) => item.slug)).toEqual(['b', 'd', 'a', 'c']);
    expect(exactMatches(items, 'referral', 'Technology').map((item) => item.slug)).toEqual(['b', 'd', 'a']);
  });

  it('texts of three letters or fewer allow no error, so Fuse finds nothing that is not exact', () => {
    const file = files.get(dataFiles.searchIndex('blog')) as SearchIndexFile;
    const blog = searcher('blog');
    expect([1, 2, 3, 4, 6, 7, 9, 10].map((length) => allowedErrors('x'.repeat(length)))).toEqual([0, 0, 0, 1, 1, 2, 2, 3]);
    // Every short text that no item contains: Fuse's own answer is empty as well.
    const letters = 'abcdefghijklmnopqrstuvwxyz';
    const absent = Array.from(letters).flatMap((a) => Array.from(letters).map((b) => a + b)).filter((text) => exactMatches(file.documents, text, ALL_CATEGORIES).length === 0);
    expect(absent.length).toBeGreaterThan(100);
    for (const text of [...absent, ...absent.map((text) => `${text}q`)]) {
      if (exactMatches(file.documents, text, ALL_CATEGORIES).length > 0) continue;
      expect(blog.fuse.search(text)).toEqual([]);
      expect(closeMatches(blog, text, ALL_CATEGORIES)).toEqual([]);
    }
  });

  it('the search files hold titles and descriptions, never a body', () => {
    for (const listing of ['blog', 'resources', 'guides'] as const) {
      const file = files.get(dataFiles.searchIndex(listing)) as SearchIndexFile;
      for (const doc of file.documents) expect(Object.keys(doc).sort()).toEqual(['category', 'description', 'slug', 'title']);
      expect(JSON.stringify(file)).not.toContain('"body"');
    }
  });
});

// Spanish entries, indexed as the build indexes them and read back from JSON as the browser reads them.
const spanishDocuments = [
  { slug: 'informacion-de-salud', title: '¿Cómo protegen mi información de salud?', description: 'Lo que guardamos y por qué.', category: 'General' },
  { slug: 'medicaid', title: 'Quién paga la atención en casa', description: 'Medicare, Medicaid y los seguros privados: un trámite fácil.', category: 'General' },
  { slug: 'primera-semana', title: 'La primera semana en casa', description: 'Cómo evitar una nueva hospitalización.', category: 'Patient Care' },
];
const spanish = createSearcher(Fuse, JSON.parse(JSON.stringify(buildSearchIndex(spanishDocuments))) as SearchIndexFile);

describe('the listing search rule, on Spanish words', () => {
  it.each<[query: string, kind: SearchOutcome['kind'], slugs: string[]]>([
    // Accents are optional, in the text and in the search.
    ['informacion', 'exact', ['informacion-de-salud']],
    ['INFORMACIÓN', 'exact', ['informacion-de-salud']],
    ['como', 'exact', ['informacion-de-salud', 'primera-semana']],
    ['hospitalizacion', 'exact', ['primera-semana']],
    ['medicaid', 'exact', ['medicaid']],
    // An accent in the wrong place is no error at all.
    ['informacíon', 'exact', ['informacion-de-salud']],
    // A wrong letter in a word of five or more: a close match, as in English.
    ['informasion', 'close', ['informacion-de-salud']],
    ['semena', 'close', ['primera-semana']],
    ['hospitalisación', 'close', ['primera-semana']],
    ['medicad', 'close', ['medicaid']],
    // Without its accent and with a wrong letter: one error, not two.
    ['facik', 'close', ['medicaid']],
    // Nonsense still finds nothing.
    ['xyzzy', 'none', []],
  ])('%j -> %s %j', (query, kind, slugs) => {
    expect(searchListing(spanish, query, ALL_CATEGORIES)).toEqual({ kind, slugs });
  });
});
