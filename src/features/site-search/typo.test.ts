import { describe, expect, it } from 'vitest';
import { vocabularyChunks, vocabularyOf } from '../../../scripts/search-index/vocabulary';
import { correctQuery, MIN_TYPO_LENGTH, needsCorrection, withinOneEdit, wordsOf } from './typo';

/** A loader of the words of each length, in the order given (most frequent first), that records the lengths asked for. */
function loaderOf(words: string[]) {
  const asked: number[] = [];
  const load = async (length: number) => {
    asked.push(length);
    return words.filter((word) => word.length === length);
  };
  return { load, asked };
}

const siteWords = ['medicare', 'insurance', 'therapy', 'nurses', 'caregiver', 'visits', 'nursed', 'medicaid'];

describe('withinOneEdit', () => {
  const cases: [a: string, b: string, expected: boolean][] = [
    ['medicare', 'medicare', true],
    ['insurnace', 'insurance', true],
    ['insurnce', 'insurance', true],
    ['insurancee', 'insurance', true],
    ['insurence', 'insurance', true],
    ['nsurance', 'insurance', true],
    ['insuranc', 'insurance', true],
    ['insuranse', 'insurance', true],
    ['xinsurance', 'insurance', true],
    ['ab', 'ba', true],
    ['', '', true],
    ['', 'a', true],
    ['insrnace', 'insurance', false],
    ['insurnac', 'insurance', false],
    ['medicare', 'medicaid', false],
    ['abc', 'cba', false],
    ['abcd', 'badc', false],
    ['ab', 'ca', false],
    ['', 'ab', false],
    ['medic', 'medicare', false],
    ['insurance', 'insura', false],
  ];

  it.each(cases)('%j and %j: %s', (a, b, expected) => {
    expect(withinOneEdit(a, b)).toBe(expected);
    expect(withinOneEdit(b, a)).toBe(expected);
  });
});

describe('wordsOf', () => {
  it('cuts on anything but letters and digits, keeps decomposed accents with their letter and drops empty pieces', () => {
    expect(wordsOf(' Medicare, home-health (covid19) don\u2019t  ')).toEqual(['Medicare', 'home', 'health', 'covid19', 'don', 't']);
    expect(wordsOf('Informacio\u0301n')).toEqual(['Informacio\u0301n']);
    expect(wordsOf('')).toEqual([]);
  });
});

