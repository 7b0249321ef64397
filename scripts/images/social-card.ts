import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Resvg } from '@resvg/resvg-js';
import { createElement as h, type CSSProperties, type ReactNode } from 'react';
import satori, { type Font } from 'satori';
import sharp from 'sharp';
import { SOCIAL_CARD, socialCardPath, type CardSite, type CardText } from '../../src/features/head/social-card-path';
import { palettes, theme } from '../../src/styles/theme';
import { publicDir } from '../content/paths';

/** Raise it whenever the drawing changes, so that every cached card is drawn again. */
const TEMPLATE_VERSION = 2;

const require = createRequire(import.meta.url);
const packageVersion = (name: string): string => (require(`${name}/package.json`) as { version: string }).version;

const fontDir = path.join(path.dirname(require.resolve('@fontsource/inter/package.json')), 'files');
// Satori reads WOFF, not WOFF2. Latin-ext, under a family name of its own, is the fallback for
// the accents latin lacks (ő, ł, ș): satori keeps one font per name and weight.
const FONT_FILES = (['latin', 'latin-ext'] as const).flatMap((subset) =>
  ([400, 600, 700] as const).map((weight) => ({
    family: subset === 'latin' ? 'Inter' : 'Inter Ext',
    weight,
    file: `inter-${subset}-${weight}-normal.woff`,
  })),
);
/** The site's own mark, drawn on the card beside its name. */
const MARK_FILE = path.join(publicDir, 'favicon.svg');

/** What a cached card depends on besides its text: a new font, renderer or mark draws it anew. */
const RENDERER_IDENTITY = [
  `template ${TEMPLATE_VERSION}`,
  `@fontsource/inter ${packageVersion('@fontsource/inter')} ${FONT_FILES.map((font) => font.file).join(' ')}`,
  `satori ${packageVersion('satori')}`,
  `@resvg/resvg-js ${packageVersion('@resvg/resvg-js')}`,
].join('\n');

interface Assets {
  fonts: Font[];
  /** The mark as a data address, which satori embeds without fetching. */
  mark: string;
  markHash: string;
}

// Read once per process (and once per worker thread): parsing the fonts costs more than a card.
let assets: Promise<Assets> | undefined;
function loadAssets(): Promise<Assets> {
  assets ??= (async () => {
    const fonts = await Promise.all(
      FONT_FILES.map(async ({ family, weight, file }): Promise<Font> => ({
        name: family,
        weight,
        style: 'normal',
        data: await readFile(path.join(fontDir, file)),
      })),
    );
    const mark = await readFile(MARK_FILE);
    return {
      fonts,
      mark: `data:image/svg+xml;base64,${mark.toString('base64')}`,
      markHash: createHash('sha256').update(mark).digest('hex'),
    };
  })();
  return assets;
}

const color = palettes.light;
/** The mark's bridge, drawn large and faint behind the card's lower half. */
const BRIDGE_COLOR = '#dbeafe';
const MARGIN_X = 88;
/** From the card's bottom edge to the footer's rule. */
const FOOTER_TOP = 140;
const PADDING_BOTTOM = 60;

/** The shown address: the host without "www.", as people type it. */
const domainOf = (url: string) => new URL(url).host.replace(/^www\./, '');

/** Longer titles get a smaller size, so most fit their three lines without an ellipsis. */
function titleSize(title: string): number {
  if (title.length <= 40) return 76;
  if (title.length <= 70) return 66;
  if (title.length <= 96) return 58;
  return 52;
}

// Satori sizes boxes as content-box unless told; border-box keeps the sizes below the drawn sizes.
const box = (style: CSSProperties, ...children: ReactNode[]) =>
  h('div', { style: { display: 'flex', boxSizing: 'border-box', ...style } }, ...children);

