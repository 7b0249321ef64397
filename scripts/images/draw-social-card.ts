/**
 * Draws a social card: satori lays it out in Inter, resvg draws it, sharp compresses it. Loaded
 * only when a card is not in the cache (see social-card.ts): these three take a build's thread
 * about 0.2 s to load, more than a thousand cards from the cache.
 *
 * A card is the site's background (the band, the faint bridge, the footer with the mark, name
 * and address), the same on every card, under the page's words. The background is drawn once per
 * site and thread; each card lays out and draws only its words, in the box they occupy, and lays
 * them over a copy of it.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { Resvg } from '@resvg/resvg-js';
import { createElement as h, type CSSProperties, type ReactNode } from 'react';
import satori, { type Font } from 'satori';
import sharp from 'sharp';
import { SOCIAL_CARD, type CardSite, type CardText } from '../../src/features/head/social-card-path';
import { palettes, theme } from '../../src/styles/theme';
import { FONT_DIR, FONT_FILES, MARK_FILE } from './social-card-assets';

interface Assets {
  fonts: Font[];
  /** The mark as a data address, which satori embeds without fetching. */
  mark: string;
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
        data: await readFile(path.join(FONT_DIR, file)),
      })),
    );
    const mark = await readFile(MARK_FILE);
    return { fonts, mark: `data:image/svg+xml;base64,${mark.toString('base64')}` };
  })();
  return assets;
}

const color = palettes.light;
/** The mark's bridge, drawn large and faint behind the card's lower half. */
const BRIDGE_COLOR = '#dbeafe';
const MARGIN_X = 88;
const PADDING_TOP = 76;
/** From the card's bottom edge to the footer's rule. */
const FOOTER_TOP = 140;
const PADDING_BOTTOM = 60;
const FONT_FAMILY = "Inter, 'Inter Ext'";
/**
 * Where the words go: inside the margins, above the footer. Whole pixels, so that a word drawn in
 * the box falls on the pixel grid as it would drawn on the whole card.
 */
const WORDS = { left: MARGIN_X, top: PADDING_TOP, width: SOCIAL_CARD.width - 2 * MARGIN_X, height: SOCIAL_CARD.height - PADDING_TOP - FOOTER_TOP };

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

/** Everything on a card but its words. */
function background(site: CardSite, mark: string): ReactNode {
  return box(
    {
      width: SOCIAL_CARD.width,
      height: SOCIAL_CARD.height,
      flexDirection: 'column',
      backgroundColor: color.bg,
      fontFamily: FONT_FAMILY,
      color: color.text,
      position: 'relative',
      padding: `${PADDING_TOP}px ${MARGIN_X}px ${PADDING_BOTTOM}px`,
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

/** A card's words, on nothing: the kicker, the title and the author, from the top of their box. */
function words(text: CardText): ReactNode {
  return box(
    { width: WORDS.width, height: WORDS.height, flexDirection: 'column', fontFamily: FONT_FAMILY, color: color.text },
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
          marginTop: 26,
          fontSize: titleSize(text.title),
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
    text.author ? box({ marginTop: 28, fontSize: 28, color: color.textMuted }, text.byline ?? `By ${text.author}`) : null,
  );
}

/** Pixels drawn for part of a box: RGBA with premultiplied alpha, `width` by `height` from (`x`, `y`). */
interface Drawn {
  pixels: Buffer;
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * Lays out and draws an element. With `inkOnly`, only the whole pixels its drawing covers are
 * drawn: a card's words fill about half their box, and resvg's time and the laying over go with
 * the pixels drawn (the pixels are the same as those of the whole box).
 */
async function draw(element: ReactNode, size: { width: number; height: number }, inkOnly = false): Promise<Drawn> {
  const { fonts } = await loadAssets();
  const svg = await satori(element, { ...size, fonts });
  // Satori draws text as paths, so resvg needs no fonts of its own; looking for them costs time.
  const resvg = new Resvg(svg, { font: { loadSystemFonts: false } });
  const ink = inkOnly ? resvg.getBBox() : undefined;
  if (ink) {
    const x = Math.max(0, Math.floor(ink.x));
    const y = Math.max(0, Math.floor(ink.y));
    Object.assign(ink, { x, y, width: Math.min(size.width, Math.ceil(ink.x + ink.width)) - x, height: Math.min(size.height, Math.ceil(ink.y + ink.height)) - y });
    resvg.cropByBBox(ink);
  }
  const image = resvg.render();
  return { pixels: image.pixels, x: ink?.x ?? 0, y: ink?.y ?? 0, width: image.width, height: image.height };
}

// One background per site, drawn once per process (and once per worker thread) as RGB: the
// card is opaque, so its pixels need no alpha.
const backgrounds = new Map<string, Promise<Buffer>>();
function backgroundPixels(site: CardSite): Promise<Buffer> {
  const key = JSON.stringify([site.name, site.url]);
  let pixels = backgrounds.get(key);
  if (!pixels) {
    pixels = loadAssets().then(async ({ mark }) => {
      const { pixels: rgba } = await draw(background(site, mark), SOCIAL_CARD);
      const rgb = Buffer.alloc(SOCIAL_CARD.width * SOCIAL_CARD.height * 3);
      for (let i = 0, o = 0; i < rgba.length; i += 4, o += 3) {
        rgb[o] = rgba[i]!;
        rgb[o + 1] = rgba[i + 1]!;
        rgb[o + 2] = rgba[i + 2]!;
      }
      return rgb;
    });
    backgrounds.set(key, pixels);
  }
  return pixels;
}

/** Lays the premultiplied RGBA pixels drawn in the words' box over a card's RGB pixels, in place. */
function layOver(card: Buffer, { pixels: layer, x: left, y: top, width, height }: Drawn): void {
  // Much of it is empty: a pixel with nothing drawn is four zero bytes, read as one number.
  const pixels = new Uint32Array(layer.buffer, layer.byteOffset, layer.length / 4);
  for (let y = 0, p = 0; y < height; y++) {
    let o = ((WORDS.top + top + y) * SOCIAL_CARD.width + WORDS.left + left) * 3;
    for (let x = 0; x < width; x++, p++, o += 3) {
      if (pixels[p] === 0) continue;
      const i = p * 4;
      const rest = 255 - layer[i + 3]!;
      // Source over, rounded to the nearest as resvg rounds when it draws on the whole card.
      card[o] = layer[i]! + (((card[o]! * rest + 127) / 255) | 0);
      card[o + 1] = layer[i + 1]! + (((card[o + 1]! * rest + 127) / 255) | 0);
      card[o + 2] = layer[i + 2]! + (((card[o + 2]! * rest + 127) / 255) | 0);
    }
  }
}

/**
 * zlib's level for a card's PNG: 5 takes 3.3 ms of a card's 4.1 at 6 for a file 4.6% larger (31.8
 * against 30.4 KB, twenty cards), and level 4 or 3 save little more time for 10 and 17%. The
 * pixels are the same at any level, so a card cached at another level is still this card.
 */
const PNG_LEVEL = 5;

/** The PNG of a page's social card. */
export async function renderSocialCard(text: CardText, site: CardSite): Promise<Buffer> {
  if (!text.title.trim()) throw new Error('A social card needs a title');
  const [base, layer] = await Promise.all([backgroundPixels(site), draw(words(text), WORDS, true)]);
  const card = Buffer.from(base);
  layOver(card, layer);
  return sharp(card, { raw: { width: SOCIAL_CARD.width, height: SOCIAL_CARD.height, channels: 3 } })
    .png({ compressionLevel: PNG_LEVEL })
    .toBuffer();
}
