import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SOCIAL_CARD, socialCardAlt, socialCardPath, type CardText } from '../../src/features/head/social-card-path';
import { renderSocialCard } from './draw-social-card';
import { BuildCache, TamperedCacheError } from '../build-cache';
import { codeInputs } from '../code-digest';
import { root } from '../content/paths';
import { CARD_DRAWING, cardRendererKey, makeSocialCard, type CardOptions } from './social-card';

const site = { name: 'CareBridge Connect', url: 'https://www.carebridgeconnect.com' };
const post: CardText = { title: 'Medicare Home Health Eligibility Explained', kicker: 'Medicare', author: 'Jane Doe' };

/** Width and height from the PNG's IHDR chunk, which always follows the 8-byte signature. */
function pngSize(png: Buffer): { width: number; height: number } {
  expect(png.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
  expect(png.subarray(12, 16).toString('latin1')).toBe('IHDR');
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

describe('renderSocialCard', () => {
  it('draws a 1200x630 PNG', async () => {
    const png = await renderSocialCard(post, site);
    expect(pngSize(png)).toEqual({ width: SOCIAL_CARD.width, height: SOCIAL_CARD.height });
    expect(SOCIAL_CARD).toEqual({ width: 1200, height: 630, type: 'image/png' });
  });

  it('draws different cards for different titles', async () => {
    const [a, b] = await Promise.all([renderSocialCard(post, site), renderSocialCard({ ...post, title: 'Medicare Home Health Eligibility Questions' }, site)]);
    expect(a.equals(b)).toBe(false);
  });

  it('cuts a title far too long for three lines, so the footer stays where it is', async () => {
    const title = 'Care transitions from hospital to home: what works — and what doesn’t, for “every” café '.repeat(2).slice(0, 160);
    const [long, short] = await Promise.all([renderSocialCard({ title, kicker: 'Guide' }, site), renderSocialCard({ title: 'Intake', kicker: 'Guide' }, site)]);
    expect(pngSize(long)).toEqual({ width: 1200, height: 630 });
    // The band from below the title's third line to the bottom edge: the author's place and the footer.
    const lowerBand = (png: Buffer) => sharp(png).extract({ left: 0, top: 400, width: 1200, height: 230 }).raw().toBuffer();
    expect((await lowerBand(long)).equals(await lowerBand(short))).toBe(true);
  });

  it('draws each site its own footer under the same words', async () => {
    const other = { name: 'Bayou Home Health', url: 'https://bayou.example' };
    const [ours, theirs, oursAgain] = await Promise.all([renderSocialCard(post, site), renderSocialCard(post, other), renderSocialCard(post, site)]);
    const band = (png: Buffer, top: number, height: number) => sharp(png).extract({ left: 0, top, width: 1200, height }).raw().toBuffer();
    expect((await band(ours, 0, 400)).equals(await band(theirs, 0, 400))).toBe(true);
    expect((await band(ours, 490, 140)).equals(await band(theirs, 490, 140))).toBe(false);
    expect(oursAgain.equals(ours)).toBe(true);
  });

  it('refuses a card without a title', async () => {
    await expect(renderSocialCard({ ...post, title: '  ' }, site)).rejects.toThrow(/title/);
  });
});

describe('socialCardPath', () => {
  it.each([
    ['/', '/social/index.png'],
    ['/blog/my-post', '/social/blog/my-post.png'],
    ['/blog/', '/social/blog.png'],
    ['/how-it-works/case-managers', '/social/how-it-works/case-managers.png'],
  ])('puts the card of %s at %s', (page, card) => {
    expect(socialCardPath(page)).toBe(card);
  });

  it.each(['blog/my-post', '/blog/../../etc', '//evil.example/x', '/blog?page=2', ''])('refuses %j, which could lead outside the cards', (page) => {
    expect(() => socialCardPath(page)).toThrow(/page path/);
  });
});

describe('socialCardAlt', () => {
  it('says what the card shows', () => {
    expect(socialCardAlt(post, site)).toBe('Medicare Home Health Eligibility Explained — Medicare article by Jane Doe, CareBridge Connect');
    expect(socialCardAlt({ title: 'Referral Coordination', kicker: 'Services' }, site)).toBe('Referral Coordination — Services, CareBridge Connect');
  });
});

describe('makeSocialCard', () => {
  let work: string;
  let options: CardOptions;
  beforeAll(async () => {
    work = await mkdtemp(path.join(tmpdir(), 'social-card-'));
    options = { clientDir: path.join(work, 'client'), cache: new BuildCache({ dir: path.join(work, 'cache'), key: randomBytes(32) }), renderer: 'renderer one' };
  });
  afterAll(() => rm(work, { recursive: true, force: true }));

  it('draws a card once, then copies the cached one into the site, and draws again when the title changes', async () => {
    const first = await makeSocialCard('/blog/eligibility', post, site, options);
    expect(first).toMatchObject({ path: '/social/blog/eligibility.png', rendered: true });
    const built = path.join(options.clientDir, 'social/blog/eligibility.png');
    const drawn = await readFile(built);
    expect(drawn.length).toBe(first.bytes);
    expect(drawn.subarray(1, 4).toString()).toBe('PNG');

    await rm(options.clientDir, { recursive: true });
    const second = await makeSocialCard('/blog/eligibility', { ...post }, site, options);
    expect(second).toEqual({ ...first, rendered: false });
    expect((await readFile(built)).equals(drawn)).toBe(true);
    // The site's file is a file of its own: nothing done to the cache later reaches it.
    expect((await stat(built)).nlink).toBe(1);

    const renamed = await makeSocialCard('/blog/eligibility', { ...post, title: 'Home Health Eligibility, Step by Step' }, site, options);
    expect(renamed.rendered).toBe(true);
    expect((await readFile(built)).equals(drawn)).toBe(false);
    const again = await makeSocialCard('/blog/eligibility', { ...post }, site, options);
    expect(again).toEqual({ ...first, rendered: false });
    expect((await readFile(built)).equals(drawn)).toBe(true);
  });

  it('draws every card again under another renderer (other drawing code, palette, fonts or packages)', async () => {
    const other = await makeSocialCard('/blog/eligibility', post, site, { ...options, renderer: 'renderer two' });
    expect(other.rendered).toBe(true);
  });

  it('keeps its cache under cards/, one entry per card and renderer, and no temporary files left', async () => {
    const files = await readdir(path.join(options.cache.dir, 'cards'));
    // The two cards drawn above and the first one under the other renderer.
    expect(files).toHaveLength(3);
    expect(files.every((file) => /^[0-9a-f]{64}\.png$/.test(file))).toBe(true);
  });

  it('never puts a card that was replaced in the cache into the site: the build stops', async () => {
    const cards = path.join(options.cache.dir, 'cards');
    for (const file of await readdir(cards)) {
      const entry = await readFile(path.join(cards, file));
      // The entry's header kept, a text file in place of the picture.
      await writeFile(path.join(cards, file), Buffer.concat([entry.subarray(0, 52), Buffer.from('not a picture')]));
    }
    await rm(options.clientDir, { recursive: true });
    await expect(makeSocialCard('/blog/eligibility', post, site, options)).rejects.toThrow(TamperedCacheError);
    await expect(stat(path.join(options.clientDir, 'social/blog/eligibility.png'))).rejects.toThrow();
  });
});

describe('cardRendererKey', () => {
  it('follows the drawing code and every source and package it imports: the palette, satori, resvg, sharp', () => {
    const { files, packages } = codeInputs(root, [CARD_DRAWING]);
    expect(files).toEqual(expect.arrayContaining([CARD_DRAWING, 'src/styles/theme.ts', 'scripts/images/social-card-assets.ts']));
    expect(packages).toEqual(expect.arrayContaining(['sharp', 'satori', '@resvg/resvg-js']));
    expect(cardRendererKey(root)).toBe(cardRendererKey(root));
  });
});
