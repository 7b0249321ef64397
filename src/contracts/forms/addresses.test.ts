import { describe, expect, it } from 'vitest';
import { formPageList, formPageOf, formPagePaths, sentPageOf } from './addresses';

describe('the form pages', () => {
  it('put a language’s pages in its folder, and give English pages for a form that has none in the language', () => {
    expect(formPageOf('contact', 'es')).toBe('/es/forms/contact');
    expect(sentPageOf('contact', 'es')).toBe('/es/forms/contact/sent');
    expect(formPageOf('contact')).toBe('/forms/contact');
    expect(formPageOf('provider', 'es')).toBe('/forms/provider-application');
    expect(sentPageOf('provider', 'es')).toBe('/forms/provider-application/sent');
  });

  it('are all written by the build, the provider application in English only', () => {
    expect(formPagePaths().sort()).toEqual(
      ['/es/forms/contact', '/es/forms/contact/sent', '/forms/contact', '/forms/contact/sent', '/forms/provider-application', '/forms/provider-application/sent'].sort(),
    );
    expect(formPageList()).toEqual([
      { kind: 'contact', language: 'en', path: '/forms/contact' },
      { kind: 'contact', language: 'es', path: '/es/forms/contact' },
      { kind: 'provider', language: 'en', path: '/forms/provider-application' },
    ]);
  });
});
