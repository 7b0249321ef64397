import { expect, test, type Page } from '@playwright/test';
import { gotoHydrated, spanishPaths, watchConsole } from './site';

const origin = 'https://www.carebridgeconnect.com';
const languageLink = (page: Page) => page.locator('header [data-language-link]:not([data-wide])');

test.describe('switching language', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('an English page leads to its Spanish counterpart and back, each written in its own language', async ({ page }) => {
    await page.goto('/how-it-works');
    const toSpanish = languageLink(page);
    // The header shows the language's code; the link is named by the language's name.
    await expect(toSpanish).toHaveAccessibleName('Español');
    await expect(toSpanish.locator('[aria-hidden="true"]')).toHaveText('ES');
    await expect(toSpanish).toHaveAttribute('lang', 'es-US');
    await expect(toSpanish).toHaveAttribute('hreflang', 'es-US');
    await toSpanish.click();
    await expect(page).toHaveURL('/es/como-funciona');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es-US');
    await expect(page.getByRole('link', { name: 'Ir al contenido principal' })).toBeAttached();
    const toEnglish = languageLink(page);
    await expect(toEnglish).toHaveAccessibleName('English');
    await expect(toEnglish.locator('[aria-hidden="true"]')).toHaveText('EN');
    await expect(toEnglish).toHaveAttribute('lang', 'en-US');
    await toEnglish.click();
    await expect(page).toHaveURL('/how-it-works');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
  });

  test('a post leads to its translation, and a page written in English only to the Spanish home page, saying so', async ({ page }) => {
    await page.goto('/blog/first-week-home-preventing-readmissions');
    await expect(languageLink(page)).toHaveAttribute('href', '/es/blog/primera-semana-en-casa');
    await page.goto('/about');
    await expect(languageLink(page)).toHaveAttribute('href', '/es');
    await expect(languageLink(page)).toHaveAttribute('title', 'Página principal en español (esta página no está traducida)');
  });

  test('nothing redirects by the browser\'s language: the address decides', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'es-US', extraHTTPHeaders: { 'Accept-Language': 'es-US,es;q=0.9' } });
    const page = await context.newPage();
    const response = await page.goto('/contact');
    expect(response?.status()).toBe(200);
    await expect(page).toHaveURL('/contact');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
    await context.close();
  });
});

test('on a phone, the mobile menu leads to the counterpart in full words', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 375, height: 800 } });
  const page = await context.newPage();
  await gotoHydrated(page, '/es/contacto');
  await page.getByRole('button', { name: 'Abrir el menú' }).click();
  const link = page.getByRole('dialog').getByRole('link', { name: 'Read this page in English' });
  await expect(link).toHaveAttribute('lang', 'en-US');
  await link.click();
  await expect(page).toHaveURL('/contact');
  await context.close();
});

test('each page of a pair names the other in its head, and itself as canonical', async ({ page }) => {
  await page.goto('/es/como-funciona');
  const head = page.locator('head');
  await expect(head.locator('link[rel="canonical"]')).toHaveAttribute('href', `${origin}/es/como-funciona`);
  await expect(head.locator('link[rel="alternate"][hreflang="es-US"]')).toHaveAttribute('href', `${origin}/es/como-funciona`);
  await expect(head.locator('link[rel="alternate"][hreflang="en-US"]')).toHaveAttribute('href', `${origin}/how-it-works`);
  await expect(head.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute('href', `${origin}/how-it-works`);
  await expect(head.locator('meta[property="og:locale"]')).toHaveAttribute('content', 'es_US');
  await expect(head.locator('meta[property="og:locale:alternate"]')).toHaveAttribute('content', 'en_US');
  await page.goto('/how-it-works');
  await expect(head.locator('link[rel="alternate"][hreflang="es-US"]')).toHaveAttribute('href', `${origin}/es/como-funciona`);
  await expect(head.locator('meta[property="og:locale"]')).toHaveAttribute('content', 'en_US');
});

test('the sitemap lists both languages with their alternates, and each language has its feed', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  for (const path of spanishPaths) expect(sitemap).toContain(`<loc>${origin}${path}</loc>`);
  expect(sitemap).toContain(`<xhtml:link rel="alternate" hreflang="es-US" href="${origin}/es/blog/primera-semana-en-casa"/>`);
  const feed = await (await request.get('/es/blog/rss.xml')).text();
  expect(feed).toContain('<language>es-US</language>');
  expect(feed).toContain(`<link>${origin}/es/blog/primera-semana-en-casa</link>`);
  expect(feed).not.toContain(`${origin}/blog/first-week-home-preventing-readmissions`);
});

