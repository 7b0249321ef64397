/**
 * The only script of the standalone form pages (/forms/...), framed by the contact and provider
 * pages: the theme, and the form's island, whose code (with the shared zod rules) loads at the
 * visitor's first interaction. Built apart from the site's entry, so the site's pages never carry
 * anything of the forms, and the form pages nothing of the site's header, menus or newsletter.
 */
import { watchTheme } from './features/theme/theme';
import { formIslandLoader } from './islands/catalog.client';
import { startIslands } from './islands/runtime.client';

watchTheme();
startIslands(formIslandLoader);
// Marks the page as ready for the visitor's first action; browser tests wait for it.
document.documentElement.dataset.hydrated = 'true';
