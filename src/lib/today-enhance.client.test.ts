import { describe, expect, it } from 'vitest';
import { languageOfTag } from './today-enhance.client';

describe('languageOfTag', () => {
  it.each([
    ['es-US', 'es'],
    ['en-US', 'en'],
    ['', 'en'],
    ['fr-FR', 'en'],
  ])('reads <html lang="%s"> as %s', (tag, language) => {
    expect(languageOfTag(tag)).toBe(language);
  });
});
