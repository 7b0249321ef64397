import { describe, expect, it } from 'vitest';
import { negotiateEncoding } from './encodings';

describe('negotiateEncoding', () => {
  const both = ['br', 'gzip'] as const;

  it('prefers br, then gzip, whatever order the client lists them in', () => {
    expect(negotiateEncoding('gzip, deflate, br, zstd', both)).toBe('br');
    expect(negotiateEncoding('gzip, deflate', both)).toBe('gzip');
  });

  it('gives the file as it is without the header or when nothing listed is available', () => {
    expect(negotiateEncoding(undefined, both)).toBeUndefined();
    expect(negotiateEncoding('', both)).toBeUndefined();
    expect(negotiateEncoding('deflate, zstd', both)).toBeUndefined();
    expect(negotiateEncoding('br, gzip', [])).toBeUndefined();
  });

  it('honours q=0 as a refusal, also against a wildcard', () => {
    expect(negotiateEncoding('br;q=0, gzip', both)).toBe('gzip');
    expect(negotiateEncoding('br;q=0, gzip;q=0', both)).toBeUndefined();
    expect(negotiateEncoding('*, br;q=0', both)).toBe('gzip');
    expect(negotiateEncoding('*;q=0', both)).toBeUndefined();
  });

  it('accepts weighted codings, spaces and case as HTTP allows', () => {
    expect(negotiateEncoding('GZIP ; Q=0.5', both)).toBe('gzip');
    expect(negotiateEncoding('br;q=0.1,gzip;q=1.0', both)).toBe('br');
    expect(negotiateEncoding('*', both)).toBe('br');
    expect(negotiateEncoding('x-gzip', both)).toBe('gzip');
  });

  it('only offers what exists beside the file', () => {
    expect(negotiateEncoding('br, gzip', ['gzip'])).toBe('gzip');
  });
});
