/**
 * A page's social card, linked into the built site from the cache when it is there (see
 * linkFromCache), drawn by draw-social-card.ts when it is not.
 */
import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { socialCardPath, type CardSite, type CardText } from '../../src/features/head/social-card-path';
import { linkFromCache } from './build-cache';
import { FONT_FILES, MARK_FILE } from './social-card-assets';

/** Raise it whenever the drawing changes, so that every cached card is drawn again. */
const TEMPLATE_VERSION = 2;

const require = createRequire(import.meta.url);
const packageVersion = (name: string): string => (require(`${name}/package.json`) as { version: string }).version;

/** What a cached card depends on besides its text: a new font, renderer or mark draws it anew. */
const RENDERER_IDENTITY = [
  `template ${TEMPLATE_VERSION}`,
  `@fontsource/inter ${packageVersion('@fontsource/inter')} ${FONT_FILES.map((font) => font.file).join(' ')}`,
  `satori ${packageVersion('satori')}`,
  `@resvg/resvg-js ${packageVersion('@resvg/resvg-js')}`,
].join('\n');

// Read once per process (and once per worker thread).
let markHash: Promise<string> | undefined;

/** The cache key of a card: its text, the site facts it shows, and how it is drawn. */
async function cardKey(text: CardText, site: CardSite): Promise<string> {
  markHash ??= readFile(MARK_FILE).then((mark) => createHash('sha256').update(mark).digest('hex'));
  const inputs = { title: text.title, kicker: text.kicker, author: text.author ?? null, name: site.name, url: site.url };
  return createHash('sha256').update(`${RENDERER_IDENTITY}\nmark ${await markHash}\n${JSON.stringify(inputs)}`).digest('hex');
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
  const target = path.join(options.clientDir, cardPath);
  // Synchronous, as linkFromCache is: the build's writes keep the shared file threads busy.
  mkdirSync(path.dirname(target), { recursive: true });
  const bytes = linkFromCache(cached, target);
  if (bytes !== undefined) return { path: cardPath, bytes, rendered: false };
  const { renderSocialCard } = await import('./draw-social-card');
  const png = await renderSocialCard(text, site);
  await writeAtomically(cached, png);
  // Linked as a card from the cache is: one file written, not two.
  linkFromCache(cached, target);
  return { path: cardPath, bytes: png.length, rendered: true };
}
