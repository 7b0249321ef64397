import type { Language } from './languages';

/**
 * Where the shell's own links and buttons lead on a page of each language: the page in that
 * language where there is one, else the English page (which the link then marks as English).
 */
export const shellLinks = {
  en: { home: '/', contact: '/contact', start: '/become-a-provider', howItWorks: '/how-it-works', blog: '/blog', sitemap: '/sitemap', search: '/search', faq: '/faq' },
  // Spanish readers are families: the header's first step is the page for patients and families.
  es: { home: '/es', contact: '/es/contacto', start: '/es/como-funciona/pacientes-y-familias', howItWorks: '/es/como-funciona', blog: '/es/blog', sitemap: '/sitemap', search: '/es/buscar', faq: '/es/preguntas-frecuentes' },
} as const satisfies Record<Language, Record<string, string>>;

export type ShellLinks = (typeof shellLinks)[Language];
