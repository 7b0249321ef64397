import { describe, expect, it } from 'vitest';
import { VOCABULARY_FILE, vocabularyChunks, vocabularyOf } from './vocabulary';

describe('vocabularyOf', () => {
  it('counts each folded word over all the texts', () => {
    const words = vocabularyOf(['Información de Medicare', 'MEDICARE: información, visits; la INFORMACIÓN', 'Informacio\u0301n']);
    expect(words).toEqual(new Map([['informacion', 4], ['medicare', 2], ['visits', 1]]));
  });

  it('drops words under four characters and numbers, and keeps words with a digit and a letter', () => {
    const words = vocabularyOf(['The care team, 2025 and 12345: covid19 home-health don\u2019t stop']);
    expect([...words.keys()].sort()).toEqual(['care', 'covid19', 'health', 'home', 'stop', 'team']);
  });

  it('reads any iterable, and nothing from no text', () => {
    function* texts() {
      yield 'nurse';
      yield 'Nurse';
    }
    expect(vocabularyOf(texts())).toEqual(new Map([['nurse', 2]]));
    expect(vocabularyOf([]).size).toBe(0);
  });
});

describe('vocabularyChunks', () => {
  const words = new Map([
    ['care', 1],
    ['home', 3],
    ['team', 3],
    ['nurse', 2],
    ['visit', 5],
    ['medicare', 4],
    ['a'.repeat(24), 1],
    ['a'.repeat(25), 9],
  ]);

  it('groups the words by length, most frequent first, then alphabetically', () => {
    const chunks = vocabularyChunks(words);
    expect(chunks.get(4)).toEqual(['home', 'team', 'care']);
    expect(chunks.get(5)).toEqual(['visit', 'nurse']);
    expect(chunks.get(8)).toEqual(['medicare']);
    expect(chunks.get(24)).toEqual(['a'.repeat(24)]);
  });

  it('has a chunk for every length from 4 to 24, empty ones too, and drops longer words', () => {
    const chunks = vocabularyChunks(words);
    expect([...chunks.keys()].sort((a, b) => a - b)).toEqual(Array.from({ length: 21 }, (_, i) => i + 4));
    expect(chunks.get(6)).toEqual([]);
    expect(chunks.has(25)).toBe(false);
    expect([...chunks.values()].flat()).not.toContain('a'.repeat(25));
  });

  it('keeps only the lengths asked for', () => {
    const chunks = vocabularyChunks(words, { minLength: 5, maxLength: 8 });
    expect([...chunks.keys()]).toEqual([5, 6, 7, 8]);
    expect([...chunks.values()].flat()).toEqual(['visit', 'nurse', 'medicare']);
  });
});

describe('VOCABULARY_FILE', () => {
  it('names the file of a length', () => {
    expect(VOCABULARY_FILE(9)).toBe('words-9.json');
  });
});
