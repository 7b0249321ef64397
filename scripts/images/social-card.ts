/**
 * A page's social card, copied into the built site from the build cache when it is there, drawn by
 * draw-social-card.ts when it is not.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { socialCardPath, type CardSite, type CardText } from '../../src/features/head/social-card-path';
import type { BuildCache } from '../build-cache';
import { codeDigest } from '../code-digest';
import { FONT_FILES, MARK_FILE } from './social-card-assets';

const require = createRequire(import.meta.url);

/** The module that draws a card, whose code (and every package and source it imports) is part of each card's key. */
export const CARD_DRAWING = 'scripts/images/draw-social-card.ts';

/**
 * What every card is drawn with besides its words: the drawing code with what it imports (the
 * palette, sharp, satori, resvg: see codeDigest), the fonts' package and files, and the mark.
 * Worked out once per build, in the build's own thread.
 */
export function cardRendererKey(root: string): string {
  const fonts = (require('@fontsource/inter/package.json') as { version: string }).version;
  return createHash('sha256')
    .update(codeDigest(root, [CARD_DRAWING]))
    .update(`\0@fontsource/inter ${fonts} ${FONT_FILES.map((font) => font.file).join(' ')}\0mark `)
    .update(readFileSync(MARK_FILE))
    .digest('hex');
}

/** The cache key of a card: its words, the site facts it shows, and what it is drawn with. */
function cardKey(text: CardText, site: CardSite, renderer: string): string {
  const inputs = { title: text.title, kicker: text.kicker, author: text.author ?? null, name: site.name, url: site.url };
  return createHash('sha256').update(`${renderer}\n${JSON.stringify(inputs)}`).digest('hex');
}

export interface CardResult {
  /** The card's site address, for og:image. */
  path: string;
  bytes: number;
  /** False when the card came from the cache. */
  rendered: boolean;
}

export interface CardOptions {
  clientDir: string;
  cache: BuildCache;
  /** cardRendererKey's answer. */
  renderer: string;
}

/** Draws a page's card, or takes it from the cache, and puts it into the built site. */
export async function makeSocialCard(pagePath: string, text: CardText, site: CardSite, { clientDir, cache, renderer }: CardOptions): Promise<CardResult> {
  const cardPath = socialCardPath(pagePath);
  const entry = `cards/${cardKey(text, site, renderer)}.png`;
  const target = path.join(clientDir, cardPath);
  // Synchronous: the build's writes keep the pool of file threads the build's threads share busy.
  mkdirSync(path.dirname(target), { recursive: true });
  const bytes = cache.copyOut(entry, target);
  if (bytes !== undefined) return { path: cardPath, bytes, rendered: false };
  const { renderSocialCard } = await import('./draw-social-card');
  cache.write(entry, await renderSocialCard(text, site));
  return { path: cardPath, bytes: cache.copyOut(entry, target)!, rendered: true };
}
