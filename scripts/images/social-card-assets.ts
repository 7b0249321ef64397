/**
 * What a social card is drawn with: the fonts and the site's mark. Apart from the card's cache
 * (social-card.ts) and its drawing (draw-social-card.ts), which both read them.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { publicDir } from '../content/paths';

const require = createRequire(import.meta.url);

export const FONT_DIR = path.join(path.dirname(require.resolve('@fontsource/inter/package.json')), 'files');
// Satori reads WOFF, not WOFF2. Latin-ext, under a family name of its own, is the fallback for
// the accents latin lacks (ő, ł, ș): satori keeps one font per name and weight.
export const FONT_FILES = (['latin', 'latin-ext'] as const).flatMap((subset) =>
  ([400, 600, 700] as const).map((weight) => ({
    family: subset === 'latin' ? 'Inter' : 'Inter Ext',
    weight,
    file: `inter-${subset}-${weight}-normal.woff`,
  })),
);
/** The site's own mark, drawn on the card beside its name. */
export const MARK_FILE = path.join(publicDir, 'favicon.svg');
