import { describe, expect, it } from 'vitest';
import { pageWords, phraseQuery, queryWords, rankResults, siteWordCount, wholeWordCount, type RankingSteps } from './ranking';

/** A result as the tests give it: its name, whether the phrase search found it, and its page's text. */
interface Result {
  name: string;
  phrase?: boolean;
  text: string;
}

/** Ranks results for a query, recording which results' texts were fetched and whether the vocabulary was asked. */
async function rank(query: string, results: Result[], { shown = 2, most = 6, siteWords }: { shown?: number; most?: number; siteWords?: readonly string[] } = {}) {
  const words = queryWords(query);
  const fetched: string[] = [];
  let askedVocabulary = false;
  const steps: RankingSteps<Result> = {
    words: words.length,
    inPhrase: (result) => !!result.phrase,
    wholeWords: async (result) => {
      fetched.push(result.name);
      return wholeWordCount(pageWords([result.text]), words);
    },
    siteWords: async () => {
      askedVocabulary = true;
      return siteWordCount(words, async (length) => (siteWords ?? results.flatMap((result) => queryWords(result.text))).filter((word) => word.length === length));
    },
    ready: async () => true,
  };
  const order = await rankResults(results, steps, shown, most);
  return { order: order.map((result) => result.name), fetched, askedVocabulary };
}

describe('rankResults', () => {
  it('puts a page holding the word searched for above pages holding only other words of its stem, which keep their order', async () => {
    const results = [
      { name: 'organization', text: 'Tell us about your organization.' },
      { name: 'organized', text: 'Everything organized as a checklist.' },
      { name: 'organizations', text: 'One weak link can expose organizations.' },
      { name: 'organizer', text: 'A weekly pill organizer helps.' },
    ];
    expect((await rank('organizer', results)).order).toEqual(['organizer', 'organization', 'organized', 'organizations']);
    // Case and accents do not matter.
    expect((await rank('ORGANIZER', results)).order[0]).toBe('organizer');
    expect((await rank('informacion', [{ name: 'a', text: 'informaciones' }, { name: 'b', text: 'Información' }])).order).toEqual(['b', 'a']);
  });

  it('puts the pages the phrase search found first, then those holding the words apart, then those holding one', async () => {
    const results = [
      { name: 'night and lighten', text: 'Call at night. Lighten the load.' },
      { name: 'night, light apart', text: 'At night, leave the light on.' },
      { name: 'night light', phrase: true, text: 'Make sure there is a night light by the bed.' },
    ];
    expect((await rank('night light', results)).order).toEqual(['night light', 'night, light apart', 'night and lighten']);
  });

  it('keeps the order Pagefind gave among pages alike (its title and heading weights), and reads no more than it shows when the first are whole matches', async () => {
    const results = ['a', 'b', 'c', 'd', 'e'].map((name) => ({ name, text: `Medicare pays, says ${name}.` }));
    const ranked = await rank('medicare', results);
    expect(ranked.order).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(ranked.fetched).toEqual(['a', 'b']);
    expect(ranked.askedVocabulary).toBe(false);
  });

  it('reads no further than it shows for a word the site does not hold whole (a word half typed)', async () => {
    const results = ['a', 'b', 'c', 'd'].map((name) => ({ name, text: `The organization of ${name}.` }));
    for (const typed of ['organiz', 'org']) {
      const ranked = await rank(typed, results);
      expect(ranked.order).toEqual(['a', 'b', 'c', 'd']);
      expect(ranked.fetched).toEqual(['a', 'b']);
    }
  });

  it('reads on, a screen at a time, until the results shown are settled, and no further than its limit', async () => {
    const stemmed = (name: string) => ({ name, text: `The organization of ${name}.` });
    const results = [stemmed('a'), stemmed('b'), stemmed('c'), { name: 'whole', text: 'A pill organizer.' }, stemmed('e'), stemmed('f'), stemmed('g')];
    const ranked = await rank('organizer', results, { shown: 2, most: 6 });
    expect(ranked.order).toEqual(['whole', 'a', 'b', 'c', 'e', 'f', 'g']);
    // The one whole match settles one place of the two shown: the reading goes on to its limit of six.
    expect(ranked.fetched).toEqual(['a', 'b', 'c', 'whole', 'e', 'f']);
    // Beyond the limit, a page is left where Pagefind put it.
    expect((await rank('organizer', results, { shown: 2, most: 2 })).order).toEqual(['a', 'b', 'c', 'whole', 'e', 'f', 'g']);
  });

  it('stops before the next results when a newer search has started', async () => {
    const results = ['a', 'b', 'c', 'd'].map((name) => ({ name, text: `The organization of ${name}.` }));
    const fetched: string[] = [];
    const order = await rankResults(
      results,
      {
        words: 1,
        inPhrase: () => false,
        wholeWords: async (result) => (fetched.push(result.name), 0),
        siteWords: async () => 1,
        ready: async () => false,
      },
      2,
      6,
    );
    expect(order).toEqual(results);
    expect(fetched).toEqual(['a', 'b']);
  });
});

describe('the words compared', () => {
  it('reads a query as folded words, and its phrase in quotes when it has two words or more', () => {
    expect(queryWords('Night-Light  Información')).toEqual(['night', 'light', 'informacion']);
    expect(phraseQuery(' night   light ')).toBe('"night light"');
    expect(phraseQuery('night')).toBeUndefined();
    expect(phraseQuery('"night light"')).toBeUndefined();
  });

  it('counts the words a text holds whole, not as the start of a longer word', () => {
    expect(wholeWordCount(pageWords(['Title', 'A weekly pill organizer; night-light.']), ['organizer', 'night', 'light', 'title'])).toBe(4);
    expect(wholeWordCount(pageWords(['Organizers and lighten']), ['organizer', 'light'])).toBe(0);
  });

  it('counts the words of the site, and no word its vocabulary leaves out (under four letters, or a number)', async () => {
    const asked: number[] = [];
    const vocabulary = async (length: number) => (asked.push(length), ['organizer', 'light', 'fees'].filter((word) => word.length === length));
    expect(await siteWordCount(['organizer', 'organiz', 'light', 'fee', '2026'], vocabulary)).toBe(2);
    expect(asked.sort()).toEqual([5, 7, 9]);
  });
});
