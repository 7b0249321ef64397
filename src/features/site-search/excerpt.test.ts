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

  it('keeps an entity that ends a marked word whole: its semicolon is no punctuation', () => {
    expect(excerptParts('a <mark>&lt;b&gt;</mark> tag')).toEqual([
      { text: 'a ', marked: false },
      { text: '<b>', marked: true },
      { text: ' tag', marked: false },
    ]);
  });

  it('decodes an entity a mark ends inside, as a marked character', () => {
    expect(excerptParts('from <mark>x&g</mark>t; y')).toEqual([
      { text: 'from ', marked: false },
      { text: 'x>', marked: true },
      { text: ' y', marked: false },
    ]);
  });

  it('decodes an entity a mark starts inside, as a marked character', () => {
    expect(excerptParts('Q&<mark>amp;A</mark> sessions')).toEqual([
      { text: 'Q', marked: false },
      { text: '&A', marked: true },
      { text: ' sessions', marked: false },
    ]);
    expect(excerptParts('Q&a<mark>m</mark>p;A')).toEqual([
      { text: 'Q', marked: false },
      { text: '&', marked: true },
      { text: 'A', marked: false },
    ]);
  });

  it('decodes once: &amp;lt; shows as &lt;, with a mark inside it or not', () => {
    expect(excerptParts('write &amp;lt; for <mark>less</mark>')).toEqual([
      { text: 'write &lt; for ', marked: false },
      { text: 'less', marked: true },
    ]);
    expect(excerptParts('write <mark>&amp;</mark>lt; for it')).toEqual([
      { text: 'write ', marked: false },
      { text: '&', marked: true },
      { text: 'lt; for it', marked: false },
    ]);
    expect(excerptParts('write &am<mark>p;lt;b</mark> here')).toEqual([
      { text: 'write ', marked: false },
      { text: '&lt;b', marked: true },
      { text: ' here', marked: false },
    ]);
  });
});

describe('markedWords', () => {
  it('lists the words the index matched', () => {
    expect(markedWords('<mark>Insurance</mark> is checked; <mark>insurance</mark>.')).toEqual(['Insurance', 'insurance']);
    expect(markedWords('no match here')).toEqual([]);
  });

  it('decodes the entities a mark ends or starts inside', () => {
    expect(markedWords('<mark>x&g</mark>t; and Q&<mark>amp;A</mark> and <mark>&amp;</mark>lt;')).toEqual(['x>', '&A', '&']);
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

  it('keeps a passage whose first word only starts with the title: no word is cut', () => {
    expect(withoutLead('<mark>Checklists</mark> for intake. Items', 'Checklist')).toBe('<mark>Checklists</mark> for intake. Items');
    expect(withoutLead('Home Healthcare agencies in Houston', 'Home Health')).toBe('Home Healthcare agencies in Houston');
  });

  it('reads the title as the index escaped it', () => {
    expect(withoutLead('Q&amp;A for agencies. Answers', 'Q&A for agencies')).toBe('Answers');
  });
});
