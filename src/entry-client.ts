/**
 * The only script every page loads: small, and without React. It arms the page's islands (each
 * loads its code, and React with the first, when its trigger fires) and adds the enhancements
 * that need no framework. Links are ordinary links: each page is its own document.
 */
import { enhanceHeader } from './components/layout/header-scroll';
import { enhanceMobileMenu } from './components/layout/mobile-menu';
import { enhanceNavMenus } from './components/layout/nav-menu';
import { enhanceImages } from './components/primitives/image-fallback';
import { enhanceAccordions } from './components/sections/accordion-keys';
import { enhanceShareLinks } from './features/blog/share-enhance';
import { enhanceNewsletterForms } from './features/newsletter/newsletter-forms';
import { watchTheme } from './features/theme/theme';
import { enhanceThemeMenu } from './features/theme/theme-menu';
import { enhanceTableOfContents } from './features/toc/toc-enhance';
import { pageIslandLoaders } from './islands/catalog';
import { startIslands } from './islands/runtime';
import { enhanceToday } from './lib/today-enhance';
import { enhanceNotFound } from './pages/not-found-enhance';

watchTheme();
enhanceHeader();
enhanceNavMenus();
enhanceMobileMenu();
enhanceThemeMenu();
enhanceImages();
enhanceAccordions();
enhanceTableOfContents();
enhanceShareLinks();
enhanceNewsletterForms();
enhanceNotFound();
enhanceToday();
startIslands(pageIslandLoaders);

/** Scripts of one page each, loaded only where their markup is. */
const pageScripts: [selector: string, load: () => Promise<void>][] = [
  ['[data-embed-src], template[data-contact-topic]', () => import('./features/embed/embed-pages').then((forms) => forms.enhanceFormPages())],
  ['[data-faq-search]', () => import('./features/faq/faq-search').then((faq) => faq.enhanceFaqSearch())],
  ['[data-website-demos]', () => import('./features/website-design/website-demos').then((demos) => demos.enhanceWebsiteDemos())],
];
void Promise.allSettled(pageScripts.filter(([selector]) => document.querySelector(selector)).map(([, load]) => load())).then((loaded) => {
  for (const result of loaded) if (result.status === 'rejected') console.error('A script of this page could not start', result.reason);
  // Marks the page as ready for the visitor's first action; browser tests wait for it.
  document.documentElement.dataset.hydrated = 'true';
});
