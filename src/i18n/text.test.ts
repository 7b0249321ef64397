import { describe, expect, it } from 'vitest';
import { translate, translateParts } from './text';

const text = { 'post.byline': 'Por {author}', 'footer.copyright': '© {year} {owner}. Todos los derechos reservados.', 'toc.title': 'En esta página' };

describe('translate', () => {
  it('fills the placeholders', () => {
    expect(translate(text, 'post.byline', { author: 'Ana Ruiz' })).toBe('Por Ana Ruiz');
  });

  it('throws with the name of a key the catalogue lacks', () => {
    expect(() => translate(text, 'toc.titel')).toThrow('Interface string "toc.titel" is not in the catalogue');
  });

  it('throws when a placeholder is given no value', () => {
    expect(() => translate(text, 'post.byline')).toThrow('needs a value for {author}');
  });
});

describe('translateParts', () => {
  it('splits a sentence at its values, as JSX text around expressions is split', () => {
    expect(translateParts(text, 'footer.copyright', { year: 2026, owner: 'CareBridge Connect, LLC' })).toEqual([
      '© ',
      2026,
      ' ',
      'CareBridge Connect, LLC',
      '. Todos los derechos reservados.',
    ]);
    expect(translateParts(text, 'post.byline', { author: 'Ana {x} Ruiz' })).toEqual(['Por ', 'Ana {x} Ruiz']);
  });

  it('throws as translate does', () => {
    expect(() => translateParts(text, 'post.byline', {})).toThrow('needs a value for {author}');
    expect(() => translateParts(text, 'nope', {})).toThrow('"nope" is not in the catalogue');
  });
});
