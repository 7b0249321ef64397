import { describe, expect, it } from 'vitest';
import { isSameOriginPath, trailingSlashTarget } from './safe-path';

describe('trailingSlashTarget', () => {
  it('drops every trailing slash of a path of this site', () => {
    expect(trailingSlashTarget('/about/')).toBe('/about');
    expect(trailingSlashTarget('/blog/some-post///')).toBe('/blog/some-post');
  });

  it('refuses targets a browser would read as another site or as nothing', () => {
    for (const pathname of ['//evil.example/', '///evil/', '/\\evil/', '//', '/%2f%2fevil/', '/%5c%5cevil/', '/%5Cevil/', '/%2e%2e/x/', '/a/%2E/']) {
      expect(trailingSlashTarget(pathname), pathname).toBeUndefined();
    }
  });
});

describe('isSameOriginPath', () => {
  it('refuses malformed escapes and control characters', () => {
    expect(isSameOriginPath('/%E0%A4%A')).toBe(false);
    expect(isSameOriginPath('/a%0d%0aSet-Cookie:x')).toBe(false);
    expect(isSameOriginPath('/caf%C3%A9')).toBe(true);
  });
});
