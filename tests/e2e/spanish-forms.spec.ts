import { expect, test, type FrameLocator, type Page } from '@playwright/test';
import { fillTime, unique } from './form-fill';
import { axeViolations, gotoHydrated, hydratedFrame, watchConsole } from './site';

const SENT = 'Gracias, su mensaje está en camino';

/** The contact form's fields as a Spanish page labels them. */
async function fillSpanishContact(form: FrameLocator | Page, message: string) {
  await form.getByLabel('Nombre completo').fill('Ana López');
  await form.getByLabel('Correo electrónico').fill('Ana.Lopez@Example.org');
  await form.getByLabel('Teléfono (opcional)').fill('(713) 555-0100');
  await form.getByLabel('¿En qué le podemos ayudar? (opcional)').selectOption({ label: 'Coordinación de referidos' });
  await form.getByLabel('Mensaje', { exact: true }).fill(message);
}

test.describe('the Spanish contact form page', () => {
  test('checks in Spanish, sends the page’s language with the message and thanks the visitor in Spanish', async ({ page }) => {
    const problems = watchConsole(page);
    await gotoHydrated(page, '/es/forms/contact');
    const opened = Date.now();
    await expect(page.getByText('Por favor, no incluya nombres de pacientes, fechas de nacimiento ni datos de salud.')).toBeVisible();

    await page.getByRole('button', { name: 'Enviar mensaje' }).click();
    const summary = page.getByRole('alert');
    await expect(summary).toBeFocused();
    await expect(summary.getByRole('heading')).toHaveText('Por favor, corrija lo siguiente');
    await expect(summary.getByRole('link')).toHaveText([
      'Nombre completo: El nombre debe tener al menos 2 caracteres',
      'Correo electrónico: Escriba un correo electrónico válido',
      'Mensaje: El mensaje debe tener al menos 10 caracteres',
    ]);
    await expect(page.getByLabel('Nombre completo')).toHaveAccessibleDescription('El nombre debe tener al menos 2 caracteres');
    expect(await axeViolations(page)).toEqual([]);

    const message = `Necesito ayuda con una referencia (${unique()}).`;
    await fillSpanishContact(page, message);
    await fillTime(opened);
    const posted = page.waitForRequest((request) => request.url().endsWith('/api/contact'));
    await page.getByRole('button', { name: 'Enviar mensaje' }).click();
    expect(JSON.parse((await posted).postData() ?? '{}')).toMatchObject({ name: 'Ana López', service: 'referral-coordination', message, language: 'es' });
    const sent = page.getByRole('region', { name: SENT });
    await expect(sent).toBeFocused();
    await expect(sent).toContainText('en un día hábil');
    await expect(page).toHaveURL(/\/es\/forms\/contact$/);
    expect(problems).toEqual([]);
  });

  test('says in Spanish why a message could not be sent, keeping the entries', async ({ page }) => {
    await page.route('**/api/contact', (route) => route.abort('connectionrefused'));
    await gotoHydrated(page, '/es/forms/contact');
    await fillSpanishContact(page, 'Necesito ayuda con una referencia.');
    await page.getByRole('button', { name: 'Enviar mensaje' }).click();
    const summary = page.getByRole('alert');
    await expect(summary).toBeFocused();
    await expect(summary.getByRole('heading')).toHaveText('Su mensaje no se envió');
    await expect(summary).toContainText('No pudimos comunicarnos con nuestro servidor');
    await expect(page.getByLabel('Nombre completo')).toHaveValue('Ana López');
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('the server answers errors in Spanish with the input kept, then the Spanish sent page', async ({ page }) => {
      await page.goto('/es/forms/contact');
      await page.getByLabel('Nombre completo').fill('A');
      await page.getByLabel('Correo electrónico').fill('ana@example.org');
      await page.getByLabel('Mensaje', { exact: true }).fill('Muy corto');
      await page.getByRole('button', { name: 'Enviar mensaje' }).click();
      const summary = page.getByRole('alert');
      await expect(summary.getByRole('heading')).toHaveText('Por favor, corrija lo siguiente');
      await expect(summary.getByRole('link')).toHaveText(['Nombre completo: El nombre debe tener al menos 2 caracteres', 'Mensaje: El mensaje debe tener al menos 10 caracteres']);
      await expect(page.getByLabel('Correo electrónico')).toHaveValue('ana@example.org');

      await page.getByLabel('Nombre completo').fill('Ana López');
      await page.getByLabel('Mensaje', { exact: true }).fill(`Necesito ayuda con una referencia (${unique()}).`);
      await fillTime();
      await page.getByRole('button', { name: 'Enviar mensaje' }).click();
      await expect(page).toHaveURL(/\/es\/forms\/contact\/sent#contact-answer$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(SENT);
      await expect(page.getByRole('link', { name: 'Enviar otro mensaje' })).toHaveAttribute('href', '/es/forms/contact');
    });
  });
});

// The Spanish site's pages (/es, /es/contacto) come with the Spanish routes: these run once they are in.
test.describe('the Spanish pages around the forms', () => {
  test('the Spanish contact page frames the Spanish form page', async ({ page }) => {
    await gotoHydrated(page, '/es/contacto');
    await expect(page.locator('[data-embed-state]')).toHaveAttribute('data-embed-state', 'loaded');
    await expect(page.locator('[data-embed-state] iframe')).toHaveAttribute('src', '/es/forms/contact');
    const form = await hydratedFrame(page);
    await expect(form.getByRole('button', { name: 'Enviar mensaje' })).toBeVisible();
  });

  test('the footer newsletter form of a Spanish page answers with Spanish toasts and sends the page’s language', async ({ page }) => {
    const problems = watchConsole(page);
    await gotoHydrated(page, '/es');
    const form = page.locator('form[data-newsletter-source="footer"]');
    const email = form.getByRole('textbox', { name: 'Correo electrónico' });
    const button = form.getByRole('button', { name: 'Suscribirse' });
    const newest = page.locator('[data-sonner-toast][data-front="true"]');

    await email.fill('ana@example');
    await button.click();
    await expect(newest.locator('[data-title]')).toHaveText('Error de validación');
    await expect(newest.locator('[data-description]')).toHaveText('Escriba un correo electrónico válido');
    await expect(page.getByRole('region', { name: /Notificaciones/ })).toBeAttached();

    await email.fill(`ana.${unique()}@example.com`);
    const posted = page.waitForRequest((request) => request.url().endsWith('/api/subscribe-newsletter'));
    await button.click();
    expect(JSON.parse((await posted).postData() ?? '{}')).toMatchObject({ source: 'footer', language: 'es' });
    await expect(newest.locator('[data-title]')).toHaveText('¡Gracias!');
    await expect(newest.locator('[data-description]')).toHaveText('¡Se suscribió a nuestro boletín!');
    await expect(email).toHaveValue('');
    expect(problems).toEqual([]);
  });
});
