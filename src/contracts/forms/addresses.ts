import { DEFAULT_LANGUAGE, type Language } from '../../config/languages';
import { formKinds, type FormKind } from './schemas';

/** Where each form is sent: the function that checks and stores it. */
export const formEndpoints: Record<FormKind, string> = { contact: '/api/contact', provider: '/api/provider-application' };

/** The standalone form pages the contact and provider pages embed in a frame (the English ones). */
export const formPages: Record<FormKind, string> = { contact: '/forms/contact', provider: '/forms/provider-application' };

/** Where a visitor without JavaScript lands once the form is stored (post, then redirect). */
export const sentPages: Record<FormKind, string> = { contact: '/forms/contact/sent', provider: '/forms/provider-application/sent' };

/** The languages each form's pages are written in: the provider application is for agencies, in English only. */
export const formLanguages: Record<FormKind, readonly Language[]> = { contact: ['en', 'es'], provider: ['en'] };

/** The language a form's pages are shown in for a page of `language`: its own, or English when the form has none. */
export const formPageLanguage = (kind: FormKind, language: Language): Language => (formLanguages[kind].includes(language) ? language : DEFAULT_LANGUAGE);

// Another language's pages sit in its folder, as every page of the site does (/es/forms/contact).
const inLanguage = (path: string, language: Language) => (language === DEFAULT_LANGUAGE ? path : `/${language}${path}`);

/** A form's page in a language (English when the form has no page in it). */
export const formPageOf = (kind: FormKind, language: Language = DEFAULT_LANGUAGE) => inLanguage(formPages[kind], formPageLanguage(kind, language));

/** A form's sent page in a language (English when the form has no page in it). */
export const sentPageOf = (kind: FormKind, language: Language = DEFAULT_LANGUAGE) => inLanguage(sentPages[kind], formPageLanguage(kind, language));

/** Every form page a visitor opens (the form, not its sent page), with its form and language. */
export const formPageList = (): { kind: FormKind; language: Language; path: string }[] =>
  formKinds.flatMap((kind) => formLanguages[kind].map((language) => ({ kind, language, path: formPageOf(kind, language) })));

/** Every form page the build writes. */
export const formPagePaths = (): string[] => formKinds.flatMap((kind) => formLanguages[kind].flatMap((language) => [formPageOf(kind, language), sentPageOf(kind, language)]));
