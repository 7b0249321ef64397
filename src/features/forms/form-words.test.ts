import { describe, expect, it } from 'vitest';
import { interfaceTextStep } from '../../../scripts/content/interface-text';
import { contentDir } from '../../../scripts/content/paths';
import { contentSiteFacts } from '../../../scripts/content/pipeline';
import { allLanguages } from '../../config/languages';
import { formNotices } from '../../contracts/forms/form-state';
import { contactServices, errorCode, insurancePlans, providerServices } from '../../contracts/forms/schemas';
import { interfaceTextFile, translator } from '../../i18n/text';
import { newsletterWords } from '../newsletter/newsletter-words';

const { errors, files } = interfaceTextStep(contentDir, (file) => file, contentSiteFacts(contentDir));
const t = (language: (typeof allLanguages)[number]) => translator(files.get(interfaceTextFile(language))!);

describe('the words of the forms and the newsletter in the catalogue', () => {
  it('compile without errors', () => expect(errors).toEqual([]));

  it.each(allLanguages)('%s: has the message of every error code, the longest answer filled in, and every notice', (language) => {
    for (const code of Object.values(errorCode)) expect(t(language)(`forms.errors.${code}`, { limit: 100 }), code).not.toMatch(/\{/);
    expect(t(language)('forms.errors.tooLong', { limit: 100 })).toContain('100');
    for (const notice of formNotices) expect(t(language)(`forms.notices.${notice}`), notice).toBeTruthy();
  });

  it.each(allLanguages)('%s: names every choice a visitor sees', (language) => {
    for (const value of Object.keys(contactServices)) expect(t(language)(`forms.contactServices.${value}`)).toBeTruthy();
    for (const value of Object.keys(providerServices)) expect(t(language)(`forms.providerServices.${value}`)).toBeTruthy();
    for (const value of Object.keys(insurancePlans)) expect(t(language)(`forms.insurances.${value}`)).toBeTruthy();
  });

  it('keeps the English words of the English pages, and tells a Spanish visitor in Spanish', () => {
    expect(t('en')('forms.errors.name')).toBe('Name must be at least 2 characters');
    expect(t('en')('forms.errors.tooLong', { limit: 2000 })).toBe('Please keep this under 2000 characters');
    expect(t('es')('forms.errors.name')).toBe('El nombre debe tener al menos 2 caracteres');
    expect(t('es')('forms.errors.tooLong', { limit: 2000 })).toBe('Por favor, escriba menos de 2000 caracteres');
    expect(t('es')('forms.submit.contact')).toBe('Enviar mensaje');
    expect(t('es')('forms.sent.contact.title')).toBe('Gracias, su mensaje está en camino');
  });

  it('gives the newsletter scripts their words: a toast’s for the home and footer forms, a status line’s for the inline ones', () => {
    expect(newsletterWords(t('en'), 'toast')).toMatchObject({
      subscribe: 'Subscribe',
      success: "You've been successfully subscribed to our newsletter!",
      toast: { validation: 'Validation Error', invalidEmail: 'Please enter a valid email address', successTitle: 'Thank you!' },
    });
    expect(newsletterWords(t('es'), 'toast')).toMatchObject({ subscribe: 'Suscribirse', toast: { successTitle: '¡Gracias!', notifications: 'Notificaciones' } });
    const inline = newsletterWords(t('es'), 'inline');
    expect(inline.toast).toBeUndefined();
    expect(inline.success).toBe('Gracias, ya está suscrito.');
  });
});