test('the Spanish FAQ finds an accented question searched without its accents', async ({ page }) => {
  await gotoHydrated(page, '/es/preguntas-frecuentes');
  const search = page.getByRole('searchbox');
  await search.fill('informacion de los pacientes');
  await expect(page.getByRole('heading', { level: 3, name: '¿Cómo protegen la información de los pacientes?' })).toBeVisible();
  await expect(page.locator('main [data-accordion] > details:visible')).toHaveCount(1);
  await search.fill('MEDICAID');
  await expect(page.getByRole('heading', { level: 3, name: '¿Qué planes de seguro verifican?' })).toBeVisible();
});

test('a Spanish post gives its date, read time and words around it in Spanish', async ({ page }) => {
  const problems = watchConsole(page);
  await gotoHydrated(page, '/es/blog/primera-semana-en-casa');
  await expect(page.locator('main time').first()).toHaveText('1 de marzo de 2025');
  await expect(page.getByText(/\d+ min de lectura/).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Volver al blog' })).toHaveAttribute('href', '/es/blog');
  expect(problems).toEqual([]);
});

test("a translated post's links reach the Spanish pages, and one to a page only in English says so", async ({ page }) => {
  await page.goto('/es/blog/del-hospital-a-casa');
  const article = page.locator('main article');
  const toSpanish = article.getByRole('link', { name: 'Cómo funciona', exact: true });
  await expect(toSpanish).toHaveAttribute('href', '/es/como-funciona');
  await expect(toSpanish).not.toHaveAttribute('hreflang', /./);
  const toEnglish = article.getByRole('link', { name: 'servicio de verificación de elegibilidad (en inglés)' });
  await expect(toEnglish).toHaveAttribute('href', '/services/eligibility-verification');
  await expect(toEnglish).toHaveAttribute('hreflang', 'en');
  await toSpanish.click();
  await expect(page).toHaveURL('/es/como-funciona');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es-US');
});

test('the Spanish How it works groups its questions under Spanish headings', async ({ page }) => {
  await page.goto('/es/como-funciona');
  for (const group of ['Sobre nuestro proceso', 'Para pacientes']) await expect(page.getByRole('heading', { level: 3, name: group })).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: 'For Patients' })).toHaveCount(0);
});

test('an unknown Spanish address answers 404 with the Spanish not-found page, which names no canonical address', async ({ page }) => {
  const response = await page.goto('/es/no-existe');
  expect(response?.status()).toBe(404);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es-US');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Página no encontrada');
  await expect(page.locator('link[rel="canonical"]')).toHaveCount(0);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
  const post = await page.goto('/es/blog/no-existe');
  expect(post?.status()).toBe(404);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es-US');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Artículo no encontrado');
  await expect(page.locator('link[rel="canonical"]')).toHaveCount(0);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
});

test("a Spanish post's head describes it in Spanish: its trail, its section and its shared picture", async ({ page }) => {
  await page.goto('/es/blog/primera-semana-en-casa');
  const blocks = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((text) => JSON.parse(text));
  const trail = blocks.find((block) => block['@type'] === 'BreadcrumbList');
  expect(trail.itemListElement.map((item: { name: string; item: string }) => [item.name, item.item])).toEqual([
    ['Inicio', `${origin}/es`],
    ['Blog', `${origin}/es/blog`],
    ['La primera semana en casa: cómo evitar volver al hospital', `${origin}/es/blog/primera-semana-en-casa`],
  ]);
  expect(blocks.find((block) => block['@type'] === 'Article').articleSection).toBe('Atención al paciente');
  await expect(page.locator('head meta[property="og:image"]')).toHaveAttribute('content', `${origin}/social/es/blog/primera-semana-en-casa.png`);
  await expect(page.locator('head meta[property="og:image:alt"]')).toHaveAttribute('content', /^La primera semana en casa: .* — Artículo de Atención al paciente por Priya Raman, PT, DPT, CareBridge Connect$/);
  await page.goto('/es/como-funciona/pacientes-y-familias');
  // A page within a section is shared with its section's name above its title.
  const alt = await page.locator('head meta[property="og:image:alt"]').getAttribute('content');
  expect(alt).toMatch(/ — Cómo funciona|Cómo funciona — /);
});
