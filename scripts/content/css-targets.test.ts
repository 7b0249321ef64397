import { describe, expect, it } from 'vitest';
import { CSS_ADDRESS_FUNCTION, cssFunctionTargets, decodeCssEscapes } from './css-targets';

describe('decodeCssEscapes', () => {
  it('decodes hex escapes (ending at a space or a line break) and escaped characters, and maps each character to where it was written', () => {
    expect(decodeCssEscapes('\\75rl(a\\)b)')).toEqual({ text: 'url(a)b)', origin: [0, 3, 4, 5, 6, 7, 9, 10] });
    expect(decodeCssEscapes('\\75 rl \\000075\r\nx').text).toBe('url ux');
  });

  it('writes U+FFFD for a NUL, a surrogate or a code point past Unicode, and drops an escaped line break', () => {
    expect(decodeCssEscapes('\\0 \\d800 \\110000 a\\\nb').text).toBe('\ufffd\ufffd\ufffda' + 'b');
  });

  it('keeps a backslash that ends the text, so what comes before it reads as written', () => {
    expect(decodeCssEscapes('url("//pixel.example\\')).toEqual({ text: 'url("//pixel.example\\', origin: [...Array(21).keys()] });
  });
});

describe('CSS_ADDRESS_FUNCTION and cssFunctionTargets', () => {
  it('find each function that names addresses and read them', () => {
    const css = 'a{background:image-set("a.png" 1x, url(b.png) 2x)} b{mask:URL( c.svg )}';
    const found = [...css.matchAll(new RegExp(CSS_ADDRESS_FUNCTION.source, 'gi'))].map((match) => [match[1]!.toLowerCase(), cssFunctionTargets(css, match.index + match[0].length, match[1]!.toLowerCase())]);
    expect(found).toEqual([
      ['image-set', ['a.png']],
      ['url', ['b.png']],
      ['url', ['c.svg']],
    ]);
  });
});
