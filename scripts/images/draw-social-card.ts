/**
 * Draws a social card: satori lays it out in Inter, resvg draws it, sharp compresses it. Loaded
 * only when a card is not in the cache (see social-card.ts): these three take a build's thread
 * about 0.2 s to load, more than a thousand cards from the cache.
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
