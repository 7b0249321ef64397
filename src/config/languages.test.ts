import { describe, expect, it } from 'vitest';
import { isHomePath, languageOfPath } from './languages';

describe('the language of an address', () => {
  it.each([
    ['/es', 'es'],
    ['/es/', 'es'],
    ['/es/blog/primera-semana-en-casa', 'es'],
    ['/', 'en'],
    ['/estate-planning', 'en'],
    ['/blog/es', 'en'],
  ])('%s is %s', (path, language) => {
    expect(languageOfPath(path)).toBe(language);
  });

  it('names each language home as a home page, and nothing else', () => {
    expect(['/', '/es', '/es/blog', '/about'].map(isHomePath)).toEqual([true, true, false, false]);
  });
});
