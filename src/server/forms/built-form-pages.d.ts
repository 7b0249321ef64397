import type { FormPageKit } from './form-pages';

/**
 * dist/server/form-pages.js as `npm run build` writes it (see builtFormPagesModule), imported as
 * `#built-form-pages` (package.json imports): the host adapters bundle it with their functions.
 */
export declare const formPageKit: FormPageKit;
