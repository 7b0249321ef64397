import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { renderInPage } from '../../../tests/support/render-in-page';
import { SiteLink } from './SiteLink';

describe('SiteLink on a Spanish page', () => {
  it('marks a link to a page only in English with hreflang and "(en inglés)" after its text', async () => {
    const html = await renderInPage(<SiteLink href="/solutions/for-providers">Para proveedores</SiteLink>, 'es');
    expect(html).toContain('<a href="/solutions/for-providers" hrefLang="en">Para proveedores<!-- --> (en\u00a0inglés)</a>');
  });

  it.each(['/es/contacto', '/es', '/es/blog/una-entrada?x=1#y', '/rss.xml', '/images/photo.jpg', '/api/health', 'https://example.com/', '#main', 'mailto:a@b.c', '//cdn.example/x'])(
    'leaves a link to %s as it is (a Spanish page, a file, a function, another site or a fragment)',
    async (href) => {
      const html = await renderInPage(<SiteLink href={href}>x</SiteLink>, 'es');
      expect(html).toContain(`<a href="${href.replaceAll('&', '&amp;')}">x</a>`);
    },
  );

  it('gives only hreflang when the caller places the note, and neither for the link to the other language', async () => {
    expect(await renderInPage(<SiteLink href="/services" markLanguage="hreflang">Servicios</SiteLink>, 'es')).toContain('<a href="/services" hrefLang="en">Servicios</a>');
    expect(await renderInPage(<SiteLink href="/services" markLanguage="none">English</SiteLink>, 'es')).toContain('<a href="/services">English</a>');
  });
});

describe('SiteLink on an English page', () => {
  it('adds nothing to a link to an English page', async () => {
    expect(await renderInPage(<SiteLink href="/solutions/for-providers">For Providers</SiteLink>, 'en')).toContain('<a href="/solutions/for-providers">For Providers</a>');
  });

  it('adds nothing outside a page either (a component rendered on its own)', () => {
    expect(renderToStaticMarkup(<SiteLink href="/services">Services</SiteLink>)).toBe('<a href="/services">Services</a>');
  });
});