function card(text: CardText, site: CardSite, mark: string): ReactNode {
  const size = titleSize(text.title);
  return box(
    {
      width: SOCIAL_CARD.width,
      height: SOCIAL_CARD.height,
      flexDirection: 'column',
      backgroundColor: color.bg,
      fontFamily: "Inter, 'Inter Ext'",
      color: color.text,
      position: 'relative',
      padding: `76px ${MARGIN_X}px ${PADDING_BOTTOM}px`,
    },
    // A band of the brand colour along the top edge, the one strong colour on the card.
    box({ position: 'absolute', top: 0, left: 0, width: SOCIAL_CARD.width, height: 14, backgroundColor: theme.brandColor }),
    // The mark's bridge, drawn large and faint standing on the footer's rule, so a short title
    // does not sit on an empty page. It sits below where a third line of title can reach.
    box({
      position: 'absolute',
      right: MARGIN_X + 48,
      bottom: FOOTER_TOP,
      width: 300,
      height: 150,
      border: `24px solid ${BRIDGE_COLOR}`,
      borderBottom: 'none',
      borderRadius: '150px 150px 0 0',
    }),
    text.kicker
      ? box(
          { alignSelf: 'flex-start', fontSize: 24, fontWeight: 600, letterSpacing: '0.06em', textTransform: 'uppercase', color: color.primary },
          text.kicker,
        )
      : null,
    h(
      'div',
      {
        style: {
          display: 'block',
          // Positioned, so that it paints above the bridge drawn before it.
          position: 'relative',
          marginTop: 26,
          fontSize: size,
          fontWeight: 700,
          lineHeight: 1.12,
          letterSpacing: '-0.02em',
          color: color.text,
          // Three lines at most, ending in an ellipsis, whatever the title's length.
          lineClamp: 3,
        },
      },
      text.title,
    ),
    text.author ? box({ marginTop: 28, fontSize: 28, color: color.textMuted }, `By ${text.author}`) : null,
    box({ flexGrow: 1 }),
    box(
      {
        height: FOOTER_TOP - PADDING_BOTTOM,
        alignItems: 'center',
        justifyContent: 'space-between',
        borderTop: `2px solid ${color.border}`,
        paddingTop: 30,
      },
      box(
        { alignItems: 'center' },
        h('img', { src: mark, width: 48, height: 48, style: { borderRadius: 11 } }),
        box({ marginLeft: 18, fontSize: 30, fontWeight: 700, letterSpacing: '-0.01em' }, site.name),
      ),
      box({ fontSize: 26, fontWeight: 600, color: color.textMuted }, domainOf(site.url)),
    ),
  );
}

/** The PNG of a page's social card. */
export async function renderSocialCard(text: CardText, site: CardSite): Promise<Buffer> {
  if (!text.title.trim()) throw new Error('A social card needs a title');
  const { fonts, mark } = await loadAssets();
  const svg = await satori(card(text, site, mark), { width: SOCIAL_CARD.width, height: SOCIAL_CARD.height, fonts });
  // Satori draws text as paths, so resvg needs no fonts of its own; looking for them costs time.
  const image = new Resvg(svg, { font: { loadSystemFonts: false } }).render();
  // Sharp encodes in half the time of resvg's own PNG writer, and a third smaller. The card is
  // opaque, so its pixels need no alpha (and resvg's premultiplied alpha cannot show).
  return sharp(image.pixels, { raw: { width: image.width, height: image.height, channels: 4 } })
    .removeAlpha()
    .png({ compressionLevel: 6 })
    .toBuffer();
}

/** The cache key of a card: its text, the site facts it shows, and how it is drawn. */
async function cardKey(text: CardText, site: CardSite): Promise<string> {
  const { markHash } = await loadAssets();
  const inputs = { title: text.title, kicker: text.kicker, author: text.author ?? null, name: site.name, url: site.url };
  return createHash('sha256').update(`${RENDERER_IDENTITY}\nmark ${markHash}\n${JSON.stringify(inputs)}`).digest('hex');
}

/** Writes beside the target and renames, so a reader of the cache (another worker, the next build) never sees half a file. */
async function writeAtomically(file: string, bytes: Buffer): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}-${randomBytes(6).toString('hex')}.tmp`;
  try {
    await writeFile(temporary, bytes);
    await rename(temporary, file);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}

export interface CardResult {
  /** The card's site address, for og:image. */
  path: string;
  bytes: number;
  /** False when the card came from the cache. */
  rendered: boolean;
}

/** Draws a page's card, or takes it from the cache, and puts it into the built site. */
export async function makeSocialCard(
  pagePath: string,
  text: CardText,
  site: CardSite,
  options: { clientDir: string; cacheDir: string },
): Promise<CardResult> {
  const cardPath = socialCardPath(pagePath);
  const cached = path.join(options.cacheDir, 'cards', `${await cardKey(text, site)}.png`);
  let png: Buffer;
  let rendered = false;
  try {
    png = await readFile(cached);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    png = await renderSocialCard(text, site);
    rendered = true;
    await writeAtomically(cached, png);
  }
  // The built site is new and read by nobody while the build writes it.
  const target = path.join(options.clientDir, cardPath);
  await mkdir(path.dirname(target), { recursive: true });
  await writeFile(target, png);
  return { path: cardPath, bytes: png.length, rendered };
}
