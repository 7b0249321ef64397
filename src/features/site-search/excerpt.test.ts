import { describe, expect, it } from 'vitest';
import { excerptParts, markedWords, withoutLead } from './excerpt';

describe('excerptParts', () => {
  it('splits a passage into text and marked words, entities decoded and no markup kept', () => {
    expect(excerptParts('What <mark>Medicare</mark> pays &amp; <b>not</b>')).toEqual([
      { text: 'What ', marked: false },
      { text: 'Medicare', marked: true },
      { text: ' pays & <b>not</b>', marked: false },
    ]);
  });

  it('leaves the punctuation the index marks with a word outside the mark', () => {
    expect(excerptParts('the cost of <mark>Medicare:</mark> and (<mark>“insurance”</mark>)')).toEqual([
      { text: 'the cost of ', marked: false },
      { text: 'Medicare', marked: true },
      { text: ':', marked: false },
      { text: ' and (', marked: false },
      { text: '“', marked: false },
      { text: 'insurance', marked: true },
      { text: '”', marked: false },
      { text: ')', marked: false },
    ]);
  });
});

describe('markedWords', () => {
  it('lists the words the index matched', () => {
    expect(markedWords('<mark>Insurance</mark> is checked; <mark>insurance</mark>.')).toEqual(['Insurance', 'insurance']);
    expect(markedWords('no match here')).toEqual([]);
  });
});

describe('withoutLead', () => {
  it('drops the title the passage starts with, and the stop after it', () => {
    expect(withoutLead('<mark>Medicare</mark> Home Health. Homebound status and <mark>Medicare</mark>', 'Medicare Home Health')).toBe(
      'Homebound status and <mark>Medicare</mark>',
    );
  });

  it('keeps the marks balanced when the title ends on a marked word', () => {
    expect(withoutLead('What <mark>Medicare</mark> pays. For patients', 'What Medicare pays')).toBe('For patients');
    expect(withoutLead('Looks for <mark>Medicare</mark>. Under <mark>Medicare</mark>', 'Looks for Medicare')).toBe('Under <mark>Medicare</mark>');
  });

  it('keeps a passage that does not start with the title', () => {
    expect(withoutLead('can easily slip to Monday. <mark>Insurance</mark> is checked', 'Care Transitions')).toBe('can easily slip to Monday. <mark>Insurance</mark> is checked');
  });

  it('reads the title as the index escaped it', () => {
    expect(withoutLead('Q&amp;A for agencies. Answers', 'Q&A for agencies')).toBe('Answers');
  });
});
