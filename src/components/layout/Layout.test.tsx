import { describe, expect, it } from 'vitest';
import { renderInPage } from '../../../tests/support/render-in-page';
import { TableOfContents } from '../../features/toc/TableOfContents';
import { PostMeta } from '../../features/blog/PostMeta';
import { ShareButtons } from '../../features/blog/ShareButtons';
import { Breadcrumbs } from '../sections/Breadcrumbs';
import { Layout } from './Layout';

const shell = (language: 'en' | 'es') => renderInPage(<Layout><p>Contenido</p></Layout>, language, language === 'es' ? '/es/contacto' : '/contact');

describe('the shell on a Spanish page', () => {
  it('says its labels in Spanish', async () => {
    const html = await shell('es');
    for (const words of ['>Ir al contenido principal</a>', 'aria-label="Principal"', '>Menú</h2>', 'aria-label="Abrir el menú"', 'aria-label="Cerrar el menú"', '>Tema: <!-- -->Claro</span>', 'aria-label="Tema"', '>Según el sistema</span>', '>Boletín</h2>', 'Todos los derechos reservados.', 'aria-label="Información legal"', '>Mapa del sitio<', 'aria-label="Acciones rápidas"', '>Llamar ahora<', '>Contáctenos<', '>Comenzar<', 'aria-label="CareBridge Connect: página principal"', 'Impreso el ']) {
      expect(html).toContain(words);
    }
    expect(html).not.toMatch(/Skip to content|Open menu|Theme: |All rights reserved|Quick actions|Call Now|Get Started/);
  });

  it('leads its own links to the Spanish pages', async () => {
    const html = await shell('es');
    expect(html).toContain('href="/es" aria-label="CareBridge Connect: página principal"');
    expect(html).toMatch(/href="\/es\/contacto"[^>]*>Contáctenos/);
    expect(html).toMatch(/<a href="\/es\/como-funciona">.*?Más información<span class="visually-hidden"> sobre cómo funciona<\/span><\/a>/);
  });

  it('marks every link to a page only in English, in the menus and the footer', async () => {
    const html = await shell('es');
    // The desktop dropdowns: the note runs on from the page's name, not under its description.
    expect(html).toContain('<strong>For Providers<!-- --> (en\u00a0inglés)</strong>');
    expect(html).toContain('<strong>Solutions<!-- -->: información general<!-- --> (en\u00a0inglés)</strong>');
    // The mobile menu and the footer.
    expect(html).toMatch(/<a href="\/services\/referral-coordination" hrefLang="en" class="[^"]+">Referral Coordination<!-- --> \(en\u00a0inglés\)<\/a>/);
    expect(html).toContain('<a href="/privacy" hrefLang="en">Privacy Policy<!-- --> (en\u00a0inglés)</a>');
    expect(html).toContain('<a href="/sitemap" hrefLang="en">Mapa del sitio<!-- --> (en\u00a0inglés)</a>');
  });
});

describe('the shell on an English page', () => {
  it('says its labels in English and marks no link', async () => {
    const html = await shell('en');
    for (const words of ['>Skip to content</a>', '>Menu</h2>', '>Theme: <!-- -->Light</span>', '© <!-- -->', '. All rights reserved.', '>Call Now<', 'href="/become-a-provider"']) expect(html).toContain(words);
    expect(html).not.toMatch(/hrefLang="en"|inglés|Menú/);
  });

  it('links to the Spanish home page, in Spanish, saying the page is not translated', async () => {
    const html = await shell('en');
    expect(html).toContain('<a href="/es" lang="es-US" hrefLang="es-US" title="Página principal en español (esta página no está traducida)" data-language-link=""');
    expect(html).toMatch(/data-language-link="" data-wide=""[^>]*>Página principal en español \(esta página no está traducida\)<\/a>/);
  });
});

describe('page furniture on a Spanish page', () => {
  it('writes a post meta line, its date and read time in Spanish', async () => {
    const html = await renderInPage(<PostMeta post={{ author: 'Ana Ruiz', date: '2025-03-01', readTime: 6 }} byline />, 'es');
    // The line's own class (how it wraps) aside, its words are the page's language's.
    expect(html.replace(/ class="[^"]*"/g, '')).toContain('<p data-pagefind-ignore="">Por <!-- -->Ana Ruiz<!-- --> · <time dateTime="2025-03-01" data-field="date">1 de marzo de 2025</time> <!-- -->· <span data-field="readTime">6 min de lectura</span></p>');
  });

  it('titles the table of contents, the share buttons and the breadcrumbs in Spanish', async () => {
    const toc = await renderInPage(<TableOfContents variant="collapsible" entries={[{ id: 'a', text: 'A', level: 1 }]} />, 'es');
    expect(toc).toContain('En esta página');
    expect(toc).toContain('aria-label="En esta página"');
    const share = await renderInPage(<ShareButtons url="https://example.org/es/blog/x" title="T" excerpt="E" />, 'es');
    expect(share).toContain(' Compartir este artículo</h2>');
    expect(share).toContain('aria-label="Compartir en LinkedIn"');
    expect(share).toContain('aria-label="Compartir por correo electrónico"');
    expect(share).toContain(encodeURIComponent('Lea el artículo: https://example.org/es/blog/x'));
    const crumbs = await renderInPage(<Breadcrumbs items={[{ name: 'Inicio', path: '/es' }, { name: 'Blog', path: '/es/blog' }]} />, 'es');
    expect(crumbs).toContain('aria-label="Ruta de navegación"');
  });
});