describe('correctQuery', () => {
  it('corrects a swap, a missing letter, an extra letter and a changed letter', async () => {
    const { load } = loaderOf(siteWords);
    expect(await correctQuery('insurnace', load)).toBe('insurance');
    expect(await correctQuery('insurnce', load)).toBe('insurance');
    expect(await correctQuery('therapyy', load)).toBe('therapy');
    expect(await correctQuery('medicore', load)).toBe('medicare');
  });

  it('corrects each word of a query, keeping its order, and joins the words with single spaces', async () => {
    const { load } = loaderOf(siteWords);
    expect(await correctQuery('insurnce medicare', load)).toBe('insurance medicare');
    expect(await correctQuery('  medicore,   insurnace!  ', load)).toBe('medicare insurance');
  });

  it('reads capitals as lower case, writes a corrected word in its vocabulary form and leaves the others as typed', async () => {
    const { load } = loaderOf(siteWords);
    expect(await correctQuery('Insurnace', load)).toBe('insurance');
    expect(await correctQuery('Medicare INSURNACE', load)).toBe('Medicare insurance');
    expect(await correctQuery('the insurnace of Medicare', load)).toBe('the insurance of Medicare');
  });

  it('corrects no word under five letters and asks for no words then', async () => {
    expect(MIN_TYPO_LENGTH).toBe(5);
    const { load, asked } = loaderOf(['medi', 'care', 'nurse']);
    expect(await correctQuery('medu', load)).toBeUndefined();
    expect(await correctQuery('medi cade', load)).toBeUndefined();
    expect(asked).toEqual([]);
    expect(await correctQuery('nursr', load)).toBe('nurse');
  });

  it('leaves a word with no site word one edit away, and gives undefined when nothing changes', async () => {
    const { load } = loaderOf(siteWords);
    expect(await correctQuery('zzzzzzz', load)).toBeUndefined();
    expect(await correctQuery('insurnace zzzzzzz', load)).toBe('insurance zzzzzzz');
    expect(await correctQuery('', load)).toBeUndefined();
  });

  it('never corrects a word of the site, nor the start of one a letter longer', async () => {
    // "nurses" is one edit from "nursed", which comes first; "caregive" is one letter short of "caregiver".
    const { load } = loaderOf(['nursed', ...siteWords]);
    expect(await correctQuery('nurses', load)).toBeUndefined();
    expect(await correctQuery('Nurses medicare', load)).toBeUndefined();
    expect(await correctQuery('caregive', load)).toBeUndefined();
  });

  it('corrects no number', async () => {
    const { load, asked } = loaderOf(['20245', 'covid19']);
    expect(await correctQuery('20246', load)).toBeUndefined();
    expect(asked).toEqual([]);
    expect(await correctQuery('covid18', load)).toBe('covid19');
  });

  it('takes the candidate earliest in its chunk, and at the same place the same length, then the shorter', async () => {
    expect(await correctQuery('cared', loaderOf(['other', 'cares', 'care', 'carted']).load)).toBe('care');
    expect(await correctQuery('cared', loaderOf(['cares', 'care', 'carted']).load)).toBe('cares');
    expect(await correctQuery('cared', loaderOf(['other', 'carted', 'care']).load)).toBe('care');
    expect(await correctQuery('cared', loaderOf(['other', 'carted']).load)).toBe('carted');
  });

  it('asks for each length at most once in a call, and only the lengths around each word', async () => {
    const { load, asked } = loaderOf(siteWords);
    expect(await correctQuery('insurnace medicore insurnace theropy', load)).toBe('insurance medicare insurance therapy');
    expect([...asked].sort((a, b) => a - b)).toEqual([6, 7, 8, 9, 10]);
  });

  it('asks for no length over 24 and leaves words over 25 letters as typed', async () => {
    const long = 'a'.repeat(24);
    const { load, asked } = loaderOf([long]);
    expect(await correctQuery(`${long}b`, load)).toBe(long);
    expect(asked).toEqual([25 - 1]);
    expect(await correctQuery(`${long}bb`, load)).toBeUndefined();
    expect(asked).toEqual([24]);
  });

  it('fails when the words cannot be loaded', async () => {
    await expect(correctQuery('insurnace', () => Promise.reject(new Error('offline')))).rejects.toThrow('offline');
  });

  it('reads the chunks the build makes: accents off on both sides', async () => {
    const chunks = vocabularyChunks(vocabularyOf(['Más información sobre Medicare.', 'La información de su seguro médico.']));
    const load = async (length: number) => chunks.get(length) ?? [];
    expect(await correctQuery('informacoin', load)).toBe('informacion');
    expect(await correctQuery('Informacoin de Medicaer', load)).toBe('informacion de medicare');
    expect(await correctQuery('informaciónn', load)).toBe('informacion');
    expect(await correctQuery('Información', load)).toBeUndefined();
    expect(await correctQuery('informacion medico', load)).toBeUndefined();
  });
});

describe('needsCorrection', () => {
  it('is false when every long word was matched as typed, or as the start or stem of a matched word', () => {
    expect(needsCorrection('medicare', ['Medicare'])).toBe(false);
    expect(needsCorrection('medi', [])).toBe(false);
    expect(needsCorrection('medicar', ['Medicare'])).toBe(false);
    expect(needsCorrection('referrals', ['referral'])).toBe(false);
    expect(needsCorrection('Información', ['informacion'])).toBe(false);
  });

  it('is true when a long word matched only a different word (the index forgave a typo) or nothing', () => {
    expect(needsCorrection('insurnace', ['insurance'])).toBe(true);
    expect(needsCorrection('medicare insurnace', ['Medicare'])).toBe(true);
    expect(needsCorrection('privcy', [])).toBe(true);
  });

  it('leaves short words and numbers to the index', () => {
    expect(needsCorrection('home care', [])).toBe(false);
    expect(needsCorrection('77021', [])).toBe(false);
  });
});
