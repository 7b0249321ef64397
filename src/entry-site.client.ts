/**
 * The only script every page loads: small, and without React. It adds the enhancements of every
 * page, arms the page's islands (each loads its code, and React with the first, when its trigger
 * fires) and loads the enhancements of a few pages where their markup is (the rule for browser
 * code: islands/catalog.client.ts). Links are ordinary links: each page is its own document.
 */
import { enhanceHeader } from './components/layout/header-scroll.client';
import { enhanceMobileMenu } from './components/layout/mobile-menu.client';
import { enhanceNavMenus } from './components/layout/nav-menu.client';
import { enhanceImages } from './components/primitives/image-fallback.client';
import { enhanceAccordions, openLinkedAnswers } from './components/sections/accordion-keys.client';
import { enhanceShareLinks } from './features/blog/share-enhance.client';
import { enhanceSearch } from './features/site-search/search-open.client';
import { enhanceNewsletterForms } from './features/newsletter/newsletter-forms.client';
import { watchTheme } from './features/theme/theme';
import { enhanceThemeMenu } from './features/theme/theme-menu.client';
import { enhanceTableOfContents } from './features/toc/toc-enhance.client';
import { pageIslandLoader } from './islands/catalog.client';
import { startIslands } from './islands/runtime.client';
import { nextTask } from './lib/next-task.client';
import { enhanceToday } from './lib/today-enhance.client';
import { enhanceNotFound } from './pages/not-found-enhance.client';

/**
 * Each runs in a task of its own, so that starting them never blocks a tap or a key for long (all
 * at once, 11-27 ms on a post with the CPU 4x slower, a phone's speed): first what the top of the
 * page answers with (theme, menus, header), then the islands, then the rest.
 */
const enhancements = [
  watchTheme,
  enhanceThemeMenu,
  enhanceNavMenus,
  enhanceMobileMenu,
  enhanceHeader,
  enhanceSearch,
  () => startIslands(pageIslandLoader),
  enhanceImages,
  enhanceAccordions,
  openLinkedAnswers,
  enhanceTableOfContents,
  enhanceShareLinks,
  enhanceNewsletterForms,
  enhanceNotFound,
  enhanceToday,
];
// Not a top-level await: with one, the bundler splits the modules the entry shares with other
// chunks into chunks of their own, and every page preloads them from its head.
void (async () => {
  for (const enhance of enhancements) {
    enhance();
    await nextTask();
  }
})();

/** The enhancements of a few pages: each loads, in a chunk of its own, only where its markup is. */
const pageEnhancements: [selector: string, load: () => Promise<void>][] = [
  ['[data-embed-src], template[data-contact-topic]', () => import('./features/embed/embed-pages.client').then((forms) => forms.enhanceFormPages())],
  ['[data-faq-search]', () => import('./features/faq/faq-search.client').then((faq) => faq.enhanceFaqSearch())],
  ['main [data-site-search]', () => import('./features/site-search/site-search.client').then((search) => search.startSiteSearch(document.querySelector('main [data-site-search]')!))],
  ['[data-website-demos]', () => import('./features/website-design/website-demos.client').then((demos) => demos.enhanceWebsiteDemos())],
];

void Promise.allSettled(pageEnhancements.filter(([selector]) => document.querySelector(selector)).map(([, load]) => load())).then((loaded) => {
  for (const result of loaded) if (result.status === 'rejected') console.error('A script of this page could not start', result.reason);
  // Marks the page as ready for the visitor's first action; browser tests wait for it.
  document.documentElement.dataset.hydrated = 'true';
});
