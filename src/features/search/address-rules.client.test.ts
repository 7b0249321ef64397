import { describe, expect, it } from 'vitest';
import { readFilters, typedEntry, withFilters } from './address-rules.client';

const categories = ['Webinars', 'Case Studies'];

describe('address rules', () => {
  it('reads the text and a known category; an unknown one reads as all', () => {
    expect(readFilters(new URLSearchParams('q=care&category=Webinars'), categories, 'All')).toEqual({ text: 'care', category: 'Webinars' });
    expect(readFilters(new URLSearchParams('category=Nope'), categories, 'All')).toEqual({ text: '', category: 'All' });
  });

  it('writes filters in and takes blank text and all out, leaving other parameters', () => {
    const params = new URLSearchParams('topic=x&q=old');
    expect(withFilters(params, { text: 'new', category: 'Webinars' }, 'All').toString()).toBe('topic=x&q=new&category=Webinars');
    expect(withFilters(new URLSearchParams('q=a&category=Webinars'), { text: '', category: 'All' }, 'All').toString()).toBe('');
    expect(withFilters(new URLSearchParams('q=a'), { category: 'Webinars' }, 'All').toString()).toBe('q=a&category=Webinars');
    expect(params.toString()).toBe('topic=x&q=old');
  });

  it('adds a history entry when a search starts, replaces it while it goes on, and writes nothing for blank changes', () => {
    expect(typedEntry('', 'm')).toEqual({ stored: 'm', replace: false });
    expect(typedEntry('m', 'me')).toEqual({ stored: 'me', replace: true });
    expect(typedEntry('me', '')).toEqual({ stored: '', replace: true });
    expect(typedEntry('', '   ')).toBeUndefined();
    expect(typedEntry('me', 'me')).toBeUndefined();
  });
});
